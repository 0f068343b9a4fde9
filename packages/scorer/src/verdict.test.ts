import { describe, expect, it } from 'vitest';
import { verdictOf, type VerdictFile } from './verdict.js';

const finding = (
  category: string,
  severity: string,
  confidence: number,
  cr_id: string | null = null,
): VerdictFile['findings'][number] => ({ category, severity, confidence, cr_id });

describe('verdictOf: the one score-and-gate recipe of a findings file', () => {
  const file: VerdictFile = {
    review_modes: ['security'],
    findings: [
      finding('security', 'warning', 0.9, 'cr-1'),
      finding('correctness', 'critical', 0.3, 'cr-2'),
      finding('testing', 'warning', 0.8, 'cr-3'),
    ],
    fix_verifications: [{ cr_id: 'cr-3', status: 'dismissed' }],
  };

  it('leaves out findings below the confidence threshold and those a verification closed', () => {
    const { score, scored } = verdictOf(file);
    expect(scored.map((entry) => entry.cr_id)).toEqual(['cr-1']);
    // The file's security mode charges the warning as a critical (5).
    expect(score).toMatchObject({ penalty: 5, stars: 4 });
    expect(verdictOf(file, { minConfidence: 0.2 }).score.penalty).toBe(7);
  });

  it('takes penalty overrides and the gate from the settings', () => {
    const verdict = verdictOf(file, {
      scoring: { penalties: { security: { critical: 20 } } },
      gate: { minStars: 3 },
    });
    expect(verdict.score).toMatchObject({ penalty: 20, stars: 2 });
    expect(verdict.gate).toEqual({
      pass: false,
      reason: '2 star(s) is below the minimum of 3',
    });
  });

  it('fails the gate on unseen lines only when the coverage gate says fail', () => {
    const partial = {
      ...file,
      coverage: { changed_lines: 10, reviewable_lines: 10, shown_lines: 4 },
    };
    expect(verdictOf(partial).gate.pass).toBe(true);
    expect(verdictOf(partial, { gate: { coverage: 'fail' } }).gate).toEqual({
      pass: false,
      reason: 'COVERAGE_GATE_MODE=fail: the model was not shown 6 of 10 reviewable changed lines',
    });
  });
});
