import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A real git repository in a temporary directory, for tests. Remove it with `cleanup()`. */
export class TempRepo {
  private constructor(readonly path: string) {}

  /** A new repository on branch `main`, with a fixed identity and no hooks or signing. */
  static async create(prefix = 'codehawk-repo-'): Promise<TempRepo> {
    const repo = new TempRepo(await mkdtemp(join(tmpdir(), prefix)));
    await repo.git('init', '-q', '-b', 'main');
    await repo.git('config', 'user.name', 'Test Developer');
    await repo.git('config', 'user.email', 'dev@example.test');
    await repo.git('config', 'commit.gpgsign', 'false');
    await repo.git('config', 'core.autocrlf', 'false');
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
    return (await this.git('rev-parse', 'HEAD')).trim();
  }

  /** Creates and checks out a branch. */
  async branch(name: string): Promise<this> {
    await this.git('checkout', '-q', '-b', name);
    return this;
  }

  async cleanup(): Promise<void> {
    await rm(this.path, { recursive: true, force: true });
  }
}
