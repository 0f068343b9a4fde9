import { evaluateGate, type GateOptions, type GateResult } from './gate.js';
import type { ReviewMode } from './matrix.js';
import { scoreFindings, type Score, type ScorableFinding, type ScoringOptions } from './score.js';

/** What the coverage gate reads of a findings file's `coverage`. */
export interface CoverageCounts {
  changed_lines: number;
  reviewable_lines: number;
  shown_lines: number;
}

/** What the verdict reads of a findings file (findings.json's own field names). */
export interface VerdictFile {
  findings: readonly (ScorableFinding & { confidence: number; cr_id?: string | null })[];
  review_modes?: readonly string[];
  fix_verifications?: readonly { cr_id: string; status: string }[];
  coverage?: CoverageCounts | undefined;
}

/** What unseen changed lines do to the gate: nothing, a warning only, or a failure. */
export type CoverageGateMode = 'off' | 'warn' | 'fail';

/** The settings a verdict depends on: the same ones for `review`, `publish` and `score`. */
export interface VerdictSettings {
  /** Findings below this confidence are neither posted nor scored (default 0.5). */
  minConfidence?: number;
  /** Penalty and threshold overrides; the modes come from the file. */
  scoring?: Omit<ScoringOptions, 'modes'>;
  gate?: GateOptions & { coverage?: CoverageGateMode };
}

export interface Verdict {
  score: Score;
  gate: GateResult;
  /** The findings the score charged, in file order. */
  scored: VerdictFile['findings'];
}

const SCORED_MODES: readonly string[] = [
  'security',
  'performance',
  'architecture',
  'migration',
  'standard',
];
/** Fix verifications that close a finding: it no longer counts. */
const CLOSING = ['fixed', 'not_relevant', 'dismissed'];

const number = (value: number): string => value.toLocaleString('en');

/** The gate after the coverage rule: `fail` fails it when reviewable lines went unseen, and says why. */
export function applyCoverageGate(
  gate: GateResult,
  coverage: CoverageCounts | undefined,
  mode: CoverageGateMode,
): GateResult {
  if (mode !== 'fail') return gate;
  const unseen = coverage ? coverage.reviewable_lines - coverage.shown_lines : 0;
  const reason = !coverage
    ? 'findings.json has no coverage report, so COVERAGE_GATE_MODE=fail cannot confirm what was reviewed'
    : unseen > 0
      ? `COVERAGE_GATE_MODE=fail: the model was not shown ${number(unseen)} of ${number(coverage.reviewable_lines)} reviewable changed lines`
      : coverage.changed_lines > 0 && coverage.reviewable_lines === 0
        ? 'COVERAGE_GATE_MODE=fail: every changed file was set aside, so nothing was reviewed'
        : undefined;
  if (reason === undefined) return gate;
  return { pass: false, reason: gate.pass ? reason : `${gate.reason}; ${reason}` };
}

/**
 * The one recipe for a findings file's score and gate: findings below the confidence threshold
 * and those a fix verification closed are left out, the review modes come from the file, penalty
 * and threshold overrides and the gate's limits from the settings.
 */
export function verdictOf(file: VerdictFile, settings: VerdictSettings = {}): Verdict {
  const minConfidence = settings.minConfidence ?? 0.5;
  const closed = new Set(
    (file.fix_verifications ?? [])
      .filter((entry) => CLOSING.includes(entry.status))
      .map((entry) => entry.cr_id),
  );
  const scored = file.findings.filter(
    (finding) => finding.confidence >= minConfidence && !closed.has(finding.cr_id ?? ''),
  );
  const modes = (file.review_modes ?? []).filter((mode): mode is ReviewMode =>
    SCORED_MODES.includes(mode),
  );
  const score = scoreFindings(scored, { ...settings.scoring, modes });
  const { coverage: coverageMode = 'warn', ...limits } = settings.gate ?? {};
  const gate = applyCoverageGate(evaluateGate(score, limits), file.coverage, coverageMode);
  return { score, gate, scored };
}
