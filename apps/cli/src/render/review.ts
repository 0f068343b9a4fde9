import type { PublishResult, RunState } from '@codehawk/publish';
import type { BatchReviewResult } from '@codehawk/review';
import type { GateResult, Score } from '@codehawk/scorer';
import { riskTable } from './tables.js';
import { verdictLine } from './verdict.js';

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
