import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const bin = fileURLToPath(new URL('../dist/bin.cjs', import.meta.url));
const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

describe('a codehawk that cannot start', () => {
  it('exits 3 (failed to run), never 1 (gate failed), when its own modules are missing', async () => {
    // A half-installed or half-upgraded CLI: the command file without the chunks it loads.
    const directory = await mkdtemp(join(tmpdir(), 'codehawk-broken-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    await copyFile(bin, join(directory, 'bin.cjs'));
    // A graph query's own script is missing too.
    for (const args of [['--version'], ['graph', 'callers', 'f', '--root', directory]]) {
      const failure = await run(process.execPath, [join(directory, 'bin.cjs'), ...args]).then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(3);
      expect(failure?.stderr).toContain('codehawk: unexpected failure');
    }
  });
});
