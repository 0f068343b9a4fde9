// Diffs for the prompt: small ones raw, large ones as a map of hunks the agent can drill into.

export const SMART_DIFF_THRESHOLD_BYTES = 15 * 1024;

export interface HunkSummary {
  startLine: number;
  endLine: number;
  added: number;
  removed: number;
  /** The function or class git names in the hunk header, if any. */
  context: string;
}

export function summarizeHunks(diff: string): HunkSummary[] {
  const hunks: HunkSummary[] = [];
  for (const line of diff.split('\n')) {
    const header = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@ ?(.*)$/.exec(line);
    if (header) {
      const start = Number(header[1]);
      const length = header[2] === undefined ? 1 : Number(header[2]);
      hunks.push({
        startLine: start,
        endLine: start + Math.max(length, 1) - 1,
        added: 0,
        removed: 0,
        context: (header[3] ?? '').trim(),
      });
      continue;
    }
    const current = hunks.at(-1);
    if (!current) continue;
    if (line.startsWith('+') && !line.startsWith('+++')) current.added++;
    else if (line.startsWith('-') && !line.startsWith('---')) current.removed++;
  }
  return hunks;
}

/**
 * The diff of one file for the prompt: as is under the threshold (CodeHawk: 15 KB); above it, a
 * structured summary of its hunks (line ranges, added/removed counts) with how to drill in.
 */
export function smartDiff(
  path: string,
  diff: string,
  thresholdBytes = SMART_DIFF_THRESHOLD_BYTES,
): { text: string; summarized: boolean } {
  if (Buffer.byteLength(diff) <= thresholdBytes) return { text: diff, summarized: false };
  const hunks = summarizeHunks(diff);
  const rows = hunks.map(
    (hunk) =>
      `- lines ${hunk.startLine}–${hunk.endLine}: +${hunk.added} −${hunk.removed}${hunk.context ? ` (${hunk.context})` : ''}`,
  );
  return {
    text: [
      `The diff of ${path} is ${Math.round(Buffer.byteLength(diff) / 1024)} KB, summarised by hunk. Read a hunk with get_file_diff(path="${path}", start_line, end_line).`,
      ...rows,
    ].join('\n'),
    summarized: true,
  };
}
