// Pages of one file's diff, cut inside hunks by new-file line, so that every changed line of a
// diff of any size can be fetched through `get_file_diff` and none is lost to a blind cut.

import { parseFileDiff, type DiffLine as HunkLine } from '@codehawk/vcs';

/** Characters of diff text in one page: under the agent's 30,000-character result limit. */
export const DIFF_PAGE_CHARS = 20_000;

/** One line of a hunk, with the index of the hunk it belongs to. */
interface DiffLine extends HunkLine {
  hunk: number;
}

interface ParsedDiff {
  header: string[];
  lines: DiffLine[];
  contexts: string[];
}

function parse(diff: string): ParsedDiff {
  const { header, hunks } = parseFileDiff(diff);
  return {
    header: header.filter((line) => line !== ''),
    lines: hunks.flatMap((hunk, index) => hunk.lines.map((line) => ({ ...line, hunk: index }))),
    contexts: hunks.map((hunk) => hunk.context),
  };
}

/** New-file line numbers of the added lines of a unified diff. */
export function addedLineNumbers(diff: string): number[] {
  return parse(diff)
    .lines.filter((line) => line.kind === '+')
    .map((line) => line.newLine);
}

export interface DiffPage {
  /** Diff text: the file header and hunks whose headers describe exactly the lines shown. */
  text: string;
  /** The new-file lines this page covers (inclusive), or undefined when it holds no hunk line. */
  range?: [number, number];
  /** Where the next page starts (new-file line), when the requested range goes on. */
  next?: number;
}

function hunkHeader(lines: readonly DiffLine[], context: string): string {
  const first = lines[0] as DiffLine;
  const oldCount = lines.filter((line) => line.kind !== '+').length;
  const newCount = lines.filter((line) => line.kind !== '-').length;
  const oldStart = oldCount === 0 ? Math.max(0, first.oldLine - 1) : first.oldLine;
  const newStart = newCount === 0 ? Math.max(0, first.newLine - 1) : first.newLine;
  return `@@ -${oldStart},${oldCount} +${newStart},${newCount} @@${context ? ` ${context}` : ''}`;
}

/**
 * The part of a diff touching new-file lines `startLine..endLine`, at most `maxChars` long and cut
 * at a line boundary; `next` says where to continue. Hunks are split where needed, each piece with a
 * header that matches its lines, so a large new file (one hunk) is readable page by page.
 */
export function pageDiff(
  diff: string,
  options: { startLine?: number; endLine?: number; maxChars?: number } = {},
): DiffPage {
  const start = Math.max(1, options.startLine ?? 1);
  const end = options.endLine ?? Number.MAX_SAFE_INTEGER;
  const budget = options.maxChars ?? DIFF_PAGE_CHARS;
  const { header, lines, contexts } = parse(diff);
  const wanted = lines.filter((line) => line.newLine >= start && line.newLine <= end);
  const shown: DiffLine[] = [];
  let size = header.join('\n').length;
  for (const line of wanted) {
    const cost = line.text.length + 1 + (shown.at(-1)?.hunk === line.hunk ? 0 : 60);
    // Always show at least one line, and never end a page between lines of the same new-file line.
    const previous = shown.at(-1);
    const sameSpot =
      previous !== undefined && previous.kind === '-' && line.newLine === previous.newLine;
    if (shown.length > 0 && size + cost > budget && !sameSpot) break;
    shown.push(line);
    size += cost;
  }
  const pieces: string[] = [...header];
  for (let index = 0; index < shown.length;) {
    const hunk = (shown[index] as DiffLine).hunk;
    let stop = index;
    while (stop < shown.length && (shown[stop] as DiffLine).hunk === hunk) stop++;
    const piece = shown.slice(index, stop);
    pieces.push(hunkHeader(piece, contexts[hunk] ?? ''), ...piece.map((line) => line.text));
    index = stop;
  }
  const firstShown = shown[0];
  const lastShown = shown.at(-1);
  const rest = wanted.slice(shown.length);
  const page: DiffPage = { text: pieces.join('\n') };
  if (firstShown && lastShown)
    page.range = [firstShown.newLine, Math.max(firstShown.newLine, lastShown.newLine)];
  const following = rest[0];
  if (following) page.next = following.newLine;
  return page;
}

/** The pages a whole diff reads in, in order: each page's new-file range. */
export function diffPages(diff: string, maxChars = DIFF_PAGE_CHARS): [number, number][] {
  const ranges: [number, number][] = [];
  let startLine = 1;
  for (;;) {
    const page = pageDiff(diff, { startLine, maxChars });
    if (page.range) ranges.push(page.range);
    if (page.next === undefined || page.next <= startLine) return ranges;
    startLine = page.next;
  }
}
