import {
  commentableLines,
  type InlineComment,
  type PostResult,
  type ReviewThread,
  type SettableThreadStatus,
} from '@codehawk/vcs';
import * as GitInterfaces from 'azure-devops-node-api/interfaces/GitInterfaces.js';
import type { ChangedFiles, IterationChange } from './changed-files.js';
import type { AzureDevOpsConnection } from './connection.js';
import { escapeForAzureDevOps } from './escape.js';
import { toReviewThread, WRITE_STATUS } from './mapping.js';

const { CommentThreadStatus, CommentType } = GitInterfaces;

/** Review threads; the summary thread and system threads are not review threads. */
export async function listThreads(connection: AzureDevOpsConnection): Promise<ReviewThread[]> {
  const { options } = connection;
  const identity = await connection.whoAmI();
  const git = await connection.api();
  const threads = await connection.read('listing threads', () =>
    git.getThreads(options.repository, options.pullRequestId, options.project),
  );
  const result: ReviewThread[] = [];
  for (const thread of threads) {
    const review = toReviewThread(thread, identity);
    if (review) result.push(review);
  }
  return result;
}

/** Posts one comment as a thread on the right side of its file; a lost answer is read back. */
async function postThread(
  connection: AzureDevOpsConnection,
  comment: InlineComment,
  change: IterationChange,
  iteration: number,
): Promise<string> {
  const { options } = connection;
  const git = await connection.api();
  const content = escapeForAzureDevOps(comment.body);
  const thread = {
    comments: [{ parentCommentId: 0, content, commentType: CommentType.Text }],
    status: CommentThreadStatus.Active,
    threadContext: {
      filePath: `/${comment.file}`,
      rightFileStart: { line: comment.line, offset: 1 },
      rightFileEnd: { line: comment.endLine ?? comment.line, offset: 1 },
    },
    pullRequestThreadContext: {
      changeTrackingId: change.trackingId,
      iterationContext: { firstComparingIteration: 1, secondComparingIteration: iteration },
    },
  };
  return connection.write(
    `posting a comment on ${comment.file}:${comment.line}`,
    async () =>
      String(
        (await git.createThread(thread, options.repository, options.pullRequestId, options.project))
          .id ?? '',
      ),
    // A thread that landed before its answer was lost is never posted twice.
    async () =>
      (await listThreads(connection)).find(
        (landed) =>
          landed.ours &&
          landed.file === comment.file &&
          landed.line === comment.line &&
          landed.comments[0]?.body === content,
      )?.id,
  );
}

/**
 * One thread per comment: Azure DevOps has no batch endpoint. A comment that cannot be posted is
 * reported in `failed` and the rest are still posted, so the result says exactly what landed.
 */
export async function postComments(
  connection: AzureDevOpsConnection,
  files: ChangedFiles,
  comments: readonly InlineComment[],
): Promise<PostResult> {
  await connection.api();
  const iteration = await files.latestIteration();
  const result: PostResult = { posted: [], notPlaced: [], failed: [] };
  for (const comment of comments) {
    const lines = commentableLines(await files.diff(comment.file));
    const change = files.change(comment.file);
    if (!lines.has(comment.line) || !change) {
      result.notPlaced.push({
        comment,
        reason: `line ${comment.line} of ${comment.file} is not part of the diff`,
      });
      continue;
    }
    try {
      const threadId = await postThread(connection, comment, change, iteration);
      result.posted.push({ comment, threadId });
    } catch (error) {
      result.failed?.push({
        comment,
        reason: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return result;
}

export async function replyToThread(
  connection: AzureDevOpsConnection,
  threadId: string,
  body: string,
): Promise<void> {
  const { options } = connection;
  const git = await connection.api();
  const content = escapeForAzureDevOps(body);
  await connection.write(
    'replying to a thread',
    async () => {
      await git.createComment(
        { parentCommentId: 1, content, commentType: CommentType.Text },
        options.repository,
        options.pullRequestId,
        Number(threadId),
        options.project,
      );
      return true;
    },
    async () => {
      const thread = (await listThreads(connection)).find((candidate) => candidate.id === threadId);
      const replied = thread?.comments
        .slice(1)
        .some((comment) => comment.ours && comment.body === content);
      return replied === true ? true : undefined;
    },
  );
}

export async function setThreadStatus(
  connection: AzureDevOpsConnection,
  threadId: string,
  status: SettableThreadStatus,
): Promise<void> {
  const { options } = connection;
  const git = await connection.api();
  await connection.write(`marking thread ${threadId} ${status}`, () =>
    git.updateThread(
      { status: WRITE_STATUS[status] },
      options.repository,
      options.pullRequestId,
      Number(threadId),
      options.project,
    ),
  );
}
