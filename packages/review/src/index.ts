export { Workspace, WorkspaceAccessError, registerWorkspaceTools } from './tools/workspace.js';
export { registerVcsTools, registerGraphTools } from './tools/vcs-and-graph.js';
export { staticFindings, addedLines, STATIC_CHECKS } from './static/checks.js';
export type { AddedLine, StaticCheck } from './static/checks.js';
export { smartDiff, summarizeHunks, SMART_DIFF_THRESHOLD_BYTES } from './smart-diff.js';
export type { HunkSummary } from './smart-diff.js';
export { reviewBatch } from './review-job.js';
export type { ReviewJobOptions, BatchOutcome } from './review-job.js';
export { runBatchReview, graphTimeoutMs } from './batch-review-job.js';
export type {
  BatchReviewOptions,
  BatchReviewResult,
  Increment,
  ReviewStage,
  ReviewTimings,
  RunMode,
} from './batch-review-job.js';
export { buildSystemPrompt, scanPrompt, verifyPrompt } from './prompts.js';
export type { FixVerifier, FixVerificationRequest } from './stages/fix-verification.js';
export type { PromptContext, ScanPass } from './prompts.js';
export {
  BUNDLED_RULES_DIRECTORY,
  detectStack,
  languageRules,
  languagesOf,
} from './language-rules.js';
export type { DetectedStack, RuleLanguage } from './language-rules.js';
