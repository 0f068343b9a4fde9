import { sameCrId, type Finding } from '@codehawk/findings';
import type { CodeGraph } from '@codehawk/graph';
import type { ChangedFile, ReviewThread } from '@codehawk/vcs';
import type { BatchReviewOptions, BatchReviewResult, RunMode } from './options.js';
import { deletedImportFindings, staticFindings } from './static/checks.js';
import { NO_BATCHES } from './stages/batches.js';
import { coverageStage } from './stages/coverage.js';
import { documentsOf } from './stages/documents.js';
import { buildFindingsFile } from './stages/findings-file.js';
import { buildGraphWithinDeadline, changesOf } from './stages/graph.js';
import { incrementSince, type Increment, type ModelScope } from './stages/increment.js';
import { batchReviewStage, fixVerificationStage } from './stages/model-review.js';
import { classifyRisk } from './stages/risk.js';
import { selectFiles, setAsideGenerated, type SkippedFile } from './stages/select.js';
import { vanishedStaticFindings } from './stages/static-fixes.js';
import { readDiffs, readPullRequest } from './stages/snapshot.js';
import { timed } from './stages/timing.js';
import { writeFindingsFile } from './stages/write.js';

export type { BatchReviewOptions, BatchReviewResult, RunMode } from './options.js';
export type { ReviewStage, ReviewTimings } from './stages/timing.js';
export type { Increment } from './stages/increment.js';
export { graphTimeoutMs } from './stages/graph.js';

/** A re-push (our earlier findings are on the pull request) verifies them and reviews the change. */
function runModeOf(threads: readonly ReviewThread[], requested?: RunMode): RunMode {
  if (requested) return requested;
  return threads.some((thread) => thread.ours && thread.crIds.length > 0) ? 'REPUSH' : 'FULL';
}

function graphStage(options: BatchReviewOptions, files: number): Promise<CodeGraph | undefined> {
  if (!options.settings.graph.enabled || !options.root || files === 0)
    return Promise.resolve(undefined);
  return buildGraphWithinDeadline({
    root: options.root,
    files,
    onProgress: options.onProgress ?? (() => undefined),
    ...(options.graphCacheDirectory === undefined
      ? {}
      : { cacheDirectory: options.graphCacheDirectory }),
    ...(options.graphCacheWrite === false ? { writeCache: false } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Deleted code: the files that still import it break. */
function deletedCodePaths(files: readonly ChangedFile[]): string[] {
  return files
    .filter((file) => file.status === 'deleted' && !file.binary && !file.submodule)
    .map((file) => file.path);
}

function deletedFilesWithImporters(
  paths: readonly string[],
  graph: CodeGraph | undefined,
): BatchReviewResult['deleted'] {
  return paths.map((path) => ({
    file: path,
    ...(graph ? { importers: graph.importersOfMissing(path) } : {}),
  }));
}

/** The model-free findings: checks on the code and document diffs, and imports of deleted files. */
async function staticStage(
  vcs: BatchReviewOptions['vcs'],
  change: {
    files: readonly ChangedFile[];
    code: readonly ChangedFile[];
    diffs: ReadonlyMap<string, string>;
    skipped: readonly SkippedFile[];
    deleted: BatchReviewResult['deleted'];
  },
  progress: (message: string) => void,
): Promise<Finding[]> {
  const documents = await readDiffs(vcs, documentsOf(change.files, change.skipped));
  progress(`static checks on ${change.code.length + documents.size} file(s)`);
  const found = [
    ...(await staticFindings(
      change.code.map((file) => ({ path: file.path, diff: change.diffs.get(file.path) ?? '' })),
      [...documents].map(([path, diff]) => ({ path, diff })),
    )),
    ...deletedImportFindings(
      change.deleted.flatMap((entry) =>
        (entry.importers ?? []).map((importer) => ({ deleted: entry.file, ...importer })),
      ),
    ),
  ];
  progress(`static checks: ${found.length} finding(s)`);
  return found;
}

/** What the model reviews: on a re-push, only what was pushed since the last complete review. */
async function modelScopeStage(
  options: BatchReviewOptions,
  mode: RunMode,
  headSha: string,
  whole: ModelScope,
  progress: (message: string) => void,
): Promise<{ increment: Increment | undefined; scope: ModelScope }> {
  const { since } = options;
  if (since === undefined || since === headSha || mode !== 'REPUSH' || options.resume)
    return { increment: undefined, scope: whole };
  const { increment, scope } = await incrementSince(options.vcs, since, whole);
  progress(
    increment.incremental
      ? `reviewing the ${increment.files.length} code file(s) changed since ${increment.since.slice(0, 12)}`
      : `reviewing the whole change: ${increment.reason ?? ''}`,
  );
  return { increment, scope };
}

/**
 * The whole Phase 1 for a pull request, as named stages: read it once, select the code files,
 * build the graph (best effort, time-boxed), classify risk, run the model-free checks, verify
 * earlier findings on a re-push, review in batches when a model is configured, and write
 * findings.json. Every stage runs without a model, too.
 */
export async function runBatchReview(options: BatchReviewOptions): Promise<BatchReviewResult> {
  const started = Date.now();
  const { vcs, settings, provider } = options;
  const clock = timed(options.onStageDone);
  const progress = options.onProgress ?? (() => undefined);
  const snapshot = await readPullRequest(vcs);
  const selected = selectFiles(snapshot.files, settings);
  progress(
    `diffing ${selected.code.length} code file(s) of ${snapshot.files.length} changed file(s)`,
  );
  const diffs = await readDiffs(vcs, selected.code);
  const { code, skipped } = await setAsideGenerated(selected, diffs, {
    ...(options.root ? { root: options.root } : {}),
    ...(options.gitDirectory ? { gitDirectory: options.gitDirectory } : {}),
  });
  const mode = runModeOf(snapshot.threads, options.mode);
  const changes = changesOf(
    code.map((file) => file.path),
    diffs,
  );
  const deletedPaths = deletedCodePaths(snapshot.files);
  const graph = await clock.stage('graph', () =>
    graphStage(options, code.length + deletedPaths.length),
  );
  const changeAnalysis = graph?.changeAnalysis(changes);
  const deleted = deletedFilesWithImporters(deletedPaths, graph);
  const risk = classifyRisk(code, settings, changeAnalysis);
  const found = await staticStage(
    vcs,
    { files: snapshot.files, code, diffs, skipped, deleted },
    progress,
  );
  // On a re-push the model reviews only what was pushed since the last complete review.
  const whole = { code, diffs, files: snapshot.files };
  const { increment, scope } = await modelScopeStage(
    options,
    mode,
    snapshot.pull.headSha,
    whole,
    progress,
  );
  const input = {
    mode,
    snapshot,
    code: scope.code,
    diffs: scope.diffs,
    changes,
    risk,
    clock,
    progress,
    ...(graph ? { graph } : {}),
    ...(changeAnalysis ? { changeAnalysis } : {}),
  };
  const result = {
    changedFiles: snapshot.files,
    deleted,
    mode,
    risk,
    ...(changeAnalysis ? { changeAnalysis } : {}),
  };
  // This head's findings from a run that did not finish posting: nothing is asked of the model.
  if (options.resume)
    return {
      ...result,
      file: options.resume,
      batches: 0,
      promptTokens: [],
      timings: clock.timings(started),
    };
  // A model-free check that no longer finds what it reported: fixed, for certain, model or not.
  const staticFixes = vanishedStaticFindings(snapshot.threads, found);
  const verified = await fixVerificationStage(options, input);
  const fixVerifications = [
    ...staticFixes,
    ...verified.filter(
      (verification) => !staticFixes.some((fixed) => sameCrId(fixed.cr_id, verification.cr_id)),
    ),
  ];
  const { reviewed, promptTokens } = await batchReviewStage(options, input);
  const coverage = coverageStage({
    files: scope.files,
    code: scope.code,
    skipped,
    diffs: scope.diffs,
    mode,
    modelConfigured: provider !== undefined,
    ...(reviewed ? { reviewed } : {}),
  });
  const file = buildFindingsFile({
    coverage,
    pull: snapshot.pull,
    vcs: vcs.kind,
    settings,
    runMode: mode,
    findings: [...found, ...(reviewed?.findings ?? [])],
    fixVerifications,
    skipped,
    risk,
    changes,
    durationSeconds: (Date.now() - started) / 1000,
    ...(changeAnalysis ? { changeAnalysis } : {}),
    ...(provider ? { model: reviewed ?? NO_BATCHES } : {}),
  });
  const { outputPath } = options;
  if (outputPath) await clock.stage('write', () => writeFindingsFile(outputPath, file));
  return {
    ...result,
    file,
    batches: promptTokens.length,
    promptTokens,
    ...(increment ? { increment } : {}),
    timings: clock.timings(started),
  };
}
