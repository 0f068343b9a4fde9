import {
  collectChangedFiles,
  type ChangedFile,
  type PullRequestInfo,
  type ReviewThread,
  type VcsProvider,
} from '@codehawk/vcs';

/** The pull request as Phase 1 sees it, read once: its info, every changed file, and its threads. */
export interface PullRequestSnapshot {
  pull: PullRequestInfo;
  files: ChangedFile[];
  threads: ReviewThread[];
}

/** Reads the pull request's info, changed files and threads — the only reads every later stage shares. */
export async function readPullRequest(vcs: VcsProvider): Promise<PullRequestSnapshot> {
  const pull = await vcs.getPullRequest();
  const files = await collectChangedFiles(vcs);
  const threads = await vcs.listThreads();
  return { pull, files, threads };
}

/** Each file's unified diff against the base, by path. */
export async function readDiffs(
  vcs: VcsProvider,
  files: readonly ChangedFile[],
): Promise<Map<string, string>> {
  const diffs = new Map<string, string>();
  for (const file of files) diffs.set(file.path, await vcs.getFileDiff(file.path));
  return diffs;
}
