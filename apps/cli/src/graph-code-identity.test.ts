import { execFile } from 'node:child_process';
import { cpSync, readdirSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
const run = promisify(execFile);

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
});

it('the same code installed again keeps the graph cache: nothing is resolved again', async () => {
  repo = await TempRepo.create();
  await repo.commit('code', {
    'src/db.py': 'def connect():\n    return 1\n',
    'src/service.py': 'from .db import connect\n\ndef load():\n    return connect()\n',
  });
  // An installed copy of the command, whose files can be rewritten without touching the build's.
  const installed = repo.sibling('installed');
  cpSync(dist, installed, { recursive: true });
  const build = async (): Promise<string> =>
    (
      await run(process.execPath, [join(installed, 'bin.cjs'), 'graph', 'build', '--no-progress'], {
        cwd: repo?.path,
        env: { PATH: process.env.PATH ?? '', XDG_CACHE_HOME: repo?.sibling('cache-home') ?? '' },
      })
    ).stdout;
  expect(await build()).toContain('the calls of 2 file(s) resolved');
  // Installed again: the same files, written later.
  const later = new Date(Date.now() + 60_000);
  for (const name of readdirSync(installed)) utimesSync(join(installed, name), later, later);
  expect(await build()).toContain('the calls of 0 file(s) resolved');
});
