import { hasSummaryMarker, withSummaryMarker } from '@codehawk/vcs';
import * as GitInterfaces from 'azure-devops-node-api/interfaces/GitInterfaces.js';
import type { AzureDevOpsConnection } from './connection.js';
import { escapeForAzureDevOps } from './escape.js';

const { CommentThreadStatus, CommentType } = GitInterfaces;

/** Our summary thread, found by its marker. */
async function findSummary(
  connection: AzureDevOpsConnection,
): Promise<{ id: number; body: string } | undefined> {
  const { options } = connection;
  const identity = await connection.whoAmI();
  const git = await connection.api();
  const threads = await connection.read('listing threads', () =>
    git.getThreads(options.repository, options.pullRequestId, options.project),
  );
  for (const thread of threads) {
    const first = thread.comments?.[0];
    if (
      !thread.isDeleted &&
      thread.id !== undefined &&
      first?.author?.id === identity &&
      hasSummaryMarker(first.content ?? '')
    )
      return { id: thread.id, body: first.content ?? '' };
  }
  return undefined;
}

/** The summary is one thread with no file, found by its marker and edited in place. */
export async function upsertSummary(
  connection: AzureDevOpsConnection,
  body: string,
): Promise<{ id: string; created: boolean }> {
  const { options } = connection;
  const git = await connection.api();
  const text = escapeForAzureDevOps(withSummaryMarker(body));
  const existing = await findSummary(connection);
  if (existing !== undefined) {
    // An edit is idempotent: sent again as it is.
    await connection.write('updating the summary', () =>
      git.updateComment(
        { content: text },
        options.repository,
        options.pullRequestId,
        existing.id,
        1,
        options.project,
      ),
    );
    return { id: String(existing.id), created: false };
  }
  return connection.write(
    'posting the summary',
    async () => {
      const created = await git.createThread(
        {
          comments: [{ parentCommentId: 0, content: text, commentType: CommentType.Text }],
          status: CommentThreadStatus.Closed,
        },
        options.repository,
        options.pullRequestId,
        options.project,
      );
      return { id: String(created.id ?? ''), created: true };
    },
    async () => {
      const landed = await findSummary(connection);
      return landed ? { id: String(landed.id), created: true } : undefined;
    },
  );
}

export async function readSummary(connection: AzureDevOpsConnection): Promise<string | null> {
  return (await findSummary(connection))?.body ?? null;
}
