import { describe, expect, it } from 'vitest';
import { commentableLines, selectHunks } from './diff-range.js';
import { parseFileDiff, parseUnifiedDiff } from './unified-diff.js';

const gitDiff = [
  'diff --git a/src/a.ts b/src/a.ts',
  'index 1111111..2222222 100644',
  '--- a/src/a.ts',
  '+++ b/src/a.ts',
  '@@ -1,3 +1,4 @@ export function a() {',
  ' one',
  '-two',
  '+TWO',
  '+++ an added line that starts with two pluses',
  ' three',
  'diff --git a/src/new.ts b/src/new.ts',
  'new file mode 100644',
  '--- /dev/null',
  '+++ b/src/new.ts',
  '@@ -0,0 +1,2 @@',
  '+x',
  '+y',
  '\\ No newline at end of file',
  'diff --git a/src/gone.ts b/src/gone.ts',
  'deleted file mode 100644',
  '--- a/src/gone.ts',
  '+++ /dev/null',
  '@@ -1 +0,0 @@',
  '-z',
  'diff --git a/old name.ts b/new name.ts',
  'similarity index 100%',
  'rename from old name.ts',
  'rename to new name.ts',
  '',
].join('\n');

describe('parseUnifiedDiff', () => {
  it('reads every file of a git diff with its path, kind and stats', () => {
    const files = parseUnifiedDiff(gitDiff);
    expect(
      files.map(({ newPath, isNew, isDeleted, additions, deletions }) => ({
        newPath,
        isNew,
        isDeleted,
        additions,
        deletions,
      })),
    ).toEqual([
      { newPath: 'src/a.ts', isNew: false, isDeleted: false, additions: 2, deletions: 1 },
      { newPath: 'src/new.ts', isNew: true, isDeleted: false, additions: 2, deletions: 0 },
      { newPath: undefined, isNew: false, isDeleted: true, additions: 0, deletions: 1 },
      { newPath: 'new name.ts', isNew: false, isDeleted: false, additions: 0, deletions: 0 },
    ]);
  });

  it('numbers old and new lines, keeps the hunk context, and reads an added "+++" line as code', () => {
    const [first] = parseUnifiedDiff(gitDiff);
    const [hunk] = first?.hunks ?? [];
    expect(hunk?.context).toBe('export function a() {');
    expect(hunk?.lines.map(({ kind, oldLine, newLine }) => [kind, oldLine, newLine])).toEqual([
      [' ', 1, 1],
      ['-', 2, 2],
      ['+', 3, 2],
      ['+', 3, 3],
      [' ', 3, 4],
    ]);
  });

  it('reads a plain `diff -u` with timestamps, and a GitHub patch without file headers', () => {
    const plain = '--- a.txt\t2024-01-01\n+++ b.txt\t2024-01-02\n@@ -1 +1 @@\n-a\n+b\n';
    expect(parseUnifiedDiff(plain).map((file) => file.newPath)).toEqual(['b.txt']);
    const patch = '@@ -5,2 +5,3 @@\n five\n+new\n six';
    expect(parseFileDiff(patch)).toMatchObject({ header: [], additions: 1 });
    expect([...commentableLines(patch)]).toEqual([5, 6, 7]);
  });

  it('selects hunks by new-file line and keeps each selected hunk exactly as written', () => {
    const diff =
      '--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+A\n@@ -10 +10 @@\n-j\n+J\n\\ No newline at end of file';
    expect(selectHunks(diff, 10, 10)).toBe(
      '--- a/f\n+++ b/f\n@@ -10 +10 @@\n-j\n+J\n\\ No newline at end of file',
    );
  });
});
