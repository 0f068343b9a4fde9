import { describe, expect, it } from 'vitest';
import { smartDiff } from './smart-diff.js';

describe('smartDiff', () => {
  it('passes a small diff through and summarises a large one by hunk', () => {
    const small = '@@ -1 +1 @@\n-a\n+b';
    expect(smartDiff('a.ts', small)).toEqual({ text: small, summarized: false });
    const large = Array.from(
      { length: 40 },
      (_, index) =>
        `@@ -${index * 100 + 1},3 +${index * 100 + 1},4 @@ function f${index}()\n a\n-b\n+c\n+${'x'.repeat(400)}\n d`,
    ).join('\n');
    const result = smartDiff('src/big.ts', large);
    expect(result.summarized).toBe(true);
    expect(result.text).toContain('get_file_diff(path="src/big.ts", start_line, end_line)');
    expect(result.text).toContain('- lines 101–104: +2 −1 (function f1())');
    expect(result.text.length).toBeLessThan(large.length / 5);
  });
});
