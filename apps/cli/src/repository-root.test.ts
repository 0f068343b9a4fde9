import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { workingTreeTop } from './repository-root.js';

const run = promisify(execFile);
const gitTop = async (cwd: string) =>
  (await run('git', ['rev-parse', '--show-toplevel'], { cwd })).stdout.trim();

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
});

async function setUp(): Promise<TempRepo> {
  repo = await TempRepo.create();
  await repo.commit('code', { 'src/deep/a.py': 'x = 1\n' });
  return repo;
}

describe('workingTreeTop', () => {
  it("answers what git answers, from the repository's top and from a subdirectory", async () => {
    const created = await setUp();
    for (const directory of [created.path, join(created.path, 'src', 'deep')]) {
      expect(workingTreeTop(directory, {})).toBe(await gitTop(directory));
      expect(workingTreeTop(directory, {})).toBe(await gitTop(created.path));
    }
  });

  it("finds a linked worktree's own top, where .git is a file", async () => {
    const created = await setUp();
    const worktree = created.sibling('worktree');
    await created.git('worktree', 'add', '--quiet', worktree);
    const inside = join(worktree, 'src', 'deep');
    expect(workingTreeTop(inside, {})).toBe(await gitTop(inside));
    expect(workingTreeTop(inside, {})).not.toBe(await gitTop(created.path));
  });

  it('leaves to git what it would not read as git does', async () => {
    const created = await setUp();
    const inside = join(created.path, 'src');
    // Variables that move the repository or bound git's search.
    expect(workingTreeTop(inside, { GIT_DIR: join(created.path, '.git') })).toBeUndefined();
    expect(workingTreeTop(inside, { GIT_CEILING_DIRECTORIES: created.path })).toBeUndefined();
    // Inside the git directory there is no working tree.
    expect(workingTreeTop(join(created.path, '.git'), {})).toBeUndefined();
    // A .git file that names no directory, and a nested directory with an empty .git.
    await writeFile(join(created.path, 'src', '.git'), 'gitdir: ../nowhere\n');
    expect(workingTreeTop(inside, {})).toBeUndefined();
    await mkdir(join(created.path, 'src', 'deep', '.git'));
    expect(workingTreeTop(join(created.path, 'src', 'deep'), {})).toBeUndefined();
  });

  it('leaves to git a repository whose configuration moves its working tree', async () => {
    const created = await setUp();
    const elsewhere = created.sibling('elsewhere');
    await mkdir(elsewhere);
    await created.git('config', 'core.worktree', elsewhere);
    expect(workingTreeTop(join(created.path, 'src'), {})).toBeUndefined();
  });
});
