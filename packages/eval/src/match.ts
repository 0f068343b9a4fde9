// Matching a review's findings to a case's expectations: same file, lines overlapping or within a
// tolerance, a compatible category (and a keyword, when the expectation lists some). Each
// expectation is matched at most once; each finding counts once.
import type { Category, Finding } from '@codehawk/findings';
import type { Expectation } from './corpus.js';

/** Lines a finding may be away from the expected range and still match. */
export const LINE_TOLERANCE = 3;

/**
 * Categories a reviewer may reasonably file the same bug under. A missing null check is
 * correctness to one model and error handling to another; a leaked secret is only security.
 */
const COMPATIBLE: Record<Category, readonly Category[]> = {
  security: ['security'],
  correctness: ['correctness', 'error_handling', 'best_practices'],
  error_handling: ['error_handling', 'correctness', 'best_practices'],
  performance: ['performance', 'correctness', 'best_practices'],
  best_practices: ['best_practices', 'correctness', 'error_handling', 'code_style', 'architecture'],
  architecture: ['architecture', 'best_practices'],
  code_style: ['code_style', 'best_practices'],
  testing: ['testing', 'best_practices'],
};

/** Whether a finding's category is compatible with what the expectation asks for. */
export function categoryCompatible(expectation: Expectation, category: Category): boolean {
  return (
    COMPATIBLE[expectation.category].includes(category) ||
    (expectation.also ?? []).includes(category)
  );
}

/** Lines between two ranges: 0 when they overlap. */
export function lineDistance(
  a: { line: number; end_line?: number | undefined },
  b: { line: number; end_line?: number | undefined },
): number {
  const aEnd = Math.max(a.line, a.end_line ?? a.line);
  const bEnd = Math.max(b.line, b.end_line ?? b.line);
  if (aEnd < b.line) return b.line - aEnd;
  if (bEnd < a.line) return a.line - bEnd;
  return 0;
}

const normalPath = (path: string): string => path.replace(/\\/g, '/').replace(/^\.?\//, '');

/** Why a finding did not match, for the drill-down. */
export type Miss = 'wrong_file' | 'too_far' | 'wrong_category' | 'no_keyword' | 'duplicate';

export interface FindingOutcome {
  finding: Finding;
  /** Index of the expectation it matched, or undefined for a false positive. */
  matched?: number;
  /** For a false positive: the closest reason it missed an expectation (absent on clean cases). */
  miss?: Miss;
}

export interface MatchResult {
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  findings: FindingOutcome[];
  /** Per expectation: the index of the finding that matched it, or undefined. */
  expectations: { expectation: Expectation; matchedBy?: number }[];
}

function mentions(expectation: Expectation, finding: Finding): boolean {
  if (!expectation.keywords || expectation.keywords.length === 0) return true;
  const text = `${finding.title}\n${finding.message}\n${finding.suggestion ?? ''}`.toLowerCase();
  return expectation.keywords.some((keyword) => text.includes(keyword.toLowerCase()));
}

/** Why this finding cannot match this expectation, or undefined when it can. */
function mismatch(expectation: Expectation, finding: Finding): Miss | undefined {
  if (normalPath(expectation.file) !== normalPath(finding.file)) return 'wrong_file';
  if (lineDistance(expectation, finding) > LINE_TOLERANCE) return 'too_far';
  if (!categoryCompatible(expectation, finding.category)) return 'wrong_category';
  if (!mentions(expectation, finding)) return 'no_keyword';
  return undefined;
}

const MISS_ORDER: readonly Miss[] = [
  'wrong_file',
  'too_far',
  'wrong_category',
  'no_keyword',
  'duplicate',
];

/**
 * Pairs findings with expectations, closest lines first, so one expectation never absorbs a
 * better-placed finding. A second finding for an already matched expectation is a false positive
 * (`duplicate`): a reviewer posting it twice is noise.
 */
export function matchFindings(
  expected: readonly Expectation[],
  findings: readonly Finding[],
): MatchResult {
  const pairs: { finding: number; expectation: number; distance: number }[] = [];
  findings.forEach((finding, findingIndex) =>
    expected.forEach((expectation, expectationIndex) => {
      if (mismatch(expectation, finding) === undefined)
        pairs.push({
          finding: findingIndex,
          expectation: expectationIndex,
          distance: lineDistance(expectation, finding),
        });
    }),
  );
  pairs.sort(
    (a, b) => a.distance - b.distance || a.finding - b.finding || a.expectation - b.expectation,
  );
  const findingTo = new Map<number, number>();
  const expectationBy = new Map<number, number>();
  for (const pair of pairs) {
    if (findingTo.has(pair.finding) || expectationBy.has(pair.expectation)) continue;
    findingTo.set(pair.finding, pair.expectation);
    expectationBy.set(pair.expectation, pair.finding);
  }
  const outcomes: FindingOutcome[] = findings.map((finding, index) => {
    const matched = findingTo.get(index);
    if (matched !== undefined) return { finding, matched };
    if (expected.length === 0) return { finding };
    // The nearest miss: a finding that would have matched a taken expectation is a duplicate.
    const reasons = expected.map((expectation) => mismatch(expectation, finding) ?? 'duplicate');
    const miss = [...MISS_ORDER].reverse().find((reason) => reasons.includes(reason));
    return miss ? { finding, miss } : { finding };
  });
  const truePositives = findingTo.size;
  return {
    truePositives,
    falsePositives: findings.length - truePositives,
    falseNegatives: expected.length - expectationBy.size,
    findings: outcomes,
    expectations: expected.map((expectation, index) => {
      const by = expectationBy.get(index);
      return by === undefined ? { expectation } : { expectation, matchedBy: by };
    }),
  };
}
