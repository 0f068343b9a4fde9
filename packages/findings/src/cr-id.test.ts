import { describe, expect, it } from 'vitest';
import { crId, CrIdSet, sameCrId } from './cr-id.js';
import { normalizeFindings } from './normalize.js';

// Expected values computed with hashlib.sha1(f"{file}:{line}:{category}".encode()).hexdigest():
// ours are its first 16 characters, CodeHawk's (and our earlier versions') its first 8.
const VECTORS: [string, number, string, string, string][] = [
  ['src/auth.py', 42, 'security', '1d884bc7c1ea4c99', '1d884bc7'],
  ['src/ü/日本.ts', 7, 'correctness', '290b68c48c6e859d', '290b68c4'],
  ['a b/c.py', 1, 'code_style', '413c935fc5d363b9', '413c935f'],
];

describe('crId', () => {
  it.each(VECTORS)(
    "crId(%s, %d, %s) is %s and begins with CodeHawk's %s",
    (file, line, category, id, legacy) => {
      expect(crId(file, line, category)).toBe(id);
      expect(sameCrId(legacy, crId(file, line, category))).toBe(true);
    },
  );

  it('matches a legacy 8-character id only to the full id it begins', () => {
    const id = crId('src/auth.py', 42, 'security');
    expect(sameCrId(id.slice(0, 8), id)).toBe(true);
    expect(sameCrId(id, id.slice(0, 8))).toBe(true);
    expect(sameCrId(id.slice(0, 12), id)).toBe(false);
    expect(sameCrId('deadbeef', id)).toBe(false);
    expect(sameCrId(crId('src/auth.py', 43, 'security'), id)).toBe(false);
    const set = new CrIdSet([id.slice(0, 8), crId('a b/c.py', 1, 'code_style')]);
    expect(set.find(id)).toBe(id.slice(0, 8));
    expect(set.find(crId('a b/c.py', 1, 'code_style').slice(0, 8))).toBe(
      crId('a b/c.py', 1, 'code_style'),
    );
    expect(set.has(crId('src/auth.py', 43, 'security'))).toBe(false);
  });

  it('changes when any part of the key changes', () => {
    const base = crId('src/auth.py', 42, 'security');
    expect(crId('src/auth.py', 43, 'security')).not.toBe(base);
    expect(crId('src/auth.py', 42, 'correctness')).not.toBe(base);
    expect(crId('src/Auth.py', 42, 'security')).not.toBe(base);
  });
});

describe('cr-id width', () => {
  it('keeps two distinct findings whose 8-character ids collide (dfc867f8) apart', () => {
    const finding = (file: string, line: number) => ({
      cr_id: null,
      file,
      line,
      category: 'correctness',
      severity: 'warning',
      title: `Bug in ${file}`,
      message: 'Explained.',
      confidence: 0.9,
    });
    const first = finding('src/m42.ts', 18);
    const second = finding('src/m209.ts', 40);
    expect(crId(first.file, first.line, 'correctness').slice(0, 8)).toBe('dfc867f8');
    expect(crId(second.file, second.line, 'correctness').slice(0, 8)).toBe('dfc867f8');
    const result = normalizeFindings({
      pr_id: 1,
      repo: 'r',
      vcs: 'local',
      review_modes: ['standard'],
      findings: [first, second],
      fix_verifications: [],
    });
    expect(result.merged).toEqual([]);
    expect(result.file.findings.map((entry) => entry.file)).toEqual(['src/m42.ts', 'src/m209.ts']);
  });
});
