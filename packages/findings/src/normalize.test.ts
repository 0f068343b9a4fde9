import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crId } from './cr-id.js';
import { normalizeFindings, normalizePath } from './normalize.js';
import { FindingsFileSchema } from './schema.js';

const codehawkFile: unknown = JSON.parse(
  readFileSync(new URL('./__fixtures__/codehawk-findings.json', import.meta.url), 'utf8'),
);

function fileWith(findings: unknown[]): unknown {
  return { pr_id: 7, repo: 'demo', vcs: 'github', review_modes: ['standard'], findings };
}

const valid = {
  file: 'src/app.ts',
  line: 10,
  category: 'correctness',
  severity: 'warning',
  title: 'Off by one',
  message: 'The loop skips the last element.',
  confidence: 0.8,
};

describe('FindingsFileSchema', () => {
  it('parses a findings.json written by CodeHawk', () => {
    const parsed = FindingsFileSchema.parse(codehawkFile);
    expect(parsed.pr_id).toBe(1287);
    expect(parsed.findings).toHaveLength(2);
    expect(parsed.findings[0]?.end_line).toBe(48);
    expect(parsed.usage?.model).toBe('o3');
  });
});

describe('normalizeFindings', () => {
  it('keeps a CodeHawk file intact and computes each cr_id', () => {
    const { file, rejected, merged } = normalizeFindings(codehawkFile);
    expect(rejected).toEqual([]);
    expect(merged).toEqual([]);
    expect(file.findings.map((finding) => finding.cr_id)).toEqual([
      crId('src/auth/token.py', 42, 'security'),
      crId('src/billing/invoice.py', 118, 'error_handling'),
    ]);
    expect(file.fix_verifications).toHaveLength(1);
  });

  it('clamps confidence to 0..1 and defaults a missing one to the publishing threshold', () => {
    const { file } = normalizeFindings(
      fileWith([
        { ...valid, line: 1, confidence: 7 },
        { ...valid, line: 2, confidence: -0.3 },
        { ...valid, line: 3, confidence: undefined },
      ]),
    );
    expect(file.findings.map((finding) => finding.confidence)).toEqual([1, 0, 0.5]);
  });

  it.each([
    ['./src/app.ts', 'src/app.ts'],
    ['/src/app.ts', 'src/app.ts'],
    ['src\\win\\app.ts', 'src/win/app.ts'],
    ['.//src//./app.ts', 'src/app.ts'],
  ])('normalises the path %s to %s', (raw, expected) => {
    expect(normalizePath(raw)).toBe(expected);
    const { file } = normalizeFindings(fileWith([{ ...valid, file: raw }]));
    expect(file.findings[0]?.file).toBe(expected);
    expect(file.findings[0]?.cr_id).toBe(crId(expected, 10, 'correctness'));
  });

  it('merges exact duplicates, keeping the most confident and saying which was folded', () => {
    const { file, merged } = normalizeFindings(
      fileWith([
        { ...valid, confidence: 0.6, message: 'weaker' },
        { ...valid, file: './src/app.ts', confidence: 0.9, message: 'stronger' },
        { ...valid, line: 11 },
      ]),
    );
    expect(file.findings.map((finding) => finding.message)).toEqual(['stronger', valid.message]);
    expect(merged).toEqual([
      { index: 0, keptIndex: 1, crId: crId('src/app.ts', 10, 'correctness') },
    ]);
  });

  it('rejects what it cannot repair, with the JSON path and the reason', () => {
    const { file, rejected } = normalizeFindings(
      fileWith([
        { ...valid, category: 'vibes' },
        { ...valid, file: undefined },
        { ...valid, line: 0 },
        { ...valid, file: '../outside.ts' },
        'not an object',
        valid,
      ]),
    );
    expect(file.findings).toHaveLength(1);
    expect(rejected.map(({ index, path }) => [index, path])).toEqual([
      [0, '$.findings[0].category'],
      [1, '$.findings[1].file'],
      [2, '$.findings[2].line'],
      [3, '$.findings[3].file'],
      [4, '$.findings[4]'],
    ]);
    expect(rejected[0]?.reason).toContain('unknown category "vibes"');
  });

  it('repairs common spellings of category and severity and fills a missing title', () => {
    const { file } = normalizeFindings(
      fileWith([
        {
          file: 'a.py',
          line: '5',
          category: 'Error-Handling',
          severity: 'HIGH',
          message: 'Retry loop never ends. It spins forever.',
        },
      ]),
    );
    expect(file.findings[0]).toMatchObject({
      line: 5,
      category: 'error_handling',
      severity: 'critical',
      title: 'Retry loop never ends.',
      source: 'agent',
    });
  });

  it('throws an error naming the JSON path when the file itself is unusable', () => {
    expect(() => normalizeFindings([])).toThrow(/\$: findings.json must be a JSON object/);
    expect(() => normalizeFindings({ findings: 'none' })).toThrow(
      /\$\.findings: expected an array/,
    );
    expect(() => normalizeFindings({ ...(fileWith([]) as object), vcs: 'svn' })).toThrow(/\$\.vcs/);
  });

  it('names the file it was given as the source, and says how to repair it', () => {
    expect(() => normalizeFindings({ findings: 'none' }, { source: 'out/findings.json' })).toThrow(
      'out/findings.json: $.findings: expected an array of findings. Correct the file there to match the findings.json format',
    );
    expect(() =>
      normalizeFindings(
        { ...(fileWith([]) as object), vcs: 'svn' },
        { source: 'out/findings.json' },
      ),
    ).toThrow(/^out\/findings\.json: \$\.vcs: .*codehawk review --output DIR/);
  });
});
