import { mkdtemp, readFile, realpath, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, isAbsolute, join, relative, resolve, sep } from 'node:path';
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
import { git, gitSucceeds } from './git.js';
import { Outbox, type OutboxState } from './outbox.js';

export interface LocalGitProviderOptions {
  /** Any directory inside the repository. */
  repository: string;
  /** The base of the change; its merge-base with head is used. Default: origin/HEAD, then main, then master. */
  base?: string;
  /** The head of the change (default HEAD). */
  head?: string;
  /** Review the uncommitted working tree (tracked changes and untracked files) instead of `head`. */
  workingTree?: boolean;
  /** Where posted comments, threads and the summary are kept (default `.codehawk` in the repository). */
  outboxDirectory?: string;
  /** The author name CodeHawk posts as (default `codehawk`). */
  identity?: string;
  now?: () => Date;
}

const DEFAULT_BRANCHES = ['origin/HEAD', 'main', 'master'];

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
  private readonly blobs: BlobReader;

  private constructor(
    readonly root: string,
    readonly baseSha: string,
    readonly headSha: string,
    private readonly headRef: string,
    private readonly workingTree: boolean,
    private readonly outbox: Outbox,
    private readonly outboxRelative: string | null,
    /** How the base was chosen: the ref and its tip, and whether it was the default. */
    private readonly baseChoice: { name: string; tip: string; explicit: boolean; head: string },
  ) {
    this.blobs = new BlobReader(root);
  }

  /** Opens a repository and resolves the change's base and head. */
  static async open(options: LocalGitProviderOptions): Promise<LocalGitProvider> {
    const directory = resolve(options.repository);
    if (
      (await git(directory, ['rev-parse', '--is-bare-repository']).catch(() => '')).trim() ===
      'true'
    )
      throw new VcsError(
        'UNSUPPORTED',
        `${directory} is a bare repository: CodeHawk reviews a checkout (it reads the working tree). Clone it (git clone ${directory}) and run CodeHawk in the clone.`,
      );
    let root: string;
    try {
      root = (await git(directory, ['rev-parse', '--show-toplevel'])).trim();
    } catch (error) {
      throw new VcsError(
        'NOT_FOUND',
        `${directory} is not inside a git repository. Run CodeHawk in a repository, or pass its path.`,
        { cause: error },
      );
    }
    const shallow = await LocalGitProvider.shallowHint(root);
    try {
      return await LocalGitProvider.resolve(root, options);
    } catch (error) {
      if (error instanceof VcsError && shallow)
        throw new VcsError(error.code, `${error.message} ${shallow}`, { cause: error });
      throw error;
    }
  }

  /** What to do about a shallow clone (the default of GitHub's checkout), or '' for a full one. */
  private static async shallowHint(root: string): Promise<string> {
    const shallow = (
      await git(root, ['rev-parse', '--is-shallow-repository']).catch(() => '')
    ).trim();
    return shallow === 'true'
      ? 'This is a shallow clone, so the base and its history may be missing: fetch the full history (`fetch-depth: 0` on actions/checkout, `fetchDepth: 0` in Azure Pipelines, or `git fetch --unshallow`).'
      : '';
  }

  private static async resolve(
    root: string,
    options: LocalGitProviderOptions,
  ): Promise<LocalGitProvider> {
    const head = options.head ?? 'HEAD';
    const headSha = await LocalGitProvider.resolveCommit(
      root,
      head,
      `the head "${head}" (does the repository have a commit?)`,
    );
    const baseName = options.base ?? (await LocalGitProvider.defaultBase(root));
    const baseTip = await LocalGitProvider.resolveCommit(root, baseName, `the base "${baseName}"`);
    let baseSha: string;
    try {
      baseSha = (await git(root, ['merge-base', baseTip, headSha])).trim();
    } catch (error) {
      throw new VcsError(
        'INVALID',
        `"${baseName}" and "${head}" have no common history; pass a base that the head branched from.`,
        { cause: error },
      );
    }
    const branch = (await git(root, ['rev-parse', '--abbrev-ref', head]).catch(() => head)).trim();
    const headRef =
      branch === 'HEAD' || branch === '' ? `detached-${headSha.slice(0, 12)}` : branch;
    const outboxRoot = resolve(root, options.outboxDirectory ?? '.codehawk');
    const outboxDirectory = join(outboxRoot, 'outbox', headRef.replace(/[^A-Za-z0-9._-]+/g, '_'));
    const outboxRelative = relative(root, outboxRoot);
    return new LocalGitProvider(
      await realpath(root),
      baseSha,
      headSha,
      headRef,
      options.workingTree === true,
      new Outbox(outboxDirectory, options.identity ?? 'codehawk', options.now),
      outboxRelative.startsWith('..') || isAbsolute(outboxRelative)
        ? null
        : outboxRelative.split(sep).join('/'),
      { name: baseName, tip: baseTip, explicit: options.base !== undefined, head },
    );
  }

  /**
   * The reviewed range in words — `abc1234 (merge-base with main, the default branch)..def5678
   * (HEAD, feature)` — and, when the range holds no commit, why and what to do.
   */
  async describeRange(): Promise<{ range: string; empty?: string }> {
    const { name, tip, explicit, head } = this.baseChoice;
    const short = (sha: string): string => sha.slice(0, 7);
    const how = explicit
      ? tip === this.baseSha
        ? `--base ${name}`
        : `merge-base with --base ${name}`
      : `merge-base with ${name}, the default branch`;
    const headText = this.workingTree
      ? `the working tree (uncommitted changes on ${this.headRef})`
      : `${short(this.headSha)} (${head === this.headRef ? head : `${head}, ${this.headRef}`})`;
    const range = `${short(this.baseSha)} (${how})..${headText}`;
    if (this.workingTree || this.baseSha !== this.headSha) return { range };
    const fix = explicit
      ? `Pass a --base that ${head} branched from`
      : `Check out the branch to review, or pass --base <ref> (for example --base HEAD~1); --working-tree reviews uncommitted changes`;
    if (tip === this.headSha)
      return {
        range,
        empty: `${head} is ${name} itself, so the range holds no commit. ${fix}.`,
      };
    const behind = (
      await git(this.root, ['rev-list', '--count', `${this.headSha}..${tip}`])
    ).trim();
    return {
      range,
      empty: `${head} is behind ${name} by ${behind} commit(s): every commit of ${head} is already in ${name}, so the range holds none (${explicit ? 'the base is ahead of the head' : 'a detached HEAD or an old commit checked out'}). ${fix}.`,
    };
  }

  private static async resolveCommit(root: string, ref: string, what: string): Promise<string> {
    try {
      return (await git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim();
    } catch (error) {
      throw new VcsError('NOT_FOUND', `Cannot resolve ${what} to a commit.`, { cause: error });
    }
  }

  private static async defaultBase(root: string): Promise<string> {
    for (const candidate of DEFAULT_BRANCHES) {
      if (await gitSucceeds(root, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]))
        return candidate;
    }
    throw new VcsError(
      'NOT_FOUND',
      'Cannot find the default branch (origin/HEAD, main or master); pass the base of the change explicitly.',
    );
  }

  /**
   * A directory holding the reviewed head's files, for everything that reads files rather than
   * diffs (the code graph, the agent's tools): the checkout itself when it is the head commit,
   * unchanged, or the working tree under review; otherwise the head commit's tree, written from
   * git's objects into a temporary directory (remove it with `cleanup`). Nothing in the repository
   * changes: a temporary index is used.
   */
  async headTree(): Promise<{
    directory: string;
    fromCheckout: boolean;
    /**
     * The repository's git directory when `directory` is a copy: git run with it and the copy as
     * work tree reads the commit's own `.gitattributes` and `.gitignore`.
     */
    gitDirectory?: string;
    cleanup: () => Promise<void>;
  }> {
    const nothing = (): Promise<void> => Promise.resolve();
    if (this.workingTree) return { directory: this.root, fromCheckout: true, cleanup: nothing };
    const checkedOut = (
      await git(this.root, ['rev-parse', '--verify', '--quiet', 'HEAD']).catch(() => '')
    ).trim();
    if (checkedOut === this.headSha) {
      const status = await git(this.root, ['status', '--porcelain', '-z', '--untracked-files=no']);
      if (status === '') return { directory: this.root, fromCheckout: true, cleanup: nothing };
    }
    const directory = await mkdtemp(join(tmpdir(), 'codehawk-head-'));
    const cleanup = (): Promise<void> => rm(directory, { recursive: true, force: true });
    try {
      const env = { GIT_INDEX_FILE: join(directory, '.index') };
      await git(this.root, ['read-tree', this.headSha], env);
      await git(
        this.root,
        ['checkout-index', '--all', '--force', `--prefix=${directory}/tree/`],
        env,
      );
      await rm(join(directory, '.index'), { force: true });
    } catch (error) {
      await cleanup();
      throw error;
    }
    const gitDirectory = (await git(this.root, ['rev-parse', '--absolute-git-dir'])).trim();
    return { directory: join(directory, 'tree'), fromCheckout: false, gitDirectory, cleanup };
  }

  /** The outbox directory this change posts to. */
  get outboxDirectory(): string {
    return this.outbox.directory;
  }

  async getPullRequest(): Promise<PullRequestInfo> {
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
