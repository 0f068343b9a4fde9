import { describe, expect, it } from 'vitest';
import { crId } from './cr-id.js';

// Expected values computed with CodeHawk's formula:
// hashlib.sha1(f"{file}:{line}:{category}".encode()).hexdigest()[:8]
const VECTORS: [string, number, string, string][] = [
  ['src/auth.py', 42, 'security', '1d884bc7'],
  ['src/ü/日本.ts', 7, 'correctness', '290b68c4'],
  ['a b/c.py', 1, 'code_style', '413c935f'],
];

describe('crId', () => {
  it.each(VECTORS)(
    'crId(%s, %d, %s) is %s, as CodeHawk computes it',
    (file, line, category, id) => {
      expect(crId(file, line, category)).toBe(id);
    },
  );

  it('changes when any part of the key changes', () => {
    const base = crId('src/auth.py', 42, 'security');
    expect(crId('src/auth.py', 43, 'security')).not.toBe(base);
    expect(crId('src/auth.py', 42, 'correctness')).not.toBe(base);
    expect(crId('src/Auth.py', 42, 'security')).not.toBe(base);
  });
});
