import {
  addUsage,
  EMPTY_USAGE,
  ToolRegistry,
  type AgentRunnerOptions,
  type LlmProvider,
  type TokenUsage,
} from '@codehawk/agent';
import type { Settings } from '@codehawk/config';
import type { Finding } from '@codehawk/findings';
import type { CodeGraph } from '@codehawk/graph';
import type { ChangedFile, VcsProvider } from '@codehawk/vcs';
import type { PromptContext } from '../prompts.js';
import { reviewBatch, type BatchOutcome } from '../review-job.js';
import { registerGraphTools, registerVcsTools } from '../tools/vcs-and-graph.js';
import { registerWorkspaceTools, Workspace } from '../tools/workspace.js';
import type { FileChange } from './graph.js';

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
}

/** No batch ran (a re-push verified fixes only, or no code changed). */
export const NO_BATCHES: Readonly<BatchesOutcome> = {
  findings: [],
  usage: EMPTY_USAGE,
  toolCalls: 0,
  turns: 0,
  costUsd: 0,
  errors: [],
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
  const total: BatchesOutcome = { ...NO_BATCHES, findings: [], errors: [] };
  for (const outcome of outcomes) {
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
