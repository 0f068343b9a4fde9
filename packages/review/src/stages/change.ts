import type { ChangedFile, ReviewThread } from '@codehawk/vcs';
import type { BatchReviewOptions, RunMode } from '../options.js';
import { changesOf, type FileChange } from './graph.js';
import { selectFiles, setAsideGenerated, type SkippedFile } from './select.js';
import { readDiffs, readPullRequest, type PullRequestSnapshot } from './snapshot.js';

/** The change as every later stage sees it: read once, its code files chosen and diffed. */
export interface ReviewedChange {
  snapshot: PullRequestSnapshot;
  /** The code files reviewed: not skipped by a rule, not generated. */
  code: ChangedFile[];
  skipped: SkippedFile[];
  diffs: Map<string, string>;
  changes: FileChange[];
  mode: RunMode;
  /** Deleted code files, whose importers break. */
  deletedPaths: string[];
}

/** A re-push (our earlier findings are on the pull request) verifies them and reviews the change. */
function runModeOf(threads: readonly ReviewThread[], requested?: RunMode): RunMode {
  if (requested) return requested;
  return threads.some((thread) => thread.ours && thread.crIds.length > 0) ? 'REPUSH' : 'FULL';
}

/** Deleted code: the files that still import it break. */
function deletedCodePaths(files: readonly ChangedFile[]): string[] {
  return files
    .filter((file) => file.status === 'deleted' && !file.binary && !file.submodule)
    .map((file) => file.path);
}

/**
 * Reads the pull request once, selects its code files by the skip rules, diffs them, and sets
 * aside the ones the repository says are generated.
 */
export async function readChange(
  options: BatchReviewOptions,
  progress: (message: string) => void,
): Promise<ReviewedChange> {
  const snapshot = await readPullRequest(options.vcs);
  const selected = selectFiles(snapshot.files, options.settings);
  progress(
    `diffing ${selected.code.length} code file(s) of ${snapshot.files.length} changed file(s)`,
  );
  const diffs = await readDiffs(options.vcs, selected.code);
  const { code, skipped } = await setAsideGenerated(selected, diffs, {
    generatedNames: options.settings.notCode.generated,
    ...(options.root ? { root: options.root } : {}),
    ...(options.gitDirectory ? { gitDirectory: options.gitDirectory } : {}),
  });
  return {
    snapshot,
    code,
    skipped,
    diffs,
    changes: changesOf(
      code.map((file) => file.path),
      diffs,
    ),
    mode: runModeOf(snapshot.threads, options.mode),
    deletedPaths: deletedCodePaths(snapshot.files),
  };
}
