import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { listRepositoryFiles } from './repository-files.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('listRepositoryFiles', () => {
  it('lists tracked and untracked files, never the ignored ones', async () => {
    const repo = await TempRepo.create();
    cleanups.push(() => repo.cleanup());
    await repo.commit('base', { '.gitignore': 'build/\n', 'src/a.ts': 'export {};\n' });
    await mkdir(join(repo.path, 'build'));
    await writeFile(join(repo.path, 'build/out.js'), '');
    await writeFile(join(repo.path, 'src/new.ts'), '');
    expect((await listRepositoryFiles(repo.path)).sort()).toEqual([
      '.gitignore',
      'src/a.ts',
      'src/new.ts',
    ]);
  });

  it('leaves no temporary file behind, and lists as well where none can be made', async () => {
    const repo = await TempRepo.create();
    cleanups.push(() => repo.cleanup());
    await repo.commit('base', { 'src/a.ts': 'export {};\n' });
    await writeFile(join(repo.path, 'src/new.ts'), '');
    const temporary = await mkdtemp(join(tmpdir(), 'codehawk-tmp-'));
    const before = process.env.TMPDIR;
    cleanups.push(async () => {
      if (before === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = before;
      await rm(temporary, { recursive: true, force: true });
    });
    process.env.TMPDIR = temporary;
    expect((await listRepositoryFiles(repo.path)).sort()).toEqual(['src/a.ts', 'src/new.ts']);
    expect(await readdir(temporary)).toEqual([]);
    process.env.TMPDIR = join(temporary, 'missing');
    expect((await listRepositoryFiles(repo.path)).sort()).toEqual(['src/a.ts', 'src/new.ts']);
  });

  it('outside git, lists every file but those the .gitignore names', async () => {
    const root = await mkdtemp(join(tmpdir(), 'codehawk-files-'));
    cleanups.push(() => rm(root, { recursive: true, force: true }));
    await mkdir(join(root, 'src'));
    await writeFile(join(root, '.gitignore'), '*.log\n');
    await writeFile(join(root, 'src/a.py'), '');
    await writeFile(join(root, 'debug.log'), '');
    expect((await listRepositoryFiles(root)).sort()).toEqual(['.gitignore', 'src/a.py']);
  });
});
