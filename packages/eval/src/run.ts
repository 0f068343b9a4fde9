// Runs every case of a corpus through a review, once per model and repetition, and gathers the
// report. The review itself is injected: the apps run Phase 1 exactly as `review` does.
import { costOf, EMPTY_USAGE, type PriceTable } from '@codehawk/agent';
import type { Finding, FindingsFile } from '@codehawk/findings';
import { checkoutCase, type CaseCheckout } from './checkout.js';
import type { Corpus, EvalCase, Expectation } from './corpus.js';
import { LINE_TOLERANCE, matchFindings } from './match.js';
import {
  metricsOf,
  spreadOf,
  type CaseRun,
  type Metrics,
  type Spread,
  type SpreadMetric,
} from './metrics.js';

/** Reviews one checked-out case with one model; returns the findings file Phase 1 produced. */
export type ReviewCase = (input: {
  evalCase: EvalCase;
  checkout: CaseCheckout;
  model: string;
  repeat: number;
  signal: AbortSignal;
}) => Promise<FindingsFile>;

export interface EvalOptions {
  corpus: Corpus;
  /** Model names (or labels) compared side by side; at least one. */
  models: readonly string[];
  /** Runs per case and model (default 1). */
  repeat?: number;
  review: ReviewCase;
  /** US dollars per million tokens, by model, for the cost column. */
  prices?: PriceTable;
  /** Only these case ids (default: every case). */
  only?: readonly string[];
  onProgress?: (message: string) => void;
  /** Cuts the run short; the report then says `complete: false` and holds what finished. */
  signal?: AbortSignal;
  /** Time source, injectable so tests report fixed durations. */
  now?: () => number;
}

export interface ModelSummary {
  model: string;
  overall: Metrics;
  /** Scores per repetition and their spread (when `repeat` > 1). */
  perRepeat?: Metrics[];
  spread?: Partial<Record<SpreadMetric, Spread>>;
}

export interface CaseReport {
  id: string;
  title: string;
  language?: string;
  kind?: string;
  provenance?: string;
  clean: boolean;
  expected: Expectation[];
  runs: (CaseRun & { findings: Finding[] })[];
}

export interface EvalReport {
  corpus: { name: string; location: string; cases: number; cleanCases: number };
  models: string[];
  repeat: number;
  /** False when the run was interrupted: the report holds the runs that finished. */
  complete: boolean;
  matching: { lineTolerance: number };
  summary: ModelSummary[];
  cases: CaseReport[];
}

const message = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

/** The report over whatever runs exist (also used for a partial report). */
export function buildReport(
  corpus: Corpus,
  cases: readonly EvalCase[],
  models: readonly string[],
  repeat: number,
  runs: readonly (CaseRun & { findings: Finding[] })[],
  complete: boolean,
): EvalReport {
  return {
    corpus: {
      name: corpus.name,
      location: corpus.location,
      cases: cases.length,
      cleanCases: cases.filter((item) => item.clean).length,
    },
    models: [...models],
    repeat,
    complete,
    matching: { lineTolerance: LINE_TOLERANCE },
    summary: models.map((model) => {
      const own = runs.filter((run) => run.model === model);
      const summary: ModelSummary = { model, overall: metricsOf(own) };
      if (repeat > 1) {
        const perRepeat = Array.from({ length: repeat }, (_, index) =>
          own.filter((run) => run.repeat === index + 1),
        )
          .filter((group) => group.length > 0)
          .map(metricsOf);
        summary.perRepeat = perRepeat;
        summary.spread = spreadOf(perRepeat);
      }
      return summary;
    }),
    cases: cases.map((item) => ({
      id: item.id,
      title: item.title,
      ...(item.language ? { language: item.language } : {}),
      ...(item.kind ? { kind: item.kind } : {}),
      ...(item.provenance ? { provenance: item.provenance } : {}),
      clean: item.clean,
      expected: item.expected,
      runs: runs.filter((run) => run.caseId === item.id),
    })),
  };
}

function describe(run: CaseRun): string {
  if (run.status === 'error') return `failed: ${run.error ?? 'unknown error'}`;
  const { truePositives, falsePositives, falseNegatives } = run.match;
  return `${truePositives} found, ${falsePositives} false positive(s), ${falseNegatives} missed in ${run.wallSeconds.toFixed(1)} s`;
}

/**
 * Reviews each case with each model, `repeat` times — repetition outermost, so an interrupted run
 * still compares the models on the same cases — matches the findings and scores them.
 */
export async function runEval(options: EvalOptions): Promise<EvalReport> {
  const { corpus, models } = options;
  const repeat = options.repeat ?? 1;
  const now = options.now ?? (() => Date.now());
  const progress = options.onProgress ?? (() => undefined);
  const cases = options.only
    ? corpus.cases.filter((item) => options.only?.includes(item.id))
    : corpus.cases;
  const signal = options.signal ?? new AbortController().signal;
  const runs: (CaseRun & { findings: Finding[] })[] = [];
  const total = cases.length * models.length * repeat;
  let done = 0;
  for (let round = 1; round <= repeat && !signal.aborted; round++) {
    for (const item of cases) {
      if (signal.aborted) break;
      const checkout = await checkoutCase(item);
      try {
        for (const model of models) {
          if (signal.aborted) break;
          const started = now();
          let file: FindingsFile | undefined;
          let failure: string | undefined;
          try {
            file = await options.review({ evalCase: item, checkout, model, repeat: round, signal });
          } catch (error) {
            failure = message(error);
          }
          // A run cut short by Ctrl-C is left out rather than scored as silence.
          if (signal.aborted) break;
          const findings = file?.findings ?? [];
          const usage = file?.usage;
          const tokens = {
            ...EMPTY_USAGE,
            inputTokens: usage?.input_tokens ?? 0,
            outputTokens: usage?.output_tokens ?? 0,
            totalTokens: usage?.total_tokens ?? 0,
          };
          const cost = options.prices ? costOf(model, tokens, options.prices) : undefined;
          const error = failure ?? file?.error;
          const run: CaseRun & { findings: Finding[] } = {
            caseId: item.id,
            model,
            repeat: round,
            status: error === undefined ? 'ok' : 'error',
            ...(error ? { error } : {}),
            clean: item.clean,
            match: matchFindings(item.expected, findings),
            inputTokens: tokens.inputTokens,
            outputTokens: tokens.outputTokens,
            ...(cost === undefined ? {} : { costUsd: cost }),
            wallSeconds: Math.round(now() - started) / 1000,
            turns: usage?.turns ?? 0,
            toolCalls: usage?.tool_calls ?? 0,
            findings,
          };
          runs.push(run);
          done++;
          progress(
            `[${done}/${total}] ${item.id} — ${model}${repeat > 1 ? ` (run ${round}/${repeat})` : ''}: ${describe(run)}`,
          );
        }
      } finally {
        await checkout.cleanup();
      }
    }
  }
  return buildReport(corpus, cases, models, repeat, runs, !signal.aborted && done === total);
}
