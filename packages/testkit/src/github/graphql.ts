import { buildSchema, graphql, type GraphQLSchema } from 'graphql';
import type { FakePull, FakeReviewComment, FakeThread, FakeUser, GitHubState } from './state.js';

let schema: Promise<GraphQLSchema> | undefined;

/**
 * GitHub's public GraphQL schema, from @octokit/graphql-schema (built once per process, and loaded
 * on the first query: importing it costs ~0.7 s, which every test file that imports the testkit paid).
 */
function githubSchema(): Promise<GraphQLSchema> {
  schema ??= import('@octokit/graphql-schema').then(({ schema: published }) =>
    buildSchema(published.idl, { assumeValidSDL: true }),
  );
  return schema;
}

function connection<T>(items: T[], args: { first?: number; after?: string | null }): unknown {
  const start = args.after ? Number(Buffer.from(args.after, 'base64').toString('utf8')) : 0;
  const size = Math.min(args.first ?? 100, 100);
  const nodes = items.slice(start, start + size);
  const end = start + nodes.length;
  return {
    nodes,
    totalCount: items.length,
    pageInfo: {
      hasNextPage: end < items.length,
      hasPreviousPage: start > 0,
      endCursor: nodes.length > 0 ? Buffer.from(String(end)).toString('base64') : null,
      startCursor: nodes.length > 0 ? Buffer.from(String(start)).toString('base64') : null,
    },
  };
}

function actor(user: FakeUser): unknown {
  // GraphQL names bots without the "[bot]" suffix REST uses.
  return {
    __typename: user.type === 'Bot' ? 'Bot' : 'User',
    login: user.login.replace(/\[bot\]$/, ''),
  };
}

function commentNode(comment: FakeReviewComment): unknown {
  return {
    id: comment.node_id,
    databaseId: comment.id,
    body: comment.body,
    createdAt: comment.created_at,
    author: actor(comment.user),
  };
}

function threadNode(pull: FakePull, thread: FakeThread): unknown {
  const comments = thread.commentIds
    .map((id) => pull.comments.find((comment) => comment.id === id))
    .filter((comment): comment is FakeReviewComment => comment !== undefined);
  return {
    id: thread.id,
    isResolved: thread.isResolved,
    path: thread.path,
    line: thread.line,
    originalLine: thread.line,
    comments: (args: { first?: number; after?: string | null }) =>
      connection(comments.map(commentNode), args),
  };
}

function findThread(state: GitHubState, id: string): { pull: FakePull; thread: FakeThread } {
  for (const pull of state.pulls.values()) {
    const thread = pull.threads.find((candidate) => candidate.id === id);
    if (thread) return { pull, thread };
  }
  throw new Error(`Could not resolve to a node with the global id of '${id}'`);
}

/** Runs a GraphQL document against GitHub's schema: invalid documents are rejected as GitHub would. */
export async function runGraphql(
  state: GitHubState,
  query: string,
  variables: Record<string, unknown> | undefined,
): Promise<{ data?: unknown; errors?: { message: string }[] }> {
  const setResolved = (resolved: boolean) => (args: { input: { threadId: string } }) => {
    const { pull, thread } = findThread(state, args.input.threadId);
    thread.isResolved = resolved;
    return { thread: threadNode(pull, thread) };
  };
  const root = {
    repository: (args: { owner: string; name: string }) => ({
      pullRequest: ({ number }: { number: number }) => {
        const pull = state.pull(args.owner, args.name, number);
        if (!pull) return null;
        return {
          number,
          reviewThreads: (page: { first?: number; after?: string | null }) =>
            connection(
              pull.threads.map((thread) => threadNode(pull, thread)),
              page,
            ),
        };
      },
    }),
    resolveReviewThread: setResolved(true),
    unresolveReviewThread: setResolved(false),
  };
  const result = await graphql({
    schema: await githubSchema(),
    source: query,
    rootValue: root,
    variableValues: variables ?? {},
  });
  return {
    ...(result.data ? { data: result.data } : {}),
    ...(result.errors
      ? { errors: result.errors.map((error) => ({ message: error.message })) }
      : {}),
  };
}
