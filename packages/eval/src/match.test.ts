import type { Finding } from '@codehawk/findings';
import { describe, expect, it } from 'vitest';
import type { Expectation } from './corpus.js';
import { matchFindings } from './match.js';
import { fScore, metricsOf } from './metrics.js';

const expectation: Expectation = { file: 'src/range.ts', line: 10, category: 'correctness' };

function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    cr_id: null,
    file: 'src/range.ts',
    line: 10,
    category: 'correctness',
    severity: 'warning',
    title: 'Off by one',
    message: 'The loop stops one element early.',
    confidence: 0.9,
    ...overrides,
  };
}

describe('matching findings to expectations', () => {
  it('matches within ±3 lines of the expected range and not at 4', () => {
    for (const line of [7, 13])
      expect(matchFindings([expectation], [finding({ line })]).truePositives).toBe(1);
    for (const line of [6, 14]) {
      const result = matchFindings([expectation], [finding({ line })]);
      expect(result.truePositives).toBe(0);
      expect(result.findings[0]?.miss).toBe('too_far');
    }
    // A finding's own range counts: lines 2–8 reach line 10 within 2.
    expect(matchFindings([expectation], [finding({ line: 2, end_line: 8 })]).truePositives).toBe(1);
    // An expected range counts too.
    expect(
      matchFindings([{ ...expectation, end_line: 20 }], [finding({ line: 22 })]).truePositives,
    ).toBe(1);
  });

  it('matches an expectation once: a second finding for it is a duplicate false positive', () => {
    const result = matchFindings([expectation], [finding({ line: 12 }), finding({ line: 10 })]);
    expect(result.truePositives).toBe(1);
    expect(result.falsePositives).toBe(1);
    // The closer finding wins the expectation.
    expect(result.expectations[0]?.matchedBy).toBe(1);
    expect(result.findings[0]?.miss).toBe('duplicate');
  });

  it('needs a compatible category: error handling stands for correctness, style does not', () => {
    expect(
      matchFindings([expectation], [finding({ category: 'error_handling' })]).truePositives,
    ).toBe(1);
    const wrong = matchFindings(
      [{ ...expectation, category: 'security' }],
      [finding({ category: 'code_style' })],
    );
    expect(wrong).toMatchObject({ truePositives: 0, falsePositives: 1, falseNegatives: 1 });
    expect(wrong.findings[0]?.miss).toBe('wrong_category');
    // `also` widens what an expectation accepts.
    expect(
      matchFindings(
        [{ ...expectation, category: 'security', also: ['code_style'] }],
        [finding({ category: 'code_style' })],
      ).truePositives,
    ).toBe(1);
  });

  it('needs the same file, and a keyword when the expectation lists some', () => {
    expect(
      matchFindings([expectation], [finding({ file: 'src/other.ts' })]).findings[0]?.miss,
    ).toBe('wrong_file');
    expect(matchFindings([expectation], [finding({ file: './src/range.ts' })]).truePositives).toBe(
      1,
    );
    const keyworded = { ...expectation, keywords: ['boundary', 'early'] };
    expect(matchFindings([keyworded], [finding()]).truePositives).toBe(1);
    expect(
      matchFindings([keyworded], [finding({ title: 'Loop', message: 'Looks wrong.' })]).findings[0]
        ?.miss,
    ).toBe('no_keyword');
  });

  it('pairs two expectations on near lines with the two findings closest to each', () => {
    const expected: Expectation[] = [expectation, { ...expectation, line: 14 }];
    const result = matchFindings(expected, [finding({ line: 14 }), finding({ line: 11 })]);
    expect(result.truePositives).toBe(2);
    expect(result.expectations.map((entry) => entry.matchedBy)).toEqual([1, 0]);
  });
});

describe('scores', () => {
  it('F0.5 weighs precision over recall; nothing reported is recall 0 and precision undefined', () => {
    expect(fScore(1, 0.5, 1)).toBeCloseTo(2 / 3);
    expect(fScore(0.5, 1, 0.5)).toBeCloseTo(0.8333, 3);
    expect(fScore(0.5, 0.5, 1)).toBeCloseTo(0.5556, 3);
    expect(fScore(0.5, undefined, 0)).toBe(0);
    expect(fScore(0.5, undefined, undefined)).toBeUndefined();
    const silent = metricsOf([
      {
        caseId: 'a',
        model: 'm',
        repeat: 1,
        status: 'ok',
        clean: false,
        match: matchFindings([expectation], []),
        inputTokens: 0,
        outputTokens: 0,
        wallSeconds: 1,
        turns: 0,
        toolCalls: 0,
      },
    ]);
    expect(silent).toMatchObject({ recall: 0, f1: 0, f05: 0, falseNegatives: 1 });
    expect(silent.precision).toBeUndefined();
  });
});
