import { CATEGORIES, ScoringConfigError, SEVERITIES } from './matrix.js';
import type { ScoringOptions } from './score.js';

const THRESHOLD = /^PENALTY_THRESHOLD_([1-5])_STARS$/;

function parsePenalty(variable: string, raw: string): number {
  const value = Number(raw.trim());
  if (raw.trim() === '' || !Number.isFinite(value) || value < 0) {
    throw new ScoringConfigError(
      variable,
      `${variable}="${raw}" is not a penalty: use a number ≥ 0, for example ${variable}=2.5.`,
    );
  }
  return value;
}

/**
 * Scoring overrides from CodeHawk-style variables: `PENALTY_<CATEGORY>_<SEVERITY>` (for example
 * `PENALTY_SECURITY_CRITICAL=6`) and `PENALTY_THRESHOLD_<N>_STARS`. A bad value or an unknown
 * `PENALTY_*` name throws a `ScoringConfigError` naming the variable.
 */
export function scoringConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): ScoringOptions {
  const options: Required<Pick<ScoringOptions, 'penalties' | 'thresholds'>> = {
    penalties: {},
    thresholds: {},
  };
  for (const [variable, raw] of Object.entries(env)) {
    if (!variable.startsWith('PENALTY_') || raw === undefined) continue;
    const threshold = THRESHOLD.exec(variable)?.[1];
    if (threshold !== undefined) {
      options.thresholds[Number(threshold) as 1] = parsePenalty(variable, raw);
      continue;
    }
    const cell = variable.slice('PENALTY_'.length).toLowerCase();
    const severity = SEVERITIES.find((name) => cell.endsWith(`_${name}`));
    const category = CATEGORIES.find((name) => `${name}_${severity ?? ''}` === cell);
    if (severity === undefined || category === undefined) {
      throw new ScoringConfigError(
        variable,
        `${variable} is not a scoring variable: use PENALTY_<CATEGORY>_<SEVERITY> (categories: ${CATEGORIES.join(', ').toUpperCase()}; severities: ${SEVERITIES.join(', ').toUpperCase()}) or PENALTY_THRESHOLD_<1-5>_STARS.`,
      );
    }
    options.penalties[category] = {
      ...options.penalties[category],
      [severity]: parsePenalty(variable, raw),
    };
  }
  return options;
}
