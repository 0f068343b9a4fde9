import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command, Option } from 'commander';
import { CONFIG_FILE } from '@codehawk/config';
import { normalizeFindings, REVIEW_MODES } from '@codehawk/findings';
import { verdictOf, type ReviewMode } from '@codehawk/scorer';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { parseNumber } from '../options.js';
import { readJsonFile } from '../read-json.js';
import { scoreJson, scoreReport, type ScoreRun } from '../render.js';
import { settingsFrom, verdictSettings, type SettingsFlags } from '../wiring.js';

interface ScoreFlags extends SettingsFlags {
  mode?: ReviewMode[];
  json?: boolean;
}

/** The findings file, every finding scorable, or a usage error that lists what is not. */
async function scorableFile(path: string, io: Io) {
  const data = await readJsonFile(path, io.cwd);
  const normalized = normalizeFindings(data, { source: path });
  if (normalized.rejected.length > 0) {
    const lines = normalized.rejected.map((rejected) => `  ${rejected.path}: ${rejected.reason}`);
    throw new UsageError(
      `${path} has findings that cannot be scored:\n${lines.join('\n')}\nFix or remove them, then run again.`,
    );
  }
  return normalized;
}

/** The repository's configuration, as `review` would read it: --config, else .codehawk.yml if there is one. */
async function configText(flags: ScoreFlags, io: Io): Promise<string | undefined> {
  const path = resolve(io.cwd, flags.config ?? CONFIG_FILE);
  const text = await readFile(path, 'utf8').catch(() => undefined);
  if (text === undefined && flags.config !== undefined)
    throw new UsageError(
      `--config ${flags.config}: no such file. Pass the path of an existing one.`,
    );
  return text;
}

/** parse → settings → the one verdict recipe (`verdictOf`, as `review` and `publish` use it) → render. */
async function runScore(path: string, flags: ScoreFlags, io: Io): Promise<ExitCode> {
  const normalized = await scorableFile(path, io);
  const { settings } = settingsFrom(flags, io, await configText(flags, io));
  // The modes come from the file, as `review` wrote them; --mode scores it as if reviewed so.
  const file = flags.mode ? { ...normalized.file, review_modes: flags.mode } : normalized.file;
  const verdict = verdictOf(file, verdictSettings(settings));
  const run: ScoreRun = {
    path,
    findings: file.findings.length,
    scored: verdict.scored.length,
    mergedDuplicates: normalized.merged.length,
    modes: file.review_modes,
    score: verdict.score,
    gate: verdict.gate,
    thresholds: settings.gate,
  };
  io.stdout(flags.json ? scoreJson(run) : scoreReport(run));
  return verdict.gate.pass ? EXIT.ok : EXIT.gateFailed;
}

export function scoreCommand(io: Io, done: (code: ExitCode) => void): Command {
  return new Command('score')
    .description('Score a findings.json file and apply the CI gate.')
    .argument('<findings.json>', 'path of the findings file')
    .addOption(
      new Option('--mode <mode...>', 'review modes that elevate penalties').choices([
        ...REVIEW_MODES,
      ]),
    )
    .option('--min-stars <n>', 'fail the gate below this many stars (0-5)', (value) =>
      parseNumber('--min-stars', value, 0, 5, true),
    )
    .option('--max-penalty <n>', 'fail the gate above this total penalty', (value) =>
      parseNumber('--max-penalty', value, 0),
    )
    .option(
      '--min-confidence <x>',
      'leave out findings below this confidence, as publish does (default 0.5)',
      (value) => parseNumber('--min-confidence', value, 0, 1),
    )
    .option(
      '--config <path>',
      'the configuration file (default .codehawk.yml in the current directory, if there is one)',
    )
    .option('--json', 'print the result as JSON on stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ codehawk score .codehawk/findings.json
  $ codehawk score findings.json --mode security --min-stars 3
  $ codehawk score findings.json --json --max-penalty 15

Penalties and star thresholds can be overridden with PENALTY_<CATEGORY>_<SEVERITY> and
PENALTY_THRESHOLD_<N>_STARS environment variables. The score and gate are those review and
publish give the same file: the same settings (MIN_STARS, MAX_PENALTY, MIN_CONFIDENCE_SCORE, the
configuration file), findings below the confidence threshold and those a fix verification
closed left out, the review modes from the file.
Exit codes: 0 gate passed, 1 gate failed, 2 bad input or usage, 3 runtime failure.`,
    )
    .action(async (path: string, flags: ScoreFlags) => done(await runScore(path, flags, io)));
}
