import type { AgentRunnerOptions, LlmProvider } from '@codehawk/agent';
import type { Settings } from '@codehawk/config';
import type { Finding, FindingsFile, RunMode } from '@codehawk/findings';
import type { ChangeAnalysis } from '@codehawk/graph';
import type { RiskAssessment } from '@codehawk/risk';
import type { ChangedFile, VcsProvider } from '@codehawk/vcs';
import type { FixVerifier } from './stages/fix-verification.js';
import type { Increment } from './stages/increment.js';
import type { ReviewStage, ReviewTimings } from './stages/timing.js';

/**
 * How Phase 1 runs; findings.json's `run_mode`. `FULL` reviews the change; `REPUSH` verifies earlier
 * findings and reviews the change (cr-id dedup posts only what is new); `VERIFY_FIXES` only
 * verifies; `CHECK_NEW` ignores earlier findings.
 */
export type { RunMode } from '@codehawk/findings';

export interface BatchReviewOptions {
  vcs: VcsProvider;
  settings: Settings;
  /** The model; without one every deterministic stage still runs (offline review). */
  provider?: LlmProvider;
  /** The repository on disk, for the workspace tools and the graph (absent: VCS tools only). */
  root?: string;
  /**
   * The repository's git directory when `root` is a copy of the head commit's tree (`--head`): git's
   * attribute and ignore rules (`linguist-generated`, `.gitignore`) are then read from that commit.
   */
  gitDirectory?: string;
  /**
   * Verifies earlier findings on a re-push (`@codehawk/fix-verifier`'s `verifyFixes`). Without
   * one, a re-push reviews the change and leaves earlier findings as they are.
   */
  verifyFixes?: FixVerifier;
  /** Default: `REPUSH` when our earlier findings are on the pull request, else `FULL`. */
  mode?: RunMode;
  /**
   * The last head reviewed completely. On a re-push (`REPUSH`) the model reviews only the changes
   * pushed since it; when it is no ancestor of the head (force-push, rebase), the whole change.
   */
  since?: string;
  /**
   * Findings this head already has from a run that did not finish posting (its findings.json):
   * re-used as they are, so the model is asked nothing. The deterministic stages still run for the
   * report.
   */
  resume?: FindingsFile;
  /**
   * Open findings that live only in the summary (no thread: off the diff), from the run state: the
   * fix verifier decides their fate too on a re-push.
   */
  summaryFindings?: readonly Finding[];
  /** The team's `.codereview.md`, from the base branch. */
  teamRules?: string;
  /** Reads a file of the base branch (for stack detection); default: the VCS provider's base side. */
  readBaseFile?: (path: string) => Promise<string | null>;
  /** Where findings.json is written (optional). */
  outputPath?: string;
  /** The graph's incremental cache (default `<root>/.codehawk/graph`); `false` writes no cache. */
  graphCacheDirectory?: string | false;
  /** Read the graph cache but leave it as it was (default true: update it); a dry run passes false. */
  graphCacheWrite?: boolean;
  /** Prompt tokens allowed per batch before diffs are summarised (default 60,000). */
  maxPromptTokens?: number;
  onProgress?: (message: string) => void;
  /** Called as each timed stage ends, with its duration. */
  onStageDone?: (stage: ReviewStage, milliseconds: number) => void;
  runner?: Omit<AgentRunnerOptions, 'provider' | 'model' | 'registry'>;
  signal?: AbortSignal;
}

export interface BatchReviewResult {
  file: FindingsFile;
  /** Every changed file of the pull request, code or not, deleted ones included. */
  changedFiles: ChangedFile[];
  /**
   * The files the change deletes, each with the files that still import it (`importers`, absent
   * without a code graph: unknown).
   */
  deleted: { file: string; importers?: { file: string; line: number; source: string }[] }[];
  mode: RunMode;
  risk: RiskAssessment[];
  changeAnalysis?: ChangeAnalysis;
  /** On a re-push given `since`: what the model reviewed — the increment, or the whole change and why. */
  increment?: Increment;
  batches: number;
  promptTokens: number[];
  timings: ReviewTimings;
}
