// The coverage report as people read it, and the coverage gate (COVERAGE_GATE_MODE).
import type { Coverage, CoverageGap } from '@codehawk/findings';
import { numberText } from './number-text.js';
import { codeSpan } from './sanitize.js';

// The coverage gate is part of the one score-and-gate recipe, in the scorer.
export { applyCoverageGate, type CoverageGateMode } from '@codehawk/scorer';

function rangesText(gap: CoverageGap): string {
  if (gap.lines.length === 0) return `${numberText(gap.count)} line(s)`;
  const shown = gap.lines
    .slice(0, 3)
    .map(([first, last]) => (first === last ? `${first}` : `${first}–${last}`));
  return `line(s) ${shown.join(', ')}${gap.lines.length > 3 ? ', …' : ''}`;
}

/** Changed lines of files that were meant to be reviewed and were not shown to the model. */
export function unseenReviewable(
  coverage: Pick<Coverage, 'reviewable_lines' | 'shown_lines'>,
): number {
  return coverage.reviewable_lines - coverage.shown_lines;
}

/**
 * One sentence: "Reviewed 1,234 of 1,240 changed lines; not shown: …" — and, when every changed file
 * was set aside, that no line was reviewed at all, so it never reads as a clean review.
 */
export function coverageSentence(coverage: Coverage, limit = 6): string {
  const gaps = coverage.files.flatMap((file) =>
    file.not_shown.map((gap) => ({ file: file.file, gap })),
  );
  const listed = gaps
    .slice(0, limit)
    .map(({ file, gap }) => `${codeSpan(file)} ${rangesText(gap)} (${gap.reason}: ${gap.detail})`);
  if (gaps.length > limit) listed.push(`${gaps.length - limit} more (see findings.json)`);
  const perLine =
    coverage.tokens_per_shown_line === undefined
      ? ''
      : ` (${numberText(coverage.tokens_per_shown_line)} tokens per line shown)`;
  const head =
    coverage.changed_lines > 0 && coverage.reviewable_lines === 0
      ? `No changed line was reviewed: every changed file was set aside (${numberText(coverage.changed_lines)} changed lines)`
      : `Reviewed ${numberText(coverage.shown_lines)} of ${numberText(coverage.changed_lines)} changed lines${perLine}`;
  return listed.length === 0 ? `${head}.` : `${head}; not shown: ${listed.join('; ')}.`;
}
