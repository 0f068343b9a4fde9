export {
  CATEGORIES,
  SEVERITIES,
  REVIEW_MODES,
  VCS_KINDS,
  FIX_STATUSES,
  FINDING_SOURCES,
  RUN_MODES,
  RISK_LEVELS,
  CategorySchema,
  SeveritySchema,
  ReviewModeSchema,
  VcsKindSchema,
  FixStatusSchema,
  FindingSourceSchema,
  RunModeSchema,
  RiskLevelSchema,
  CrIdSchema,
  FindingSchema,
  FixVerificationSchema,
  UsageSchema,
  SkippedFileSchema,
  FileRiskSchema,
  BlastRadiusSchema,
  COVERAGE_REASONS,
  CoverageReasonSchema,
  CoverageGapSchema,
  FileCoverageSchema,
  CoverageSchema,
  FindingsFileSchema,
} from './schema.js';
export type {
  Category,
  Severity,
  ReviewMode,
  VcsKind,
  FixStatus,
  FindingSource,
  Finding,
  FixVerification,
  Usage,
  SkippedFile,
  RunMode,
  RiskLevel,
  FileRisk,
  BlastRadius,
  CoverageReason,
  CoverageGap,
  FileCoverage,
  Coverage,
  FindingsFile,
} from './schema.js';
export { BLAST_RADIUS_LIMITS, capBlastRadius, projectBlastRadius } from './blast-radius.js';
export { CR_ID_LENGTH, crId, CrIdSet, LEGACY_CR_ID_LENGTH, sameCrId } from './cr-id.js';
export {
  embedMarker,
  parseMarkers,
  fileFingerprint,
  fileMarker,
  parseFileFingerprint,
  SUMMARY_MARKER,
  hasSummaryMarker,
  withSummaryMarker,
  verificationMarker,
  parseVerificationMarker,
  runStateMarker,
  parseRunStateMarker,
  markersOfComment,
  type CommentMarkers,
} from './markers.js';
export {
  normalizeFindings,
  normalizePath,
  controlCharacterIn,
  repairFinding,
  DEFAULT_CONFIDENCE,
} from './normalize.js';
export type {
  CoercedValue,
  NormalizeOptions,
  NormalizeResult,
  RejectedFinding,
  MergedFinding,
} from './normalize.js';
export { extractFindings, TURN_BUDGET_EXHAUSTED } from './extract.js';
export { mapProse, scanCode } from './markdown-code.js';
export { parseJsonAnswer } from './json-answer.js';
export type { ExtractionResult, ExtractionMethod, ExtractOptions } from './extract.js';
export { FindingsError } from './errors.js';
export type { FindingsErrorCode } from './errors.js';
