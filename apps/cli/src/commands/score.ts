import { Command, Option } from 'commander';
import { ConfigError, loadSettings } from '@codehawk/config';
import { FindingsError, normalizeFindings, REVIEW_MODES } from '@codehawk/findings';
import {
  CATEGORIES,
  evaluateGate,
  scoreFindings,
  ScoringConfigError,
  SEVERITIES,
  type ReviewMode,
  type Score,
} from '@codehawk/scorer';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import { table, type Io } from '../io.js';
import { parseNumber } from '../options.js';
import { readJsonFile } from '../read-json.js';

interface ScoreFlags {
  mode?: ReviewMode[];
  minStars?: number;
  maxPenalty?: number;
  json?: boolean;
}

function render(path: string, score: Score, modes: readonly string[], count: number): string {
  const rows = CATEGORIES.map((category) => {
    const entry = score.breakdown.categories[category];
    return [
      category,
      ...SEVERITIES.map((severity) => String(entry.severities[severity].count)),
      String(entry.penalty),
    ];
  });
  const stars = '★'.repeat(score.stars) + '☆'.repeat(5 - score.stars);
  return [
    `CodeHawk score — ${path} (${count} finding${count === 1 ? '' : 's'}, modes: ${modes.length > 0 ? modes.join(', ') : 'standard'})`,
    '',
    table(['category', 'critical', 'warning', 'suggestion', 'penalty'], rows),
    '',
    `Penalty ${score.penalty} · ${stars} ${score.stars}/5 · ${score.quality}`,
  ].join('\n');
}

async function runScore(path: string, flags: ScoreFlags, io: Io): Promise<ExitCode> {
  const data = await readJsonFile(path, io.cwd);
  let normalized;
  try {
    normalized = normalizeFindings(data);
  } catch (error) {
    if (error instanceof FindingsError)
      throw new UsageError(`${path}: ${error.message.replace(/^Invalid findings file: /, '')}`);
    throw error;
  }
  if (normalized.rejected.length > 0) {
    const lines = normalized.rejected.map((rejected) => `  ${rejected.path}: ${rejected.reason}`);
    throw new UsageError(
      `${path} has findings that cannot be scored:\n${lines.join('\n')}\nFix or remove them, then run again.`,
    );
  }
  let score: Score;
  const modes = flags.mode ?? [];
  try {
    // Penalty and threshold overrides are settings (PENALTY_* variables), read by config.
    const { scoring } = loadSettings({ env: io.env }).settings;
    score = scoreFindings(normalized.file.findings, { ...scoring, modes });
  } catch (error) {
    if (error instanceof ScoringConfigError || error instanceof ConfigError)
      throw new UsageError(error.message);
    throw error;
  }
  const gate = evaluateGate(score, { minStars: flags.minStars, maxPenalty: flags.maxPenalty });
  if (flags.json) {
    io.stdout(
      JSON.stringify(
        {
          file: path,
          findings: normalized.file.findings.length,
          merged_duplicates: normalized.merged.length,
          modes,
          ...score,
          gate: {
            ...gate,
            min_stars: flags.minStars ?? null,
            max_penalty: flags.maxPenalty ?? null,
          },
        },
        null,
        2,
      ),
    );
  } else {
    io.stdout(render(path, score, modes, normalized.file.findings.length));
    io.stdout(`Gate: ${gate.pass ? 'PASS' : 'FAIL'} — ${gate.reason}`);
  }
  return gate.pass ? EXIT.ok : EXIT.gateFailed;
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
    .option('--json', 'print the result as JSON on stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ codehawk score .codehawk/findings.json
  $ codehawk score findings.json --mode security --min-stars 3
  $ codehawk score findings.json --json --max-penalty 15

Penalties and star thresholds can be overridden with PENALTY_<CATEGORY>_<SEVERITY> and
PENALTY_THRESHOLD_<N>_STARS environment variables.
Exit codes: 0 gate passed, 1 gate failed, 2 bad input or usage, 3 runtime failure.`,
    )
    .action(async (path: string, flags: ScoreFlags) => done(await runScore(path, flags, io)));
}
