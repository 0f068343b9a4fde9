// On a re-push the model reviews only what was pushed since the last head reviewed completely, as
// the best hosted reviewers do; earlier findings are verified separately. When the history was
// rewritten (force-push, rebase) there is no such increment, and the whole change is reviewed.
import type { ChangedFile, VcsProvider } from '@codehawk/vcs';
import type { BatchReviewOptions } from '../options.js';
import type { ReviewedChange } from './change.js';

/** What the model was given on a re-push, for the report. */
export interface Increment {
  /** The last head reviewed completely. */
  since: string;
  /** Only the changes since `since` were reviewed; false: the whole change was (see `reason`). */
  incremental: boolean;
  /** Why the whole change was reviewed instead. */
  reason?: string;
  /** Code files of the pull request changed since `since` (when incremental). */
  files: string[];
}

/** The code files and diffs the model reviews. */
export interface ModelScope {
  code: ChangedFile[];
  diffs: Map<string, string>;
  /** The pull request's changed files in scope (for coverage). */
  files: ChangedFile[];
}

/**
 * The part of the change pushed since `since`: the pull request's code files that changed since
 * then, with those diffs. Files that changed only through a merge from the base (not part of the
 * pull request's change) stay out.
 */
export async function incrementSince(
  vcs: VcsProvider,
  since: string,
  whole: { code: ChangedFile[]; diffs: Map<string, string>; files: ChangedFile[] },
): Promise<{ increment: Increment; scope: ModelScope }> {
  const fullReview = (reason: string) => ({
    increment: { since, incremental: false, reason, files: [] },
    scope: whole,
  });
  const compared = await vcs.changesSince(since);
  if (!compared.ancestor)
    return fullReview(
      `${since.slice(0, 12)} (the last head reviewed completely) is not an ancestor of the head — the history was rewritten (force-push or rebase)`,
    );
  if (compared.incomplete !== undefined)
    return fullReview(
      `the changes since ${since.slice(0, 12)} are listed only in part: ${compared.incomplete}`,
    );
  const changed = new Map(compared.files.map((entry) => [entry.file.path, entry]));
  const code = whole.code.filter((file) => changed.get(file.path)?.diff);
  const diffs = new Map(code.map((file) => [file.path, changed.get(file.path)?.diff ?? '']));
  const files = whole.files.filter((file) => changed.has(file.path));
  return {
    increment: { since, incremental: true, files: code.map((file) => file.path) },
    scope: { code, diffs, files },
  };
}

/** What the model reviews: on a re-push, only what was pushed since the last complete review. */
export async function modelScopeStage(
  options: BatchReviewOptions,
  change: ReviewedChange,
  progress: (message: string) => void,
): Promise<{ increment: Increment | undefined; scope: ModelScope }> {
  const { since } = options;
  const whole = { code: change.code, diffs: change.diffs, files: change.snapshot.files };
  if (
    since === undefined ||
    since === change.snapshot.pull.headSha ||
    change.mode !== 'REPUSH' ||
    options.resume
  )
    return { increment: undefined, scope: whole };
  const { increment, scope } = await incrementSince(options.vcs, since, whole);
  progress(
    increment.incremental
      ? `reviewing the ${increment.files.length} code file(s) changed since ${increment.since.slice(0, 12)}`
      : `reviewing the whole change: ${increment.reason ?? ''}`,
  );
  return { increment, scope };
}
