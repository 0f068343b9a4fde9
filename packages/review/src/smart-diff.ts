// Diffs for the prompt: small ones raw, large ones as a map of hunks the agent can drill into.

import { parseFileDiff } from '@codehawk/vcs';
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
  return parseFileDiff(diff).hunks.map((hunk) => ({
    startLine: hunk.newStart,
    endLine: hunk.newStart + Math.max(hunk.newLength, 1) - 1,
    added: hunk.lines.filter((line) => line.kind === '+').length,
    removed: hunk.lines.filter((line) => line.kind === '-').length,
    context: hunk.context,
  }));
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
