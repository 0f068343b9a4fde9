export { publishFindings, stateFile } from './publish.js';
export type { PublishOptions, PublishResult, FindingOutcome } from './publish.js';
export { planPublication } from './plan.js';
export type { Plan, PlanOptions, PlannedFinding, Disposition } from './plan.js';
export { renderComment, suggestedCode } from './render/comment.js';
export { renderSummary } from './render/summary.js';
export type { SummaryInput } from './render/summary.js';
export { pathToUri, renderSarif, SOURCE_ROOT } from './render/sarif.js';
export type { SarifAutomation, SarifOptions } from './render/sarif.js';
export type { SarifCheck } from './render/sarif-rules.js';
export { codeSpan, maskCredentials, sanitizeModelText } from './sanitize.js';
export type { SanitizeOptions } from './sanitize.js';
export { applyVerifications } from './verifications.js';
export { applyCoverageGate, coverageSentence, unseenReviewable } from './coverage.js';
export type { CoverageGateMode } from './coverage.js';
export type { VerificationOutcome } from './verifications.js';
export { PublishError } from './errors.js';
export type { PublishErrorCode } from './errors.js';
export {
  asFinding,
  lifecycleOf,
  nextRunState,
  parseRunState,
  runStateMarker,
} from './run-state.js';
export type {
  CoverageTotals,
  Lifecycle,
  NextStateInput,
  OpenFinding,
  RunState,
} from './run-state.js';
