import { commentableLinesOfPatch } from './patch.js';
import type { FakePull, FakeReviewComment, FakeUser, GitHubState } from './state.js';

type JsonObject = Record<string, unknown>;

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

const now = (): string => new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');

function notFound(): RestReply {
  return {
    status: 404,
    body: {
      message: 'Not Found',
      documentation_url: 'https://docs.github.com/rest',
      status: '404',
    },
  };
}

function pullOf(context: RestContext): FakePull | undefined {
  const { owner = '', repo = '' } = context.params;
  const number = Number(context.params.pull_number ?? context.params.issue_number);
  return context.state.pull(owner, repo, number);
}

function simpleUser(context: RestContext, user: FakeUser): JsonObject {
  return context.shape('#/components/schemas/simple-user', {
    login: user.login,
    id: user.id,
    node_id: `U_${user.id}`,
    type: user.type,
    site_admin: false,
  });
}

function paginate<T>(context: RestContext, items: T[], path: string): RestReply {
  const perPage = Math.min(100, Number(context.query.get('per_page') ?? 30) || 30);
  const page = Math.max(1, Number(context.query.get('page') ?? 1) || 1);
  const slice = items.slice((page - 1) * perPage, page * perPage);
  const headers: Record<string, string> = {};
  if (page * perPage < items.length) {
    headers.link = `<${context.origin}${path}?per_page=${perPage}&page=${page + 1}>; rel="next"`;
  }
  return { status: 200, body: slice, headers };
}

function reviewComment(
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

function issueComment(
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

function createReview(context: RestContext): RestReply {
  const pull = pullOf(context);
  if (!pull) return notFound();
  const body = context.body;
  const comments = Array.isArray(body.comments) ? (body.comments as JsonObject[]) : [];
  for (const comment of comments) {
    const file = pull.files.find((candidate) => candidate.filename === comment.path);
    const lines = commentableLinesOfPatch(file?.patch ?? '');
    if (typeof comment.line !== 'number' || !lines.has(comment.line)) {
      return {
        status: 422,
        body: {
          message: 'Unprocessable Entity',
          errors: ['Pull request review thread line must be part of the diff'],
          documentation_url:
            'https://docs.github.com/rest/pulls/reviews#create-a-review-for-a-pull-request',
          status: '422',
        },
      };
    }
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
  const base = `${context.origin}/repos/${pull.owner}/${pull.repo}`;
  return {
    status: 200,
    body: context.shape('#/components/schemas/pull-request-review', {
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
    }),
  };
}

export const ROUTES: RestRoute[] = [
  {
    method: 'GET',
    template: '/user',
    handle: (context) => ({
      status: 200,
      body: context.shape('#/components/schemas/public-user', {
        ...simpleUser(context, context.user),
        name: null,
        company: null,
        blog: null,
        location: null,
        email: null,
        hireable: null,
        bio: null,
        public_repos: 0,
        public_gists: 0,
        followers: 0,
        following: 0,
        created_at: '2020-01-01T00:00:00Z',
        updated_at: '2020-01-01T00:00:00Z',
      }),
    }),
  },
  {
    method: 'GET',
    template: '/app',
    handle: (context) => ({
      status: 200,
      body: context.shape('#/components/schemas/integration', {
        id: 1,
        slug: 'codehawk-app',
        node_id: 'A_1',
        name: 'CodeHawk',
        owner: simpleUser(context, context.state.user('codehawk-org')),
        description: null,
        external_url: 'https://example.test/',
        html_url: 'https://example.test/',
        created_at: '2026-01-01T00:00:00Z',
        updated_at: '2026-01-01T00:00:00Z',
        permissions: { pull_requests: 'write', contents: 'read' },
        events: [],
      }),
    }),
  },
  {
    method: 'POST',
    template: '/app/installations/{installation_id}/access_tokens',
    handle: (context) => {
      const token = `ghs_fake${context.state.nextId()}`;
      context.state.addUser('codehawk-app[bot]', token, 'Bot');
      return {
        status: 201,
        body: context.shape('#/components/schemas/installation-token', {
          token,
          expires_at: '2099-01-01T00:00:00Z',
        }),
      };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}',
    handle: (context) => {
      const pull = pullOf(context);
      if (!pull) return notFound();
      const base = `${context.origin}/repos/${pull.owner}/${pull.repo}`;
      const owner = simpleUser(context, context.state.user(pull.owner));
      const repository = context.shape('#/components/schemas/repository', {
        id: 1,
        node_id: 'R_1',
        name: pull.repo,
        full_name: `${pull.owner}/${pull.repo}`,
        owner,
        private: false,
        html_url: `https://github.example/${pull.owner}/${pull.repo}`,
        url: base,
        default_branch: pull.base.ref,
      });
      const branch = (side: { sha: string; ref: string }): JsonObject => ({
        label: `${pull.owner}:${side.ref}`,
        ref: side.ref,
        sha: side.sha,
        user: owner,
        repo: repository,
      });
      return {
        status: 200,
        body: context.shape('#/components/schemas/pull-request', {
          url: `${base}/pulls/${pull.number}`,
          id: pull.number * 7,
          node_id: `PR_${pull.number}`,
          html_url: `https://github.example/${pull.owner}/${pull.repo}/pull/${pull.number}`,
          number: pull.number,
          state: 'open',
          locked: false,
          title: pull.title,
          user: simpleUser(context, context.state.user(pull.author)),
          body: pull.body ?? null,
          labels: [],
          created_at: '2026-01-01T00:00:00Z',
          updated_at: '2026-01-01T00:00:00Z',
          head: branch(pull.head),
          base: branch(pull.base),
          draft: pull.draft ?? false,
          merged: false,
          comments: pull.issueComments.length,
          review_comments: pull.comments.length,
          commits: 1,
          additions: pull.files.reduce((sum, file) => sum + file.additions, 0),
          deletions: pull.files.reduce((sum, file) => sum + file.deletions, 0),
          changed_files: pull.files.length,
          author_association: 'NONE',
        }),
      };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/files',
    handle: (context) => {
      const pull = pullOf(context);
      if (!pull) return notFound();
      // GitHub lists at most 3,000 files of a pull request.
      const files = pull.files.slice(0, 3000).map((file, index) =>
        context.shape('#/components/schemas/diff-entry', {
          sha: `${(index + 1).toString(16).padStart(40, '0')}`,
          filename: file.filename,
          status: file.status,
          additions: file.additions,
          deletions: file.deletions,
          changes: file.additions + file.deletions,
          blob_url: 'https://github.example/blob',
          raw_url: 'https://github.example/raw',
          contents_url: `${context.origin}/repos/${pull.owner}/${pull.repo}/contents/${file.filename}`,
          ...(file.patch === undefined ? {} : { patch: file.patch }),
          ...(file.previous_filename === undefined
            ? {}
            : { previous_filename: file.previous_filename }),
        }),
      );
      return paginate(
        context,
        files,
        `/repos/${pull.owner}/${pull.repo}/pulls/${pull.number}/files`,
      );
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/contents/{path}',
    handle: (context) => {
      const { owner = '', repo = '', path = '' } = context.params;
      const ref = context.query.get('ref') ?? '';
      const pull = [...context.state.pulls.values()].find(
        (candidate) => candidate.owner === owner && candidate.repo === repo,
      );
      const content = pull?.contents?.[ref]?.[path];
      if (content === undefined) return notFound();
      const encoded = Buffer.from(content, 'utf8').toString('base64');
      const url = `${context.origin}/repos/${owner}/${repo}/contents/${path}?ref=${ref}`;
      return {
        status: 200,
        body: context.shape('#/components/schemas/content-file', {
          type: 'file',
          encoding: 'base64',
          size: Buffer.byteLength(content),
          name: path.split('/').at(-1) ?? path,
          path,
          content: encoded,
          sha: 'f'.repeat(40),
          url,
          git_url: null,
          html_url: null,
          download_url: null,
          _links: { git: null, html: null, self: url },
        }),
      };
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/reviews',
    handle: createReview,
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/comments',
    handle: (context) => {
      const pull = pullOf(context);
      if (!pull) return notFound();
      return paginate(
        context,
        pull.comments.map((comment) => reviewComment(context, pull, comment)),
        `/repos/${pull.owner}/${pull.repo}/pulls/${pull.number}/comments`,
      );
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/pulls/{pull_number}/comments/{comment_id}/replies',
    handle: (context) => {
      const pull = pullOf(context);
      const parent = pull?.comments.find(
        (comment) => comment.id === Number(context.params.comment_id),
      );
      const thread = pull?.threads.find((candidate) => candidate.id === parent?.threadId);
      if (!pull || !parent || !thread) return notFound();
      const id = context.state.nextId();
      const comment: FakeReviewComment = {
        ...parent,
        id,
        node_id: `PRRC_${id}`,
        in_reply_to_id: parent.id,
        body: String(context.body.body),
        user: context.user,
        created_at: now(),
      };
      pull.comments.push(comment);
      thread.commentIds.push(id);
      return { status: 201, body: reviewComment(context, pull, comment) };
    },
  },
  {
    method: 'GET',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    handle: (context) => {
      const pull = pullOf(context);
      if (!pull) return notFound();
      return paginate(
        context,
        pull.issueComments.map((comment) => issueComment(context, pull, comment)),
        `/repos/${pull.owner}/${pull.repo}/issues/${pull.number}/comments`,
      );
    },
  },
  {
    method: 'POST',
    template: '/repos/{owner}/{repo}/issues/{issue_number}/comments',
    handle: (context) => {
      const pull = pullOf(context);
      if (!pull) return notFound();
      const id = context.state.nextId();
      const comment = {
        id,
        node_id: `IC_${id}`,
        body: String(context.body.body),
        user: context.user,
        created_at: now(),
        updated_at: now(),
      };
      pull.issueComments.push(comment);
      return { status: 201, body: issueComment(context, pull, comment) };
    },
  },
  {
    method: 'PATCH',
    template: '/repos/{owner}/{repo}/issues/comments/{comment_id}',
    handle: (context) => {
      const id = Number(context.params.comment_id);
      for (const pull of context.state.pulls.values()) {
        const comment = pull.issueComments.find((candidate) => candidate.id === id);
        if (!comment) continue;
        if (comment.user.login !== context.user.login) {
          return {
            status: 403,
            body: {
              message: 'Must have admin rights to Repository.',
              documentation_url: 'https://docs.github.com/rest',
              status: '403',
            },
          };
        }
        comment.body = String(context.body.body);
        comment.updated_at = now();
        return { status: 200, body: issueComment(context, pull, comment) };
      }
      return notFound();
    },
  },
];
