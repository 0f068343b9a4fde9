import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { Command, Option } from 'commander';
import {
  CONFIG_FILE,
  ConfigError,
  loadRepositoryFiles,
  loadSettings,
  REVIEW_MODES,
} from '@codehawk/config';
import {
  asFinding,
  coverageSentence,
  lifecycleOf,
  parseRunState,
  publishFindings,
  unseenReviewable,
  stateFile,
  type PublishResult,
  type RunState,
} from '@codehawk/publish';
import { verifyFixes } from '@codehawk/fix-verifier';
import { runBatchReview, type BatchReviewResult } from '@codehawk/review';
import { verdictOf } from '@codehawk/scorer';
import { LocalGitProvider } from '@codehawk/vcs';
import { offlineAnalysis, offlineMarkdown } from '../offline-analysis.js';
import { sarifLog } from '../sarif.js';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import { replayPrices, secretsOf, wireCassette, writeCassetteFile } from '../cassette-files.js';
import { riskTable, unsetGateHint, type Io } from '../io.js';
import { progressOf } from '../progress.js';
import { budgetSetting, wireModel } from '../model-provider.js';
import { parseNumber } from '../options.js';
import { ensureWritableDirectory, ignoreInGit } from '../output-path.js';
import { detectVcs, openVcs, VCS_CHOICES, type VcsChoice } from '../vcs-selection.js';
import { resumableFindings } from '../resume.js';

export interface ReviewFlags {
  repo: string;
  config?: string;
  vcs?: VcsChoice;
  pr?: number;
  base?: string;
  head?: string;
  workingTree?: boolean;
  mode?: string[];
  model?: string;
  baseUrl?: string;
  dryRun?: boolean;
  format: 'text' | 'markdown' | 'json' | 'sarif';
  output?: string;
  minStars?: number;
  maxPenalty?: number;
  record?: string;
  replay?: string;
  progress?: boolean;
}

/** The reviewed range of a local change, in words, and why it is empty when it is. */
type RangeText = { range: string; empty?: string };

function report(
  review: BatchReviewResult,
  published: PublishResult,
  where: string,
  note?: string,
  range?: RangeText,
): string {
  const { file } = review;
  const changed = review.changedFiles.length;
  const lines: string[] = [
    `CodeHawk review of ${String(file.pr_id)} — ${file.model_ran === true ? `model ${file.usage?.model ?? ''}` : 'offline (no model configured: static checks, risk and graph only)'}`,
    ...(range ? [`Reviewing ${range.range}: ${changed} changed file(s)`] : []),
    '',
  ];
  const { increment } = review;
  if (note) lines.push(note, '');
  if (increment)
    lines.push(
      increment.incremental
        ? `Re-push: the model reviewed only the changes since ${increment.since.slice(0, 12)}, the last head reviewed completely (${increment.files.length === 0 ? 'no code file changed' : increment.files.join(', ')}); earlier findings were verified.`
        : `Re-push: the whole change was reviewed again, because ${increment.reason ?? 'the changes since the last review could not be read'}; earlier findings were verified.`,
      '',
    );
  lines.push(
    range?.empty !== undefined
      ? `Nothing to review: ${range.empty}`
      : changed === 0
        ? 'No file differs between the base and the head.'
        : review.risk.length === 0
          ? review.deleted.length > 0
            ? 'No code file changed or added; only deletions.'
            : `No code files changed (${changed} other file(s); see "skipped" below).`
          : riskTable(review.risk, 25),
  );
  if (review.deleted.length > 0)
    lines.push(
      '',
      `Deleted files (${review.deleted.length}):`,
      ...review.deleted
        .slice(0, 10)
        .map(
          (entry) =>
            `  ${entry.file} — ${
              entry.importers === undefined
                ? 'whether other files import it is unknown (no code graph)'
                : entry.importers.length === 0
                  ? 'no remaining file imports it'
                  : `still imported by ${entry.importers.map((importer) => `${importer.file}:${importer.line}`).join(', ')}`
            }`,
        ),
      ...(review.deleted.length > 10 ? [`  … and ${review.deleted.length - 10} more`] : []),
    );
  const radius = review.changeAnalysis?.blastRadius ?? [];
  if (radius.length > 0)
    lines.push(
      '',
      `Blast radius: ${radius.length} file(s) the change can affect (score: the calls and imports reaching them, weighted by certainty and divided by distance; higher is more affected):`,
      ...radius
        .slice(0, 10)
        .map(
          (entry) =>
            `  ${entry.file}  (score ${entry.score.toFixed(2)}, ${entry.depth} hop${entry.depth === 1 ? '' : 's'})`,
        ),
      ...(radius.length > 10
        ? [`  … ${radius.length - 10} more (--format json lists them all)`]
        : []),
    );
  const gaps = review.changeAnalysis?.testGaps ?? [];
  if (gaps.length > 0)
    lines.push(
      '',
      `Changed functions no test reaches: ${gaps
        .slice(0, 10)
        .map((gap) => `${gap.file}#${gap.name}`)
        .join(', ')}`,
    );
  const unknown = review.changeAnalysis?.testReachUnknown ?? [];
  if (unknown.length > 0)
    lines.push(
      '',
      `Changed functions whose test reach is unknown: ${unknown
        .slice(0, 10)
        .map((entry) => `${entry.file}#${entry.name}`)
        .join(', ')}${unknown.length > 10 ? `, … and ${unknown.length - 10} more` : ''}`,
      `  (the graph claims "no test reaches it" only when it is sure; e.g. ${unknown[0]?.name}: ${unknown[0]?.reason})`,
    );
  lines.push(
    '',
    file.findings.length === 0 ? 'Findings: none.' : `Findings (${file.findings.length}):`,
  );
  for (const finding of file.findings)
    lines.push(
      `  ${finding.severity.toUpperCase().padEnd(10)} ${finding.file}:${finding.line}  ${finding.title}  [${finding.category}, ${finding.source ?? 'agent'}]`,
    );
  const skipped = file.skipped_files ?? [];
  for (const entry of skipped.slice(0, 5)) lines.push(`  skipped ${entry.file}: ${entry.reason}`);
  if (skipped.length > 5)
    lines.push(`  … and ${skipped.length - 5} more skipped file(s) (see findings.json)`);
  if (file.coverage) lines.push('', `Coverage: ${coverageSentence(file.coverage)}`);
  const fixed = published.verifications.filter((outcome) => outcome.status === 'fixed').length;
  if (fixed > 0)
    lines.push('', `Earlier findings now fixed: ${fixed} (their threads are resolved).`);
  const { score, gate } = published;
  lines.push(
    '',
    `Score ${'★'.repeat(score.stars)}${'☆'.repeat(5 - score.stars)} ${score.stars}/5 (${score.quality}), penalty ${score.penalty}. Gate: ${gate.pass ? 'PASS' : 'FAIL'} — ${gate.reason}`,
  );
  lines.push(
    published.dryRun
      ? 'Dry run: nothing was posted.'
      : `Posted ${published.counts.posted} new comment(s) to ${where}; ${published.counts.already_posted} already open${published.counts.failed > 0 ? `; ${published.counts.failed} could not be posted` : ''}.`,
  );
  if (published.errors.length > 0)
    lines.push(
      '',
      `Posting failed (${published.errors.length}); run again to post what is missing — nothing is posted twice:`,
      ...published.errors.map((error) => `  ${error}`),
    );
  return lines.join('\n');
}

const RESUMED =
  'Resumed: an earlier run on this head did not finish; its findings (findings.json) were re-used, nothing was asked of the model, and only what was missing was posted.';

/** The report of a re-run on a head that was already reviewed completely: the state, unchanged. */
function unchangedReport(
  state: RunState,
  verdict: ReturnType<typeof verdictOf>,
  where: string,
): string {
  const { score, gate } = verdict;
  return [
    `CodeHawk: ${state.head.slice(0, 12)} was already reviewed completely; nothing new was asked of the model or posted to ${where}.`,
    '',
    state.open.length === 0 ? 'Open findings: none.' : `Open findings (${state.open.length}):`,
    ...state.open.map(
      (finding) =>
        `  ${finding.severity.toUpperCase().padEnd(10)} ${finding.file}:${finding.line}  ${finding.title}  [${finding.category}${finding.inline ? '' : ', in the summary'}]`,
    ),
    '',
    `Score ${'★'.repeat(score.stars)}${'☆'.repeat(5 - score.stars)} ${score.stars}/5 (${score.quality}), penalty ${score.penalty}. Gate: ${gate.pass ? 'PASS' : 'FAIL'} — ${gate.reason}`,
  ].join('\n');
}

/** The workspace of a remote review: the checkout, when there is one (the tools and the graph read it). */
async function checkoutRoot(directory: string): Promise<string | undefined> {
  const found = await stat(directory).catch(() => undefined);
  return found?.isDirectory() ? directory : undefined;
}

export function settingsFrom(
  flags: ReviewFlags,
  io: Io,
  file?: string,
): ReturnType<typeof loadSettings> {
  try {
    return loadSettings({
      env: io.env,
      ...(file === undefined ? {} : { file, ...(flags.config ? { fileName: flags.config } : {}) }),
      flags: {
        ...(flags.model || flags.baseUrl
          ? {
              model: {
                ...(flags.model ? { name: flags.model } : {}),
                ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
              },
            }
          : {}),
        ...(flags.mode ? { review: { modes: flags.mode } } : {}),
        ...(flags.minStars !== undefined || flags.maxPenalty !== undefined
          ? {
              gate: {
                ...(flags.minStars === undefined ? {} : { minStars: flags.minStars }),
                ...(flags.maxPenalty === undefined ? {} : { maxPenalty: flags.maxPenalty }),
              },
            }
          : {}),
      },
    });
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}

async function runReview(flags: ReviewFlags, io: Io): Promise<ExitCode> {
  const directory = resolve(io.cwd, flags.repo);
  // Credentials and the VCS come from the environment and flags; the rest waits for the base branch.
  const early = settingsFrom(flags, io).settings;
  const choice: VcsChoice =
    flags.vcs ??
    (io.env.VCS ? (early.vcs === 'ado' ? 'azure-devops' : early.vcs) : detectVcs(io.env));
  const outputDirectory = flags.output ? resolve(io.cwd, flags.output) : undefined;
  // Checked before any work: a long review must not end unable to save what it found.
  if (outputDirectory && !flags.dryRun) await ensureWritableDirectory(outputDirectory, '--output');
  const vcs = await openVcs({
    choice,
    settings: early,
    env: io.env,
    directory,
    ...(flags.pr === undefined ? {} : { pullRequest: flags.pr }),
    ...(flags.base ? { base: flags.base } : {}),
    ...(flags.head ? { head: flags.head } : {}),
    ...(flags.workingTree ? { workingTree: true } : {}),
    ...(outputDirectory ? { outboxDirectory: outputDirectory } : {}),
  });
  const root = vcs instanceof LocalGitProvider ? vcs.root : await checkoutRoot(directory);
  // The graph and the agent's tools read files: the head commit's, from git's objects, when the
  // checkout is not that commit (--head, or uncommitted changes).
  const tree = vcs instanceof LocalGitProvider ? await vcs.headTree() : undefined;
  const filesRoot = tree?.directory ?? root;
  try {
    const where =
      vcs instanceof LocalGitProvider
        ? `the local outbox ${relative(io.cwd, vcs.outboxDirectory) || '.'}`
        : `the ${vcs.kind === 'github' ? 'GitHub' : 'Azure DevOps'} pull request`;
    // Configuration and team rules come from the base branch: a change cannot rewrite its reviewer.
    const configPath = flags.config ?? CONFIG_FILE;
    const repositoryFiles = await loadRepositoryFiles(
      (path) => vcs.getFileContent(path, 'base').catch(() => null),
      configPath,
    );
    if (flags.config !== undefined && repositoryFiles.config === undefined)
      throw new UsageError(
        `--config ${flags.config}: no such file on the base branch (configuration is read from the base of the change, so a change cannot rewrite its reviewer). Commit it there, or pass the path of an existing one.`,
      );
    if (root) {
      const checkedOut = await readFile(resolve(root, configPath), 'utf8').catch(() => undefined);
      if (checkedOut !== undefined && checkedOut !== repositoryFiles.config)
        io.stderr(
          `codehawk: ${configPath} in the working tree differs from the base branch's; the base branch's ${repositoryFiles.config === undefined ? '(none: defaults)' : 'one'} is used, so a change cannot rewrite its reviewer. Merge the change to use it.`,
        );
    }
    const loaded = settingsFrom(flags, io, repositoryFiles.config);
    for (const deprecation of loaded.deprecations) io.stderr(`codehawk: ${deprecation}`);
    // A replay calls no endpoint, so there is none to check.
    const { model, settings } = await wireModel(loaded, io.env, { checkEndpoint: !flags.replay });
    // The pull request's run state lives in the summary's hidden marker. A local change has no fixed
    // head (the working tree moves under it), so locally every run reviews.
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
    const since = unseen === 0 ? repushedSince : undefined;
    const wholeAgain =
      repushedSince !== undefined && since === undefined
        ? `Re-push: the whole change was reviewed again, because the last complete review (${repushedSince.slice(0, 12)}) did not show the model ${unseen} changed line(s); earlier findings were verified.`
        : undefined;
    if (state && lifecycle === 'unchanged') {
      // One recipe: the state scored like any findings file, with the run's settings.
      const verdict = verdictOf(stateFile(state, settings.review.modes), {
        minConfidence: settings.review.minConfidence,
        scoring: settings.scoring,
        gate: settings.gate,
      });
      io.stdout(
        flags.format === 'json'
          ? JSON.stringify({ unchanged: true, state, ...verdict }, null, 2)
          : flags.format === 'text'
            ? unchangedReport(state, verdict, where)
            : flags.format === 'sarif'
              ? JSON.stringify(
                  await sarifLog(state.open.map(asFinding), { env: io.env, root }),
                  null,
                  2,
                )
              : (summary ?? ''),
      );
      return verdict.gate.pass ? EXIT.ok : EXIT.gateFailed;
    }
    const { provider, recorder, replay } = await wireCassette(
      model?.provider,
      settings,
      {
        ...(flags.record ? { record: resolve(io.cwd, flags.record) } : {}),
        ...(flags.replay ? { replay: resolve(io.cwd, flags.replay) } : {}),
      },
      io.env,
      root,
    );
    const findingsPath = flags.dryRun
      ? undefined
      : resolve(outputDirectory ?? resolve(root ?? io.cwd, '.codehawk'), 'findings.json');
    // The default working directory in the repository stays out of git (an --output elsewhere is the user's).
    if (findingsPath && !outputDirectory && root) await ignoreInGit(dirname(findingsPath));
    const progress = progressOf(io, flags.progress);
    // Same head, an earlier run that did not finish: its findings, if still here, are re-used.
    const resumed =
      vcs.kind !== 'local' && findingsPath && !flags.record && !flags.replay
        ? await resumableFindings(findingsPath, {
            headSha,
            modes: settings.review.modes,
            modelConfigured: provider !== undefined,
          })
        : undefined;
    const review = await runBatchReview({
      vcs,
      settings,
      // Fix verification is injected: the review library does not depend on one verifier.
      verifyFixes,
      ...(filesRoot ? { root: filesRoot } : {}),
      // A head read from git's objects still shares the repository's graph cache.
      ...(root && tree && !tree.fromCheckout
        ? { graphCacheDirectory: resolve(root, '.codehawk', 'graph') }
        : {}),
      ...(provider ? { provider } : {}),
      // First review (or one that never finished), else verify earlier findings and review again.
      ...(lifecycle === undefined ? {} : { mode: lifecycle === 'first' ? 'FULL' : 'REPUSH' }),
      ...(since === undefined ? {} : { since }),
      ...(resumed ? { resume: resumed } : {}),
      // Off-diff findings live only in the summary: the fix verifier decides their fate too.
      ...(state && lifecycle === 'repush'
        ? { summaryFindings: state.open.filter((open) => !open.inline).map(asFinding) }
        : {}),
      ...(repositoryFiles.rules ? { teamRules: repositoryFiles.rules } : {}),
      // A dry run leaves the repository exactly as it was: it reads the graph cache but writes none,
      // and no findings.json.
      ...(flags.dryRun ? { graphCacheWrite: false } : {}),
      // A replay writes findings.json itself, with the recorded run's duration (see below).
      ...(findingsPath && !replay ? { outputPath: findingsPath } : {}),
      ...(progress ? { onProgress: progress } : {}),
      runner: {
        ...(model ? { prices: model.prices, sharedBudget: model.budget } : {}),
        // A replay has no endpoint wiring, but prices its calls like the recorded run did.
        ...(replay && !model ? { prices: replayPrices(settings) } : {}),
        secrets: [...(model?.secrets ?? []), ...secretsOf(settings)],
        env: io.env,
      },
    });
    if (recorder && flags.record)
      await writeCassetteFile(resolve(io.cwd, flags.record), recorder, {
        duration_seconds: review.file.usage?.duration_seconds ?? 0,
      });
    if (replay?.mismatch) {
      io.stderr(`codehawk: --replay: ${replay.mismatch.message}`);
      return EXIT.runtime;
    }
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
    const range = vcs instanceof LocalGitProvider ? await vcs.describeRange() : undefined;
    // An empty range is said on stderr too, whatever the format: it is not a clean review.
    if (range?.empty !== undefined && flags.format !== 'text')
      io.stderr(`codehawk: nothing to review: ${range.empty}`);
    const published = await publishFindings(review.file, vcs, {
      dryRun: flags.dryRun === true,
      minConfidence: settings.review.minConfidence,
      maxCommentsPerFile: settings.review.maxCommentsPerFile,
      gate: settings.gate,
      scoring: settings.scoring,
      ...(progress ? { onProgress: progress } : {}),
    });
    switch (flags.format) {
      case 'json':
        io.stdout(
          JSON.stringify(
            {
              findings: review.file,
              publish: published,
              timings: review.timings,
              ...(review.increment ? { increment: review.increment } : {}),
              ...(resumed ? { resumed: true } : {}),
            },
            null,
            2,
          ),
        );
        break;
      case 'sarif':
        io.stdout(
          JSON.stringify(
            await sarifLog(review.file.findings, {
              env: io.env,
              root: filesRoot,
              analysis: offlineAnalysis(review),
            }),
            null,
            2,
          ),
        );
        break;
      case 'markdown':
        io.stdout(`${published.summary.body}\n${offlineMarkdown(review)}`);
        break;
      default:
        io.stdout(report(review, published, where, resumed ? RESUMED : wholeAgain, range));
    }
    // A failed post is a runtime failure whatever the gate says: the pull request is not as reported.
    if (!published.ok) {
      for (const error of published.errors) io.stderr(`codehawk: ${error}`);
      return EXIT.runtime;
    }
    if (!published.gate.pass) return EXIT.gateFailed;
    const hint = unsetGateHint(published.state.open, published.gate, published.score);
    if (hint) io.stderr(`codehawk: ${hint}`);
    // A review the model could not finish must not pass a gate as if it had found nothing.
    if (review.file.error) {
      const spent = model?.budget.exhausted(Date.now());
      io.stderr(
        spent
          ? `codehawk: the review stopped at its budget (${budgetSetting(spent)}): ${spent} What was found so far was published; raise the budget to review the rest.`
          : `codehawk: the model review is incomplete: ${review.file.error} Check the endpoint and key (OPENAI_BASE_URL, OPENAI_API_KEY) and run again; what was found so far was published.`,
      );
      return EXIT.runtime;
    }
    return EXIT.ok;
  } finally {
    await tree?.cleanup();
  }
}

export function reviewCommand(io: Io, done: (code: ExitCode) => void): Command {
  return new Command('review')
    .description(
      'Review a change: Phase 1 (findings) then Phase 2 (publish, gate). Offline unless a model is configured.',
    )
    .addOption(
      new Option(
        '--vcs <vcs>',
        'where the change lives (default: detected from the CI environment, else local)',
      ).choices([...VCS_CHOICES]),
    )
    .option('--pr <n>', 'the pull request (default: from the CI environment)', (value) =>
      parseNumber('--pr', value, 1, Infinity, true),
    )
    .option(
      '--config <path>',
      'the configuration file in the repository, read from the base branch (default .codehawk.yml)',
    )
    .option('--repo <dir>', 'the repository (for GitHub and Azure DevOps: the checkout)', '.')
    .option(
      '--base <ref>',
      'base of the change (default: merge-base with origin/HEAD, main or master)',
    )
    .option('--head <ref>', 'head of the change (default HEAD)')
    .addOption(
      new Option('--working-tree', 'review uncommitted changes instead of a commit').conflicts(
        'head',
      ),
    )
    .addOption(new Option('--mode <mode...>', 'review modes').choices([...REVIEW_MODES]))
    .option(
      '--model <name>',
      'the model (or MODEL); with OPENAI_API_KEY or --base-url the agent runs',
    )
    .option('--base-url <url>', 'an OpenAI-compatible endpoint (or OPENAI_BASE_URL)')
    .option('--dry-run', 'post nothing and write nothing; print what would be posted')
    .option('--progress', 'progress with counts on stderr (default: only at a terminal, not in CI)')
    .option('--no-progress', 'no progress on stderr')
    .addOption(
      new Option('--format <format>', 'output on stdout')
        .choices(['text', 'markdown', 'json', 'sarif'])
        .default('text'),
    )
    .option(
      '--output <dir>',
      'where findings.json and the outbox go (default .codehawk in the repository)',
    )
    .option('--min-stars <n>', 'fail the gate below this many stars', (value) =>
      parseNumber('--min-stars', value, 0, 5, true),
    )
    .option('--max-penalty <n>', 'fail the gate above this penalty', (value) =>
      parseNumber('--max-penalty', value, 0),
    )
    .option('--record <file>', 'write every model exchange (secrets redacted) to a cassette file')
    .option(
      '--replay <file>',
      'answer from a recorded cassette instead of calling the model (no endpoint needed)',
    )
    .addHelpText(
      'after',
      `
Examples:
  $ codehawk review                         # offline review of merge-base..HEAD
  $ codehawk review --base HEAD~3 --dry-run
  $ OPENAI_API_KEY=… codehawk review --model gpt-4.1 --min-stars 3
  $ codehawk review --base-url http://localhost:11434/v1 --model qwen2.5-coder --format json
  $ codehawk review --record review.cassette.json     # then, offline and deterministic:
  $ codehawk review --replay review.cassette.json

Exit codes: 0 gate passed, 1 gate failed, 2 usage or configuration error, 3 runtime failure.`,
    )
    .action(async (flags: ReviewFlags) => done(await runReview(flags, io)));
}
