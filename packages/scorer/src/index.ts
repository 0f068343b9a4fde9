export {
  CATEGORIES,
  SEVERITIES,
  DEFAULT_PENALTIES,
  DEFAULT_THRESHOLDS,
  QUALITY,
  ScoringConfigError,
} from './matrix.js';
export type {
  Category,
  Severity,
  ReviewMode,
  StarCount,
  PenaltyMatrix,
  StarThresholds,
  Quality,
  ScoringConfigErrorCode,
} from './matrix.js';
export { scoreFindings, chargedSeverity, resolveScoring, starsFor } from './score.js';
export type {
  ScorableFinding,
  ScoringOptions,
  Score,
  Breakdown,
  CategoryScore,
  CellScore,
} from './score.js';
export { evaluateGate } from './gate.js';
export type { GateOptions, GateResult } from './gate.js';
export { applyCoverageGate, verdictOf } from './verdict.js';
export type {
  CoverageCounts,
  CoverageGateMode,
  Verdict,
  VerdictFile,
  VerdictSettings,
} from './verdict.js';
