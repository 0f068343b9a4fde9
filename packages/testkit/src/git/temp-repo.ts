import { execFile } from 'node:child_process';
import { appendFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const REPOSITORY_CONFIG = [
  '[user]',
  '\tname = Test Developer',
  '\temail = dev@example.test',
  '[commit]',
  '\tgpgsign = false',
  '[core]',
  '\tautocrlf = false',
  '',
].join('\n');

/** A real git repository in a temporary directory, for tests. Remove it with `cleanup()`. */
export class TempRepo {
  /** Paths beside the repository that `cleanup()` removes with it. */
  private readonly siblings = new Set<string>();

  private constructor(readonly path: string) {}

  /** A new repository on branch `main`, with a fixed identity and no hooks or signing. */
  static async create(prefix = 'codehawk-repo-'): Promise<TempRepo> {
    const repo = new TempRepo(await mkdtemp(join(tmpdir(), prefix)));
    await repo.git('init', '-q', '-b', 'main');
    // What `git config` would write, written at once: each git process forks the test's process.
    await appendFile(join(repo.path, '.git', 'config'), REPOSITORY_CONFIG);
    return repo;
  }

  /** Runs git in the repository and returns its output. */
  async git(...args: string[]): Promise<string> {
    const { stdout } = await run('git', args, { cwd: this.path, maxBuffer: 256 * 1024 * 1024 });
    return stdout;
  }

  /** Writes files (creating folders); content may be text or bytes. */
  async write(files: Record<string, string | Uint8Array>): Promise<this> {
    for (const [path, content] of Object.entries(files)) {
      const absolute = join(this.path, path);
      await mkdir(dirname(absolute), { recursive: true });
      await writeFile(absolute, content);
    }
    return this;
  }

  /** Stages everything and commits; returns the new commit's sha. */
  async commit(message: string, files?: Record<string, string | Uint8Array>): Promise<string> {
    if (files) await this.write(files);
    await this.git('add', '-A');
    await this.git('commit', '-q', '--allow-empty', '-m', message);
    return this.head();
  }

  /** The sha HEAD points at: read from the ref's file, as git wrote it, when it has one. */
  private async head(): Promise<string> {
    const head = (await readFile(join(this.path, '.git', 'HEAD'), 'utf8')).trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = await readFile(join(this.path, '.git', head.slice('ref: '.length)), 'utf8').catch(
      () => undefined,
    );
    return (ref ?? (await this.git('rev-parse', 'HEAD'))).trim();
  }

  /** Creates and checks out a branch. */
  async branch(name: string): Promise<this> {
    await this.git('checkout', '-q', '-b', name);
    return this;
  }

  /**
   * A path beside the repository, `<repository>-<name>`, for what must live outside the working tree
   * (an event file, an output folder); `cleanup()` removes it with the repository.
   */
  sibling(name: string): string {
    const path = `${this.path}-${name}`;
    this.siblings.add(path);
    return path;
  }

  /**
   * Removes the repository and its siblings. Anything else named after the repository beside it
   * (written there without `sibling()`) is removed too, and then reported as an error: each test run
   * would otherwise leave it in the temporary directory.
   */
  async cleanup(): Promise<void> {
    for (const path of [this.path, ...this.siblings])
      await rm(path, { recursive: true, force: true });
    const name = basename(this.path);
    const strays = (await readdir(dirname(this.path))).filter(
      (entry) => entry.startsWith(`${name}-`) || entry.startsWith(`${name}.`),
    );
    for (const stray of strays)
      await rm(join(dirname(this.path), stray), { recursive: true, force: true });
    if (strays.length > 0) {
      throw new Error(
        `left beside the temporary repository ${name}: ${strays.join(', ')} (name such paths with repo.sibling() so cleanup() removes them)`,
      );
    }
  }
}
