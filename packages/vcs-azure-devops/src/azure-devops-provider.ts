import {
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
import { ChangedFiles } from './changed-files.js';
import { changesSince } from './changes-since.js';
import { AzureDevOpsConnection, type AzureDevOpsProviderOptions } from './connection.js';
import { stripSlash } from './mapping.js';
import { readPullRequestInfo } from './pull-request.js';
import { readSummary, upsertSummary } from './summary.js';
import { listThreads, postComments, replyToThread, setThreadStatus } from './threads.js';

export type { AzureDevOpsProviderOptions } from './connection.js';

/**
 * `VcsProvider` for one Azure DevOps pull request: the connection, the changed files, the threads
 * and the summary each live in a module of their own.
 */
export class AzureDevOpsProvider implements VcsProvider {
  readonly kind = 'ado';
  private readonly connection: AzureDevOpsConnection;
  private readonly files: ChangedFiles;
  private pull: PullRequestInfo | undefined;

  constructor(options: AzureDevOpsProviderOptions) {
    this.connection = new AzureDevOpsConnection(options);
    this.files = new ChangedFiles(this.connection, () => this.getPullRequest());
  }

  /** The identity id we post as. */
  whoAmI(): Promise<string> {
    return this.connection.whoAmI();
  }

  async getPullRequest(): Promise<PullRequestInfo> {
    this.pull ??= await readPullRequestInfo(this.connection);
    return this.pull;
  }

  listChangedFiles(): AsyncGenerator<ChangedFile> {
    return this.files.list();
  }

  getFileContent(path: string, side: Side): Promise<string | null> {
    return this.files.content(stripSlash(path), side);
  }

  getFileDiff(path: string, options: DiffOptions = {}): Promise<string> {
    return this.files.diff(stripSlash(path), options);
  }

  async changesSince(earlierHead: string): Promise<HeadComparison> {
    const pull = await this.getPullRequest();
    return changesSince(this.connection, earlierHead, pull.headSha);
  }

  /** Review threads; the summary thread and system threads are not review threads. */
  listThreads(): Promise<ReviewThread[]> {
    return listThreads(this.connection);
  }

  postComments(comments: readonly InlineComment[]): Promise<PostResult> {
    return postComments(this.connection, this.files, comments);
  }

  replyToThread(threadId: string, body: string): Promise<void> {
    return replyToThread(this.connection, threadId, body);
  }

  setThreadStatus(threadId: string, status: SettableThreadStatus): Promise<void> {
    return setThreadStatus(this.connection, threadId, status);
  }

  /** The summary is one thread with no file, found by its marker and edited in place. */
  upsertSummary(body: string): Promise<{ id: string; created: boolean }> {
    return upsertSummary(this.connection, body);
  }

  readSummary(): Promise<string | null> {
    return readSummary(this.connection);
  }
}
