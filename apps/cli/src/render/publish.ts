import type { PublishResult } from '@codehawk/publish';
import { verdictLine } from './verdict.js';

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
