// The one reader of unified diffs (git diff, GitHub patches, Azure DevOps diffs): every package that
// needs hunks, changed lines or per-file stats parses through here.

const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@ ?(.*)$/;

/** One line inside a hunk. A `-` line sits at the new-file line that follows it. */
export interface DiffLine {
  kind: '+' | '-' | ' ';
  /** The line as written, prefix included. */
  text: string;
  oldLine: number;
  newLine: number;
}

export interface DiffHunk {
  oldStart: number;
  oldLength: number;
  newStart: number;
  newLength: number;
  /** The function or class git names after the `@@ … @@`, if any. */
  context: string;
  lines: DiffLine[];
  /** The hunk as written: its header and every line after it, `\ No newline` markers included. */
  raw: string[];
}

export interface FileDiff {
  /** Lines before the first hunk (`diff --git`, `---`/`+++`, modes), as written. */
  header: string[];
  hunks: DiffHunk[];
  /** The path after the change, or undefined when the file is deleted or no header names it. */
  newPath?: string;
  isNew: boolean;
  isDeleted: boolean;
  additions: number;
  deletions: number;
}

function emptyFile(): FileDiff {
  return { header: [], hunks: [], isNew: false, isDeleted: false, additions: 0, deletions: 0 };
}

/** `+++ b/src/x.ts\t2024-…` → `src/x.ts`; `/dev/null` → undefined. */
function headerPath(value: string): string | undefined {
  let path = value.split('\t')[0]?.trim() ?? '';
  if (path.startsWith('"') && path.endsWith('"')) path = JSON.parse(path) as string;
  if (path === '/dev/null' || path === '') return undefined;
  return path.replace(/^[ab]\//, '');
}

function readHeader(file: FileDiff, line: string): void {
  file.header.push(line);
  if (line.startsWith('new file mode')) file.isNew = true;
  else if (line.startsWith('deleted file mode')) file.isDeleted = true;
  else if (line.startsWith('rename to ')) file.newPath = line.slice('rename to '.length);
  else if (line.startsWith('--- ') && line.slice(4).startsWith('/dev/null')) file.isNew = true;
  else if (line.startsWith('+++ ')) {
    const path = headerPath(line.slice(4));
    if (path === undefined) file.isDeleted = true;
    else file.newPath = path;
  } else if (line.startsWith('diff --git ')) {
    const match = / b\/(.+)$/.exec(line);
    if (match?.[1] !== undefined) file.newPath = match[1];
  }
}

/**
 * Every file of a unified diff, in order. A diff without file headers (a GitHub patch, one file's
 * `git diff` hunks) is one file. Hunk bodies are read leniently, up to the next hunk or file header,
 * as the platforms' patches do not always agree with their hunk counts.
 */
export function parseUnifiedDiff(diff: string): FileDiff[] {
  const files: FileDiff[] = [];
  let file: FileDiff | undefined;
  let hunk: DiffHunk | undefined;
  let oldLine = 0;
  let newLine = 0;
  const lines = diff.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const text = lines[index] as string;
    // A file starts at `diff --git`, or at a `---`/`+++` pair followed by a hunk (plain `diff -u`).
    const startsFile =
      text.startsWith('diff --git ') ||
      (hunk !== undefined &&
        text.startsWith('--- ') &&
        (lines[index + 1] ?? '').startsWith('+++ ') &&
        HUNK.test(lines[index + 2] ?? ''));
    if (file === undefined || (startsFile && (file.hunks.length > 0 || file.header.length > 0))) {
      file = emptyFile();
      files.push(file);
    }
    if (startsFile) hunk = undefined;
    const match = HUNK.exec(text);
    if (match) {
      oldLine = Number(match[1]);
      newLine = Number(match[3]);
      hunk = {
        oldStart: oldLine,
        oldLength: match[2] === undefined ? 1 : Number(match[2]),
        newStart: newLine,
        newLength: match[4] === undefined ? 1 : Number(match[4]),
        context: (match[5] ?? '').trim(),
        lines: [],
        raw: [text],
      };
      file.hunks.push(hunk);
      continue;
    }
    if (hunk === undefined) {
      readHeader(file, text);
      continue;
    }
    hunk.raw.push(text);
    if (text.startsWith('+')) {
      hunk.lines.push({ kind: '+', text, oldLine, newLine: newLine++ });
      file.additions++;
    } else if (text.startsWith('-')) {
      hunk.lines.push({ kind: '-', text, oldLine: oldLine++, newLine });
      file.deletions++;
    } else if (text.startsWith(' ')) {
      hunk.lines.push({ kind: ' ', text, oldLine: oldLine++, newLine: newLine++ });
    }
    // '\ No newline at end of file' and trailing blanks carry no line of their own.
  }
  for (const each of files) if (each.isDeleted) delete each.newPath;
  return files;
}

/** One file's diff: its header lines and hunks (every hunk, should the text hold several files). */
export function parseFileDiff(diff: string): FileDiff {
  const files = parseUnifiedDiff(diff);
  if (files.length === 1) return files[0] as FileDiff;
  const merged = emptyFile();
  for (const file of files) {
    merged.header.push(...file.header);
    merged.hunks.push(...file.hunks);
    merged.additions += file.additions;
    merged.deletions += file.deletions;
  }
  return merged;
}
