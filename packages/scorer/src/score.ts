import {
  CATEGORIES,
  DEFAULT_PENALTIES,
  DEFAULT_THRESHOLDS,
  QUALITY,
  SEVERITIES,
  ScoringConfigError,
  type Category,
  type PenaltyMatrix,
  type Quality,
  type ReviewMode,
  type Severity,
  type StarCount,
  type StarThresholds,
} from './matrix.js';

/** All the scorer needs of a finding. */
export interface ScorableFinding {
  category: string;
  severity: string;
}

export interface ScoringOptions {
  /** Review modes that elevate some findings (see the package README). */
  modes?: readonly ReviewMode[];
  /** Overrides of single cells of the penalty matrix. */
  penalties?: { [C in Category]?: Partial<Record<Severity, number>> };
  /** Overrides of the star thresholds. */
  thresholds?: Partial<StarThresholds>;
}

export interface CellScore {
  count: number;
  penalty: number;
}

export interface CategoryScore extends CellScore {
  /** Keyed by each finding's own severity; `penalty` is what was charged, elevation included. */
  severities: Record<Severity, CellScore>;
}

export interface Breakdown {
  categories: Record<Category, CategoryScore>;
  /** Findings charged at a higher severity than their own because of a review mode. */
  elevated: number;
  /** Findings with an unknown category or severity: counted here, never charged. */
  unscored: number;
}

export interface Score {
  penalty: number;
  stars: StarCount;
  quality: Quality;
  breakdown: Breakdown;
}

function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

function isSeverity(value: string): value is Severity {
  return (SEVERITIES as readonly string[]).includes(value);
}

const up = (severity: Severity): Severity => (severity === 'suggestion' ? 'warning' : 'critical');

/** The severity a finding is charged at under the given review modes. */
export function chargedSeverity(
  category: Category,
  severity: Severity,
  modes: readonly ReviewMode[],
): Severity {
  if (modes.includes('migration')) return 'critical';
  const elevated =
    (modes.includes('security') && category === 'security') ||
    (modes.includes('performance') && category === 'performance') ||
    (modes.includes('architecture') && category === 'best_practices');
  return elevated ? up(severity) : severity;
}

/** The effective matrix and thresholds, validated: every value finite and ≥ 0, thresholds ordered. */
export function resolveScoring(options: ScoringOptions = {}): {
  penalties: PenaltyMatrix;
  thresholds: StarThresholds;
} {
  const penalties = {} as PenaltyMatrix;
  for (const category of CATEGORIES) {
    penalties[category] = { ...DEFAULT_PENALTIES[category], ...options.penalties?.[category] };
    for (const severity of SEVERITIES) {
      checkNumber(`penalties.${category}.${severity}`, penalties[category][severity]);
    }
  }
  const thresholds = { ...DEFAULT_THRESHOLDS, ...options.thresholds };
  for (let stars = 5; stars >= 1; stars--) {
    const value = thresholds[stars as 1];
    checkNumber(`thresholds.${stars}`, value);
    if (stars < 5 && value < thresholds[(stars + 1) as 1]) {
      throw new ScoringConfigError(
        `thresholds.${stars}`,
        `The ${stars}-star threshold (${value}) is below the ${stars + 1}-star one; fewer stars must allow a higher penalty.`,
      );
    }
  }
  return { penalties, thresholds };
}

function checkNumber(variable: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new ScoringConfigError(variable, `${variable} must be a number ≥ 0, got ${value}.`);
  }
}

const round = (value: number): number => Math.round(value * 1e6) / 1e6;

/** Stars for a penalty: the most stars whose threshold the penalty does not exceed. */
export function starsFor(
  penalty: number,
  thresholds: StarThresholds = DEFAULT_THRESHOLDS,
): StarCount {
  for (let stars = 5; stars >= 1; stars--) {
    if (penalty <= thresholds[stars as 1]) return stars as StarCount;
  }
  return 0;
}

/** Scores findings: sums each one's penalty (after review-mode elevation) and rates the total. */
export function scoreFindings(
  findings: readonly ScorableFinding[],
  options: ScoringOptions = {},
): Score {
  const { penalties, thresholds } = resolveScoring(options);
  const modes = options.modes ?? [];
  const categories = {} as Record<Category, CategoryScore>;
  for (const category of CATEGORIES) {
    const severities = {} as Record<Severity, CellScore>;
    for (const severity of SEVERITIES) severities[severity] = { count: 0, penalty: 0 };
    categories[category] = { count: 0, penalty: 0, severities };
  }
  let total = 0;
  let elevated = 0;
  let unscored = 0;
  for (const finding of findings) {
    const category = finding.category.toLowerCase();
    const severity = finding.severity.toLowerCase();
    if (!isCategory(category) || !isSeverity(severity)) {
      unscored++;
      continue;
    }
    const charged = chargedSeverity(category, severity, modes);
    if (charged !== severity) elevated++;
    const penalty = penalties[category][charged];
    const cell = categories[category];
    cell.count++;
    cell.penalty = round(cell.penalty + penalty);
    cell.severities[severity].count++;
    cell.severities[severity].penalty = round(cell.severities[severity].penalty + penalty);
    total += penalty;
  }
  const penalty = round(total);
  const stars = starsFor(penalty, thresholds);
  return { penalty, stars, quality: QUALITY[stars], breakdown: { categories, elevated, unscored } };
}
