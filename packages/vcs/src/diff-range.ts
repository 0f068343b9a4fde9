// Unified-diff helpers shared by every provider.

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;

interface Hunk {
  newStart: number;
  newLength: number;
  lines: string[];
}

function split(diff: string): { header: string[]; hunks: Hunk[] } {
  const header: string[] = [];
  const hunks: Hunk[] = [];
  for (const line of diff.split('\n')) {
    const match = HUNK.exec(line);
    if (match) {
      hunks.push({
        newStart: Number(match[3]),
        newLength: match[4] === undefined ? 1 : Number(match[4]),
        lines: [line],
      });
    } else if (hunks.length > 0) {
      hunks.at(-1)?.lines.push(line);
    } else {
      header.push(line);
    }
  }
  return { header, hunks };
}

/** The diff with only the hunks that touch new-file lines `start..end` (inclusive). */
export function selectHunks(diff: string, start = 1, end = Number.MAX_SAFE_INTEGER): string {
  const { header, hunks } = split(diff);
  const kept = hunks.filter((hunk) => {
    const last = hunk.newStart + Math.max(hunk.newLength, 1) - 1;
    return hunk.newStart <= end && last >= start;
  });
  return [...header, ...kept.flatMap((hunk) => hunk.lines)].join('\n');
}

/** New-file line numbers a review comment can be placed on: added and context lines of every hunk. */
export function commentableLines(diff: string): Set<number> {
  const lines = new Set<number>();
  for (const hunk of split(diff).hunks) {
    let line = hunk.newStart;
    for (const text of hunk.lines.slice(1)) {
      if (text.startsWith('+') || text.startsWith(' ')) lines.add(line++);
      // '-' lines and '\ No newline' belong to the old side.
    }
  }
  return lines;
}
