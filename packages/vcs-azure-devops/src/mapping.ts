// Pull request threads and changes as Azure DevOps returns them, read in the VCS contract's terms.
import {
  crIdsOfThread,
  hasSummaryMarker,
  type ChangedFile,
  type ReviewThread,
  type SettableThreadStatus,
  type ThreadStatus,
} from '@codehawk/vcs';
import { structuredPatch } from 'diff';
import * as GitInterfaces from 'azure-devops-node-api/interfaces/GitInterfaces.js';

const { CommentThreadStatus, CommentType, VersionControlChangeType } = GitInterfaces;

const READ_STATUS = new Map<number, ThreadStatus>([
  [CommentThreadStatus.Active, 'active'],
  [CommentThreadStatus.Fixed, 'fixed'],
  [CommentThreadStatus.WontFix, 'wont_fix'],
  [CommentThreadStatus.Closed, 'closed'],
  [CommentThreadStatus.ByDesign, 'by_design'],
  [CommentThreadStatus.Pending, 'pending'],
]);

export const WRITE_STATUS: Record<SettableThreadStatus, GitInterfaces.CommentThreadStatus> = {
  active: CommentThreadStatus.Active,
  fixed: CommentThreadStatus.Fixed,
  wont_fix: CommentThreadStatus.WontFix,
};

/** How a pull request iteration changed a file. */
export function changeStatus(
  type: GitInterfaces.VersionControlChangeType | undefined,
): ChangedFile['status'] {
  const flags = type ?? 0;
  if (flags & VersionControlChangeType.Delete) return 'deleted';
  if (flags & VersionControlChangeType.Rename) return 'renamed';
  if (flags & VersionControlChangeType.Add) return 'added';
  return 'modified';
}

/** Lines added and deleted between two versions of a file; none counted for a binary file. */
export function lineCounts(
  oldPath: string,
  path: string,
  before: string,
  after: string,
): { binary: boolean; additions: number; deletions: number } {
  if (before.includes('\0') || after.includes('\0'))
    return { binary: true, additions: 0, deletions: 0 };
  let additions = 0;
  let deletions = 0;
  for (const hunk of structuredPatch(oldPath, path, before, after, '', '', { context: 0 }).hunks) {
    for (const line of hunk.lines) {
      if (line.startsWith('+')) additions++;
      else if (line.startsWith('-')) deletions++;
    }
  }
  return { binary: false, additions, deletions };
}

/** Repository paths come with a leading slash; the contract's paths have none. */
export const stripSlash = (path: string | undefined): string => (path ?? '').replace(/^\//, '');

/**
 * One thread as a review thread, `ours` when `identity` wrote its first comment; none for a
 * deleted thread, a thread of system comments only, or the summary thread.
 */
export function toReviewThread(
  thread: GitInterfaces.GitPullRequestCommentThread,
  identity: string,
): ReviewThread | undefined {
  if (thread.isDeleted || thread.id === undefined) return undefined;
  const comments = (thread.comments ?? []).filter(
    (comment) => comment.commentType !== CommentType.System && !comment.isDeleted,
  );
  const first = comments[0];
  if (!first || hasSummaryMarker(first.content ?? '')) return undefined;
  const mapped = comments.map((comment) => ({
    id: String(comment.id ?? 0),
    author: comment.author?.uniqueName ?? comment.author?.displayName ?? 'unknown',
    body: comment.content ?? '',
    ...(comment.publishedDate ? { createdAt: new Date(comment.publishedDate).toISOString() } : {}),
    ours: comment.author?.id === identity,
  }));
  const ours = mapped[0]?.ours === true;
  const line = thread.threadContext?.rightFileStart?.line;
  return {
    id: String(thread.id),
    ...(thread.threadContext?.filePath ? { file: stripSlash(thread.threadContext.filePath) } : {}),
    ...(line === undefined ? {} : { line }),
    status: READ_STATUS.get(thread.status ?? 0) ?? 'unknown',
    comments: mapped,
    crIds: crIdsOfThread(ours, mapped),
    ours,
  };
}
