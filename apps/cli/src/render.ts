// What the commands print: the review and publish reports, the score and risk tables, the graph's
// answers, the verdict line. Only the findings' vocabulary is loaded (every command that renders
// loads it anyway); the rest are types, so `risk` and `graph` load no scorer, publisher or reviewer.
import { CATEGORIES, SEVERITIES } from '@codehawk/findings';
import type { BlastRadius, Caller, CodeGraph } from '@codehawk/graph';
import type { PublishResult, RunState } from '@codehawk/publish';
import type { BatchReviewResult } from '@codehawk/review';
import type { RiskAssessment } from '@codehawk/risk';
import type { GateResult, Score } from '@codehawk/scorer';

/** A plain-text table; `leftAligned` lists the columns aligned left (the rest align right, like numbers). */
export function table(
  header: string[],
  rows: string[][],
  leftAligned: readonly number[] = [0],
): string {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]): string =>
    cells
      .map((cell, column) =>
        leftAligned.includes(column)
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...rows.map(line)].join(
    '\n',
  );
}

/**
 * Changed files with their risk and the components that drove it (strong and weighty ones only),
 * riskiest first; past `limit` rows the rest are counted, not printed.
 */
export function riskTable(assessments: readonly RiskAssessment[], limit = Infinity): string {
  const ranked = [...assessments].sort((a, b) => b.score - a.score || a.path.localeCompare(b.path));
  const rest = ranked.length - limit;
  const shown = table(
    ['file', 'risk', 'score', 'why'],
    ranked.slice(0, limit).map((risk) => [
      risk.path,
      risk.level,
      String(risk.score),
      risk.components
        .filter((component) => (component.value ?? 0) >= 0.5 && component.weight >= 0.15)
        .map((component) => component.reason)
        .join('; '),
    ]),
    [0, 1, 3],
  );
  return rest > 0
    ? `${shown}\n… and ${rest} more file(s), less risky (--format json lists them all)`
    : shown;
}

const stars = (score: Score): string => '★'.repeat(score.stars) + '☆'.repeat(5 - score.stars);

/** The score and gate in one line: the same words in every command's report. */
export const verdictLine = (score: Score, gate: GateResult): string =>
  `Score ${stars(score)} ${score.stars}/5 (${score.quality}), penalty ${score.penalty}. Gate: ${gate.pass ? 'PASS' : 'FAIL'} — ${gate.reason}`;

/** Everything a dry run would write, in the order it would be written. */
function dryRunListing(result: PublishResult): string[] {
  const toSummary = result.counts.moved_to_summary;
  const lines = [
    `Dry run — nothing was posted. ${result.counts.would_post} comment(s) would be posted inline${toSummary > 0 ? `; ${toSummary} finding(s) outside the diff would go in the summary` : ''}:`,
    '',
  ];
  for (const comment of result.comments)
    lines.push(
      `── ${comment.file}:${comment.endLine === undefined ? comment.line : `${comment.line}-${comment.endLine}`}`,
      comment.body,
      '',
    );
  for (const outcome of result.verifications) {
    if (outcome.action !== 'would_reply') continue;
    lines.push(
      `── thread ${outcome.threadId ?? ''} (${outcome.crId}): ${outcome.setStatus ? `status → ${outcome.setStatus}` : 'status unchanged'}`,
    );
    if (outcome.reply !== undefined) lines.push(outcome.reply);
    lines.push('');
  }
  lines.push('── summary', result.summary.body, '');
  return lines;
}

/** Findings the file had to have changed, or could not use at all. */
function inputNotes(result: PublishResult): string[] {
  const lines = result.rejected.map((rejected) => `  ${rejected.path}: ${rejected.reason}`);
  if (result.coerced.length > 0) lines.push(`Changed to fit (${result.coerced.length}):`);
  for (const change of result.coerced.slice(0, 20))
    lines.push(`  ${change.path}: ${JSON.stringify(change.from)} → ${JSON.stringify(change.to)}`);
  if (result.coerced.length > 20)
    lines.push(`  … and ${result.coerced.length - 20} more (--json lists them all)`);
  return lines;
}

/** `codehawk publish`: a dry run's listing, every finding's fate counted, the verdict. */
export function publishReport(result: PublishResult, path: string, where: string): string {
  const { counts } = result;
  const replies = result.verifications.filter((outcome) =>
    ['replied', 'would_reply'].includes(outcome.action),
  ).length;
  return [
    ...(result.dryRun ? dryRunListing(result) : []),
    `${path}: ${counts.input} finding(s) — ${counts.posted + counts.would_post} ${result.dryRun ? 'to post' : 'posted'}, ` +
      `${counts.already_posted} already open, ${counts.moved_to_summary} in the summary (outside the diff), ` +
      `${counts.capped} capped, ${counts.filtered_low_confidence} below confidence, ${counts.merged_duplicate} duplicate(s), ` +
      `${counts.rejected} malformed, ${counts.failed} failed; ${replies} verification repl${replies === 1 ? 'y' : 'ies'}${result.dryRun ? ' to post' : ''}.`,
    ...inputNotes(result),
    ...result.errors.map((error) => `  error: ${error}`),
    ...(result.dryRun ? [] : [`Posted to ${where}.`]),
    verdictLine(result.score, result.gate),
  ].join('\n');
}

/** `codehawk score`: penalties by category and severity, then the total. */
export function scoreTable(
  path: string,
  score: Score,
  modes: readonly string[],
  count: number,
): string {
  const rows = CATEGORIES.map((category) => {
    const entry = score.breakdown.categories[category];
    return [
      category,
      ...SEVERITIES.map((severity) => String(entry.severities[severity].count)),
      String(entry.penalty),
    ];
  });
  return [
    `CodeHawk score — ${path} (${count} finding${count === 1 ? '' : 's'}, modes: ${modes.length > 0 ? modes.join(', ') : 'standard'})`,
    '',
    table(['category', ...SEVERITIES, 'penalty'], rows),
    '',
    `Penalty ${score.penalty} · ${stars(score)} ${score.stars}/5 · ${score.quality}`,
  ].join('\n');
}

/** The note of a run that re-used an unfinished run's findings for the same head. */
export const RESUMED =
  'Resumed: an earlier run on this head did not finish; its findings (findings.json) were re-used, nothing was asked of the model, and only what was missing was posted.';

/** The reviewed range of a local change, in words, and why it is empty when it is. */
export type RangeText = { range: string; empty?: string };

/** What a review report says besides the review and its publication. */
export interface ReviewContext {
  /** Where it posted ("the GitHub pull request", "the local outbox …"). */
  where: string;
  /** Why a re-push was reviewed whole, when it was. */
  note?: string | undefined;
  range?: RangeText | undefined;
  /** The coverage sentence, when the review measured it. */
  coverage?: string | undefined;
}

function reviewHeader(review: BatchReviewResult, context: ReviewContext): string[] {
  const { file, increment } = review;
  const lines = [
    `CodeHawk review of ${String(file.pr_id)} — ${file.model_ran === true ? `model ${file.usage?.model ?? ''}` : 'offline (no model configured: static checks, risk and graph only)'}`,
    ...(context.range
      ? [`Reviewing ${context.range.range}: ${review.changedFiles.length} changed file(s)`]
      : []),
    '',
  ];
  if (context.note) lines.push(context.note, '');
  if (increment)
    lines.push(
      increment.incremental
        ? `Re-push: the model reviewed only the changes since ${increment.since.slice(0, 12)}, the last head reviewed completely (${increment.files.length === 0 ? 'no code file changed' : increment.files.join(', ')}); earlier findings were verified.`
        : `Re-push: the whole change was reviewed again, because ${increment.reason ?? 'the changes since the last review could not be read'}; earlier findings were verified.`,
      '',
    );
  return lines;
}

/** The risk table, or why there is none. */
function riskOverview(review: BatchReviewResult, range: RangeText | undefined): string {
  const changed = review.changedFiles.length;
  if (range?.empty !== undefined) return `Nothing to review: ${range.empty}`;
  if (changed === 0) return 'No file differs between the base and the head.';
  if (review.risk.length > 0) return riskTable(review.risk, 25);
  return review.deleted.length > 0
    ? 'No code file changed or added; only deletions.'
    : `No code files changed (${changed} other file(s); see "skipped" below).`;
}

function deletedLines(review: BatchReviewResult): string[] {
  const { deleted } = review;
  if (deleted.length === 0) return [];
  const importers = (entry: BatchReviewResult['deleted'][number]): string =>
    entry.importers === undefined
      ? 'whether other files import it is unknown (no code graph)'
      : entry.importers.length === 0
        ? 'no remaining file imports it'
        : `still imported by ${entry.importers.map((importer) => `${importer.file}:${importer.line}`).join(', ')}`;
  return [
    '',
    `Deleted files (${deleted.length}):`,
    ...deleted.slice(0, 10).map((entry) => `  ${entry.file} — ${importers(entry)}`),
    ...(deleted.length > 10 ? [`  … and ${deleted.length - 10} more`] : []),
  ];
}

/** The blast radius and the changed functions' test reach, from the code graph. */
function graphLines(review: BatchReviewResult): string[] {
  const lines: string[] = [];
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
  return lines;
}

function findingLines(review: BatchReviewResult): string[] {
  const { file } = review;
  const skipped = file.skipped_files ?? [];
  return [
    '',
    file.findings.length === 0 ? 'Findings: none.' : `Findings (${file.findings.length}):`,
    ...file.findings.map(
      (finding) =>
        `  ${finding.severity.toUpperCase().padEnd(10)} ${finding.file}:${finding.line}  ${finding.title}  [${finding.category}, ${finding.source ?? 'agent'}]`,
    ),
    ...skipped.slice(0, 5).map((entry) => `  skipped ${entry.file}: ${entry.reason}`),
    ...(skipped.length > 5
      ? [`  … and ${skipped.length - 5} more skipped file(s) (see findings.json)`]
      : []),
  ];
}

/** What was posted (or not), the verdict, and what failed. */
function publicationLines(published: PublishResult, where: string): string[] {
  const fixed = published.verifications.filter((outcome) => outcome.status === 'fixed').length;
  const { counts } = published;
  return [
    ...(fixed > 0
      ? ['', `Earlier findings now fixed: ${fixed} (their threads are resolved).`]
      : []),
    '',
    verdictLine(published.score, published.gate),
    published.dryRun
      ? 'Dry run: nothing was posted.'
      : `Posted ${counts.posted} new comment(s) to ${where}; ${counts.already_posted} already open${counts.failed > 0 ? `; ${counts.failed} could not be posted` : ''}.`,
    ...(published.errors.length > 0
      ? [
          '',
          `Posting failed (${published.errors.length}); run again to post what is missing — nothing is posted twice:`,
          ...published.errors.map((error) => `  ${error}`),
        ]
      : []),
  ];
}

/** `codehawk review`'s text report. */
export function reviewReport(
  review: BatchReviewResult,
  published: PublishResult,
  context: ReviewContext,
): string {
  return [
    ...reviewHeader(review, context),
    riskOverview(review, context.range),
    ...deletedLines(review),
    ...graphLines(review),
    ...findingLines(review),
    ...(context.coverage ? ['', `Coverage: ${context.coverage}`] : []),
    ...publicationLines(published, context.where),
  ].join('\n');
}

/** The report of a re-run on a head that was already reviewed completely: the state, unchanged. */
export function unchangedReport(
  state: RunState,
  verdict: { score: Score; gate: GateResult },
  where: string,
): string {
  return [
    `CodeHawk: ${state.head.slice(0, 12)} was already reviewed completely; nothing new was asked of the model or posted to ${where}.`,
    '',
    state.open.length === 0 ? 'Open findings: none.' : `Open findings (${state.open.length}):`,
    ...state.open.map(
      (finding) =>
        `  ${finding.severity.toUpperCase().padEnd(10)} ${finding.file}:${finding.line}  ${finding.title}  [${finding.category}${finding.inline ? '' : ', in the summary'}]`,
    ),
    '',
    verdictLine(verdict.score, verdict.gate),
  ].join('\n');
}

/** `codehawk risk --file`: one file's risk, each component's share, and what is unknown. */
export function riskReport(risk: RiskAssessment): string {
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

/** `codehawk risk --diff`: every changed file's risk, riskiest first. */
export const diffRiskReport = (assessments: readonly RiskAssessment[]): string =>
  assessments.length === 0 ? 'The diff changes no files.' : riskTable(assessments);

/** `codehawk graph build`'s summary (its `--json`): what was indexed and what the cache saved. */
export interface GraphBuildSummary {
  files: number;
  definitions: number;
  calls: number;
  imports: number;
  skipped: number;
  partial: boolean;
  cache: CodeGraph['stats'];
}

export function graphBuildSummary(graph: CodeGraph): GraphBuildSummary {
  return {
    files: graph.files.size,
    definitions: graph.definitions.size,
    calls: graph.calls.length,
    imports: graph.imports.length,
    skipped: graph.skipped.length,
    partial: graph.partial,
    cache: graph.stats,
  };
}

export function graphBuildReport(summary: GraphBuildSummary): string {
  const { unchanged, rehashed, parsed, resolved } = summary.cache;
  return (
    `Indexed ${summary.files} files: ${summary.definitions} definitions, ${summary.calls} calls, ${summary.imports} imports; ${summary.skipped} skipped${summary.partial ? ' (partial: the time budget ran out)' : ''}.\n` +
    `Cache: ${unchanged} file(s) unchanged, ${rehashed} read again with the same content, ${parsed} parsed; the calls of ${resolved} file(s) resolved.`
  );
}

/** "Nothing calls it" only when every call of that name was resolved elsewhere. */
function nobodyCalls(graph: CodeGraph, symbol: string): string {
  const unresolved = graph.unresolvedCallsTo(symbol);
  return unresolved.length === 0
    ? `Nothing calls ${symbol}.`
    : `Callers of ${symbol} are unknown: no call the graph resolved reaches it, but ${unresolved.length} call(s) of that name could not be resolved to one definition (for example ${unresolved[0]?.file}:${unresolved[0]?.line}).`;
}

/** `codehawk graph callers`: who calls a symbol, how sure the graph is, and through what. */
export function callersReport(
  graph: CodeGraph,
  symbol: string,
  callers: readonly Caller[],
): string {
  if (callers.length === 0) return nobodyCalls(graph, symbol);
  return table(
    ['caller', 'line', 'confidence', 'via'],
    callers.map((caller) => [caller.caller.id, String(caller.line), caller.confidence, caller.via]),
    [0, 2, 3],
  );
}

/** `codehawk graph dependents`: the files that import a file, one a line. */
export const dependentsReport = (file: string, dependents: readonly string[]): string =>
  dependents.length === 0 ? `Nothing imports ${file}.` : dependents.join('\n');

/** `codehawk graph blast-radius`: the files a change can affect, with their score and distance. */
export function blastRadiusReport(target: string, depth: number, radius: BlastRadius): string {
  if (radius.files.length === 0) return `Nothing depends on ${target} within ${depth} hop(s).`;
  return table(
    ['file', 'score', 'depth'],
    radius.files.map((file) => [file.file, String(file.score), String(file.depth)]),
  );
}
