export { collectChangedFiles } from './contract.js';
export type {
  VcsKind,
  VcsProvider,
  PullRequestInfo,
  ChangedFile,
  ChangeStatus,
  Side,
  ThreadStatus,
  SettableThreadStatus,
  ThreadComment,
  ReviewThread,
  InlineComment,
  PostResult,
  DiffOptions,
  HeadComparison,
} from './contract.js';
export { VcsError, codeForStatus, httpStatusOf } from './errors.js';
export type { VcsErrorCode } from './errors.js';
export { selectHunks, commentableLines } from './diff-range.js';
export { parseFileDiff, parseUnifiedDiff } from './unified-diff.js';
export type { DiffHunk, DiffLine, FileDiff } from './unified-diff.js';
export { SUMMARY_MARKER, hasSummaryMarker, withSummaryMarker } from '@codehawk/findings';
export { crIdsOfThread } from './thread-markers.js';
export { priorFindingsFromSummary, priorFindingsFromThreads } from './prior-findings.js';
export type { PriorFinding } from './prior-findings.js';
export { classifyWriteFailure, networkCodeOf, writeSafely } from './safe-write.js';
export type { FailureFacts, SafeWriteOptions, WriteFailureKind } from './safe-write.js';
export { LocalGitProvider } from './local/local-git-provider.js';
export type { LocalGitProviderOptions } from './local/local-git-provider.js';
