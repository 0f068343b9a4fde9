// Unified-diff helpers shared by every provider.
import { parseFileDiff } from './unified-diff.js';

/** The diff with only the hunks that touch new-file lines `start..end` (inclusive). */
export function selectHunks(diff: string, start = 1, end = Number.MAX_SAFE_INTEGER): string {
  const { header, hunks } = parseFileDiff(diff);
  const kept = hunks.filter((hunk) => {
    const last = hunk.newStart + Math.max(hunk.newLength, 1) - 1;
    return hunk.newStart <= end && last >= start;
  });
  return [...header, ...kept.flatMap((hunk) => hunk.raw)].join('\n');
}

/** New-file line numbers a review comment can be placed on: added and context lines of every hunk. */
export function commentableLines(diff: string): Set<number> {
  const lines = new Set<number>();
  for (const hunk of parseFileDiff(diff).hunks) {
    for (const line of hunk.lines) if (line.kind !== '-') lines.add(line.newLine);
  }
  return lines;
}
