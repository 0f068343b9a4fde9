import {
  selectHunks,
  type ChangedFile,
  type DiffOptions,
  type PullRequestInfo,
  type Side,
} from '@codehawk/vcs';
import type { AzureDevOpsConnection } from './connection.js';
import { readItemText } from './items.js';
import { changeStatus, lineCounts, stripSlash } from './mapping.js';
import { twoFileDiff } from './two-file-diff.js';

/** A changed file as the latest iteration lists it: new threads on it name its tracking id. */
export interface IterationChange {
  trackingId: number;
  oldPath: string | undefined;
  status: ChangedFile['status'];
}

/**
 * The pull request's changed files, their contents on either side and their diffs. Every file
 * version is read once: listing changes counts lines, and a diff needs both sides again.
 */
export class ChangedFiles {
  private iteration: number | undefined;
  private readonly contents = new Map<string, Promise<string | null>>();
  private readonly changes = new Map<string, IterationChange>();

  constructor(
    private readonly connection: AzureDevOpsConnection,
    private readonly pull: () => Promise<PullRequestInfo>,
  ) {}

  /** The latest iteration: new threads are anchored to it. */
  async latestIteration(): Promise<number> {
    if (this.iteration === undefined) {
      const { options } = this.connection;
      const git = await this.connection.api();
      const iterations = await this.connection.read('listing iterations', () =>
        git.getPullRequestIterations(options.repository, options.pullRequestId, options.project),
      );
      this.iteration = Math.max(1, ...iterations.map((iteration) => iteration.id ?? 0));
    }
    return this.iteration;
  }

  /** The change of a file the listing saw, or undefined (list first). */
  change(path: string): IterationChange | undefined {
    return this.changes.get(path);
  }

  async *list(): AsyncGenerator<ChangedFile> {
    const { options } = this.connection;
    const git = await this.connection.api();
    const iteration = await this.latestIteration();
    let skip = 0;
    const top = 100;
    for (;;) {
      const page = await this.connection.read('listing changed files', () =>
        git.getPullRequestIterationChanges(
          options.repository,
          options.pullRequestId,
          iteration,
          options.project,
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

  async diff(path: string, options: DiffOptions = {}): Promise<string> {
    if (!this.changes.has(path)) for await (const _file of this.list());
    const change = this.changes.get(path);
    if (!change) return '';
    const oldPath = change.oldPath ?? path;
    const { before, after } = await this.versions(path, oldPath, change.status);
    const diff = twoFileDiff(oldPath, path, before, after);
    return options.startLine === undefined && options.endLine === undefined
      ? diff
      : selectHunks(diff, options.startLine, options.endLine);
  }

  /** A change's two versions: empty on the side where the file does not exist. */
  private async versions(
    path: string,
    oldPath: string,
    status: ChangedFile['status'],
  ): Promise<{ before: string; after: string }> {
    const before = status === 'added' ? '' : ((await this.content(oldPath, 'base')) ?? '');
    const after = status === 'deleted' ? '' : ((await this.content(path, 'head')) ?? '');
    return { before, after };
  }

  /** A file at one side, read once. */
  content(path: string, side: Side): Promise<string | null> {
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
    const pull = await this.pull();
    const git = await this.connection.api();
    const version = side === 'base' ? pull.baseSha : pull.headSha;
    return this.connection.read(`reading ${path} at ${side}`, () =>
      readItemText(git, this.connection.options, path, version),
    );
  }
}
