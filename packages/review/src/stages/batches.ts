import {
  addUsage,
  EMPTY_USAGE,
  ToolRegistry,
  type AgentRunnerOptions,
  type LlmProvider,
  type TokenUsage,
} from '@codehawk/agent';
import type { Settings } from '@codehawk/config';
import type { CoverageReason, Finding } from '@codehawk/findings';
import type { CodeGraph } from '@codehawk/graph';
import type { ChangedFile, VcsProvider } from '@codehawk/vcs';
import type { PromptContext } from '../prompts.js';
import { reviewBatch, type BatchOutcome } from '../review-job.js';
import { registerGraphTools, registerVcsTools } from '../tools/vcs-and-graph.js';
import { registerWorkspaceTools, Workspace } from '../tools/workspace.js';
import { mergeShown, type ShownLines } from '../coverage.js';
import type { FileChange } from './graph.js';

/** Why a reviewed file's changed lines went unseen. */
export interface UnseenReason {
  reason: CoverageReason;
  detail: string;
}

export interface RunBatchesOptions {
  contexts: readonly PromptContext[];
  provider: LlmProvider;
  vcs: VcsProvider;
  settings: Settings;
  /** Every changed file (the VCS tools list them). */
  files: readonly ChangedFile[];
  changes: readonly FileChange[];
  root?: string;
  graph?: CodeGraph;
  runner?: Omit<AgentRunnerOptions, 'provider' | 'model' | 'registry'>;
  signal?: AbortSignal;
  onProgress: (message: string) => void;
}

/** The model's work summed over every batch. */
export interface BatchesOutcome {
  findings: Finding[];
  usage: TokenUsage;
  toolCalls: number;
  turns: number;
  /** US dollars; undefined when any call's model had no price. */
  costUsd: number | undefined;
  errors: string[];
  /** Changed lines shown to the model, per file, over every batch. */
  shown: ShownLines;
  /** Why a reviewed file's lines may have gone unseen: how its batch ended. */
  unseenReasons: Map<string, UnseenReason>;
}

/** Why a file's changed lines were not shown, from how its batch's verify pass ended. */
export function unseenReason(ending: BatchOutcome['ending'], promptText: string): UnseenReason {
  if (ending.status === 'turn_limit' || ending.deadlineInjected)
    return {
      reason: 'turns',
      detail: `the verify pass reached its turn limit (${ending.maxTurns}) before reading it`,
    };
  if (ending.status === 'budget_exceeded')
    return { reason: 'budget', detail: 'the token budget ran out before the model read it' };
  if (ending.status !== 'completed')
    return { reason: 'failed', detail: `the batch's verify pass ended ${ending.status}` };
  return promptText.startsWith('The diff of ')
    ? {
        reason: 'not_fetched',
        detail: 'its diff was summarised in the prompt and the model did not read those pages',
      }
    : { reason: 'not_fetched', detail: 'the model did not read it' };
}

/** No batch ran (a re-push verified fixes only, or no code changed). */
export const NO_BATCHES: Readonly<BatchesOutcome> = {
  findings: [],
  usage: EMPTY_USAGE,
  toolCalls: 0,
  turns: 0,
  costUsd: 0,
  errors: [],
  shown: new Map(),
  unseenReasons: new Map(),
};

async function inParallel<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index] as T, index);
      }
    }),
  );
  return results;
}

/** The agent's tools for one batch: the VCS always, the workspace and the graph when there are. */
function toolsFor(options: RunBatchesOptions): ToolRegistry {
  const registry = new ToolRegistry();
  registerVcsTools(registry, options.vcs, options.files);
  if (options.root) registerWorkspaceTools(registry, new Workspace(options.root));
  if (options.graph) registerGraphTools(registry, options.graph, options.changes);
  return registry;
}

function reviewOne(options: RunBatchesOptions, context: PromptContext): Promise<BatchOutcome> {
  const { settings } = options;
  return reviewBatch({
    provider: options.provider,
    model: settings.model.name,
    registry: toolsFor(options),
    context,
    hasGraph: options.graph !== undefined,
    twoPass: {
      enabled: settings.twoPass.enabled,
      scanMaxRetries: settings.twoPass.scanMaxRetries,
      verifyMaxTurns: settings.twoPass.verifyMaxTurns,
    },
    maxTurns: settings.batching.maxTurns,
    ...(options.runner ? { runner: options.runner } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Reviews every batch, up to `parallelBatches` at once, and sums what they found and spent. */
export async function runBatches(options: RunBatchesOptions): Promise<BatchesOutcome> {
  const { contexts } = options;
  const outcomes = await inParallel(
    contexts,
    options.settings.batching.parallelBatches,
    async (context, index) => {
      const outcome = await reviewOne(options, context);
      options.onProgress(`batch ${index + 1}/${contexts.length} done`);
      return outcome;
    },
  );
  const total: BatchesOutcome = {
    ...NO_BATCHES,
    findings: [],
    errors: [],
    shown: new Map(),
    unseenReasons: new Map(),
  };
  for (const [index, outcome] of outcomes.entries()) {
    mergeShown(total.shown, outcome.shown);
    const context = contexts[index] as PromptContext;
    for (const diff of context.diffs)
      total.unseenReasons.set(diff.path, unseenReason(outcome.ending, diff.text));
    total.findings.push(...outcome.findings);
    total.usage = addUsage(total.usage, outcome.usage);
    total.toolCalls += outcome.toolCalls;
    total.turns += outcome.turns;
    total.costUsd =
      total.costUsd === undefined || outcome.costUsd === undefined
        ? undefined
        : total.costUsd + outcome.costUsd;
    if (outcome.error) total.errors.push(outcome.error);
  }
  return total;
}
