import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { text as readStream } from 'node:stream/consumers';
import { Command, Option } from 'commander';
import { classifyRisk, type RiskAssessment } from '@codehawk/risk';
import { parseUnifiedDiff, type FileDiff } from '@codehawk/vcs';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import { riskTable, table, type Io } from '../io.js';
import { parseNumber } from '../options.js';

interface RiskFlags {
  file?: string;
  diff?: string;
  additions: number;
  deletions: number;
  new?: boolean;
  callers?: number;
  covered?: boolean;
  json?: boolean;
}

function render(risk: RiskAssessment): string {
  const rows = risk.components.map((component) => [
    component.name,
    component.value === null ? '—' : String(component.value),
    String(component.weight),
    String(component.contribution),
    component.reason,
  ]);
  const lines = [
    `${risk.path}: ${risk.level} (score ${risk.score})`,
    '',
    table(['component', 'value', 'weight', 'contribution', 'why'], rows, [0, 4]),
  ];
  if (risk.missing.length > 0) {
    lines.push(
      '',
      `Unknown without the code graph: ${risk.missing.join(', ')} (left out; the known weights are scaled to 1).`,
    );
  }
  return lines.join('\n');
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

/** Every file a unified diff changes (deleted files carry no risk to review), riskiest first. */
function assessDiff(diff: string): RiskAssessment[] {
  const files = parseUnifiedDiff(diff).filter(
    (file): file is FileDiff & { newPath: string } => !file.isDeleted && file.newPath !== undefined,
  );
  if (files.length === 0 && diff.trim() !== '') {
    throw new UsageError(
      'The input is not a unified diff (no file headers found). Produce one with `git diff` or `git show`.',
    );
  }
  return files
    .map((file) =>
      classifyRisk({
        path: file.newPath,
        additions: file.additions,
        deletions: file.deletions,
        isNew: file.isNew,
      }),
    )
    .sort((a, b) => b.score - a.score || a.path.localeCompare(b.path));
}

function renderDiff(assessments: RiskAssessment[]): string {
  if (assessments.length === 0) return 'The diff changes no files.';
  return riskTable(assessments);
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
    .action(async (flags: RiskFlags & { uncovered?: boolean }) => {
      if (flags.diff !== undefined) {
        const assessments = assessDiff(await readDiff(flags.diff, io.cwd));
        io.stdout(flags.json ? JSON.stringify(assessments, null, 2) : renderDiff(assessments));
        done(EXIT.ok);
        return;
      }
      if (flags.file === undefined) {
        throw new UsageError(
          'Pass --file <path> for one file, or --diff <file|-> for a whole diff.',
        );
      }
      const risk = classifyRisk({
        path: flags.file,
        additions: flags.additions,
        deletions: flags.deletions,
        isNew: flags.new === true,
        callerCount: flags.callers,
        coveredByTests: flags.covered ? true : flags.uncovered ? false : undefined,
      });
      io.stdout(flags.json ? JSON.stringify(risk, null, 2) : render(risk));
      done(EXIT.ok);
    });
}
