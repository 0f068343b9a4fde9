import { Command } from 'commander';
import { classifyRisk, type RiskAssessment } from '@codehawk/risk';
import { EXIT, type ExitCode } from '../exit-codes.js';
import { table, type Io } from '../io.js';
import { parseNumber } from '../options.js';

interface RiskFlags {
  file: string;
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

export function riskCommand(io: Io, done: (code: ExitCode) => void): Command {
  return new Command('risk')
    .description('Classify the review risk of one changed file (HIGH, MEDIUM or LOW) and show why.')
    .requiredOption('--file <path>', 'repository-relative path of the changed file')
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
    .option('--uncovered', 'no test reaches the changed code')
    .option('--json', 'print the assessment as JSON on stdout')
    .addHelpText(
      'after',
      `
Examples:
  $ codehawk risk --file src/auth/session.ts --additions 120 --deletions 30
  $ codehawk risk --file src/cart.ts --additions 5 --callers 14 --uncovered --json`,
    )
    .action((flags: RiskFlags & { uncovered?: boolean }) => {
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
