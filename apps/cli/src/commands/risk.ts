import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { text as readStream } from 'node:stream/consumers';
import { Command, Option } from 'commander';
import { classifyRisk, type RiskInput, type RiskOptions } from '@codehawk/risk';
import { assessDiff, riskOptions } from '../diff-risk.js';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { parseNumber } from '../options.js';
import { diffRiskReport, riskReport } from '../render.js';

interface RiskFlags {
  file?: string;
  diff?: string;
  additions: number;
  deletions: number;
  new?: boolean;
  callers?: number;
  covered?: boolean;
  uncovered?: boolean;
  json?: boolean;
}

async function readDiff(source: string, cwd: string): Promise<string> {
  if (source === '-') return readStream(process.stdin);
  try {
    return await readFile(resolve(cwd, source), 'utf8');
  } catch (error) {
    throw new UsageError(
      `Cannot read ${source}: ${error instanceof Error ? error.message : String(error)}. Pass a unified diff file, or - for stdin.`,
    );
  }
}

/** The one file the flags describe. */
const fileOf = (flags: RiskFlags, path: string): RiskInput => ({
  path,
  additions: flags.additions,
  deletions: flags.deletions,
  isNew: flags.new === true,
  callerCount: flags.callers,
  coveredByTests: flags.covered ? true : flags.uncovered ? false : undefined,
});

/**
 * The repository's settings, read only when the command runs: imported here, not at the top, so
 * `risk --help` loads no configuration (see the start-up test).
 */
async function repositoryRiskOptions(io: Io): Promise<RiskOptions> {
  const { graphRoot, workingTreeNotCode } = await import('../working-tree.js');
  return riskOptions(await workingTreeNotCode(await graphRoot(io, undefined)));
}

/** parse (a diff, or one file's flags) → wire (settings) → classify → render → exit code. */
async function runRisk(flags: RiskFlags, io: Io): Promise<ExitCode> {
  if (flags.diff !== undefined) {
    const diff = await readDiff(flags.diff, io.cwd);
    const assessments = assessDiff(diff, await repositoryRiskOptions(io));
    io.stdout(flags.json ? JSON.stringify(assessments, null, 2) : diffRiskReport(assessments));
    return EXIT.ok;
  }
  if (flags.file === undefined)
    throw new UsageError('Pass --file <path> for one file, or --diff <file|-> for a whole diff.');
  const risk = classifyRisk(fileOf(flags, flags.file), await repositoryRiskOptions(io));
  io.stdout(flags.json ? JSON.stringify(risk, null, 2) : riskReport(risk));
  return EXIT.ok;
}

export function riskCommand(io: Io, done: (code: ExitCode) => void): Command {
  return new Command('risk')
    .description(
      'Classify the review risk (HIGH, MEDIUM or LOW) of one changed file, or of every file in a diff, and show why.',
    )
    .option('--file <path>', 'repository-relative path of one changed file')
    .option('--diff <file>', 'a unified diff (git diff, git show); - reads stdin')
    .option(
      '--additions <n>',
      'lines added',
      (value) => parseNumber('--additions', value, 0, Infinity, true),
      0,
    )
    .option(
      '--deletions <n>',
      'lines deleted',
      (value) => parseNumber('--deletions', value, 0, Infinity, true),
      0,
    )
    .option('--new', 'the file is new in this change')
    .option(
      '--callers <n>',
      'call sites reaching the changed code (from the code graph)',
      (value) => parseNumber('--callers', value, 0, Infinity, true),
    )
    .option('--covered', 'a test reaches the changed code')
    .addOption(new Option('--uncovered', 'no test reaches the changed code').conflicts('covered'))
    .option('--json', 'print the assessment as JSON on stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ codehawk risk --file src/auth/session.ts --additions 120 --deletions 30
  $ codehawk risk --file src/cart.ts --additions 5 --callers 14 --uncovered --json
  $ git diff main...HEAD | codehawk risk --diff -`,
    )
    .action(async (flags: RiskFlags) => done(await runRisk(flags, io)));
}
