import {
  commentableLines,
  hasSummaryMarker,
  selectHunks,
  VcsError,
  withSummaryMarker,
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
import * as azdev from 'azure-devops-node-api';
import type { IGitApi } from 'azure-devops-node-api/GitApi.js';
import * as GitInterfaces from 'azure-devops-node-api/interfaces/GitInterfaces.js';
import { createTwoFilesPatch } from 'diff';
import { readWithRetries, writeWithRetries } from './errors.js';
import { escapeForAzureDevOps } from './escape.js';
import { readItemText } from './items.js';
import { changeStatus, lineCounts, stripSlash, toReviewThread, WRITE_STATUS } from './mapping.js';

export interface AzureDevOpsProviderOptions {
  /** `https://dev.azure.com/ORG` (or a server collection URL). */
  organizationUrl: string;
  project: string;
  /** Repository id or name. */
  repository: string;
  pullRequestId: number;
  /** A personal access token (`AZURE_DEVOPS_PAT`). */
  personalAccessToken?: string;
  /** The pipeline's `System.AccessToken`, sent as a bearer token. */
  accessToken?: string;
  /** The identity id CodeHawk posts as; default: the authenticated identity. */
  identityId?: string;
  /**
   * Retries of failed requests; default 3. Reads retry throttling, 5xx and lost connections; writes
   * are sent again only when the failure proves nothing landed, or after reading back that it did not.
   */
  retries?: number;
  /** First retry delay in milliseconds, doubled each time (default 500). */
  retryDelayMs?: number;
  /** Milliseconds per Retry-After second (default 1,000). */
  retryAfterScale?: number;
}

const { CommentThreadStatus, CommentType } = GitInterfaces;

/** A unified diff in git's form, from a file's two versions (Azure DevOps sends no patches). */
function twoFileDiff(oldPath: string, path: string, before: string, after: string): string {
  const patch = createTwoFilesPatch(`a/${oldPath}`, `b/${path}`, before, after, '', '', {
    context: 3,
  });
  return `diff --git a/${oldPath} b/${path}\n${patch.split('\n').slice(1).join('\n')}`;
}

/** `VcsProvider` for one Azure DevOps pull request. */
export class AzureDevOpsProvider implements VcsProvider {
  readonly kind = 'ado';
  private readonly connection: azdev.WebApi;
  private git: IGitApi | undefined;
  private pull: PullRequestInfo | undefined;
  private iteration: number | undefined;
  private identity: string | undefined;
  private readonly contents = new Map<string, Promise<string | null>>();
  private readonly changes = new Map<
    string,
    { trackingId: number; oldPath: string | undefined; status: ChangedFile['status'] }
  >();

  constructor(private readonly options: AzureDevOpsProviderOptions) {
    const handler = options.accessToken
      ? azdev.getBearerHandler(options.accessToken)
      : options.personalAccessToken
        ? azdev.getPersonalAccessTokenHandler(options.personalAccessToken)
        : undefined;
    if (!handler) {
      throw new VcsError(
        'AUTH',
        'No Azure DevOps credentials: set AZURE_DEVOPS_PAT, or run in a pipeline with System.AccessToken.',
      );
    }
    this.connection = new azdev.WebApi(options.organizationUrl.replace(/\/$/, ''), handler);
    this.identity = options.identityId;
  }

  private async api(): Promise<IGitApi> {
    this.git ??= await this.call('connecting', () => this.connection.getGitApi());
    return this.git;
  }

  /** Runs a read, retrying throttled and transient failures with exponential backoff. */
  private call<T>(action: string, request: () => Promise<T>): Promise<T> {
    return readWithRetries(action, request, this.options);
  }

  /** Runs a write, sent again only when that is safe (see `writeWithRetries`). */
  private write<T>(
    action: string,
    send: () => Promise<T>,
    readBack?: () => Promise<T | undefined>,
  ): Promise<T> {
    return writeWithRetries(action, send, { ...this.options, ...(readBack ? { readBack } : {}) });
  }

  /** The identity id we post as. */
  async whoAmI(): Promise<string> {
    if (this.identity === undefined) {
      const data = await this.call('reading the authenticated identity', () =>
        this.connection.connect(),
      );
      const id = data.authenticatedUser?.id;
      if (!id) throw new VcsError('AUTH', 'Azure DevOps did not say who the token belongs to.');
      this.identity = id;
    }
    return this.identity;
  }

  async getPullRequest(): Promise<PullRequestInfo> {
    if (this.pull) return this.pull;
    const git = await this.api();
    const data = await this.call(`reading pull request ${this.options.pullRequestId}`, () =>
      git.getPullRequestById(this.options.pullRequestId, this.options.project),
    );
    if (!data)
      throw new VcsError(
        'NOT_FOUND',
        `Pull request ${this.options.pullRequestId} was not found in ${this.options.project}.`,
      );
    this.pull = {
      id: String(data.pullRequestId ?? this.options.pullRequestId),
      // The pipeline may name the repository by its id; the pull request carries its name.
      repository: data.repository?.name ?? this.options.repository,
      title: data.title ?? '',
      body: data.description ?? '',
      author: data.createdBy?.uniqueName ?? data.createdBy?.displayName ?? '',
      baseSha: data.lastMergeTargetCommit?.commitId ?? '',
      headSha: data.lastMergeSourceCommit?.commitId ?? '',
      baseRef: data.targetRefName?.replace(/^refs\/heads\//, '') ?? '',
      headRef: data.sourceRefName?.replace(/^refs\/heads\//, '') ?? '',
      draft: data.isDraft === true,
      // The pull request's page: its host is where links in posted comments may point.
      url: [
        this.options.organizationUrl.replace(/\/$/, ''),
        encodeURIComponent(data.repository?.project?.name ?? this.options.project),
        '_git',
        encodeURIComponent(data.repository?.name ?? this.options.repository),
        'pullrequest',
        String(data.pullRequestId ?? this.options.pullRequestId),
      ].join('/'),
      warnings: [],
    };
    return this.pull;
  }

  /** The latest iteration: new threads are anchored to it. */
  private async latestIteration(): Promise<number> {
    if (this.iteration === undefined) {
      const git = await this.api();
      const iterations = await this.call('listing iterations', () =>
        git.getPullRequestIterations(
          this.options.repository,
          this.options.pullRequestId,
          this.options.project,
        ),
      );
      this.iteration = Math.max(1, ...iterations.map((iteration) => iteration.id ?? 0));
    }
    return this.iteration;
  }

  async *listChangedFiles(): AsyncGenerator<ChangedFile> {
    const git = await this.api();
    const iteration = await this.latestIteration();
    let skip = 0;
    const top = 100;
    for (;;) {
      const page = await this.call('listing changed files', () =>
        git.getPullRequestIterationChanges(
          this.options.repository,
          this.options.pullRequestId,
          iteration,
          this.options.project,
          top,
          skip,
          0,
        ),
      );
      for (const entry of page.changeEntries ?? []) {
        const path = stripSlash(entry.item?.path);
        if (path === '' || entry.item?.isFolder) continue;
        const status = changeStatus(entry.changeType);
        const oldPath = entry.originalPath ? stripSlash(entry.originalPath) : undefined;
        this.changes.set(path, { trackingId: entry.changeTrackingId ?? 0, oldPath, status });
        // Azure DevOps reports no line counts: they come from the two versions of the file.
        const { before, after } = await this.versions(path, oldPath ?? path, status);
        const counts = lineCounts(oldPath ?? path, path, before, after);
        const file: ChangedFile = { path, status, ...counts };
        if (status === 'renamed' && oldPath !== undefined) file.oldPath = oldPath;
        yield file;
      }
      if (!page.nextTop) break;
      skip = page.nextSkip ?? skip + top;
    }
  }

  /** A change's two versions: empty on the side where the file does not exist. */
  private async versions(
    path: string,
    oldPath: string,
    status: ChangedFile['status'],
  ): Promise<{ before: string; after: string }> {
    const before = status === 'added' ? '' : ((await this.contentAt(oldPath, 'base')) ?? '');
    const after = status === 'deleted' ? '' : ((await this.contentAt(path, 'head')) ?? '');
    return { before, after };
  }

  async getFileContent(path: string, side: Side): Promise<string | null> {
    return this.contentAt(stripSlash(path), side);
  }

  /** A file at one side, read once: listing changes counts lines, and a diff needs both sides again. */
  private contentAt(path: string, side: Side): Promise<string | null> {
    const key = `${side}:${path}`;
    let content = this.contents.get(key);
    if (!content) {
      content = this.readContent(path, side);
      this.contents.set(key, content);
      // A failed read is not remembered: the next call tries again.
      content.catch(() => this.contents.delete(key));
    }
    return content;
  }

  private async readContent(path: string, side: Side): Promise<string | null> {
    const pull = await this.getPullRequest();
    const git = await this.api();
    const version = side === 'base' ? pull.baseSha : pull.headSha;
    return this.call(`reading ${path} at ${side}`, () =>
      readItemText(git, this.options, path, version),
    );
  }

  async getFileDiff(path: string, options: DiffOptions = {}): Promise<string> {
    const clean = stripSlash(path);
    if (!this.changes.has(clean)) for await (const _file of this.listChangedFiles());
    const change = this.changes.get(clean);
    if (!change) return '';
    const oldPath = change.oldPath ?? clean;
    const { before, after } = await this.versions(clean, oldPath, change.status);
    const diff = twoFileDiff(oldPath, clean, before, after);
    return options.startLine === undefined && options.endLine === undefined
      ? diff
      : selectHunks(diff, options.startLine, options.endLine);
  }

  async changesSince(earlierHead: string): Promise<HeadComparison> {
    const pull = await this.getPullRequest();
    const git = await this.api();
    const commit = (version: string) => ({
      version,
      versionType: GitInterfaces.GitVersionType.Commit,
    });
    const changes: GitInterfaces.GitChange[] = [];
    const top = 100;
    for (let skip = 0; ; skip += top) {
      let page: GitInterfaces.GitCommitDiffs | null;
      try {
        page = await this.call(`comparing ${earlierHead.slice(0, 12)} with the head`, () =>
          git.getCommitDiffs(
            this.options.repository,
            this.options.project,
            false,
            top,
            skip,
            commit(earlierHead),
            commit(pull.headSha),
          ),
        );
      } catch (error) {
        // A force-push can leave the earlier head unreachable: the service no longer knows it.
        if (VcsError.isInstance(error) && error.code === 'NOT_FOUND')
          return { ancestor: false, files: [] };
        throw error;
      }
      // A commit the service does not know answers 404, which the client hands back as no body.
      // The earlier head is an ancestor exactly when it is the two commits' common commit.
      if (!page || page.commonCommit !== earlierHead) return { ancestor: false, files: [] };
      changes.push(...(page.changes ?? []));
      if ((page.changes ?? []).length < top) break;
    }
    const files: HeadComparison['files'] = [];
    for (const change of changes) {
      const path = stripSlash(change.item?.path);
      if (
        path === '' ||
        change.item?.isFolder ||
        change.item?.gitObjectType === GitInterfaces.GitObjectType.Tree
      )
        continue;
      const status = changeStatus(change.changeType);
      const oldPath = change.originalPath ? stripSlash(change.originalPath) : path;
      const read = (at: string, where: string) =>
        this.call(`reading ${where} at ${at.slice(0, 12)}`, () =>
          readItemText(git, this.options, where, at),
        );
      const before = status === 'added' ? '' : ((await read(earlierHead, oldPath)) ?? '');
      const after = status === 'deleted' ? '' : ((await read(pull.headSha, path)) ?? '');
      const file: ChangedFile = { path, status, ...lineCounts(oldPath, path, before, after) };
      if (status === 'renamed') file.oldPath = oldPath;
      files.push({ file, diff: twoFileDiff(oldPath, path, before, after) });
    }
    return { ancestor: true, files };
  }

  /** Review threads; the summary thread and system threads are not review threads. */
  async listThreads(): Promise<ReviewThread[]> {
    const identity = await this.whoAmI();
    const git = await this.api();
    const threads = await this.call('listing threads', () =>
      git.getThreads(this.options.repository, this.options.pullRequestId, this.options.project),
    );
    const result: ReviewThread[] = [];
    for (const thread of threads) {
      const review = toReviewThread(thread, identity);
      if (review) result.push(review);
    }
    return result;
  }

  /**
   * One thread per comment: Azure DevOps has no batch endpoint. A comment that cannot be posted is
   * reported in `failed` and the rest are still posted, so the result says exactly what landed.
   */
  async postComments(comments: readonly InlineComment[]): Promise<PostResult> {
    const git = await this.api();
    const iteration = await this.latestIteration();
    const result: PostResult = { posted: [], notPlaced: [], failed: [] };
    for (const comment of comments) {
      const lines = commentableLines(await this.getFileDiff(comment.file));
      const change = this.changes.get(comment.file);
      if (!lines.has(comment.line) || !change) {
        result.notPlaced.push({
          comment,
          reason: `line ${comment.line} of ${comment.file} is not part of the diff`,
        });
        continue;
      }
      const content = escapeForAzureDevOps(comment.body);
      try {
        const threadId = await this.write(
          `posting a comment on ${comment.file}:${comment.line}`,
          async () =>
            String(
              (
                await git.createThread(
                  {
                    comments: [{ parentCommentId: 0, content, commentType: CommentType.Text }],
                    status: CommentThreadStatus.Active,
                    threadContext: {
                      filePath: `/${comment.file}`,
                      rightFileStart: { line: comment.line, offset: 1 },
                      rightFileEnd: { line: comment.endLine ?? comment.line, offset: 1 },
                    },
                    pullRequestThreadContext: {
                      changeTrackingId: change.trackingId,
                      iterationContext: {
                        firstComparingIteration: 1,
                        secondComparingIteration: iteration,
                      },
                    },
                  },
                  this.options.repository,
                  this.options.pullRequestId,
                  this.options.project,
                )
              ).id ?? '',
            ),
          // A thread that landed before its answer was lost is never posted twice.
          async () =>
            (await this.listThreads()).find(
              (thread) =>
                thread.ours &&
                thread.file === comment.file &&
                thread.line === comment.line &&
                thread.comments[0]?.body === content,
            )?.id,
        );
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

  async replyToThread(threadId: string, body: string): Promise<void> {
    const git = await this.api();
    const content = escapeForAzureDevOps(body);
    await this.write(
      'replying to a thread',
      async () => {
        await git.createComment(
          { parentCommentId: 1, content, commentType: CommentType.Text },
          this.options.repository,
          this.options.pullRequestId,
          Number(threadId),
          this.options.project,
        );
        return true;
      },
      async () => {
        const thread = (await this.listThreads()).find((candidate) => candidate.id === threadId);
        const replied = thread?.comments
          .slice(1)
          .some((comment) => comment.ours && comment.body === content);
        return replied === true ? true : undefined;
      },
    );
  }

  async setThreadStatus(threadId: string, status: SettableThreadStatus): Promise<void> {
    const git = await this.api();
    await this.write(`marking thread ${threadId} ${status}`, () =>
      git.updateThread(
        { status: WRITE_STATUS[status] },
        this.options.repository,
        this.options.pullRequestId,
        Number(threadId),
        this.options.project,
      ),
    );
  }

  /** The summary is one thread with no file, found by its marker and edited in place. */
  async upsertSummary(body: string): Promise<{ id: string; created: boolean }> {
    const git = await this.api();
    const text = escapeForAzureDevOps(withSummaryMarker(body));
    const existing = await this.findSummary();
    if (existing !== undefined) {
      // An edit is idempotent: sent again as it is.
      await this.write('updating the summary', () =>
        git.updateComment(
          { content: text },
          this.options.repository,
          this.options.pullRequestId,
          existing.id,
          1,
          this.options.project,
        ),
      );
      return { id: String(existing.id), created: false };
    }
    return this.write(
      'posting the summary',
      async () => {
        const created = await git.createThread(
          {
            comments: [{ parentCommentId: 0, content: text, commentType: CommentType.Text }],
            status: CommentThreadStatus.Closed,
          },
          this.options.repository,
          this.options.pullRequestId,
          this.options.project,
        );
        return { id: String(created.id ?? ''), created: true };
      },
      async () => {
        const landed = await this.findSummary();
        return landed ? { id: String(landed.id), created: true } : undefined;
      },
    );
  }

  async readSummary(): Promise<string | null> {
    return (await this.findSummary())?.body ?? null;
  }

  /** Our summary thread, found by its marker. */
  private async findSummary(): Promise<{ id: number; body: string } | undefined> {
    const identity = await this.whoAmI();
    const git = await this.api();
    const threads = await this.call('listing threads', () =>
      git.getThreads(this.options.repository, this.options.pullRequestId, this.options.project),
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
}
