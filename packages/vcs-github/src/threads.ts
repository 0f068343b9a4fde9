// Review threads as GitHub's GraphQL API returns them, read as the VCS contract's threads.
import { crIdsOfThread, type ReviewThread } from '@codehawk/vcs';
import type { ThreadNode } from './graphql.js';

/** Logins compare without the `[bot]` suffix REST adds and GraphQL omits. */
export const sameLogin = (a: string, b: string): boolean =>
  a.replace(/\[bot\]$/, '').toLowerCase() === b.replace(/\[bot\]$/, '').toLowerCase();

/**
 * One thread, with `ours` when `identity` opened it and the `cr-id`s of our comments; and the REST
 * id of its first comment, which replies need.
 */
export function toReviewThread(
  node: ThreadNode,
  identity: string,
): { thread: ReviewThread; firstCommentId: number | undefined } {
  const comments = (node.comments.nodes ?? []).flatMap((comment) =>
    comment
      ? [
          {
            id: comment.id,
            databaseId: comment.databaseId,
            author: comment.author?.login ?? 'ghost',
            body: comment.body,
            createdAt: comment.createdAt,
          },
        ]
      : [],
  );
  const first = comments[0];
  const ours = first !== undefined && sameLogin(first.author, identity);
  const mapped = comments.map(({ id, author, body, createdAt }) => ({
    id,
    author,
    body,
    createdAt,
    ours: sameLogin(author, identity),
  }));
  const thread: ReviewThread = {
    id: node.id,
    file: node.path,
    ...(node.line == null
      ? node.originalLine == null
        ? {}
        : { line: node.originalLine }
      : { line: node.line }),
    // GitHub knows only resolved or not: a resolved thread reads back as fixed.
    status: node.isResolved ? 'fixed' : 'active',
    comments: mapped,
    crIds: crIdsOfThread(ours, mapped),
    ours,
  };
  return { thread, firstCommentId: first?.databaseId ?? undefined };
}
