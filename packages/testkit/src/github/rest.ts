// The GitHub REST operations the fake serves, by method and OpenAPI path template.
import {
  createReview,
  issueComment,
  notFound,
  now,
  paginate,
  pullOf,
  reviewComment,
  simpleUser,
  type JsonObject,
  type RestRoute,
} from './rest-support.js';
import { changesBetween, patchOf, relation } from '../commit-history.js';
import type { FakePull, FakeReviewComment } from './state.js';

export type { RestContext, RestReply, RestRoute } from './rest-support.js';

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
    method: 'GET',
    template: '/repos/{owner}/{repo}/compare/{basehead}',
    handle: (context) => {
      const { owner = '', repo = '', basehead = '' } = context.params;
      const [base = '', head = ''] = basehead.split('...');
      const pull = [...context.state.pulls.values()].find(
        (candidate) =>
          candidate.owner === owner &&
          candidate.repo === repo &&
          candidate.contents?.[base] !== undefined &&
          candidate.contents[head] !== undefined,
      );
      if (!pull?.contents) return notFound();
      const parents = parentsOf(pull);
      const related = relation(parents, base, head);
      const api = `${context.origin}/repos/${owner}/${repo}`;
      const commit = (sha: string): Record<string, unknown> =>
        context.shape('#/components/schemas/commit', {
          sha,
          node_id: `C_${sha.slice(0, 8)}`,
          url: `${api}/commits/${sha}`,
          html_url: `https://github.example/${owner}/${repo}/commit/${sha}`,
          comments_url: `${api}/commits/${sha}/comments`,
          parents: (parents[sha] ?? []).map((parent) => ({
            sha: parent,
            url: `${api}/commits/${parent}`,
          })),
        });
      const compared = `${context.origin}/repos/${owner}/${repo}/compare/${basehead}`;
      // GitHub lists the files changed from the merge base to the head.
      const files = changesBetween(pull.contents, related.mergeBase ?? base, head).map(
        (change, index) => {
          const { patch, additions, deletions } = patchOf(change);
          return context.shape('#/components/schemas/diff-entry', {
            sha: (index + 1).toString(16).padStart(40, '0'),
            filename: change.path,
            status: change.status,
            additions,
            deletions,
            changes: additions + deletions,
            blob_url: 'https://github.example/blob',
            raw_url: 'https://github.example/raw',
            contents_url: `${api}/contents/${change.path}`,
            patch,
          });
        },
      );
      return {
        status: 200,
        body: context.shape('#/components/schemas/commit-comparison', {
          url: compared,
          html_url: compared,
          permalink_url: compared,
          diff_url: `${compared}.diff`,
          patch_url: `${compared}.patch`,
          base_commit: commit(base),
          merge_base_commit: commit(related.mergeBase ?? base),
          status: related.status,
          ahead_by: related.ahead.length,
          behind_by: related.behind.length,
          total_commits: related.ahead.length,
          commits: related.ahead.map(commit),
          files,
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

/** The pull's commit graph: its head descends from its base unless the pull says otherwise. */
function parentsOf(pull: FakePull): Record<string, string[]> {
  return { [pull.head.sha]: [pull.base.sha], ...pull.parents };
}
