// Scores over case runs: precision, recall, F1 and F0.5 (noise weighs more than misses to the
// people reading a review), false positives per clean case, and what the runs cost.
import type { MatchResult } from './match.js';

/** One case reviewed once by one model. */
export interface CaseRun {
  caseId: string;
  model: string;
  /** 1-based repetition. */
  repeat: number;
  status: 'ok' | 'error';
  /** Why the run failed or was incomplete (the model's error included). */
  error?: string;
  clean: boolean;
  match: MatchResult;
  inputTokens: number;
  outputTokens: number;
  /** US dollars, when the model is priced. */
  costUsd?: number;
  wallSeconds: number;
  turns: number;
  toolCalls: number;
}

export interface Metrics {
  /** Case runs counted (failed runs are counted in `errors`, not in the scores). */
  runs: number;
  cleanRuns: number;
  errors: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  /** Undefined when nothing was reported. */
  precision?: number;
  /** Undefined when nothing was expected. */
  recall?: number;
  f1?: number;
  f05?: number;
  /** False positives on clean cases divided by clean case runs. */
  falsePositivesPerCleanCase?: number;
  /** Tokens, cost, time, turns and tool calls count every run, failed ones too: they were spent. */
  inputTokens: number;
  outputTokens: number;
  /** Only when every run was priced. */
  costUsd?: number;
  wallSeconds: number;
  turns: number;
  toolCalls: number;
}

/** F-beta; 0 when recall is 0, undefined when recall is undefined. */
export function fScore(
  beta: number,
  precision: number | undefined,
  recall: number | undefined,
): number | undefined {
  if (recall === undefined) return undefined;
  if (recall === 0 || precision === undefined || precision === 0) return 0;
  const squared = beta * beta;
  return ((1 + squared) * precision * recall) / (squared * precision + recall);
}

/** Totals and scores over some case runs. */
export function metricsOf(runs: readonly CaseRun[]): Metrics {
  const counted = runs.filter((run) => run.status === 'ok');
  const sum = (pick: (run: CaseRun) => number): number =>
    counted.reduce((total, run) => total + pick(run), 0);
  // What was spent counts every run, failed ones too.
  const spent = (pick: (run: CaseRun) => number): number =>
    runs.reduce((total, run) => total + pick(run), 0);
  const truePositives = sum((run) => run.match.truePositives);
  const falsePositives = sum((run) => run.match.falsePositives);
  const falseNegatives = sum((run) => run.match.falseNegatives);
  const clean = counted.filter((run) => run.clean);
  const reported = truePositives + falsePositives;
  const expected = truePositives + falseNegatives;
  const precision = reported === 0 ? undefined : truePositives / reported;
  const recall = expected === 0 ? undefined : truePositives / expected;
  const f1 = fScore(1, precision, recall);
  const f05 = fScore(0.5, precision, recall);
  const priced = runs.length > 0 && runs.every((run) => run.costUsd !== undefined);
  return {
    runs: counted.length,
    cleanRuns: clean.length,
    errors: runs.length - counted.length,
    truePositives,
    falsePositives,
    falseNegatives,
    ...(precision === undefined ? {} : { precision }),
    ...(recall === undefined ? {} : { recall }),
    ...(f1 === undefined ? {} : { f1 }),
    ...(f05 === undefined ? {} : { f05 }),
    ...(clean.length === 0
      ? {}
      : {
          falsePositivesPerCleanCase:
            clean.reduce((total, run) => total + run.match.falsePositives, 0) / clean.length,
        }),
    inputTokens: spent((run) => run.inputTokens),
    outputTokens: spent((run) => run.outputTokens),
    ...(priced
      ? {
          costUsd:
            Math.round(runs.reduce((total, run) => total + (run.costUsd ?? 0), 0) * 1e6) / 1e6,
        }
      : {}),
    wallSeconds: Math.round(runs.reduce((total, run) => total + run.wallSeconds, 0) * 1000) / 1000,
    turns: spent((run) => run.turns),
    toolCalls: spent((run) => run.toolCalls),
  };
}

/** How a score varied over repetitions. */
export interface Spread {
  mean: number;
  min: number;
  max: number;
  /** Population standard deviation. */
  stdev: number;
}

export const SPREAD_METRICS = [
  'precision',
  'recall',
  'f1',
  'f05',
  'falsePositivesPerCleanCase',
] as const;
export type SpreadMetric = (typeof SPREAD_METRICS)[number];

/** The spread of each score over per-repetition metrics (scores a repetition lacks are left out). */
export function spreadOf(perRepeat: readonly Metrics[]): Partial<Record<SpreadMetric, Spread>> {
  const result: Partial<Record<SpreadMetric, Spread>> = {};
  for (const metric of SPREAD_METRICS) {
    const values = perRepeat
      .map((metrics) => metrics[metric])
      .filter((value): value is number => value !== undefined);
    if (values.length === 0) continue;
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const variance =
      values.reduce((total, value) => total + (value - mean) ** 2, 0) / values.length;
    result[metric] = {
      mean,
      min: Math.min(...values),
      max: Math.max(...values),
      stdev: Math.sqrt(variance),
    };
  }
  return result;
}
