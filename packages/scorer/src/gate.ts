import type { Score } from './score.js';

export interface GateOptions {
  /** Fail below this many stars (undefined: no star gate). */
  minStars?: number | undefined;
  /** Fail above this total penalty (undefined: no penalty gate). */
  maxPenalty?: number | undefined;
}

export interface GateResult {
  pass: boolean;
  reason: string;
}

/** The CI gate: passes unless the score breaks one of the given limits (no limits: always passes). */
export function evaluateGate(
  score: Pick<Score, 'stars' | 'penalty'>,
  options: GateOptions = {},
): GateResult {
  const failures: string[] = [];
  const passes: string[] = [];
  const { minStars, maxPenalty } = options;
  if (minStars !== undefined) {
    (score.stars < minStars ? failures : passes).push(
      `${score.stars} star(s) ${score.stars < minStars ? 'is below' : 'meets'} the minimum of ${minStars}`,
    );
  }
  if (maxPenalty !== undefined) {
    (score.penalty > maxPenalty ? failures : passes).push(
      `penalty ${score.penalty} ${score.penalty > maxPenalty ? 'exceeds' : 'is within'} the maximum of ${maxPenalty}`,
    );
  }
  if (failures.length > 0) return { pass: false, reason: failures.join('; ') };
  return { pass: true, reason: passes.length > 0 ? passes.join('; ') : 'no gate thresholds set' };
}
