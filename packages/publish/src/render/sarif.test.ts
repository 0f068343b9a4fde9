import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { crId, type Finding } from '@codehawk/findings';
import AjvDraft04 from 'ajv-draft-04';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { renderSarif } from './sarif.js';

const require = createRequire(import.meta.url);
// ajv-draft-04 is CommonJS with a default export: under NodeNext it arrives as `.default`.
const Ajv = AjvDraft04.default;
const addFormats = addFormatsModule.default;
const schema = JSON.parse(
  readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8'),
) as object;

const findings: Finding[] = [
  {
    cr_id: crId('src/a.ts', 3, 'security'),
    file: 'src/a.ts',
    line: 3,
    end_line: 5,
    category: 'security',
    severity: 'critical',
    title: 'T',
    message: 'M',
    confidence: 0.9,
  },
  {
    cr_id: crId('b.py', 1, 'code_style'),
    file: 'b.py',
    line: 1,
    category: 'code_style',
    severity: 'suggestion',
    title: 'S',
    message: 'N',
    confidence: 0.6,
  },
];

describe('renderSarif', () => {
  it('is valid against the official SARIF 2.1.0 schema', () => {
    const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false });
    addFormats(ajv);
    const validate = ajv.compile(schema);
    const log = renderSarif(findings);
    expect(validate(log) ? [] : validate.errors).toEqual([]);
    // The check has teeth: a level SARIF does not define is refused.
    const broken = JSON.parse(
      JSON.stringify(log).replace('"level":"error"', '"level":"fatal"'),
    ) as unknown;
    expect(validate(broken)).toBe(false);
  });

  it('maps severities to levels and fingerprints results by cr-id', () => {
    const log = renderSarif(findings) as {
      runs: {
        results: { level: string; ruleId: string; partialFingerprints: Record<string, string> }[];
      }[];
    };
    const results = log.runs[0]?.results ?? [];
    expect(results.map((result) => [result.ruleId, result.level])).toEqual([
      ['security', 'error'],
      ['code_style', 'note'],
    ]);
    expect(results[0]?.partialFingerprints).toEqual({
      'codehawk/crId/v1': crId('src/a.ts', 3, 'security'),
    });
  });
});
