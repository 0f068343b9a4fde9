import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extractFindings, TURN_BUDGET_EXHAUSTED } from './extract.js';

const findingsObject = {
  pr_id: 42,
  repo: 'shop',
  vcs: 'github',
  review_modes: ['standard'],
  findings: [
    {
      cr_id: null,
      file: 'src/cart.ts',
      line: 12,
      category: 'correctness',
      severity: 'warning',
      title: 'Total ignores discounts',
      message: 'The {discount} branch is never taken.',
      confidence: 0.8,
    },
  ],
  fix_verifications: [],
};
const json = JSON.stringify(findingsObject, null, 2);

describe('extractFindings — tier 1 (final message)', () => {
  it('reads a ```json fence', () => {
    const result = extractFindings(`Review done.\n\n\`\`\`json\n${json}\n\`\`\`\nThanks!`);
    expect(result).toMatchObject({ tier: 1, method: 'json_fence', tolerant: false });
    expect(result.data).toEqual(findingsObject);
  });

  it('finds a bare object holding "pr_id" inside prose with stray braces', () => {
    const result = extractFindings(
      `Here it is { as promised: ${JSON.stringify(findingsObject)} } end`,
    );
    expect(result).toMatchObject({ tier: 1, method: 'pr_id_object' });
    expect(result.data).toEqual(findingsObject);
  });

  it('parses the whole text when it is the JSON document', () => {
    const { pr_id: _ignored, ...withoutPrId } = findingsObject;
    const result = extractFindings(JSON.stringify(withoutPrId));
    expect(result).toMatchObject({ tier: 1, method: 'whole_text' });
    expect(result.data).toEqual(withoutPrId);
  });

  it('tolerates raw control characters inside strings, as Python strict=False does', () => {
    const raw = json.replace('The {discount} branch', 'The\tbranch\nspans lines');
    const result = extractFindings('```json\n' + raw + '\n```');
    expect(result).toMatchObject({ tier: 1, method: 'json_fence', tolerant: true });
    expect(result.data.findings).toEqual([
      { ...findingsObject.findings[0], message: 'The\tbranch\nspans lines is never taken.' },
    ]);
  });
});

describe('extractFindings — tier 2 (history)', () => {
  it('recovers findings from an earlier assistant message when the last one has none', () => {
    const history = [
      'Let me look at the diff.',
      '```json\n' + json + '\n```',
      'I ran out of turns.',
    ];
    const result = extractFindings('I ran out of turns.', history);
    expect(result).toMatchObject({ tier: 2, method: 'history_fence' });
    expect(result.data).toEqual(findingsObject);
  });

  it('takes the most recent message that has findings, and its largest object', () => {
    const older = JSON.stringify({ findings: [{ line: 1 }] });
    const small = JSON.stringify({ findings: [] });
    const large = JSON.stringify({ findings: [{ line: 2 }, { line: 3 }] });
    const result = extractFindings('done', [older, `draft ${small} and final ${large}`, 'done']);
    expect(result).toMatchObject({ tier: 2, method: 'history_object' });
    expect(result.data).toEqual(JSON.parse(large));
  });

  it('accepts a fence whose findings are referenced as cr-NNN', () => {
    const fence = '```\n{"findings": [{"id": "cr-001", "line": 3}]}\n```';
    const result = extractFindings('out of budget', [fence]);
    expect(result.tier).toBe(2);
    expect(result.data.findings).toEqual([{ id: 'cr-001', line: 3 }]);
  });
});

describe('extractFindings — tier 3 (synthesized)', () => {
  it('returns an empty findings file with CodeHawk’s error when nothing is found', () => {
    const result = extractFindings('I could not finish.', ['{ "findings": oops }'], {
      prId: 9,
      repo: 'shop',
      vcs: 'ado',
    });
    expect(result).toMatchObject({ tier: 3, method: 'synthesized' });
    expect(result.data).toEqual({
      pr_id: 9,
      repo: 'shop',
      vcs: 'ado',
      review_modes: ['standard'],
      findings: [],
      fix_verifications: [],
      error: TURN_BUDGET_EXHAUSTED,
    });
  });
});

const findingArbitrary = fc.record({
  cr_id: fc.constant(null),
  file: fc.string({ minLength: 1 }),
  line: fc.integer({ min: 1, max: 100_000 }),
  category: fc.constantFrom('security', 'correctness', 'testing'),
  severity: fc.constantFrom('critical', 'warning', 'suggestion'),
  title: fc.string(),
  message: fc.string(),
  confidence: fc.double({ min: 0, max: 1, noNaN: true }),
});

const fileArbitrary = fc.record(
  {
    pr_id: fc.oneof(fc.integer({ min: 1 }), fc.string()),
    repo: fc.string(),
    vcs: fc.constantFrom('github', 'ado', 'local'),
    review_modes: fc.constant(['standard']),
    findings: fc.array(findingArbitrary, { maxLength: 4 }),
    fix_verifications: fc.constant([]),
  },
  { requiredKeys: ['findings'] },
);

/** Prose, stray braces and quotes, fences: everything a model wraps its answer in. */
const noise = fc
  .array(
    fc.oneof(
      fc.string(),
      fc.constantFrom(
        '{',
        '}',
        '"',
        '{"',
        '```',
        '```json\n{ "draft": ',
        '\n',
        'Here are my findings:',
        '{"findings": oops}',
        '`inline {code}`',
      ),
    ),
    { maxLength: 6 },
  )
  .map((parts) => parts.join(' '));

describe('extractFindings — property', () => {
  it('recovers any valid findings object embedded in prose, fences and noise', () => {
    fc.assert(
      fc.property(
        fileArbitrary,
        noise,
        noise,
        fc.constantFrom('fence', 'compact', 'pretty', 'history'),
        (file, before, after, wrapping) => {
          const compact = JSON.stringify(file);
          const pretty = JSON.stringify(file, null, 2);
          let result;
          switch (wrapping) {
            case 'fence':
              result = extractFindings(`${before}\n\`\`\`json\n${pretty}\n\`\`\`\n${after}`);
              break;
            case 'compact':
              result = extractFindings(`${before}\n${compact}\n${after}`);
              break;
            case 'pretty':
              result = extractFindings(`${before}\n${pretty}\n${after}`);
              break;
            default:
              result = extractFindings(after, [`${before}\n${pretty}\n${after}`, after]);
          }
          expect(result.tier).toBeLessThan(3);
          expect(result.data).toEqual(file);
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('parseJsonAnswer', () => {
  it('reads a bare, fenced or embedded JSON object, and gives undefined for prose', async () => {
    const { parseJsonAnswer } = await import('./json-answer.js');
    expect(parseJsonAnswer('{"a": 1}')).toEqual({ a: 1 });
    expect(parseJsonAnswer('Here:\n```json\n{"a": 2}\n```')).toEqual({ a: 2 });
    expect(parseJsonAnswer('The answer is {"a": 3}, as asked.')).toEqual({ a: 3 });
    expect(parseJsonAnswer('No JSON here.')).toBeUndefined();
  });
});
