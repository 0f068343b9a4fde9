import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  addUsage,
  EMPTY_USAGE,
  ToolRegistry,
  type AgentRunnerOptions,
  type LlmProvider,
  type TokenUsage,
} from '@codehawk/agent';
import type { Settings } from '@codehawk/config';
import {
  normalizeFindings,
  type Finding,
  type FindingsFile,
  type FixVerification,
} from '@codehawk/findings';
import { verifyFixes } from '@codehawk/fix-verifier';
import { buildGraph, type ChangeAnalysis, type CodeGraph } from '@codehawk/graph';
import { createRiskClassifier, type RiskAssessment } from '@codehawk/risk';
import { collectChangedFiles, type ChangedFile, type VcsProvider } from '@codehawk/vcs';
import { countTokens } from 'gpt-tokenizer/model/gpt-4o';
import { detectStack, languageRules, languagesOf } from './language-rules.js';
import type { PromptContext } from './prompts.js';
import { ReviewJob } from './review-job.js';
import { smartDiff, summarizeHunks } from './smart-diff.js';
import { staticFindings } from './static/checks.js';
import { registerGraphTools, registerVcsTools } from './tools/vcs-and-graph.js';
import { registerWorkspaceTools, Workspace } from './tools/workspace.js';

export type RunMode = 'FULL' | 'VERIFY_FIXES' | 'CHECK_NEW';

export interface BatchReviewOptions {
  vcs: VcsProvider;
  settings: Settings;
  /** The model; without one every deterministic stage still runs (offline review). */
  provider?: LlmProvider;
  /** The repository on disk, for the workspace tools and the graph (absent: VCS tools only). */
  root?: string;
  /** `FULL` (default), `CHECK_NEW` (ignore earlier findings), `VERIFY_FIXES` (only check them; chosen automatically on a re-push). */
  mode?: RunMode;
  /** The team's `.codereview.md`, from the base branch. */
  teamRules?: string;
  /** Reads a file of the base branch (for stack detection); default: the VCS provider's base side. */
  readBaseFile?: (path: string) => Promise<string | null>;
  /** Where findings.json is written (optional). */
  outputPath?: string;
  /** The graph's incremental cache (default `<root>/.codehawk/graph`); `false` writes no cache. */
  graphCacheDirectory?: string | false;
  /** Prompt tokens allowed per batch before diffs are summarised (default 60,000). */
  maxPromptTokens?: number;
  onProgress?: (message: string) => void;
  runner?: Omit<AgentRunnerOptions, 'provider' | 'model' | 'registry'>;
  signal?: AbortSignal;
}

export interface ReviewTimings {
  graphMs: number;
  promptMs: number;
  agentMs: number;
  writeMs: number;
  totalMs: number;
}

export interface BatchReviewResult {
  file: FindingsFile;
  mode: RunMode;
  risk: RiskAssessment[];
  changeAnalysis?: ChangeAnalysis;
  batches: number;
  promptTokens: number[];
  timings: ReviewTimings;
}

const LOCKFILES =
  /(^|\/)(package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb|Cargo\.lock|poetry\.lock|Pipfile\.lock|go\.sum|composer\.lock|Gemfile\.lock|packages\.lock\.json)$/;
const GENERATED =
  /(^|\/)(dist|build|vendor|node_modules|generated)\/|\.generated\.|\.min\.(js|css)$|_pb2\.py$|\.pb\.go$/;

/** Why a file is not reviewed as code, or undefined when it is. */
function skipReason(file: ChangedFile, settings: Settings): string | undefined {
  if (file.status === 'deleted') return 'deleted';
  if (file.submodule) return 'submodule';
  if (file.binary) return 'binary';
  if (LOCKFILES.test(file.path)) return 'lockfile';
  if (GENERATED.test(file.path)) return 'generated or vendored';
  const lower = file.path.toLowerCase();
  const extension = settings.review.skipExtensions.find((ending) => lower.endsWith(ending));
  return extension ? `skipped extension ${extension}` : undefined;
}

/** The graph's time budget grows with the change (CodeHawk: 30 s for ≤ 10 files up to 600 s for 51–100). */
export function graphTimeoutMs(files: number): number {
  if (files <= 10) return 30_000;
  if (files <= 25) return 120_000;
  if (files <= 50) return 300_000;
  return 600_000;
}

function changedRanges(diff: string): [number, number][] {
  return summarizeHunks(diff).map((hunk) => [hunk.startLine, hunk.endLine]);
}

async function atomicWrite(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

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

/**
 * The whole Phase 1 for a pull request: fetch it once, set aside what is not code, detect a
 * re-push, build the graph (best effort, time-boxed), classify risk, run the model-free checks,
 * review in batches (up to `parallelBatches` at once) when a model is configured, merge and dedup,
 * and write findings.json. Every stage runs without a model, too.
 */
export async function runBatchReview(options: BatchReviewOptions): Promise<BatchReviewResult> {
  const started = Date.now();
  const { vcs, settings } = options;
  const progress = options.onProgress ?? (() => undefined);
  const pull = await vcs.getPullRequest();
  const all = await collectChangedFiles(vcs);
  const skipped: { file: string; reason: string }[] = [];
  const code: ChangedFile[] = [];
  for (const file of all) {
    const reason = skipReason(file, settings);
    if (reason) skipped.push({ file: file.path, reason });
    else code.push(file);
  }

  const threads = await vcs.listThreads();
  const hasPrior = threads.some((thread) => thread.ours && thread.crIds.length > 0);
  const mode: RunMode = options.mode ?? (hasPrior ? 'VERIFY_FIXES' : 'FULL');

  const diffs = new Map<string, string>();
  for (const file of code) diffs.set(file.path, await vcs.getFileDiff(file.path));
  const changes = code.map((file) => ({
    path: file.path,
    ranges: changedRanges(diffs.get(file.path) ?? ''),
  }));

  let graph: CodeGraph | undefined;
  const graphStarted = Date.now();
  if (settings.graph.enabled && options.root && code.length > 0) {
    progress('building the code graph');
    try {
      graph = await buildGraph({
        root: options.root,
        deadline: Date.now() + graphTimeoutMs(code.length),
        ...(options.graphCacheDirectory === undefined
          ? {}
          : { cacheDirectory: options.graphCacheDirectory }),
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } catch (error) {
      progress(
        `the code graph is unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  const graphMs = Date.now() - graphStarted;
  const changeAnalysis = graph?.changeAnalysis(changes);

  const classify = createRiskClassifier({ thresholds: settings.risk });
  const risk = code.map((file) => {
    const signals = changeAnalysis?.fileSignals[file.path];
    return classify({
      path: file.path,
      additions: file.additions,
      deletions: file.deletions,
      isNew: file.status === 'added',
      ...(signals
        ? { callerCount: signals.callerCount, coveredByTests: signals.coveredByTests }
        : {}),
    });
  });

  const findings: Finding[] = await staticFindings(
    code.map((file) => ({ path: file.path, diff: diffs.get(file.path) ?? '' })),
  );
  let fixVerifications: FixVerification[] = [];
  let usage: TokenUsage = EMPTY_USAGE;
  let toolCalls = 0;
  let turns = 0;
  const errors: string[] = [];
  const promptTokens: number[] = [];
  let batches = 0;
  const promptStarted = Date.now();
  let promptMs = 0;
  let agentMs = 0;

  if (options.provider && mode === 'VERIFY_FIXES') {
    progress('verifying earlier findings');
    const agentStarted = Date.now();
    fixVerifications = await verifyFixes({
      vcs,
      provider: options.provider,
      model: settings.model.name,
      ...(options.runner ? { runner: options.runner } : {}),
    });
    agentMs += Date.now() - agentStarted;
  }

  const provider = options.provider;
  if (provider && mode !== 'VERIFY_FIXES' && code.length > 0) {
    const read =
      options.readBaseFile ??
      ((path: string) => vcs.getFileContent(path, 'base').catch(() => null));
    const stack = await detectStack(
      read,
      all.filter((file) => file.path.endsWith('.csproj')).map((file) => file.path),
    );
    const languageText = languagesOf(code.map((file) => file.path))
      .map((language) => languageRules(language, stack))
      .join('\n\n');
    const riskByPath = new Map(risk.map((entry) => [entry.path, entry.level]));
    // Riskiest files first, so the first batches get them.
    const ordered = [...code].sort(
      (a, b) =>
        (riskByPath.get(a.path) === 'HIGH' ? 0 : riskByPath.get(a.path) === 'MEDIUM' ? 1 : 2) -
        (riskByPath.get(b.path) === 'HIGH' ? 0 : riskByPath.get(b.path) === 'MEDIUM' ? 1 : 2),
    );
    const groups: ChangedFile[][] = [];
    for (let start = 0; start < ordered.length; start += settings.batching.batchSize)
      groups.push(ordered.slice(start, start + settings.batching.batchSize));
    batches = groups.length;
    const budget = options.maxPromptTokens ?? 60_000;
    const contexts = groups.map((group): PromptContext => {
      let summarizeAll = false;
      for (;;) {
        const context: PromptContext = {
          prId: pull.id,
          repo: pull.headRef ?? '',
          title: pull.title,
          description: pull.body,
          files: group.map((file) => ({
            path: file.path,
            status: file.status,
            additions: file.additions,
            deletions: file.deletions,
            risk: riskByPath.get(file.path) ?? 'LOW',
          })),
          // LOW-risk files get a diff scan; large diffs a map of their hunks.
          diffs: group.map((file) => ({
            path: file.path,
            text: smartDiff(file.path, diffs.get(file.path) ?? '', summarizeAll ? 0 : undefined)
              .text,
          })),
          modes: settings.review.modes,
          ...(options.teamRules ? { teamRules: options.teamRules } : {}),
          ...(languageText ? { languageRules: languageText } : {}),
        };
        const tokens = countTokens(JSON.stringify(context));
        if (tokens <= budget || summarizeAll) {
          promptTokens.push(tokens);
          return context;
        }
        summarizeAll = true;
      }
    });
    promptMs = Date.now() - promptStarted;
    progress(`reviewing ${code.length} file(s) in ${batches} batch(es)`);
    const agentStarted = Date.now();
    const outcomes = await inParallel(
      contexts,
      settings.batching.parallelBatches,
      async (context, index) => {
        const registry = new ToolRegistry();
        registerVcsTools(registry, vcs, all);
        if (options.root) registerWorkspaceTools(registry, new Workspace(options.root));
        if (graph) registerGraphTools(registry, graph, changes);
        const outcome = await new ReviewJob({
          provider,
          model: settings.model.name,
          registry,
          context,
          hasGraph: graph !== undefined,
          twoPass: {
            enabled: settings.twoPass.enabled,
            scanMaxRetries: settings.twoPass.scanMaxRetries,
            verifyMaxTurns: settings.twoPass.verifyMaxTurns,
          },
          maxTurns: settings.batching.maxTurns,
          ...(options.runner ? { runner: options.runner } : {}),
          ...(options.signal ? { signal: options.signal } : {}),
        }).run();
        progress(`batch ${index + 1}/${contexts.length} done`);
        return outcome;
      },
    );
    agentMs += Date.now() - agentStarted;
    for (const outcome of outcomes) {
      findings.push(...outcome.findings);
      usage = addUsage(usage, outcome.usage);
      toolCalls += outcome.toolCalls;
      turns += outcome.turns;
      if (outcome.error) errors.push(outcome.error);
    }
  }

  const writeStarted = Date.now();
  const merged = normalizeFindings({ findings }).file.findings;
  const file: FindingsFile = {
    pr_id: pull.id,
    repo: pull.headRef ?? '',
    vcs: vcs.kind,
    review_modes: settings.review.modes,
    findings: merged,
    fix_verifications: fixVerifications,
    skipped_files: skipped,
    model_ran: options.provider !== undefined,
    run_mode: mode,
    risk: risk.map((entry) => ({ file: entry.path, level: entry.level, score: entry.score })),
    ...(changeAnalysis
      ? {
          change_analysis: changeAnalysis,
          blast_radius: {
            nodes: [
              ...new Set([
                ...changes.map((change) => change.path),
                ...changeAnalysis.blastRadius.slice(0, 20).map((entry) => entry.file),
              ]),
            ].map((id) => ({ id })),
            edges: changeAnalysis.blastRadius
              .slice(0, 20)
              .flatMap((entry) =>
                changes.map((change): [string, string] => [change.path, entry.file]),
              )
              .slice(0, 60),
          },
        }
      : {}),
    ...(options.provider
      ? {
          usage: {
            input_tokens: usage.inputTokens,
            output_tokens: usage.outputTokens,
            total_tokens: usage.totalTokens,
            tool_calls: toolCalls,
            turns,
            model: settings.model.name,
            duration_seconds: (Date.now() - started) / 1000,
          },
        }
      : {}),
    ...(errors.length > 0 ? { error: errors.join(' ') } : {}),
  };
  if (options.outputPath)
    await atomicWrite(options.outputPath, `${JSON.stringify(file, null, 2)}\n`);
  const writeMs = Date.now() - writeStarted;
  return {
    file,
    mode,
    risk,
    ...(changeAnalysis ? { changeAnalysis } : {}),
    batches,
    promptTokens,
    timings: { graphMs, promptMs, agentMs, writeMs, totalMs: Date.now() - started },
  };
}
