import { describe, expect, it } from 'vitest';
import { CATEGORIES, DEFAULT_PENALTIES, SEVERITIES, type ReviewMode } from './matrix.js';
import { scoreFindings, starsFor } from './score.js';

const MATRIX: [string, number, number, number][] = [
  ['security', 5.0, 4.0, 2.0],
  ['performance', 3.0, 2.0, 1.0],
  ['best_practices', 2.0, 1.0, 0.5],
  ['architecture', 3.0, 2.0, 1.0],
  ['correctness', 2.0, 1.0, 0.5],
  ['error_handling', 1.5, 0.75, 0.25],
  ['code_style', 1.0, 0.5, 0.25],
  ['testing', 1.5, 0.75, 0.25],
];

describe('scoreFindings', () => {
  it.each(MATRIX)('charges %s critical/warning/suggestion %d/%d/%d', (category, ...expected) => {
    const charged = SEVERITIES.map((severity) => scoreFindings([{ category, severity }]).penalty);
    expect(charged).toEqual(expected);
  });

  it('scores no findings as a perfect five stars', () => {
    expect(scoreFindings([])).toMatchObject({ penalty: 0, stars: 5, quality: 'Perfect' });
  });

  it.each([
    [0.25, 4, 'Excellent'],
    [5, 4, 'Excellent'],
    [5.25, 3, 'Good'],
    [15, 3, 'Good'],
    [15.25, 2, 'Needs Work'],
    [30, 2, 'Needs Work'],
    [50, 1, 'Poor'],
    [50.25, 0, 'Critical'],
  ])('rates a penalty of %d as %d stars (%s)', (penalty, stars, quality) => {
    // code_style suggestions cost 0.25 each.
    const findings = Array.from({ length: penalty / 0.25 }, () => ({
      category: 'code_style',
      severity: 'suggestion',
    }));
    expect(scoreFindings(findings)).toMatchObject({ penalty, stars, quality });
  });

  it('breaks the total down by category and severity', () => {
    const { breakdown, penalty } = scoreFindings([
      { category: 'security', severity: 'critical' },
      { category: 'security', severity: 'suggestion' },
      { category: 'testing', severity: 'warning' },
    ]);
    expect(penalty).toBe(7.75);
    expect(breakdown.categories.security).toEqual({
      count: 2,
      penalty: 7,
      severities: {
        critical: { count: 1, penalty: 5 },
        warning: { count: 0, penalty: 0 },
        suggestion: { count: 1, penalty: 2 },
      },
    });
    expect(breakdown.categories.testing.penalty).toBe(0.75);
  });

  it('counts findings with unknown categories or severities without charging them', () => {
    const score = scoreFindings([
      { category: 'vibes', severity: 'critical' },
      { category: 'security', severity: 'catastrophic' },
      { category: 'Security', severity: 'WARNING' },
    ]);
    expect(score.penalty).toBe(4);
    expect(score.breakdown.unscored).toBe(2);
  });

  describe('review modes', () => {
    const charge = (category: string, severity: string, modes: ReviewMode[]): number =>
      scoreFindings([{ category, severity }], { modes }).penalty;

    it('security mode charges security findings one level up', () => {
      expect(charge('security', 'warning', ['security'])).toBe(5);
      expect(charge('security', 'suggestion', ['security'])).toBe(4);
      expect(charge('security', 'critical', ['security'])).toBe(5);
      expect(charge('performance', 'warning', ['security'])).toBe(2);
    });

    it('performance mode charges performance findings one level up', () => {
      expect(charge('performance', 'warning', ['performance'])).toBe(3);
      expect(charge('performance', 'suggestion', ['performance'])).toBe(2);
      expect(charge('security', 'warning', ['performance'])).toBe(4);
    });

    it('architecture mode charges best_practices findings one level up', () => {
      expect(charge('best_practices', 'suggestion', ['architecture'])).toBe(1);
      expect(charge('best_practices', 'warning', ['architecture'])).toBe(2);
      expect(charge('architecture', 'suggestion', ['architecture'])).toBe(1);
    });

    it('migration mode charges every finding the critical penalty', () => {
      for (const category of CATEGORIES) {
        expect(charge(category, 'suggestion', ['migration'])).toBe(
          DEFAULT_PENALTIES[category].critical,
        );
      }
    });

    it('combines modes and reports how many findings were elevated', () => {
      const score = scoreFindings(
        [
          { category: 'security', severity: 'warning' },
          { category: 'performance', severity: 'suggestion' },
          { category: 'testing', severity: 'warning' },
        ],
        { modes: ['security', 'performance'] },
      );
      expect(score.penalty).toBe(5 + 2 + 0.75);
      expect(score.breakdown.elevated).toBe(2);
    });
  });

  describe('options', () => {
    it('overrides single cells of the matrix and the star thresholds', () => {
      const score = scoreFindings([{ category: 'security', severity: 'critical' }], {
        penalties: { security: { critical: 20 } },
        thresholds: { 3: 20 },
      });
      expect(score).toMatchObject({ penalty: 20, stars: 3 });
    });

    it('rejects a negative penalty or thresholds out of order, naming the setting', () => {
      expect(() => scoreFindings([], { penalties: { testing: { warning: -1 } } })).toThrow(
        /penalties\.testing\.warning must be a number ≥ 0/,
      );
      expect(() => scoreFindings([], { thresholds: { 3: 2 } })).toThrow(/3-star threshold \(2\)/);
    });
  });

  it('starsFor uses the default thresholds', () => {
    expect([0, 0.1, 5.1, 15.1, 30.1, 50.1].map((penalty) => starsFor(penalty))).toEqual([
      5, 4, 3, 2, 1, 0,
    ]);
  });
});
