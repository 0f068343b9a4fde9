// `codehawk review` as a typed call: the command renders what it returns, and the GitHub Action
// (`@codehawk/cli/review`) reads the same result instead of parsing printed JSON.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import type { Settings } from '@codehawk/config';
import type { Finding, FindingsFile } from '@codehawk/findings';
import { verifyFixes } from '@codehawk/fix-verifier';
import {
  asFinding,
  lifecycleOf,
  parseRunState,
  publishFindings,
  stateFile,
  unseenReviewable,
  type PublishResult,
  type RunState,
} from '@codehawk/publish';
import { runBatchReview, type BatchReviewResult } from '@codehawk/review';
import { verdictOf, type GateResult, type Score, type Verdict } from '@codehawk/scorer';
import { LocalGitProvider, type VcsProvider } from '@codehawk/vcs';
import type { Log } from 'sarif';
import { replayPrices, secretsOf, wireCassette, writeCassetteFile } from './cassette-files.js';
import { EXIT, type ExitCode } from './exit-codes.js';
import type { Io } from './io.js';
import { budgetSetting, wireModel, type ModelWiring } from './model-provider.js';
import { offlineAnalysis } from './offline-analysis.js';
import { ensureWritableDirectory, ensureWritableFile, ignoreInGit } from './output-path.js';
import { unsetGateHint, type RangeText } from './render.js';
import { progressOf, type Progress } from './progress.js';
import { resumableFindings } from './resume.js';
import { sarifLog } from './sarif.js';
import {
  openChange,
  repositorySettings,
  verdictSettings,
  type ChangeFlags,
  type OpenedChange,
} from './wiring.js';

export type { Io } from './io.js';
export { EXIT, type ExitCode } from './exit-codes.js';

/** What `codehawk review` takes: its flags, by name. */
export interface ReviewOptions extends ChangeFlags {
  /** Post nothing; write findings.json only to `output`, when given. */
  dryRun?: boolean;
  /** Where findings.json (and a local change's outbox) go; default `.codehawk` in the repository. */
  output?: string;
  /** Write every model exchange to this cassette file. */
  record?: string;
  /** Answer from this cassette instead of calling the model. */
  replay?: string;
  /** Progress with counts on stderr: on, off, or (undefined) only at a terminal outside CI. */
  progress?: boolean;
  /** The findings as SARIF 2.1.0: returned, and written to `path` when given. */
  sarif?: { path?: string; toolVersion?: string };
}

interface RunCommon {
  exitCode: ExitCode;
  /** Where the run posted, in words. */
  where: string;
  score: Score;
  gate: GateResult & { minStars?: number | null; maxPenalty?: number | null };
  /** The findings the verdict is over: this review's, or the open ones an unchanged head keeps. */
  findings: Finding[];
  /** The summary's Markdown, as posted (or as it would be). */
  summary: string;
  sarif?: Log;
  /** What the run wants said after its report (a failed post, an unset gate, an unfinished review). */
  warnings: string[];
}

/** The outcome of a review: a head already reviewed completely, or a review and its publication. */
export type ReviewRun =
  | (RunCommon & { kind: 'unchanged'; state: RunState; scored: Verdict['scored'] })
  | (RunCommon & {
      kind: 'reviewed';
      review: BatchReviewResult;
      published: PublishResult;
      /** Where findings.json was written (none in a dry run without `output`). */
      findingsPath?: string;
      range?: RangeText;
      /** Why a re-push was reviewed whole, when it was. */
      note?: string;
      /** An unfinished earlier run's findings.json for this head was re-used: the model was not asked. */
      resumed: boolean;
    })
  | { kind: 'stopped'; exitCode: ExitCode; reason: string };

/** What the pull request's run state says this run does (a local change has none: every run reviews). */
interface LifecyclePlan {
  headSha: string;
  summary: string | null;
  state: RunState | undefined;
  lifecycle: ReturnType<typeof lifecycleOf> | undefined;
  /** On a re-push: the last head reviewed completely, whose later commits alone the model reviews. */
  since?: string;
  note?: string;
}

async function lifecyclePlan(vcs: VcsProvider): Promise<LifecyclePlan> {
  // The run state lives in the summary's hidden marker; a local working tree has no fixed head.
  const summary = vcs.kind === 'local' ? null : await vcs.readSummary();
  const state = parseRunState(summary);
  const { headSha } = await vcs.getPullRequest();
  const lifecycle = vcs.kind === 'local' ? undefined : lifecycleOf(state, headSha);
  // A re-push: the model reviews only what was pushed since the last head reviewed completely —
  // unless that review left changed lines unseen, which then get another chance.
  const unseen = state?.coverage ? unseenReviewable(state.coverage) : 0;
  const repushedSince =
    lifecycle === 'repush' && state?.reviewed !== undefined && state.reviewed !== headSha
      ? state.reviewed
      : undefined;
  const plan = { headSha, summary, state, lifecycle };
  if (repushedSince === undefined) return plan;
  if (unseen === 0) return { ...plan, since: repushedSince };
  return {
    ...plan,
    note: `Re-push: the whole change was reviewed again, because the last complete review (${repushedSince.slice(0, 12)}) did not show the model ${unseen} changed line(s); earlier findings were verified.`,
  };
}

/** The findings as SARIF, when asked for: written to its path, and returned. */
async function sarifOf(
  findings: readonly Finding[],
  options: ReviewOptions,
  io: Io,
  extra: { root: string | undefined; analysis?: Record<string, unknown> },
): Promise<{ sarif?: Log }> {
  if (!options.sarif) return {};
  const sarif = await sarifLog(findings, {
    env: io.env,
    root: extra.root,
    ...(options.sarif.toolVersion ? { toolVersion: options.sarif.toolVersion } : {}),
    ...(extra.analysis ? { analysis: extra.analysis } : {}),
  });
  if (options.sarif.path)
    await writeFile(resolve(io.cwd, options.sarif.path), `${JSON.stringify(sarif, null, 2)}\n`);
  return { sarif };
}

/** A head already reviewed completely: the state scored like any findings file, nothing posted. */
async function unchangedRun(
  state: RunState,
  plan: LifecyclePlan,
  context: { change: OpenedChange; settings: Settings; options: ReviewOptions; io: Io },
): Promise<ReviewRun> {
  const { settings, change } = context;
  const verdict = verdictOf(stateFile(state, settings.review.modes), verdictSettings(settings));
  const findings = state.open.map(asFinding);
  return {
    kind: 'unchanged',
    scored: verdict.scored,
    exitCode: verdict.gate.pass ? EXIT.ok : EXIT.gateFailed,
    warnings: [],
    where: change.where,
    state,
    score: verdict.score,
    gate: verdict.gate,
    findings,
    summary: plan.summary ?? '',
    ...(await sarifOf(findings, context.options, context.io, { root: change.root })),
  };
}

interface PhaseOneContext {
  change: OpenedChange;
  settings: Settings;
  model: ModelWiring | undefined;
  rules: string | undefined;
  plan: LifecyclePlan;
  /** The head's files (git's objects when the checkout is not the head). */
  tree: Awaited<ReturnType<LocalGitProvider['headTree']>> | undefined;
  findingsPath: string | undefined;
  progress: Progress | undefined;
}

/** The review's options for the library, from the run's wiring. */
function batchOptions(
  context: PhaseOneContext,
  options: ReviewOptions,
  io: Io,
  cassette: Awaited<ReturnType<typeof wireCassette>>,
  resumed: FindingsFile | undefined,
): Parameters<typeof runBatchReview>[0] {
  const { change, settings, model, plan, tree, findingsPath } = context;
  const { state, lifecycle } = plan;
  const { root } = change;
  const filesRoot = tree?.directory ?? root;
  return {
    vcs: change.vcs,
    settings,
    // Fix verification is injected: the review library does not depend on one verifier.
    verifyFixes,
    ...(filesRoot ? { root: filesRoot } : {}),
    // The head commit's own .gitattributes and .gitignore say which of its files are generated.
    ...(tree?.gitDirectory ? { gitDirectory: tree.gitDirectory } : {}),
    // A head read from git's objects still shares the repository's graph cache.
    ...(root && tree && !tree.fromCheckout
      ? { graphCacheDirectory: resolve(root, '.codehawk', 'graph') }
      : {}),
    ...(cassette.provider ? { provider: cassette.provider } : {}),
    // First review (or one that never finished), else verify earlier findings and review again.
    ...(lifecycle === undefined ? {} : { mode: lifecycle === 'first' ? 'FULL' : 'REPUSH' }),
    ...(plan.since === undefined ? {} : { since: plan.since }),
    ...(resumed ? { resume: resumed } : {}),
    // Off-diff findings live only in the summary: the fix verifier decides their fate too.
    ...(state && lifecycle === 'repush'
      ? { summaryFindings: state.open.filter((open) => !open.inline).map(asFinding) }
      : {}),
    ...(context.rules ? { teamRules: context.rules } : {}),
    // A dry run reads the graph cache but writes none.
    ...(options.dryRun ? { graphCacheWrite: false } : {}),
    // A replay writes findings.json itself, with the recorded run's duration (see phaseOne).
    ...(findingsPath && !cassette.replay ? { outputPath: findingsPath } : {}),
    ...(context.progress ? { onProgress: context.progress } : {}),
    runner: {
      ...(model ? { prices: model.prices, sharedBudget: model.budget } : {}),
      // A replay has no endpoint wiring, but prices its calls like the recorded run did.
      ...(cassette.replay && !model ? { prices: replayPrices(settings) } : {}),
      secrets: [...(model?.secrets ?? []), ...secretsOf(settings)],
      env: io.env,
    },
  };
}

/**
 * Phase 1: the review, recorded or replayed, or resumed from the findings.json an unfinished run
 * left for this head; a replay that strays from its cassette stops here.
 */
async function phaseOne(
  context: PhaseOneContext,
  options: ReviewOptions,
  io: Io,
): Promise<{ review: BatchReviewResult; resumed: boolean } | { mismatch: string }> {
  const cassette = await wireCassette(
    context.model?.provider,
    context.settings,
    {
      ...(options.record ? { record: resolve(io.cwd, options.record) } : {}),
      ...(options.replay ? { replay: resolve(io.cwd, options.replay) } : {}),
    },
    io.env,
    context.change.root,
  );
  const { findingsPath, change } = context;
  // Same head, an earlier run that did not finish: its findings, if still here, are re-used.
  const resumed =
    change.vcs.kind !== 'local' && findingsPath && !options.record && !options.replay
      ? await resumableFindings(findingsPath, {
          headSha: context.plan.headSha,
          modes: context.settings.review.modes,
          modelConfigured: cassette.provider !== undefined,
        })
      : undefined;
  const review = await runBatchReview(batchOptions(context, options, io, cassette, resumed));
  const { recorder, replay } = cassette;
  if (recorder && options.record)
    await writeCassetteFile(resolve(io.cwd, options.record), recorder, {
      duration_seconds: review.file.usage?.duration_seconds ?? 0,
    });
  if (replay?.mismatch) return { mismatch: replay.mismatch.message };
  if (replay && review.file.usage) {
    // The replayed run reproduces the recorded one byte for byte, its duration included.
    const recorded = replay.cassette.run?.duration_seconds;
    if (typeof recorded === 'number') review.file.usage.duration_seconds = recorded;
  }
  if (replay && findingsPath) {
    await mkdir(dirname(findingsPath), { recursive: true });
    await writeFile(`${findingsPath}.tmp`, `${JSON.stringify(review.file, null, 2)}\n`);
    await rename(`${findingsPath}.tmp`, findingsPath);
  }
  return { review, resumed: resumed !== undefined };
}

/** A failed post, then the gate, then an unfinished model review decide the exit code. */
function exitCodeOf(
  review: BatchReviewResult,
  published: PublishResult,
  model: ModelWiring | undefined,
): { exitCode: ExitCode; warnings: string[] } {
  // A failed post is a runtime failure whatever the gate says: the pull request is not as reported.
  if (!published.ok) return { exitCode: EXIT.runtime, warnings: published.errors };
  if (!published.gate.pass) return { exitCode: EXIT.gateFailed, warnings: [] };
  const hint = unsetGateHint(published.state.open, published.gate, published.score);
  const warnings = hint ? [hint] : [];
  // A review the model could not finish must not pass a gate as if it had found nothing.
  if (!review.file.error) return { exitCode: EXIT.ok, warnings };
  const spent = model?.budget.exhausted(Date.now());
  warnings.push(
    spent
      ? `the review stopped at its budget (${budgetSetting(spent)}): ${spent} What was found so far was published; raise the budget to review the rest.`
      : `the model review is incomplete: ${review.file.error} Check the endpoint and key (OPENAI_BASE_URL, OPENAI_API_KEY) and run again; what was found so far was published.`,
  );
  return { exitCode: EXIT.runtime, warnings };
}

/** Phase 1 then Phase 2 on the change: review, publish, and the verdict. */
async function reviewAndPublish(
  context: PhaseOneContext,
  options: ReviewOptions,
  io: Io,
): Promise<ReviewRun> {
  const { change, settings } = context;
  const reviewed = await phaseOne(context, options, io);
  if ('mismatch' in reviewed)
    return { kind: 'stopped', exitCode: EXIT.runtime, reason: `--replay: ${reviewed.mismatch}` };
  const { review } = reviewed;
  const range =
    change.vcs instanceof LocalGitProvider ? await change.vcs.describeRange() : undefined;
  const published = await publishFindings(review.file, change.vcs, {
    dryRun: options.dryRun === true,
    ...verdictSettings(settings),
    ...(context.progress ? { onProgress: context.progress } : {}),
  });
  const root = context.tree?.directory ?? change.root;
  return {
    kind: 'reviewed',
    ...exitCodeOf(review, published, context.model),
    where: change.where,
    review,
    published,
    score: published.score,
    gate: published.gate,
    findings: review.file.findings,
    summary: published.summary.body,
    ...(context.findingsPath ? { findingsPath: context.findingsPath } : {}),
    ...(range ? { range } : {}),
    ...(context.plan.note ? { note: context.plan.note } : {}),
    resumed: reviewed.resumed,
    ...(await sarifOf(review.file.findings, options, io, {
      root,
      analysis: offlineAnalysis(review),
    })),
  };
}

/** Where findings.json goes: `output`, else `.codehawk` in the repository; a dry run without `output` writes none. */
async function findingsPathOf(
  options: ReviewOptions,
  change: OpenedChange,
  io: Io,
): Promise<string | undefined> {
  const output = options.output ? resolve(io.cwd, options.output) : undefined;
  if (options.dryRun && !output) return undefined;
  const path = resolve(output ?? resolve(change.root ?? io.cwd, '.codehawk'), 'findings.json');
  // The default working directory in the repository stays out of git (an --output elsewhere is the user's).
  if (!output && change.root) await ignoreInGit(dirname(path));
  return path;
}

/**
 * `codehawk review`: opens the change (`--vcs`/`--pr` or the CI environment), reads its settings
 * from the base branch, reviews it (Phase 1) and publishes the findings (Phase 2). Usage problems
 * throw `UsageError`; everything else is in the result, its exit code included.
 */
export async function reviewChange(options: ReviewOptions, io: Io): Promise<ReviewRun> {
  const output = options.output ? resolve(io.cwd, options.output) : undefined;
  // Checked before any work: a long review must not end unable to save what it found.
  if (output) await ensureWritableDirectory(output, '--output');
  if (options.sarif?.path) await ensureWritableFile(resolve(io.cwd, options.sarif.path), 'SARIF');
  const change = await openChange(options, io, output);
  // The graph and the agent's tools read files: the head commit's, from git's objects, when the
  // checkout is not that commit (--head, or uncommitted changes).
  const tree = change.vcs instanceof LocalGitProvider ? await change.vcs.headTree() : undefined;
  try {
    const { loaded, files } = await repositorySettings(change, options, io);
    // A replay calls no endpoint, so there is none to check.
    const { model, settings } = await wireModel(loaded, io.env, { checkEndpoint: !options.replay });
    const plan = await lifecyclePlan(change.vcs);
    if (plan.state && plan.lifecycle === 'unchanged')
      return await unchangedRun(plan.state, plan, { change, settings, options, io });
    const findingsPath = await findingsPathOf(options, change, io);
    return await reviewAndPublish(
      {
        change,
        settings,
        model,
        rules: files.rules,
        plan,
        tree,
        findingsPath,
        progress: progressOf(io, options.progress),
      },
      options,
      io,
    );
  } finally {
    await tree?.cleanup();
  }
}
