import { describe, expect, it } from 'vitest';
import { addedLineNumbers, diffPages, pageDiff } from './diff-pages.js';
import { smartDiff } from './smart-diff.js';

/** A new file of `count` lines as git shows it: one hunk. */
function newFileDiff(
  count: number,
  line = (number: number) => `const value${number} = ${number};`,
) {
  return [
    'diff --git a/src/big.ts b/src/big.ts',
    'new file mode 100644',
    '--- /dev/null',
    '+++ b/src/big.ts',
    `@@ -0,0 +1,${count} @@`,
    ...Array.from({ length: count }, (_, index) => `+${line(index + 1)}`),
  ].join('\n');
}

describe('pageDiff', () => {
  it('reads a one-hunk 80 KB new file to its last line in pages that each fit the limit', () => {
    const diff = newFileDiff(3_300);
    expect(diff.length).toBeGreaterThan(80_000);
    const pages = diffPages(diff);
    expect(pages.length).toBeGreaterThan(3);
    const seen: number[] = [];
    for (const [start, end] of pages) {
      const page = pageDiff(diff, { startLine: start, endLine: end });
      expect(page.text.length).toBeLessThanOrEqual(20_000);
      seen.push(...addedLineNumbers(page.text));
    }
    expect(seen).toEqual(Array.from({ length: 3_300 }, (_, index) => index + 1));
    const last = pageDiff(diff, { startLine: 3_299 });
    expect(last.text).toContain(
      '@@ -0,0 +3299,2 @@\n+const value3299 = 3299;\n+const value3300 = 3300;',
    );
  });

  it('says where to continue when a page stops inside the requested range', () => {
    const page = pageDiff(newFileDiff(3_300), { startLine: 10 });
    expect(page.range?.[0]).toBe(10);
    expect(page.next).toBe((page.range?.[1] ?? 0) + 1);
  });

  it('cuts hunks to the requested new-file lines with headers that match what is shown', () => {
    const diff = [
      '--- a/a.py',
      '+++ b/a.py',
      '@@ -10,5 +10,6 @@ def run():',
      ' a',
      '-b',
      '+B',
      '+B2',
      ' c',
      ' d',
      ' e',
    ].join('\n');
    expect(pageDiff(diff, { startLine: 11, endLine: 12 }).text).toBe(
      ['--- a/a.py', '+++ b/a.py', '@@ -11,1 +11,2 @@ def run():', '-b', '+B', '+B2'].join('\n'),
    );
    expect(addedLineNumbers(diff)).toEqual([11, 12]);
    expect(pageDiff(diff, { startLine: 40 }).range).toBeUndefined();
  });
});

describe('smartDiff', () => {
  it('passes a small diff through and summarises a large one by hunk, with the pages to read', () => {
    const small = '@@ -1 +1 @@\n-a\n+b';
    expect(smartDiff('a.ts', small)).toEqual({ text: small, summarized: false, pages: [] });
    const large = Array.from(
      { length: 40 },
      (_, index) =>
        `@@ -${index * 100 + 1},3 +${index * 100 + 1},4 @@ function f${index}()\n a\n-b\n+c\n+${'x'.repeat(400)}\n d`,
    ).join('\n');
    const result = smartDiff('src/big.ts', large);
    expect(result.summarized).toBe(true);
    expect(result.text).toContain('- lines 101–104: +2 −1 (function f1())');
    expect(result.text).toContain('Read all of it in 1 page(s)');
    expect(result.text).toContain('get_file_diff(path="src/big.ts", start_line=1, end_line=3904)');
    expect(result.text.length).toBeLessThan(large.length / 5);
  });

  it('gives a large new file a paged view ending at its last line', () => {
    const result = smartDiff('src/big.ts', newFileDiff(3_300));
    expect(result.pages.at(-1)?.[1]).toBe(3_300);
    expect(result.text).toContain(`start_line=${result.pages.at(-1)?.[0]}, end_line=3300)`);
  });
});
