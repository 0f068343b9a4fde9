import { notCodeGlobs } from '@codehawk/config';
import type { ChangeAnalysis, CodeGraph } from '@codehawk/graph';
import type { RiskAssessment } from '@codehawk/risk';
import type { BatchReviewOptions, BatchReviewResult } from '../options.js';
import type { ReviewedChange } from './change.js';
import { buildGraphWithinDeadline } from './graph.js';
import { classifyRisk } from './risk.js';
import type { StageClock } from './timing.js';

/** What the graph and the risk rules say about the change. */
export interface ChangeFacts {
  graph?: CodeGraph;
  changeAnalysis?: ChangeAnalysis;
  /** Each deleted code file, with its importers when the graph ran. */
  deleted: BatchReviewResult['deleted'];
  risk: RiskAssessment[];
}

function graphStage(options: BatchReviewOptions, files: number): Promise<CodeGraph | undefined> {
  if (!options.settings.graph.enabled || !options.root || files === 0)
    return Promise.resolve(undefined);
  return buildGraphWithinDeadline({
    root: options.root,
    files,
    exclude: notCodeGlobs(options.settings.notCode),
    onProgress: options.onProgress ?? (() => undefined),
    ...(options.graphCacheDirectory === undefined
      ? {}
      : { cacheDirectory: options.graphCacheDirectory }),
    ...(options.graphCacheWrite === false ? { writeCache: false } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Builds the graph within its deadline (best effort), then analyses the change and its risk. */
export async function analyseChange(
  options: BatchReviewOptions,
  change: ReviewedChange,
  clock: StageClock,
): Promise<ChangeFacts> {
  const { code, deletedPaths } = change;
  const graph = await clock.stage('graph', () =>
    graphStage(options, code.length + deletedPaths.length),
  );
  const changeAnalysis = graph?.changeAnalysis(change.changes);
  return {
    ...(graph ? { graph } : {}),
    ...(changeAnalysis ? { changeAnalysis } : {}),
    deleted: deletedPaths.map((path) => ({
      file: path,
      ...(graph ? { importers: graph.importersOfMissing(path) } : {}),
    })),
    risk: classifyRisk(code, options.settings, changeAnalysis),
  };
}
