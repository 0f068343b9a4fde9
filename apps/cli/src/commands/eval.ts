import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { Command, Option } from 'commander';
import type { PriceTable } from '@codehawk/agent';
import { loadRepositoryFiles, REVIEW_MODES } from '@codehawk/config';
import {
  loadCorpus,
  renderHtml,
  renderMarkdown,
  renderText,
  runEval,
  STARTER_CORPUS,
  type Corpus,
  type EvalReport,
  type ReviewCase,
} from '@codehawk/eval';
import { runBatchReview } from '@codehawk/review';
import { LocalGitProvider } from '@codehawk/vcs';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { replayPrices, secretsOf, wireCassette, writeCassetteFile } from '../cassette-files.js';
import { modelWiring } from '../model-provider.js';
import { parseNumber } from '../options.js';
import { settingsFrom, type SettingsFlags } from '../wiring.js';

interface EvalFlags {
  models?: string[];
  repeat: number;
  case?: string[];
  config: string;
  mode?: string[];
  baseUrl?: string;
  format: 'text' | 'json' | 'markdown';
  html?: string;
  json?: string;
  prices?: string;
  record?: string;
  replay?: string;
}

async function readPrices(path: string): Promise<PriceTable> {
  const text = await readFile(path, 'utf8').catch(() => {
    throw new UsageError(`--prices: cannot read ${path}.`);
  });
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UsageError(`--prices: ${path} is not JSON.`);
  }
  const table: Record<string, { input: number; output: number; cachedInput?: number }> = {};
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw))
    throw new UsageError(`--prices: ${path} must map model names to { "input": …, "output": … }.`);
  for (const [model, price] of Object.entries(raw)) {
    const record = price as Record<string, unknown>;
    if (typeof record.input !== 'number' || typeof record.output !== 'number')
      throw new UsageError(
        `--prices: "${model}" needs numeric "input" and "output" (US dollars per million tokens).`,
      );
    table[model] = {
      input: record.input,
      output: record.output,
      ...(typeof record.cachedInput === 'number' ? { cachedInput: record.cachedInput } : {}),
    };
  }
  return table;
}

async function writeReport(path: string, text: string): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, text);
}

/** The flags of one review: the configuration, the model to compare, the endpoint, the modes. */
const reviewFlags = (flags: EvalFlags, model?: string): SettingsFlags => ({
  config: flags.config,
  ...(model ? { model } : {}),
  ...(flags.baseUrl ? { baseUrl: flags.baseUrl } : {}),
  ...(flags.mode ? { mode: flags.mode } : {}),
});

/** The model side of an evaluation: endpoint, cassette, prices and the models to compare. */
interface EvalWiring {
  endpoint: Awaited<ReturnType<typeof modelWiring>>;
  cassette: Awaited<ReturnType<typeof wireCassette>>;
  prices: PriceTable | undefined;
  models: string[];
}

/** The same endpoint, prices and budget as `review`; the budget spans the whole evaluation. */
async function wireEval(flags: EvalFlags, io: Io): Promise<EvalWiring> {
  const loaded = settingsFrom(reviewFlags(flags), io);
  const base = loaded.settings;
  const endpoint = await modelWiring(
    base.model,
    io.env,
    loaded.sources['model.name'] !== undefined,
  );
  const cassette = await wireCassette(
    endpoint?.provider,
    base,
    {
      ...(flags.record ? { record: resolve(io.cwd, flags.record) } : {}),
      ...(flags.replay ? { replay: resolve(io.cwd, flags.replay) } : {}),
    },
    io.env,
  );
  if (!cassette.provider)
    io.stderr(
      'codehawk eval: no model configured (OPENAI_API_KEY, --base-url or --replay): only the static checks run, so recall will be low.',
    );
  const prices = flags.prices
    ? { ...endpoint?.prices, ...(await readPrices(resolve(io.cwd, flags.prices))) }
    : (endpoint?.prices ?? (cassette.replay ? replayPrices(base) : undefined));
  return {
    endpoint,
    cassette,
    prices,
    models: flags.models ?? [endpoint?.model ?? base.model.name],
  };
}

/** Phase 1 exactly as `codehawk review` runs it on a local repository; nothing is posted. */
function reviewCase(flags: EvalFlags, io: Io, wired: EvalWiring): ReviewCase {
  const { endpoint, cassette } = wired;
  return async ({ checkout, model, signal }) => {
    const outbox = join(checkout.directory, '.git', 'codehawk-outbox');
    const vcs = await LocalGitProvider.open({
      repository: checkout.directory,
      base: 'base',
      head: 'head',
      outboxDirectory: outbox,
    });
    const repositoryFiles = await loadRepositoryFiles(
      (path) => vcs.getFileContent(path, 'base').catch(() => null),
      flags.config,
    );
    const { settings } = settingsFrom(reviewFlags(flags, model), io, repositoryFiles.config);
    const result = await runBatchReview({
      vcs,
      settings,
      root: vcs.root,
      ...(cassette.provider ? { provider: cassette.provider } : {}),
      ...(repositoryFiles.rules ? { teamRules: repositoryFiles.rules } : {}),
      graphCacheDirectory: false,
      runner: {
        ...(endpoint ? { prices: endpoint.prices, sharedBudget: endpoint.budget } : {}),
        ...(cassette.replay && !endpoint ? { prices: replayPrices(settings) } : {}),
        secrets: [...(endpoint?.secrets ?? []), ...secretsOf(settings)],
        env: io.env,
      },
      signal,
    });
    await rm(outbox, { recursive: true, force: true });
    return result.file;
  };
}

/** Runs the corpus; Ctrl-C stops in the current case and the report says it is partial. */
async function evaluate(
  corpus: Corpus,
  flags: EvalFlags,
  io: Io,
  wired: EvalWiring,
): Promise<EvalReport> {
  const controller = new AbortController();
  const interrupt = (): void => {
    io.stderr('codehawk eval: interrupted — finishing with a partial report');
    controller.abort();
  };
  process.once('SIGINT', interrupt);
  try {
    return await runEval({
      corpus,
      models: wired.models,
      repeat: flags.repeat,
      review: reviewCase(flags, io, wired),
      ...(wired.prices ? { prices: wired.prices } : {}),
      ...(flags.case ? { only: flags.case } : {}),
      onProgress: (message) => io.stderr(`codehawk eval: ${message}`),
      signal: controller.signal,
    });
  } finally {
    process.removeListener('SIGINT', interrupt);
  }
}

/** The report on stdout in the format asked for, and the files asked for beside it. */
async function writeReports(report: EvalReport, flags: EvalFlags, io: Io): Promise<void> {
  const json = `${JSON.stringify(report, null, 2)}\n`;
  if (flags.json) await writeReport(resolve(io.cwd, flags.json), json);
  if (flags.html) await writeReport(resolve(io.cwd, flags.html), renderHtml(report));
  io.stdout(
    flags.format === 'json'
      ? json.trimEnd()
      : flags.format === 'markdown'
        ? renderMarkdown(report)
        : renderText(report),
  );
}

/** parse (corpus, cases) → wire → evaluate → write the cassette and render → exit code. */
async function runEvalCommand(
  corpusLocation: string | undefined,
  flags: EvalFlags,
  io: Io,
): Promise<ExitCode> {
  const corpus = await loadCorpus(
    corpusLocation ? resolve(io.cwd, corpusLocation) : STARTER_CORPUS,
  );
  const wired = await wireEval(flags, io);
  const unknown = (flags.case ?? []).filter((id) => !corpus.cases.some((item) => item.id === id));
  if (unknown.length > 0)
    throw new UsageError(`--case: no case named ${unknown.join(', ')} in ${corpus.location}.`);
  const report = await evaluate(corpus, flags, io, wired);
  const { cassette } = wired;
  if (cassette.replay?.mismatch) {
    io.stderr(`codehawk eval: --replay: ${cassette.replay.mismatch.message}`);
    return EXIT.runtime;
  }
  if (cassette.recorder && flags.record)
    await writeCassetteFile(resolve(io.cwd, flags.record), cassette.recorder);
  await writeReports(report, flags, io);
  return report.complete ? EXIT.ok : EXIT.runtime;
}

export function evalCommand(io: Io, done: (code: ExitCode) => void): Command {
  return new Command('eval')
    .description(
      'Measure review quality on labelled pull requests: precision, recall, F1, F0.5, false positives on clean cases, tokens, cost and time.',
    )
    .argument('[corpus]', 'a corpus directory or manifest (default: the shipped starter corpus)')
    .option('--models <names>', 'models to compare side by side, comma-separated', (value) =>
      value
        .split(',')
        .map((name) => name.trim())
        .filter(Boolean),
    )
    .option(
      '--repeat <n>',
      'runs per case and model; the report shows the spread',
      (value) => parseNumber('--repeat', value, 1, 100, true),
      1,
    )
    .option('--case <id...>', 'only these cases')
    .option('--config <path>', 'the configuration file read from each case base', '.codehawk.yml')
    .addOption(new Option('--mode <mode...>', 'review modes').choices([...REVIEW_MODES]))
    .option('--base-url <url>', 'an OpenAI-compatible endpoint (or OPENAI_BASE_URL)')
    .addOption(
      new Option('--format <format>', 'the report on stdout')
        .choices(['text', 'json', 'markdown'])
        .default('text'),
    )
    .option('--html <file>', 'also write a self-contained HTML report with per-case drill-down')
    .option('--json <file>', 'also write the JSON report')
    .option(
      '--prices <file>',
      'JSON of US dollars per million tokens by model: { "gpt-4.1": { "input": 2, "output": 8 } }',
    )
    .option('--record <file>', 'write every model exchange (secrets redacted) to a cassette')
    .option('--replay <file>', 'answer from a recorded cassette instead of calling the model')
    .addHelpText(
      'after',
      `
Examples:
  $ OPENAI_API_KEY=… codehawk eval --models gpt-4.1,gpt-4.1-mini --html eval.html
  $ codehawk eval ./my-corpus --base-url http://localhost:8000/v1 --models qwen2.5-coder --repeat 3
  $ codehawk eval --replay eval.cassette.json --format json

Progress goes to stderr; Ctrl-C stops after the current case and prints a partial report (exit 3).
Exit codes: 0 done, 2 bad corpus or flags, 3 interrupted or runtime failure.`,
    )
    .action(async (corpus: string | undefined, flags: EvalFlags) =>
      done(await runEvalCommand(corpus, flags, io)),
    );
}
