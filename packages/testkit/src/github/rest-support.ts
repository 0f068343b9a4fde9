// What the fake GitHub REST routes share: the request context, replies, and GitHub's shapes of
// users, comments and reviews.
import { commentableLinesOfPatch } from './patch.js';
import type { FakePull, FakeReviewComment, FakeUser, GitHubState } from './state.js';

export type JsonObject = Record<string, unknown>;

export interface RestContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: JsonObject;
  user: FakeUser;
  origin: string;
  state: GitHubState;
  /** A schema-complete object of a component schema, with our values overlaid. */
  shape: (schema: string, values: JsonObject) => JsonObject;
}

export interface RestReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface RestRoute {
  method: string;
  /** The path template as written in the OpenAPI description. */
  template: string;
  handle: (context: RestContext) => RestReply;
}

export const now = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

export function notFound(): RestReply {
  return {
    status: 404,
    body: {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest',
      status: '404',
    },
  };
}

export function pullOf(context: RestContext): FakePull | undefined {
  const { owner = '', repo = '' } = context.params;
  const number = Number(context.params.pull_number ?? context.params.issue_number);
  return context.state.pull(owner, repo, number);
}

export function simpleUser(context: RestContext, user: FakeUser): JsonObject {
  return context.shape('#/components/schemas/simple-user', {
    login: user.login,
    id: user.id,
    node_id: `U_${user.id}`,
    type: user.type,
    site_admin: false,
  });
}

export function paginate<T>(context: RestContext, items: T[], path: string): RestReply {
  const perPage = Math.min(100, Number(context.query.get('per_page') ?? 30) || 30);
  const page = Math.max(1, Number(context.query.get('page') ?? 1) || 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const headers: Record<string, string> = {};
  if (page * perPage < items.length) {
    headers.link = `<${context.origin}${path}?per_page=${perPage}&page=${page + 1}>; rel="next"`;
  }
  return { status: 200, body: slice, headers };
}

export function reviewComment(
  context: RestContext,
  pull: FakePull,
  comment: FakeReviewComment,
): JsonObject {
  const base = `${context.origin}/repos/${pull.owner}/${pull.repo}`;
  return context.shape('#/components/schemas/pull-request-review-comment', {
    url: `${base}/pulls/comments/${comment.id}`,
    pull_request_review_id: comment.pull_request_review_id,
    id: comment.id,
    node_id: comment.node_id,
    diff_hunk: '@@',
    path: comment.path,
    commit_id: comment.commit_id,
    original_commit_id: comment.commit_id,
    ...(comment.in_reply_to_id === undefined ? {} : { in_reply_to_id: comment.in_reply_to_id }),
    user: simpleUser(context, comment.user),
    body: comment.body,
    created_at: comment.created_at,
    updated_at: comment.created_at,
    html_url: `https://github.example/${pull.owner}/${pull.repo}/pull/${pull.number}#discussion_r${comment.id}`,
    pull_request_url: `${base}/pulls/${pull.number}`,
    author_association: 'NONE',
    _links: {
      self: { href: `${base}/pulls/comments/${comment.id}` },
      html: {
        href: `https://github.example/${pull.owner}/${pull.repo}/pull/${pull.number}#discussion_r${comment.id}`,
      },
      pull_request: { href: `${base}/pulls/${pull.number}` },
    },
    line: comment.line ?? undefined,
    side: comment.side,
  });
}

export function issueComment(
  context: RestContext,
  pull: FakePull,
  comment: FakePull['issueComments'][number],
): JsonObject {
  const base = `${context.origin}/repos/${pull.owner}/${pull.repo}`;
  return context.shape('#/components/schemas/issue-comment', {
    id: comment.id,
    node_id: comment.node_id,
    url: `${base}/issues/comments/${comment.id}`,
    html_url: `https://github.example/${pull.owner}/${pull.repo}/pull/${pull.number}#issuecomment-${comment.id}`,
    issue_url: `${base}/issues/${pull.number}`,
    body: comment.body,
    user: simpleUser(context, comment.user),
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    author_association: 'NONE',
  });
}

/** GitHub's refusal of a review whose comment is off the diff. */
const offTheDiff = (): RestReply => ({
  status: 422,
  body: {
    message: 'Unprocessable Entity',
    errors: ['Pull request review thread line must be part of the diff'],
    documentation_url:
      'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
    status: '422',
  },
});

type FakeReview = FakePull['reviews'][number];

/** Each comment of a review becomes a review comment opening a thread of its own. */
function addReviewComments(
  context: RestContext,
  pull: FakePull,
  review: FakeReview,
  comments: readonly JsonObject[],
): void {
  for (const comment of comments) {
    const id = context.state.nextId();
    const threadId = `PRRT_${id}`;
    pull.comments.push({
      id,
      node_id: `PRRC_${id}`,
      pull_request_review_id: review.id,
      path: String(comment.path),
      line: typeof comment.line === 'number' ? comment.line : null,
      start_line: typeof comment.start_line === 'number' ? comment.start_line : null,
      side: comment.side === 'LEFT' ? 'LEFT' : 'RIGHT',
      body: String(comment.body),
      user: context.user,
      created_at: now(),
      commit_id: review.commit_id,
      threadId,
    });
    pull.threads.push({
      id: threadId,
      path: String(comment.path),
      line: typeof comment.line === 'number' ? comment.line : null,
      isResolved: false,
      commentIds: [id],
    });
  }
}

function reviewBody(context: RestContext, pull: FakePull, review: FakeReview): JsonObject {
  const base = `${context.origin}/repos/${pull.owner}/${pull.repo}`;
  return context.shape('#/components/schemas/pull-request-review', {
    id: review.id,
    node_id: review.node_id,
    user: simpleUser(context, context.user),
    body: review.body,
    state: review.state,
    html_url: `https://github.example/${pull.owner}/${pull.repo}/pull/${pull.number}#pullrequestreview-${review.id}`,
    pull_request_url: `${base}/pulls/${pull.number}`,
    _links: {
      html: { href: 'https://github.example/' },
      pull_request: { href: `${base}/pulls/${pull.number}` },
    },
    submitted_at: review.submitted_at,
    commit_id: review.commit_id,
    author_association: 'NONE',
  });
}

/** A review with its comments, refused whole when one comment's line is not part of the diff. */
export function createReview(context: RestContext): RestReply {
  const pull = pullOf(context);
  if (!pull) return notFound();
  const body = context.body;
  const comments = Array.isArray(body.comments) ? (body.comments as JsonObject[]) : [];
  for (const comment of comments) {
    const file = pull.files.find((candidate) => candidate.filename === comment.path);
    const lines = commentableLinesOfPatch(file?.patch ?? '');
    if (typeof comment.line !== 'number' || !lines.has(comment.line)) return offTheDiff();
  }
  const review = {
    id: context.state.nextId(),
    node_id: '',
    user: context.user,
    body: typeof body.body === 'string' ? body.body : '',
    state:
      body.event === 'APPROVE'
        ? 'APPROVED'
        : body.event === 'REQUEST_CHANGES'
          ? 'CHANGES_REQUESTED'
          : 'COMMENTED',
    commit_id: typeof body.commit_id === 'string' ? body.commit_id : pull.head.sha,
    submitted_at: now(),
  };
  review.node_id = `PRR_${review.id}`;
  pull.reviews.push(review);
  addReviewComments(context, pull, review, comments);
  return { status: 200, body: reviewBody(context, pull, review) };
}
