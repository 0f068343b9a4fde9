import {
  commentableLines,
  selectHunks,
  VcsError,
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
import { changedFileOf, diffOf } from './changed-file.js';
import { changesSince } from './changes-since.js';
import { toVcsError } from './client.js';
import { GitHubConnection, type GitHubProviderOptions } from './connection.js';
import {
  REVIEW_THREADS,
  RESOLVE_THREAD,
  UNRESOLVE_THREAD,
  type ReviewThreadsResult,
} from './graphql.js';
import { readSummary, upsertSummary } from './summary.js';
import { toReviewThread } from './threads.js';

export type { GitHubProviderOptions } from './connection.js';

/** GitHub lists at most this many files of a pull request. */
export const GITHUB_FILE_LIMIT = 3000;

/** `VcsProvider` for one GitHub pull request. */
export class GitHubProvider implements VcsProvider {
  readonly kind = 'github';
  private readonly connection: GitHubConnection;
  private readonly patches = new Map<
    string,
    { patch: string | undefined; oldPath: string | undefined }
  >();
  private readonly firstCommentOfThread = new Map<string, number>();
  private pull: PullRequestInfo | undefined;

  constructor(options: GitHubProviderOptions) {
    this.connection = new GitHubConnection(options);
  }

  /** The login we post as. */
  whoAmI(): Promise<string> {
    return this.connection.whoAmI();
  }

  async getPullRequest(): Promise<PullRequestInfo> {
    if (this.pull) return this.pull;
    const { data } = await this.connection.call(
      `reading pull request #${this.connection.options.pullNumber}`,
      () =>
        this.connection.client.rest.pulls.get({
          ...this.connection.target,
          pull_number: this.connection.options.pullNumber,
        }),
    );
    const warnings: string[] = [];
    if (data.changed_files > GITHUB_FILE_LIMIT) {
      warnings.push(
        `GitHub lists only the first ${GITHUB_FILE_LIMIT} of this pull request's ${data.changed_files} changed files; the rest were not reviewed.`,
      );
    }
    this.pull = {
      id: String(data.number),
      repository: `${this.connection.target.owner}/${this.connection.target.repo}`,
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
    const pages = this.connection.client.paginate.iterator(
      this.connection.client.rest.pulls.listFiles,
      {
        ...this.connection.target,
        pull_number: this.connection.options.pullNumber,
        per_page: 100,
      },
    );
    try {
      for await (const { data } of pages) {
        for (const entry of data) {
          this.patches.set(entry.filename, {
            patch: entry.patch,
            oldPath: entry.previous_filename,
          });
          yield changedFileOf(entry);
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
      const { data } = await this.connection.client.rest.repos.getContent({
        ...this.connection.target,
        path,
        ref,
      });
      if (Array.isArray(data) || data.type !== 'file') return null;
      if ('content' in data && data.encoding === 'base64' && data.content !== '') {
        return Buffer.from(data.content, 'base64').toString('utf8');
      }
      // Files over 1 MB come without content: read the blob.
      const blob = await this.connection.client.rest.git.getBlob({
        ...this.connection.target,
        file_sha: data.sha,
      });
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
    const diff = diffOf(path, entry?.oldPath, entry?.patch);
    if (diff === '') return '';
    return options.startLine === undefined && options.endLine === undefined
      ? diff
      : selectHunks(diff, options.startLine, options.endLine);
  }

  async listThreads(): Promise<ReviewThread[]> {
    const identity = await this.whoAmI();
    const threads: ReviewThread[] = [];
    let after: string | null = null;
    do {
      const result: ReviewThreadsResult = await this.connection.call('listing review threads', () =>
        this.connection.client.graphql<ReviewThreadsResult>(REVIEW_THREADS, {
          owner: this.connection.target.owner,
          name: this.connection.target.repo,
          number: this.connection.options.pullNumber,
          after,
        }),
      );
      const connection = result.repository?.pullRequest?.reviewThreads;
      if (!connection)
        throw new VcsError(
          'NOT_FOUND',
          `Pull request #${this.connection.options.pullNumber} was not found in ${this.connection.target.owner}/${this.connection.target.repo}.`,
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
      await this.connection.write(
        'posting the review',
        async () => {
          await this.connection.client.rest.pulls.createReview({
            ...this.connection.target,
            pull_number: this.connection.options.pullNumber,
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
        `No review thread ${threadId} on pull request #${this.connection.options.pullNumber}.`,
      );
    await this.connection.write(
      'replying to a thread',
      async () => {
        await this.connection.client.rest.pulls.createReplyForReviewComment({
          ...this.connection.target,
          pull_number: this.connection.options.pullNumber,
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
    await this.connection.write(`marking a thread ${status}`, () =>
      this.connection.client.graphql(status === 'active' ? UNRESOLVE_THREAD : RESOLVE_THREAD, {
        threadId,
        request: { retries: 0 },
      }),
    );
  }

  async changesSince(earlierHead: string): Promise<HeadComparison> {
    const pull = await this.getPullRequest();
    return changesSince(this.connection, earlierHead, pull.headSha);
  }

  /** The summary is one issue comment, found by its marker and edited in place. */
  upsertSummary(body: string): Promise<{ id: string; created: boolean }> {
    return upsertSummary(this.connection, body);
  }

  readSummary(): Promise<string | null> {
    return readSummary(this.connection);
  }
}
