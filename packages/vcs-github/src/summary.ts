import { hasSummaryMarker, withSummaryMarker } from '@codehawk/vcs';
import type { GitHubConnection } from './connection.js';
import { sameLogin } from './threads.js';

/** Our summary comment, found by its marker. */
async function findSummary(
  connection: GitHubConnection,
): Promise<{ id: number; body: string } | undefined> {
  const { client, target, options } = connection;
  const identity = await connection.whoAmI();
  const comments = await connection.call('listing comments', () =>
    client.paginate(client.rest.issues.listComments, {
      ...target,
      issue_number: options.pullNumber,
      per_page: 100,
    }),
  );
  const ours = comments.find(
    (comment) =>
      comment.user !== null &&
      sameLogin(comment.user.login, identity) &&
      hasSummaryMarker(comment.body ?? ''),
  );
  return ours ? { id: ours.id, body: ours.body ?? '' } : undefined;
}

/** The summary is one issue comment, found by its marker and edited in place. */
export async function upsertSummary(
  connection: GitHubConnection,
  body: string,
): Promise<{ id: string; created: boolean }> {
  const { client, target, options } = connection;
  const text = withSummaryMarker(body);
  const existing = await findSummary(connection);
  if (existing) {
    // An edit is idempotent: sent again as it is.
    await connection.write('updating the summary', () =>
      client.rest.issues.updateComment({
        ...target,
        comment_id: existing.id,
        body: text,
        request: { retries: 0 },
      }),
    );
    return { id: String(existing.id), created: false };
  }
  return connection.write(
    'posting the summary',
    async () => {
      const { data } = await client.rest.issues.createComment({
        ...target,
        issue_number: options.pullNumber,
        body: text,
        request: { retries: 0 },
      });
      return { id: String(data.id), created: true };
    },
    // The comment may have landed before the failure: look again rather than post a second one.
    async () => {
      const landed = await findSummary(connection);
      return landed ? { id: String(landed.id), created: true } : undefined;
    },
  );
}

export async function readSummary(connection: GitHubConnection): Promise<string | null> {
  return (await findSummary(connection))?.body ?? null;
}
