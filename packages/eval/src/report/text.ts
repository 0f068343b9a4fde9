// The report as a terminal table and as Markdown: one row per model, then one row per case.
import type { Metrics, Spread } from '../metrics.js';
import type { CaseReport, EvalReport, ModelSummary } from '../run.js';

/** One run of a case in a few characters: `error`, `quiet`/`2 FP` on a clean case, `1/2 +1 FP` otherwise. */
export function runVerdict(item: CaseReport, run: CaseReport['runs'][number]): string {
  if (run.status === 'error') return 'error';
  const { truePositives, falsePositives } = run.match;
  if (item.clean) return falsePositives === 0 ? 'quiet' : `${falsePositives} FP`;
  return `${truePositives}/${item.expected.length}${falsePositives > 0 ? ` +${falsePositives} FP` : ''}`;
}

/** A score as a percentage, or a dash when it is undefined. */
export function percent(value: number | undefined): string {
  return value === undefined ? '–' : `${(value * 100).toFixed(1)}%`;
}

function spreadText(spread: Spread | undefined): string {
  return spread === undefined
    ? ''
    : ` ±${(spread.stdev * 100).toFixed(1)} [${(spread.min * 100).toFixed(0)}–${(spread.max * 100).toFixed(0)}]`;
}

function money(value: number | undefined): string {
  return value === undefined ? '–' : `$${value.toFixed(4)}`;
}

const SUMMARY_HEADER = [
  'model',
  'P',
  'R',
  'F1',
  'F0.5',
  'FP/clean',
  'TP',
  'FP',
  'FN',
  'tokens in/out',
  'cost',
  'wall s',
  'turns',
  'tools',
  'errors',
];

function summaryRow(summary: ModelSummary): string[] {
  const m: Metrics = summary.overall;
  const s = summary.spread;
  return [
    summary.model,
    percent(m.precision) + spreadText(s?.precision),
    percent(m.recall) + spreadText(s?.recall),
    percent(m.f1) + spreadText(s?.f1),
    percent(m.f05) + spreadText(s?.f05),
    m.falsePositivesPerCleanCase === undefined ? '–' : m.falsePositivesPerCleanCase.toFixed(2),
    String(m.truePositives),
    String(m.falsePositives),
    String(m.falseNegatives),
    `${m.inputTokens}/${m.outputTokens}`,
    money(m.costUsd),
    m.wallSeconds.toFixed(1),
    String(m.turns),
    String(m.toolCalls),
    String(m.errors),
  ];
}

function caseRows(report: EvalReport): { header: string[]; rows: string[][] } {
  const header = ['case', 'kind', ...report.models];
  const rows = report.cases.map((item) => [
    item.id,
    item.clean ? 'clean' : (item.kind ?? ''),
    ...report.models.map((model) => {
      const runs = item.runs.filter((run) => run.model === model);
      if (runs.length === 0) return 'not run';
      return runs.map((run) => runVerdict(item, run)).join(', ');
    }),
  ]);
  return { header, rows };
}

function plainTable(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

function headline(report: EvalReport): string {
  const { corpus } = report;
  return `CodeHawk eval of ${corpus.name}: ${corpus.cases} case(s), ${corpus.cleanCases} clean; ${report.models.length} model(s) × ${report.repeat} run(s); lines match within ±${report.matching.lineTolerance}.`;
}

const PARTIAL =
  'Partial report: the run was interrupted; the scores cover only the case runs that finished.';

/** The report as plain-text tables for a terminal. */
export function renderText(report: EvalReport): string {
  const cases = caseRows(report);
  return [
    headline(report),
    ...(report.complete ? [] : [PARTIAL]),
    '',
    plainTable(SUMMARY_HEADER, report.summary.map(summaryRow)),
    '',
    'Per case (found/expected, false positives; clean cases: quiet or FP):',
    plainTable(cases.header, cases.rows),
  ].join('\n');
}

function markdownTable(header: string[], rows: string[][]): string {
  const escape = (cell: string): string => cell.replace(/\|/g, '\\|');
  return [
    `| ${header.map(escape).join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(escape).join(' | ')} |`),
  ].join('\n');
}

/** The report as Markdown (for a pull-request comment or a job summary). */
export function renderMarkdown(report: EvalReport): string {
  const cases = caseRows(report);
  return [
    '## CodeHawk eval',
    '',
    headline(report),
    ...(report.complete ? [] : ['', `> ${PARTIAL}`]),
    '',
    markdownTable(SUMMARY_HEADER, report.summary.map(summaryRow)),
    '',
    '<details><summary>Per case</summary>',
    '',
    markdownTable(cases.header, cases.rows),
    '',
    '</details>',
    '',
  ].join('\n');
}
