import { Command, Option } from 'commander';
import { REVIEW_MODES } from '@codehawk/config';
import { coverageSentence } from '@codehawk/publish';
import type { ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { offlineMarkdown } from '../offline-analysis.js';
import { parseNumber } from '../options.js';
import { RESUMED, reviewReport, unchangedReport } from '../render.js';
import { reviewChange, type ReviewOptions, type ReviewRun } from '../review-run.js';
import { addChangeOptions } from '../vcs-selection.js';

interface ReviewFlags extends Omit<ReviewOptions, 'sarif'> {
  format: 'text' | 'markdown' | 'json' | 'sarif';
}

const json = (value: unknown): string => JSON.stringify(value, null, 2);

/** The run in the format asked for. */
function rendered(run: Exclude<ReviewRun, { kind: 'stopped' }>, flags: ReviewFlags): string {
  if (flags.format === 'sarif') return json(run.sarif);
  if (run.kind === 'unchanged') {
    if (flags.format === 'json')
      return json({
        unchanged: true,
        state: run.state,
        score: run.score,
        gate: run.gate,
        scored: run.scored,
      });
    return flags.format === 'text' ? unchangedReport(run.state, run, run.where) : run.summary;
  }
  const { review, published } = run;
  if (flags.format === 'json')
    return json({
      findings: review.file,
      publish: published,
      timings: review.timings,
      ...(review.increment ? { increment: review.increment } : {}),
      ...(run.resumed ? { resumed: true } : {}),
    });
  if (flags.format === 'markdown') return `${published.summary.body}\n${offlineMarkdown(review)}`;
  return reviewReport(review, published, {
    where: run.where,
    note: run.resumed ? RESUMED : run.note,
    range: run.range,
    coverage: review.file.coverage ? coverageSentence(review.file.coverage) : undefined,
  });
}

/** parse → run (wiring inside: `reviewChange`) → render → exit code. */
async function runReview(flags: ReviewFlags, io: Io): Promise<ExitCode> {
  const { format, ...options } = flags;
  const run = await reviewChange({ ...options, ...(format === 'sarif' ? { sarif: {} } : {}) }, io);
  if (run.kind === 'stopped') {
    io.stderr(`codehawk: ${run.reason}`);
    return run.exitCode;
  }
  // An empty range is said on stderr too, whatever the format: it is not a clean review.
  if (run.kind === 'reviewed' && run.range?.empty !== undefined && format !== 'text')
    io.stderr(`codehawk: nothing to review: ${run.range.empty}`);
  io.stdout(rendered(run, flags));
  for (const warning of run.warnings) io.stderr(`codehawk: ${warning}`);
  return run.exitCode;
}

export function reviewCommand(io: Io, done: (code: ExitCode) => void): Command {
  return addChangeOptions(
    new Command('review').description(
      'Review a change: Phase 1 (findings) then Phase 2 (publish, gate). Offline unless a model is configured.',
    ),
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
    .option(
      '--dry-run',
      'post nothing and write nothing (but findings.json, with --output); print what would be posted',
    )
    .option('--progress', 'progress with counts on stderr (default: only at a terminal, not in CI)')
    .option('--no-progress', 'no progress on stderr')
    .addOption(
      new Option('--format <format>', 'output on stdout')
        .choices(['text', 'markdown', 'json', 'sarif'])
        .default('text'),
    )
    .option(
      '--output <dir>',
      'where findings.json and the outbox go (default .codehawk in the repository); with --dry-run, findings.json alone, for `codehawk publish`',
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
  $ codehawk review --dry-run --output .codehawk  # Phase 1 alone; then, to post:
  $ codehawk publish .codehawk/findings.json

Exit codes: 0 gate passed, 1 gate failed, 2 usage or configuration error, 3 runtime failure.`,
    )
    .action(async (flags: ReviewFlags) => done(await runReview(flags, io)));
}
