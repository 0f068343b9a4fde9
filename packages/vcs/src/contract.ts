// The VcsProvider contract: what the review pipeline and the poster need from GitHub, Azure DevOps
// or a local repository, in one shape. Providers differ in transport, never in behaviour.

import type { VcsKind } from '@codehawk/findings';

// The findings contract names the VCS kinds (findings.json records one); the VCS contract reuses them.
export type { VcsKind };

export interface PullRequestInfo {
  id: string;
  /** The repository: `owner/name` on GitHub, its name on Azure DevOps, the directory name locally. */
  repository: string;
  title: string;
  body: string;
  author: string;
  baseSha: string;
  headSha: string;
  baseRef?: string;
  headRef?: string;
  draft: boolean;
  url?: string;
  /** Things the reviewer should know, e.g. that the platform lists only part of a huge change. */
  warnings: string[];
}

export type ChangeStatus = 'added' | 'modified' | 'deleted' | 'renamed';

export interface ChangedFile {
  path: string;
  /** The path before a rename. */
  oldPath?: string;
  status: ChangeStatus;
  binary: boolean;
  additions: number;
  deletions: number;
  /** A submodule pointer: listed, never read. */
  submodule?: boolean;
}

export type Side = 'base' | 'head';

/** Review-thread states, mapped from each platform's own. */
export type ThreadStatus =
  'active' | 'fixed' | 'wont_fix' | 'closed' | 'by_design' | 'pending' | 'unknown';

/** The states the poster sets. */
export type SettableThreadStatus = 'active' | 'fixed' | 'wont_fix';

export interface ThreadComment {
  id: string;
  author: string;
  body: string;
  createdAt?: string;
  /** Written by the identity CodeHawk posts as. */
  ours: boolean;
}

export interface ReviewThread {
  id: string;
  file?: string;
  line?: number;
  status: ThreadStatus;
  comments: ThreadComment[];
  /** cr-ids from markers in our own comments of this thread (never from anyone else's). */
  crIds: string[];
  /** The thread was opened by our identity. A marker pasted by someone else never makes a thread ours. */
  ours: boolean;
}

export interface InlineComment {
  file: string;
  line: number;
  /** Last line of a multi-line comment. */
  endLine?: number;
  body: string;
}

export interface PostResult {
  /** Comments posted, with the id of the thread each opened. */
  posted: { comment: InlineComment; threadId: string }[];
  /** Comments the platform would not place (a line outside the diff): they belong in the summary. */
  notPlaced: { comment: InlineComment; reason: string }[];
  /**
   * Comments that could not be posted (the platform failed) while the others landed; a provider
   * that posts one request per comment reports them here rather than failing the whole batch.
   */
  failed?: { comment: InlineComment; reason: string }[];
}

export interface DiffOptions {
  /** Only hunks touching these new-file lines (1-based, inclusive). */
  startLine?: number;
  endLine?: number;
}

/** What changed between an earlier head of the pull request and its current head. */
export interface HeadComparison {
  /**
   * The earlier head is an ancestor of the current one, so `files` are exactly the commits pushed
   * since. False after a force-push or a rebase, or when the earlier head is gone: `files` is empty.
   */
  ancestor: boolean;
  /** Each file changed from the earlier head to the current one, with that unified diff. */
  files: { file: ChangedFile; diff: string }[];
  /** Why `files` may be only part of the change (a platform's listing limit): review all of it then. */
  incomplete?: string;
}

/** One pull request (or local change) on one platform. */
export interface VcsProvider {
  readonly kind: VcsKind;
  getPullRequest(): Promise<PullRequestInfo>;
  /** Changed files, streamed: a change of thousands of files is never held in memory at once. */
  listChangedFiles(): AsyncIterable<ChangedFile>;
  /** A file's text at the base or head of the change, or null when it does not exist there. */
  getFileContent(path: string, side: Side): Promise<string | null>;
  /** A file's unified diff, optionally only the hunks touching a line range. */
  getFileDiff(path: string, options?: DiffOptions): Promise<string>;
  /** The change since an earlier head of this pull request: the commits pushed after it. */
  changesSince(earlierHead: string): Promise<HeadComparison>;
  listThreads(): Promise<ReviewThread[]>;
  /** Posts inline comments, as one batch where the platform allows. */
  postComments(comments: readonly InlineComment[]): Promise<PostResult>;
  replyToThread(threadId: string, body: string): Promise<void>;
  setThreadStatus(threadId: string, status: SettableThreadStatus): Promise<void>;
  /** Creates the one summary comment, or edits it in place when it exists. */
  upsertSummary(body: string): Promise<{ id: string; created: boolean }>;
  /** The summary comment's body as it stands (with its hidden markers), or null when there is none. */
  readSummary(): Promise<string | null>;
}

/** Collects the changed files (for small changes and tests). */
export async function collectChangedFiles(provider: VcsProvider): Promise<ChangedFile[]> {
  const files: ChangedFile[] = [];
  for await (const file of provider.listChangedFiles()) files.push(file);
  return files;
}
