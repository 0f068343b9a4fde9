import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TempRepo } from './temp-repo.js';

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
