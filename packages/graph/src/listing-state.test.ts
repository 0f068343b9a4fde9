import { chmod, mkdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from './build.js';

const repos: TempRepo[] = [];
const path = process.env.PATH;
afterEach(async () => {
  process.env.PATH = path;
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/**
 * A repository whose files, and git's own, were last changed an hour ago (git's files changed
 * within two seconds cannot tell a later change), and a `git` on the PATH that logs each run of
 * the real one.
 */
async function repository(): Promise<{ repo: TempRepo; gitRuns: () => Promise<string[]> }> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('base', {
    '.gitignore': 'out/\n',
    'src/a.py': 'def a():\n    return 1\n',
    'src/b.py': 'from src.a import a\n\n\ndef b():\n    return a()\n',
  });
  await mkdir(join(repo.path, 'out'));
  await writeFile(join(repo.path, 'out/generated.py'), 'def g():\n    return 2\n');
  const anHourAgo = new Date(Date.now() - 3_600_000);
  for (const file of ['.gitignore', 'src/a.py', 'src/b.py', 'out/generated.py'])
    await utimes(join(repo.path, file), anHourAgo, anHourAgo);
  for (const file of ['index', 'HEAD', 'config', 'info/exclude'])
    await utimes(join(repo.path, '.git', file), anHourAgo, anHourAgo);
  const bin = repo.sibling('bin');
  const log = repo.sibling('git-runs');
  await mkdir(bin, { recursive: true });
  const realGit = join(await gitDirectory(), 'git');
  await writeFile(join(bin, 'git'), `#!/bin/sh\necho "$1" >> '${log}'\nexec '${realGit}' "$@"\n`);
  await chmod(join(bin, 'git'), 0o755);
  process.env.PATH = `${bin}:${path ?? ''}`;
  const gitRuns = async (): Promise<string[]> => {
    const runs = await readFile(log, 'utf8').catch(() => '');
    await rm(log, { force: true });
    return runs.split('\n').filter(Boolean);
  };
  return { repo, gitRuns };
}

async function gitDirectory(): Promise<string> {
  for (const directory of (path ?? '').split(':'))
    if (
      await readFile(join(directory, 'git')).then(
        () => true,
        () => false,
      )
    )
      return directory;
  throw new Error('no git on the PATH');
}

const filesOf = async (root: string): Promise<string[]> =>
  [...(await buildGraph({ root })).files.keys()].sort();

describe("a build's listing of the repository", () => {
  it('is not asked of git again while nothing git reads changed', async () => {
    const { repo, gitRuns } = await repository();
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py']);
    expect(await gitRuns()).toContain('ls-files');
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py']);
    expect(await gitRuns()).toEqual([]);
  });

  it('runs git only for the listing where more directories hold files than reading them is worth', async () => {
    const { repo, gitRuns } = await repository();
    // 1,001 folders besides the root's and src/: past what a state may walk (see MAX_DIRECTORIES).
    for (let folder = 0; folder <= 1000; folder++) {
      await mkdir(join(repo.path, `locale/${folder}`), { recursive: true });
      await writeFile(join(repo.path, `locale/${folder}/messages.po`), '');
    }
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py']);
    expect(await gitRuns()).toEqual(['ls-files']);
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py']);
    expect(await gitRuns()).toEqual(['ls-files']);
  });

  it('sees a new untracked file, in a new folder too, and a deleted one', async () => {
    const { repo, gitRuns } = await repository();
    await filesOf(repo.path);
    await writeFile(join(repo.path, 'src/c.py'), 'def c():\n    return 3\n');
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py', 'src/c.py']);
    await mkdir(join(repo.path, 'src/deep/er'), { recursive: true });
    await writeFile(join(repo.path, 'src/deep/er/d.py'), 'def d():\n    return 4\n');
    expect(await filesOf(repo.path)).toEqual([
      'src/a.py',
      'src/b.py',
      'src/c.py',
      'src/deep/er/d.py',
    ]);
    await rm(join(repo.path, 'src/c.py'));
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py', 'src/deep/er/d.py']);
    expect(await gitRuns()).toContain('ls-files');
  });

  it('sees a change of what git ignores', async () => {
    const { repo } = await repository();
    await writeFile(join(repo.path, 'src/new.py'), '');
    // Each edit made seconds before the build: git's files are not too recent to tell a change by.
    const edit = async (file: string, text: string, secondsAgo: number): Promise<void> => {
      await writeFile(join(repo.path, file), text);
      const then = new Date(Date.now() - secondsAgo * 1000);
      await utimes(join(repo.path, file), then, then);
    };
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py', 'src/new.py']);
    await edit('.gitignore', '', 20);
    expect(await filesOf(repo.path)).toEqual([
      'out/generated.py',
      'src/a.py',
      'src/b.py',
      'src/new.py',
    ]);
    await edit('.gitignore', 'out/\n', 10);
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py', 'src/new.py']);
    await edit('.git/info/exclude', 'src/new.py\n', 5);
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py']);
  });

  it("sees git's configuration named elsewhere", async () => {
    const { repo } = await repository();
    await writeFile(join(repo.path, 'src/new.py'), '');
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py', 'src/new.py']);
    const ignore = repo.sibling('ignore');
    const config = repo.sibling('config');
    await writeFile(ignore, 'new.py\n');
    await writeFile(config, `[core]\n\texcludesFile = ${ignore}\n`);
    process.env.GIT_CONFIG_GLOBAL = config;
    try {
      expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py']);
    } finally {
      delete process.env.GIT_CONFIG_GLOBAL;
    }
  });

  it('sees a file added to git despite its ignore rules', async () => {
    const { repo } = await repository();
    await filesOf(repo.path);
    await repo.git('add', '--force', 'out/generated.py');
    expect(await filesOf(repo.path)).toEqual(['out/generated.py', 'src/a.py', 'src/b.py']);
  });

  it("never holds the files of the graph's own cache directory", async () => {
    const { repo } = await repository();
    await filesOf(repo.path);
    await writeFile(join(repo.path, '.codehawk/graph/stray.py'), 'def s():\n    return 5\n');
    // A new file: git lists the repository again, the cache's directory too.
    await writeFile(join(repo.path, 'src/c.py'), '');
    expect(await filesOf(repo.path)).toEqual(['src/a.py', 'src/b.py', 'src/c.py']);
  });
});
