import {
  commentableLines,
  hasSummaryMarker,
  selectHunks,
  VcsError,
  withSummaryMarker,
  writeSafely,
  type ChangedFile,
  type DiffOptions,
  type HeadComparison,
  type InlineComment,
  type PostResult,
  type PullRequestInfo,
  type ReviewThread,
  type SettableThreadStatus,
  type Side,
  type VcsProvider,
} from '@codehawk/vcs';
import {
  createGitHubClient,
  failureFacts,
  toVcsError,
  type GitHubClient,
  type GitHubClientOptions,
} from './client.js';
import {
  REVIEW_THREADS,
  RESOLVE_THREAD,
  UNRESOLVE_THREAD,
  type ReviewThreadsResult,
} from './graphql.js';
import { sameLogin, toReviewThread } from './threads.js';

export interface GitHubProviderOptions extends GitHubClientOptions {
  owner: string;
  repo: string;
  pullNumber: number;
  /** The login CodeHawk posts as; default: the authenticated user (or `<app>[bot]`). */
  identity?: string;
  /** A ready Octokit instead of building one. */
  client?: GitHubClient;
}

/** GitHub lists at most this many files of a pull request. */
export const GITHUB_FILE_LIMIT = 3000;
/** GitHub lists at most this many files of a comparison of two commits. */
const GITHUB_COMPARE_FILE_LIMIT = 300;

const STATUS: Record<string, ChangedFile['status']> = {
  added: 'added',
  removed: 'deleted',
  modified: 'modified',
  renamed: 'renamed',
  copied: 'added',
  changed: 'modified',
  unchanged: 'modified',
};

/** `VcsProvider` for one GitHub pull request. */
export class GitHubProvider implements VcsProvider {
  readonly kind = 'github';
  private readonly client: GitHubClient;
  private readonly target: { owner: string; repo: string };
  private readonly patches = new Map<
    string,
    { patch: string | undefined; oldPath: string | undefined }
  >();
  private readonly firstCommentOfThread = new Map<string, number>();
  private pull: PullRequestInfo | undefined;
  private identity: string | undefined;

  constructor(private readonly options: GitHubProviderOptions) {
    this.client = options.client ?? createGitHubClient(options);
    this.target = { owner: options.owner, repo: options.repo };
    this.identity = options.identity;
  }

  private async call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toVcsError(error, action);
    }
  }

  /**
   * Sends a write with Octokit's own blind retries off, and sends it again only when that is safe:
   * after a failure that proves nothing landed, or once `readBack` found it absent.
   */
  private write<T>(
    action: string,
    send: () => Promise<T>,
    readBack?: () => Promise<T | undefined>,
  ): Promise<T> {
    return this.call(action, () =>
      writeSafely({
        send,
        ...(readBack ? { readBack } : {}),
        facts: failureFacts,
        retries: this.options.retries ?? 3,
        retryDelayMs: this.options.retryBaseMs ?? 1000,
        retryAfterScale: this.options.pacing?.retryAfterScale ?? 1000,
      }),
    );
  }

  /** The login we post as. */
  async whoAmI(): Promise<string> {
    if (this.identity !== undefined) return this.identity;
    if (this.options.app) {
      const { data } = await this.call('reading the app', () =>
        this.client.rest.apps.getAuthenticated(),
      );
      this.identity = `${data?.slug ?? 'app'}[bot]`;
    } else {
      const { data } = await this.call('reading the authenticated user', () =>
        this.client.rest.users.getAuthenticated(),
      );
      this.identity = data.login;
    }
    return this.identity;
  }

  async getPullRequest(): Promise<PullRequestInfo> {
    if (this.pull) return this.pull;
    const { data } = await this.call(`reading pull request #${this.options.pullNumber}`, () =>
      this.client.rest.pulls.get({ ...this.target, pull_number: this.options.pullNumber }),
    );
    const warnings: string[] = [];
    if (data.changed_files > GITHUB_FILE_LIMIT) {
      warnings.push(
        `GitHub lists only the first ${GITHUB_FILE_LIMIT} of this pull request's ${data.changed_files} changed files; the rest were not reviewed.`,
      );
    }
    this.pull = {
      id: String(data.number),
      repository: `${this.target.owner}/${this.target.repo}`,
      title: data.title,
      body: data.body ?? '',
      author: data.user.login,
      baseSha: data.base.sha,
      headSha: data.head.sha,
      baseRef: data.base.ref,
      headRef: data.head.ref,
      draft: data.draft === true,
      url: data.html_url,
      warnings,
    };
    return this.pull;
  }

  async *listChangedFiles(): AsyncGenerator<ChangedFile> {
    const pages = this.client.paginate.iterator(this.client.rest.pulls.listFiles, {
      ...this.target,
      pull_number: this.options.pullNumber,
      per_page: 100,
    });
    try {
      for await (const { data } of pages) {
        for (const entry of data) {
          this.patches.set(entry.filename, {
            patch: entry.patch,
            oldPath: entry.previous_filename,
          });
          const file: ChangedFile = {
            path: entry.filename,
            status: STATUS[entry.status] ?? 'modified',
            // GitHub sends no patch for binary files (and for very large diffs).
            binary: entry.patch === undefined && entry.changes === 0,
            additions: entry.additions,
            deletions: entry.deletions,
          };
          if (entry.previous_filename !== undefined && entry.status === 'renamed')
            file.oldPath = entry.previous_filename;
          yield file;
        }
      }
    } catch (error) {
      throw toVcsError(error, 'listing changed files');
    }
  }

  async getFileContent(path: string, side: Side): Promise<string | null> {
    const pull = await this.getPullRequest();
    const ref = side === 'base' ? pull.baseSha : pull.headSha;
    try {
      const { data } = await this.client.rest.repos.getContent({ ...this.target, path, ref });
      if (Array.isArray(data) || data.type !== 'file') return null;
      if ('content' in data && data.encoding === 'base64' && data.content !== '') {
        return Buffer.from(data.content, 'base64').toString('utf8');
      }
      // Files over 1 MB come without content: read the blob.
      const blob = await this.client.rest.git.getBlob({ ...this.target, file_sha: data.sha });
      return Buffer.from(blob.data.content, 'base64').toString('utf8');
    } catch (error) {
      const classified = toVcsError(error, `reading ${path} at ${side}`);
      if (classified.code === 'NOT_FOUND') return null;
      throw classified;
    }
  }

  async getFileDiff(path: string, options: DiffOptions = {}): Promise<string> {
    if (!this.patches.has(path)) for await (const _file of this.listChangedFiles());
    const entry = this.patches.get(path);
    if (entry?.patch === undefined) return '';
    const old = entry.oldPath ?? path;
    const diff = `diff --git a/${old} b/${path}\n--- a/${old}\n+++ b/${path}\n${entry.patch}`;
    return options.startLine === undefined && options.endLine === undefined
      ? diff
      : selectHunks(diff, options.startLine, options.endLine);
  }

  async changesSince(earlierHead: string): Promise<HeadComparison> {
    const pull = await this.getPullRequest();
    let data;
    try {
      ({ data } = await this.client.rest.repos.compareCommitsWithBasehead({
        ...this.target,
        basehead: `${earlierHead}...${pull.headSha}`,
      }));
    } catch (error) {
      const classified = toVcsError(error, `comparing ${earlierHead.slice(0, 12)} with the head`);
      // A force-push can leave the earlier head unreachable: GitHub no longer knows it.
      if (classified.code === 'NOT_FOUND') return { ancestor: false, files: [] };
      throw classified;
    }
    if (data.status !== 'ahead' && data.status !== 'identical')
      return { ancestor: false, files: [] };
    const files = (data.files ?? []).map((entry) => {
      const old = entry.previous_filename ?? entry.filename;
      const file: ChangedFile = {
        path: entry.filename,
        status: STATUS[entry.status] ?? 'modified',
        binary: entry.patch === undefined && entry.changes === 0,
        additions: entry.additions,
        deletions: entry.deletions,
      };
      if (entry.previous_filename !== undefined && entry.status === 'renamed')
        file.oldPath = entry.previous_filename;
      const diff =
        entry.patch === undefined
          ? ''
          : `diff --git a/${old} b/${entry.filename}\n--- a/${old}\n+++ b/${entry.filename}\n${entry.patch}`;
      return { file, diff };
    });
    return files.length >= GITHUB_COMPARE_FILE_LIMIT
      ? {
          ancestor: true,
          files,
          incomplete: `GitHub lists at most ${GITHUB_COMPARE_FILE_LIMIT} files of a comparison.`,
        }
      : { ancestor: true, files };
  }

  async listThreads(): Promise<ReviewThread[]> {
    const identity = await this.whoAmI();
    const threads: ReviewThread[] = [];
    let after: string | null = null;
    do {
      const result: ReviewThreadsResult = await this.call('listing review threads', () =>
        this.client.graphql<ReviewThreadsResult>(REVIEW_THREADS, {
          owner: this.target.owner,
          name: this.target.repo,
          number: this.options.pullNumber,
          after,
        }),
      );
      const connection = result.repository?.pullRequest?.reviewThreads;
      if (!connection)
        throw new VcsError(
          'NOT_FOUND',
          `Pull request #${this.options.pullNumber} was not found in ${this.target.owner}/${this.target.repo}.`,
        );
      for (const node of connection.nodes ?? []) {
        if (!node) continue;
        const { thread, firstCommentId } = toReviewThread(node, identity);
        if (firstCommentId !== undefined) this.firstCommentOfThread.set(node.id, firstCommentId);
        threads.push(thread);
      }
      after = connection.pageInfo.hasNextPage ? connection.pageInfo.endCursor : null;
    } while (after !== null);
    return threads;
  }

  async postComments(comments: readonly InlineComment[]): Promise<PostResult> {
    const result: PostResult = { posted: [], notPlaced: [] };
    const placeable: InlineComment[] = [];
    for (const comment of comments) {
      const lines = commentableLines(await this.getFileDiff(comment.file));
      if (lines.has(comment.line)) placeable.push(comment);
      else
        result.notPlaced.push({
          comment,
          reason: `line ${comment.line} of ${comment.file} is not part of the diff`,
        });
    }
    if (placeable.length === 0) return result;
    const rejected = await this.createReview(placeable);
    result.notPlaced.push(...rejected);
    const placed = placeable.filter(
      (comment) => !rejected.some((entry) => entry.comment === comment),
    );
    const threads = await this.listThreads();
    for (const comment of placed) {
      const thread = threads.find(
        (candidate) =>
          candidate.ours &&
          candidate.file === comment.file &&
          candidate.line === comment.line &&
          candidate.comments[0]?.body === comment.body,
      );
      result.posted.push({ comment, threadId: thread?.id ?? '' });
    }
    return result;
  }

  /**
   * All comments in one review request. A 422 means GitHub would not place some comment: the batch
   * is split to find which, and those are returned instead of failing the rest. A review that may
   * have landed (a lost answer) is read back before it is sent again: never posted twice.
   */
  private async createReview(
    comments: readonly InlineComment[],
    depth = 0,
  ): Promise<PostResult['notPlaced']> {
    const pull = await this.getPullRequest();
    try {
      await this.write(
        'posting the review',
        async () => {
          await this.client.rest.pulls.createReview({
            ...this.target,
            pull_number: this.options.pullNumber,
            commit_id: pull.headSha,
            event: 'COMMENT',
            request: { retries: 0 },
            comments: comments.map((comment) => ({
              path: comment.file,
              line: comment.endLine ?? comment.line,
              side: 'RIGHT' as const,
              ...(comment.endLine !== undefined && comment.endLine > comment.line
                ? { start_line: comment.line, start_side: 'RIGHT' as const }
                : {}),
              body: comment.body,
            })),
          });
          return true;
        },
        // A review lands whole or not at all.
        async () => ((await this.landed(comments)).length > 0 ? true : undefined),
      );
      return [];
    } catch (error) {
      const classified = toVcsError(error, 'posting the review');
      if (classified.code === 'INVALID' && classified.status === 422) {
        if (comments.length === 1 || depth > 12) {
          return comments.map((comment) => ({
            comment,
            reason: `GitHub refused the position: ${classified.message}`,
          }));
        }
        const middle = Math.ceil(comments.length / 2);
        return [
          ...(await this.createReview(comments.slice(0, middle), depth + 1)),
          ...(await this.createReview(comments.slice(middle), depth + 1)),
        ];
      }
      throw classified;
    }
  }

  /** The comments of `comments` that are already open as threads of ours. */
  private async landed(comments: readonly InlineComment[]): Promise<InlineComment[]> {
    const threads = await this.listThreads();
    return comments.filter((comment) =>
      threads.some(
        (thread) =>
          thread.ours && thread.file === comment.file && thread.comments[0]?.body === comment.body,
      ),
    );
  }

  async replyToThread(threadId: string, body: string): Promise<void> {
    if (!this.firstCommentOfThread.has(threadId)) await this.listThreads();
    const commentId = this.firstCommentOfThread.get(threadId);
    if (commentId === undefined)
      throw new VcsError(
        'NOT_FOUND',
        `No review thread ${threadId} on pull request #${this.options.pullNumber}.`,
      );
    await this.write(
      'replying to a thread',
      async () => {
        await this.client.rest.pulls.createReplyForReviewComment({
          ...this.target,
          pull_number: this.options.pullNumber,
          comment_id: commentId,
          body,
          request: { retries: 0 },
        });
        return true;
      },
      async () => {
        const thread = (await this.listThreads()).find((candidate) => candidate.id === threadId);
        const replied = thread?.comments
          .slice(1)
          .some((comment) => comment.ours && comment.body.trim() === body.trim());
        return replied === true ? true : undefined;
      },
    );
  }

  async setThreadStatus(threadId: string, status: SettableThreadStatus): Promise<void> {
    // Resolving and unresolving are idempotent: sent again as they are.
    await this.write(`marking a thread ${status}`, () =>
      this.client.graphql(status === 'active' ? UNRESOLVE_THREAD : RESOLVE_THREAD, {
        threadId,
        request: { retries: 0 },
      }),
    );
  }

  async upsertSummary(body: string): Promise<{ id: string; created: boolean }> {
    const text = withSummaryMarker(body);
    const existing = await this.findSummary();
    if (existing) {
      // An edit is idempotent: sent again as it is.
      await this.write('updating the summary', () =>
        this.client.rest.issues.updateComment({
          ...this.target,
          comment_id: existing.id,
          body: text,
          request: { retries: 0 },
        }),
      );
      return { id: String(existing.id), created: false };
    }
    return this.write(
      'posting the summary',
      async () => {
        const { data } = await this.client.rest.issues.createComment({
          ...this.target,
          issue_number: this.options.pullNumber,
          body: text,
          request: { retries: 0 },
        });
        return { id: String(data.id), created: true };
      },
      // The comment may have landed before the failure: look again rather than post a second one.
      async () => {
        const landed = await this.findSummary();
        return landed ? { id: String(landed.id), created: true } : undefined;
      },
    );
  }

  async readSummary(): Promise<string | null> {
    return (await this.findSummary())?.body ?? null;
  }

  /** Our summary comment, found by its marker. */
  private async findSummary(): Promise<{ id: number; body: string } | undefined> {
    const identity = await this.whoAmI();
    const comments = await this.call('listing comments', () =>
      this.client.paginate(this.client.rest.issues.listComments, {
        ...this.target,
        issue_number: this.options.pullNumber,
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
}
