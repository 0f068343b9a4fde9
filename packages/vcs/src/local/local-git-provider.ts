import { readFile, realpath } from 'node:fs/promises';
import { basename, isAbsolute, join, sep } from 'node:path';
import type {
  ChangedFile,
  DiffOptions,
  HeadComparison,
  InlineComment,
  PostResult,
  PullRequestInfo,
  ReviewThread,
  SettableThreadStatus,
  Side,
  VcsProvider,
} from '../contract.js';
import { commentableLines, selectHunks } from '../diff-range.js';
import { VcsError } from '../errors.js';
import { SUMMARY_MARKER, withSummaryMarker } from '@codehawk/findings';
import { BlobReader } from './blob-reader.js';
import {
  addedFileDiff,
  diffChanges,
  diffsByPath,
  listTree,
  untrackedChanges,
  type TreeEntry,
} from './changes.js';
import { describeRange } from './describe-range.js';
import { git, gitSucceeds } from './git.js';
import { headTree, type HeadTree } from './head-tree.js';
import { resolveChange, type LocalGitProviderOptions, type ResolvedChange } from './open-change.js';
import { Outbox, type OutboxState } from './outbox.js';

export type { LocalGitProviderOptions } from './open-change.js';
export type { HeadTree } from './head-tree.js';

/**
 * The embedded default provider: a local repository, read with git (never through a shell), with
 * "posting" going to an outbox directory that is read back on the next run.
 */
export class LocalGitProvider implements VcsProvider {
  readonly kind = 'local';
  private readonly renames = new Map<string, string>();
  private writes: Promise<unknown> = Promise.resolve();
  private untracked: Promise<Set<string>> | undefined;
  private readonly trees = new Map<string, Promise<Map<string, TreeEntry>>>();
  private allDiffs: ReturnType<typeof diffsByPath> | undefined;
  private pullRequest: Promise<PullRequestInfo> | undefined;
  private readonly blobs: BlobReader;

  readonly root: string;
  readonly baseSha: string;
  readonly headSha: string;
  private readonly headRef: string;
  private readonly workingTree: boolean;
  private readonly outboxRelative: string | null;

  private constructor(
    private readonly change: ResolvedChange,
    private readonly outbox: Outbox,
  ) {
    this.root = change.root;
    this.baseSha = change.baseSha;
    this.headSha = change.headSha;
    this.headRef = change.headRef;
    this.workingTree = change.workingTree;
    this.outboxRelative = change.outboxRelative;
    this.blobs = new BlobReader(change.root);
  }

  /** Opens a repository and resolves the change's base and head. */
  static async open(options: LocalGitProviderOptions): Promise<LocalGitProvider> {
    const change = await resolveChange(options);
    const outbox = new Outbox(change.outboxDirectory, options.identity ?? 'codehawk', options.now);
    return new LocalGitProvider(change, outbox);
  }

  /**
   * The reviewed range in words — `abc1234 (merge-base with main, the default branch)..def5678
   * (HEAD, feature)` — and, when the range holds no commit, why and what to do.
   */
  describeRange(): Promise<{ range: string; empty?: string }> {
    return describeRange(this.change);
  }

  /**
   * A directory holding the reviewed head's files, for everything that reads files rather than
   * diffs (see `HeadTree`).
   */
  headTree(): Promise<HeadTree> {
    return headTree(this.root, this.headSha, this.workingTree);
  }

  /** The outbox directory this change posts to. */
  get outboxDirectory(): string {
    return this.outbox.directory;
  }

  /**
   * The change's title, author and commit messages: read from git once (the range is fixed while
   * the provider lives), each caller given its own copy.
   */
  async getPullRequest(): Promise<PullRequestInfo> {
    this.pullRequest ??= this.readPullRequest().catch((error: unknown) => {
      this.pullRequest = undefined;
      throw error;
    });
    const info = await this.pullRequest;
    return { ...info, warnings: [...info.warnings] };
  }

  private async readPullRequest(): Promise<PullRequestInfo> {
    const format = ['--format=%an%x00%s%x00%b%x00'];
    const head = await git(this.root, ['log', '-1', ...format, this.headSha]);
    const [author = '', subject = ''] = head.split('\0');
    const bodies = await git(this.root, [
      'log',
      '--format=%s%n%n%b%x00',
      `${this.baseSha}..${this.headSha}`,
    ]);
    const commits = bodies
      .split('\0')
      .map((text) => text.trim())
      .filter(Boolean);
    return {
      id: this.headRef,
      repository: basename(this.root),
      title: this.workingTree ? `Uncommitted changes on ${this.headRef}` : subject,
      body: commits.join('\n\n---\n\n'),
      author,
      baseSha: this.baseSha,
      headSha: this.headSha,
      headRef: this.headRef,
      draft: false,
      warnings: [],
    };
  }

  async *listChangedFiles(): AsyncGenerator<ChangedFile> {
    const outboxPrefix = this.outboxRelative === null ? null : `${this.outboxRelative}/`;
    const exclude = (path: string): boolean =>
      outboxPrefix !== null && path.startsWith(outboxPrefix);
    const range = this.workingTree ? [this.baseSha] : [this.baseSha, this.headSha];
    for await (const file of diffChanges(this.root, range, exclude)) {
      if (file.oldPath !== undefined) this.renames.set(file.path, file.oldPath);
      yield file;
    }
    if (this.workingTree) yield* untrackedChanges(this.root, exclude);
  }

  async getFileContent(path: string, side: Side): Promise<string | null> {
    const clean = this.checkPath(path);
    if (side === 'head' && this.workingTree) return this.readWorkingFile(clean);
    const sha = side === 'base' ? this.baseSha : this.headSha;
    // The whole tree is listed once per commit and blobs come through one git process: reading a
    // thousand files must not start two thousand.
    let tree = this.trees.get(sha);
    if (tree === undefined) {
      tree = listTree(this.root, sha);
      this.trees.set(sha, tree);
    }
    const entry = (await tree).get(clean);
    if (entry === undefined) return null;
    if (entry.mode === '160000')
      throw new VcsError('UNSUPPORTED', `${clean} is a submodule; its content is not read.`);
    if (entry.type !== 'blob') return null;
    return this.blobs.read(entry.object);
  }

  async getFileDiff(path: string, options: DiffOptions = {}): Promise<string> {
    const clean = this.checkPath(path);
    const range = this.workingTree ? [this.baseSha] : [this.baseSha, this.headSha];
    const untracked = await this.untrackedDiff(clean);
    // Every diff of the change comes from one git call, read the first time one is asked for.
    this.allDiffs ??= diffsByPath(this.root, range).catch(() => null);
    const all = untracked === undefined ? await this.allDiffs : null;
    const known = all && !all.renameSources.has(clean) ? (all.diffs.get(clean) ?? '') : undefined;
    const diff = untracked ?? known ?? (await this.diffOf(clean, range));
    return options.startLine === undefined && options.endLine === undefined
      ? diff
      : selectHunks(diff, options.startLine, options.endLine);
  }

  /** One file's diff, asked of git on its own (with its rename source, when it was renamed). */
  private async diffOf(clean: string, range: readonly string[]): Promise<string> {
    const paths = [clean, ...(this.renames.has(clean) ? [this.renames.get(clean) ?? clean] : [])];
    return git(this.root, ['diff', '-M', '--no-color', '--no-ext-diff', ...range, '--', ...paths]);
  }

  async changesSince(earlierHead: string): Promise<HeadComparison> {
    const known = await gitSucceeds(this.root, [
      'rev-parse',
      '--verify',
      '--quiet',
      `${earlierHead}^{commit}`,
    ]);
    if (
      !known ||
      !(await gitSucceeds(this.root, ['merge-base', '--is-ancestor', earlierHead, this.headSha]))
    )
      return { ancestor: false, files: [] };
    const range = this.workingTree ? [earlierHead] : [earlierHead, this.headSha];
    const outboxPrefix = this.outboxRelative === null ? null : `${this.outboxRelative}/`;
    const files: HeadComparison['files'] = [];
    for await (const file of diffChanges(
      this.root,
      range,
      (path) => outboxPrefix !== null && path.startsWith(outboxPrefix),
    )) {
      const paths = [file.path, ...(file.oldPath === undefined ? [] : [file.oldPath])];
      const diff = await git(this.root, [
        'diff',
        '-M',
        '--no-color',
        '--no-ext-diff',
        ...range,
        '--',
        ...paths,
      ]);
      files.push({ file, diff });
    }
    return { ancestor: true, files };
  }

  /**
   * An untracked file of the working tree, as the diff that adds it (git's diff against a commit
   * leaves it out), or undefined for any other file.
   */
  private async untrackedDiff(path: string): Promise<string | undefined> {
    if (!this.workingTree) return undefined;
    // The untracked files, listed once by one git call.
    this.untracked ??= git(this.root, ['ls-files', '-z', '--others', '--exclude-standard'])
      .then((listed) => new Set(listed.split('\0').filter(Boolean)))
      .catch(() => new Set<string>());
    if (!(await this.untracked).has(path)) return undefined;
    const text = await this.readWorkingFile(path);
    return text === null ? undefined : addedFileDiff(path, text);
  }

  async listThreads(): Promise<ReviewThread[]> {
    return this.outbox.toThreads(await this.outbox.load());
  }

  postComments(comments: readonly InlineComment[]): Promise<PostResult> {
    return this.mutate(async (state) => {
      const result: PostResult = { posted: [], notPlaced: [] };
      const placeable = new Map<string, Set<number>>();
      let next = state.threads.reduce(
        (max, thread) => Math.max(max, Number(thread.id.slice(1)) || 0),
        0,
      );
      for (const comment of comments) {
        let lines = placeable.get(comment.file);
        if (lines === undefined) {
          lines = commentableLines(await this.getFileDiff(comment.file).catch(() => ''));
          placeable.set(comment.file, lines);
        }
        if (!lines.has(comment.line)) {
          result.notPlaced.push({
            comment,
            reason: `line ${comment.line} of ${comment.file} is not part of the diff`,
          });
          continue;
        }
        const id = `L${++next}`;
        state.threads.push({
          id,
          file: comment.file,
          line: comment.line,
          ...(comment.endLine === undefined ? {} : { endLine: comment.endLine }),
          status: 'active',
          comments: [this.outbox.comment(comment.body, `${id}-1`)],
        });
        result.posted.push({ comment, threadId: id });
      }
      return result;
    });
  }

  replyToThread(threadId: string, body: string): Promise<void> {
    return this.mutate((state) => {
      const thread = Outbox.thread(state, threadId);
      thread.comments.push(this.outbox.comment(body, `${threadId}-${thread.comments.length + 1}`));
    });
  }

  setThreadStatus(threadId: string, status: SettableThreadStatus): Promise<void> {
    return this.mutate((state) => Outbox.setStatus(state, threadId, status));
  }

  upsertSummary(body: string): Promise<{ id: string; created: boolean }> {
    return this.mutate((state) => {
      const created = state.summary === null;
      state.summary = {
        id: 'summary',
        body: withSummaryMarker(body),
        updatedAt: new Date().toISOString(),
      };
      return { id: 'summary', created };
    });
  }

  /** The summary as posted, or null. */
  async readSummary(): Promise<string | null> {
    const state = await this.outbox.load();
    return state.summary?.body.replace(SUMMARY_MARKER, '').trimEnd() ?? null;
  }

  /** Load, change and save the outbox, one change at a time. */
  private mutate<T>(change: (state: OutboxState) => T | Promise<T>): Promise<T> {
    const run = this.writes.then(async () => {
      const state = await this.outbox.load();
      const result = await change(state);
      await this.outbox.save(state);
      return result;
    });
    this.writes = run.catch(() => undefined);
    return run;
  }

  /** A repository-relative path, refused when absolute or climbing out of the repository. */
  private checkPath(path: string): string {
    const clean = path.replace(/\\/g, '/').replace(/^\.\//, '');
    if (
      clean === '' ||
      isAbsolute(clean) ||
      clean.split('/').includes('..') ||
      clean === '.git' ||
      clean.startsWith('.git/')
    ) {
      throw new VcsError('INVALID', `"${path}" is not a file path inside the repository.`);
    }
    return clean;
  }

  private async readWorkingFile(path: string): Promise<string | null> {
    const absolute = join(this.root, path);
    let real: string;
    try {
      real = await realpath(absolute);
    } catch {
      return null;
    }
    if (real !== this.root && !real.startsWith(this.root + sep)) {
      throw new VcsError('INVALID', `"${path}" leads outside the repository.`);
    }
    return readFile(real, 'utf8');
  }
}
