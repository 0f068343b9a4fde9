import type { FixVerification } from '@codehawk/findings';
import type { ChangeAnalysis, CodeGraph } from '@codehawk/graph';
import type { RiskAssessment } from '@codehawk/risk';
import type { ChangedFile } from '@codehawk/vcs';
import type { BatchReviewOptions, RunMode } from '../options.js';
import { runBatches, type BatchesOutcome } from './batches.js';
import type { FileChange } from './graph.js';
import { buildPromptContexts } from './prompt-contexts.js';
import type { PullRequestSnapshot } from './snapshot.js';
import type { StageClock } from './timing.js';

/** What the model-backed stages need from the deterministic ones before them. */
export interface ModelStageInput {
  mode: RunMode;
  snapshot: PullRequestSnapshot;
  code: ChangedFile[];
  diffs: Map<string, string>;
  changes: FileChange[];
  risk: RiskAssessment[];
  graph?: CodeGraph;
  changeAnalysis?: ChangeAnalysis;
  clock: StageClock;
  progress: (message: string) => void;
}

/**
 * On a re-push (`REPUSH`, `VERIFY_FIXES`) with a model and a fix verifier: the fate of every
 * earlier finding, from the threads the snapshot read.
 */
export async function fixVerificationStage(
  options: BatchReviewOptions,
  input: ModelStageInput,
): Promise<FixVerification[]> {
  const { provider, verifyFixes } = options;
  if (!provider || !verifyFixes) return [];
  if (input.mode !== 'VERIFY_FIXES' && input.mode !== 'REPUSH') return [];
  input.progress('verifying earlier findings');
  return input.clock.stage('agent', () =>
    verifyFixes({
      vcs: options.vcs,
      threads: input.snapshot.threads,
      ...(options.summaryFindings ? { summaryFindings: options.summaryFindings } : {}),
      provider,
      model: options.settings.model.name,
      ...(options.runner ? { runner: options.runner } : {}),
    }),
  );
}

/** With a model and code to review (not on a fixes-only re-push): prompts, then every batch. */
export async function batchReviewStage(
  options: BatchReviewOptions,
  input: ModelStageInput,
): Promise<{ reviewed?: BatchesOutcome; promptTokens: number[] }> {
  const { provider, vcs, settings } = options;
  const { snapshot, code } = input;
  if (!provider || input.mode === 'VERIFY_FIXES' || code.length === 0) return { promptTokens: [] };
  const prompts = await input.clock.stage('prompt', () =>
    buildPromptContexts({
      pull: snapshot.pull,
      files: snapshot.files,
      code,
      diffs: input.diffs,
      risk: input.risk,
      settings,
      repo: snapshot.pull.headRef ?? '',
      readBaseFile:
        options.readBaseFile ??
        ((path: string) => vcs.getFileContent(path, 'base').catch(() => null)),
      ...(options.teamRules ? { teamRules: options.teamRules } : {}),
      ...(input.changeAnalysis ? { changeAnalysis: input.changeAnalysis } : {}),
      ...(options.maxPromptTokens === undefined
        ? {}
        : { maxPromptTokens: options.maxPromptTokens }),
    }),
  );
  input.progress(`reviewing ${code.length} file(s) in ${prompts.contexts.length} batch(es)`);
  const reviewed = await input.clock.stage('agent', () =>
    runBatches({
      contexts: prompts.contexts,
      provider,
      vcs,
      settings,
      files: snapshot.files,
      changes: input.changes,
      onProgress: input.progress,
      ...(options.root ? { root: options.root } : {}),
      ...(input.graph ? { graph: input.graph } : {}),
      ...(options.runner ? { runner: options.runner } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return { reviewed, promptTokens: prompts.promptTokens };
}
