import type { BatchReviewOptions, BatchReviewResult } from './options.js';
import { analyseChange } from './stages/analysis.js';
import { readChange } from './stages/change.js';
import { findingsFileStage } from './stages/findings-file.js';
import { modelScopeStage } from './stages/increment.js';
import { modelStageInput, modelStages } from './stages/model-review.js';
import { staticStage } from './stages/static.js';
import { timed } from './stages/timing.js';
import { writeFindingsFile } from './stages/write.js';

export type { BatchReviewOptions, BatchReviewResult, RunMode } from './options.js';
export type { ReviewStage, ReviewTimings } from './stages/timing.js';
export type { Increment } from './stages/increment.js';
export { graphTimeoutMs } from './stages/graph.js';

/**
 * The whole Phase 1 for a pull request, as named stages: read it once, select the code files,
 * build the graph (best effort, time-boxed), classify risk, run the model-free checks, verify
 * earlier findings on a re-push, review in batches when a model is configured, and write
 * findings.json. Every stage runs without a model, too.
 */
export async function runBatchReview(options: BatchReviewOptions): Promise<BatchReviewResult> {
  const started = Date.now();
  const clock = timed(options.onStageDone);
  const progress = options.onProgress ?? (() => undefined);
  const change = await readChange(options, progress);
  const facts = await analyseChange(options, change, clock);
  const { deleted, risk, changeAnalysis } = facts;
  const found = await staticStage(options.vcs, change, deleted, progress);
  const { increment, scope } = await modelScopeStage(options, change, progress);
  const result = {
    changedFiles: change.snapshot.files,
    deleted,
    mode: change.mode,
    risk,
    ...(changeAnalysis ? { changeAnalysis } : {}),
  };
  // This head's findings from a run that did not finish posting: nothing is asked of the model.
  if (options.resume) {
    const timings = clock.timings(started);
    return { ...result, file: options.resume, batches: 0, promptTokens: [], timings };
  }
  const input = modelStageInput(change, facts, scope, clock, progress);
  const model = await modelStages(options, input, found);
  const file = findingsFileStage(options, { change, facts, scope, found, model, started });
  const { outputPath } = options;
  if (outputPath) await clock.stage('write', () => writeFindingsFile(outputPath, file));
  return {
    ...result,
    file,
    batches: model.promptTokens.length,
    promptTokens: model.promptTokens,
    ...(increment ? { increment } : {}),
    timings: clock.timings(started),
  };
}
