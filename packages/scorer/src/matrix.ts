/** Review categories, in report order. */
export const CATEGORIES = [
  'security',
  'performance',
  'best_practices',
  'architecture',
  'correctness',
  'error_handling',
  'code_style',
  'testing',
] as const;

/** Severities from most to least serious. */
export const SEVERITIES = ['critical', 'warning', 'suggestion'] as const;

export type Category = (typeof CATEGORIES)[number];
export type Severity = (typeof SEVERITIES)[number];
export type ReviewMode = 'standard' | 'security' | 'performance' | 'architecture' | 'migration';
export type StarCount = 0 | 1 | 2 | 3 | 4 | 5;

/** Penalty charged per finding, by category and severity. Lower totals are better. */
export type PenaltyMatrix = Record<Category, Record<Severity, number>>;

/** The highest penalty that still earns each star count (5 stars only at 0 by default). */
export type StarThresholds = Record<Exclude<StarCount, 0>, number>;

const row = (critical: number, warning: number, suggestion: number): Record<Severity, number> => ({
  critical,
  warning,
  suggestion,
});

/** CodeHawk's default penalty matrix. */
export const DEFAULT_PENALTIES: PenaltyMatrix = {
  security: row(5, 4, 2),
  performance: row(3, 2, 1),
  best_practices: row(2, 1, 0.5),
  architecture: row(3, 2, 1),
  correctness: row(2, 1, 0.5),
  error_handling: row(1.5, 0.75, 0.25),
  code_style: row(1, 0.5, 0.25),
  testing: row(1.5, 0.75, 0.25),
};

export const DEFAULT_THRESHOLDS: StarThresholds = { 5: 0, 4: 5, 3: 15, 2: 30, 1: 50 };

/** The quality label of each star count. */
export const QUALITY = ['Critical', 'Poor', 'Needs Work', 'Good', 'Excellent', 'Perfect'] as const;
export type Quality = (typeof QUALITY)[number];

/** Stable codes for everything the scorer can reject. */
export type ScoringConfigErrorCode = 'INVALID_SCORING_CONFIG';

const marker = Symbol.for('@codehawk/scorer.error');

/** The one error class of the scorer; `variable` names the setting at fault. */
export class ScoringConfigError extends Error {
  private readonly [marker] = true;
  override readonly name = 'ScoringConfigError';
  readonly code: ScoringConfigErrorCode = 'INVALID_SCORING_CONFIG';

  constructor(
    readonly variable: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /**
   * True for a ScoringConfigError thrown by any copy of `@codehawk/scorer` (`instanceof` fails
   * when two copies are installed, so this checks a registered symbol instead).
   */
  static isInstance(error: unknown): error is ScoringConfigError {
    return typeof error === 'object' && error !== null && marker in error;
  }
}
