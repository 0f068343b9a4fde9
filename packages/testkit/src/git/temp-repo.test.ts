import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TempRepo } from './temp-repo.js';

describe('TempRepo', () => {
  it('commits on main with a fixed identity, unsigned, with line endings as written', async () => {
    const repo = await TempRepo.create();
    try {
      await repo.commit('base', { 'README.md': 'demo\n' });
      expect((await repo.git('log', '-1', '--format=%an <%ae> %G? %D')).trim()).toBe(
        'Test Developer <dev@example.test> N HEAD -> main',
      );
      for (const setting of ['commit.gpgsign', 'core.autocrlf'])
        expect((await repo.git('config', '--get', setting)).trim(), setting).toBe('false');
    } finally {
      await repo.cleanup();
    }
  });

  it('returns the sha of each commit: on a branch, after refs were packed, and detached', async () => {
    const repo = await TempRepo.create();
    try {
      const shas = [await repo.commit('base', { 'a.txt': '1\n' })];
      await repo.git('pack-refs', '--all');
      await repo.branch('feature');
      shas.push(await repo.commit('feature', { 'a.txt': '2\n' }));
      await repo.git('checkout', '-q', '--detach');
      shas.push(await repo.commit('detached', { 'a.txt': '3\n' }));
      const log = await repo.git('log', '--format=%H', '-3');
      expect(shas.reverse()).toEqual(log.trim().split('\n'));
    } finally {
      await repo.cleanup();
    }
  });
});

describe('TempRepo cleanup', () => {
  it('removes the repository and the paths named with sibling()', async () => {
    const repo = await TempRepo.create();
    await repo.commit('base', { 'README.md': 'demo\n' });
    const logs = repo.sibling('logs');
    await mkdir(logs);
    await writeFile(join(logs, 'codehawk.sarif'), '{}');
    await writeFile(repo.sibling('event.json'), '{}');

    await repo.cleanup();

    expect(existsSync(repo.path)).toBe(false);
    expect(existsSync(logs)).toBe(false);
    expect(existsSync(`${repo.path}-event.json`)).toBe(false);
  });

  it('fails naming what a test left beside the repository without sibling(), and removes it', async () => {
    const repo = await TempRepo.create();
    await mkdir(`${repo.path}-out`);
    await writeFile(`${repo.path}-event.json.summary`, '');

    const name = basename(repo.path);
    await expect(repo.cleanup()).rejects.toThrow(
      new RegExp(`beside the temporary repository ${name}: .*${name}-out`),
    );
    expect(existsSync(`${repo.path}-out`)).toBe(false);
    expect(existsSync(`${repo.path}-event.json.summary`)).toBe(false);
  });
});
