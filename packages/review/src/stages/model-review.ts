import { sameCrId, type Finding, type FixVerification } from '@codehawk/findings';
import type { ChangeAnalysis, CodeGraph } from '@codehawk/graph';
import type { RiskAssessment } from '@codehawk/risk';
import type { ChangedFile } from '@codehawk/vcs';
import type { BatchReviewOptions, RunMode } from '../options.js';
import { runBatches, type BatchesOutcome } from './batches.js';
import type { FileChange } from './graph.js';
import type { ChangeFacts } from './analysis.js';
import type { ReviewedChange } from './change.js';
import type { ModelScope } from './increment.js';
import { buildPromptContexts } from './prompt-contexts.js';
import type { PullRequestSnapshot } from './snapshot.js';
import { vanishedStaticFindings } from './static-fixes.js';
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

/** The model stages' input: the change in the model's scope, with what the graph and risk found. */
export function modelStageInput(
  change: ReviewedChange,
  facts: ChangeFacts,
  scope: ModelScope,
  clock: StageClock,
  progress: (message: string) => void,
): ModelStageInput {
  const { graph, changeAnalysis } = facts;
  return {
    mode: change.mode,
    snapshot: change.snapshot,
    code: scope.code,
    diffs: scope.diffs,
    changes: change.changes,
    risk: facts.risk,
    clock,
    progress,
    ...(graph ? { graph } : {}),
    ...(changeAnalysis ? { changeAnalysis } : {}),
  };
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

/** What the model stages produced. */
export interface ModelOutcome {
  fixVerifications: FixVerification[];
  reviewed?: BatchesOutcome;
  promptTokens: number[];
}

/** Verifies earlier findings, then reviews the code in batches. */
export async function modelStages(
  options: BatchReviewOptions,
  input: ModelStageInput,
  found: readonly Finding[],
): Promise<ModelOutcome> {
  // A model-free check that no longer finds what it reported: fixed, for certain, model or not.
  const staticFixes = vanishedStaticFindings(input.snapshot.threads, found);
  const verified = await fixVerificationStage(options, input);
  const fixVerifications = [
    ...staticFixes,
    ...verified.filter(
      (verification) => !staticFixes.some((fixed) => sameCrId(fixed.cr_id, verification.cr_id)),
    ),
  ];
  const { reviewed, promptTokens } = await batchReviewStage(options, input);
  return { fixVerifications, promptTokens, ...(reviewed ? { reviewed } : {}) };
}
