// Diffs for the prompt: small ones raw, large ones as a map of hunks the agent can drill into.

import { diffPages } from './diff-pages.js';

export const SMART_DIFF_THRESHOLD_BYTES = 15 * 1024;
const MAX_HUNK_ROWS = 40;

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
 * structured summary of its hunks (line ranges, added/removed counts) and the exact pages to read it
 * in, so that every changed line, even at the end of one huge new-file hunk, is one call away.
 */
export function smartDiff(
  path: string,
  diff: string,
  thresholdBytes = SMART_DIFF_THRESHOLD_BYTES,
): { text: string; summarized: boolean; pages: [number, number][] } {
  if (Buffer.byteLength(diff) <= thresholdBytes)
    return { text: diff, summarized: false, pages: [] };
  const hunks = summarizeHunks(diff);
  const rows = hunks
    .slice(0, MAX_HUNK_ROWS)
    .map(
      (hunk) =>
        `- lines ${hunk.startLine}–${hunk.endLine}: +${hunk.added} −${hunk.removed}${hunk.context ? ` (${hunk.context})` : ''}`,
    );
  if (hunks.length > MAX_HUNK_ROWS) rows.push(`- … and ${hunks.length - MAX_HUNK_ROWS} more hunks`);
  const pages = diffPages(diff);
  return {
    text: [
      `The diff of ${path} is ${Math.round(Buffer.byteLength(diff) / 1024)} KB, summarised by hunk:`,
      ...rows,
      `Read all of it in ${pages.length} page(s), one get_file_diff call each:`,
      ...pages.map(
        ([start, end]) => `- get_file_diff(path="${path}", start_line=${start}, end_line=${end})`,
      ),
    ].join('\n'),
    summarized: true,
    pages,
  };
}
