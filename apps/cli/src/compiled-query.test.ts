import { readFile, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { codehawk } from '../test/run-cli.js';

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
});

/** A repository with a call to ask about, and a user cache directory of its own beside it. */
async function setUp(): Promise<{ root: string; cacheHome: string; cacheFile: string }> {
  repo = await TempRepo.create();
  await repo.commit('code', {
    'src/db.py': 'def connect():\n    return 1\n',
    'src/service.py': 'from .db import connect\n\ndef load():\n    return connect()\n',
  });
  const cacheHome = repo.sibling('cache-home');
  return {
    root: repo.path,
    cacheHome,
    cacheFile: join(
      cacheHome,
      'codehawk',
      `graph-query-${process.version}-${process.arch}.v8-cache`,
    ),
  };
}

const callers = (root: string, cacheHome: string) =>
  codehawk(root, ['graph', 'callers', 'src/db.py#connect', '--json'], {
    CI: 'true',
    XDG_CACHE_HOME: cacheHome,
  });

/** The callers a `--json` answer names, with the line of each call. */
const callersIn = (stdout: string): string[] =>
  (JSON.parse(stdout) as { caller: { id: string }; line: number }[]).map(
    ({ caller, line }) => `${caller.id}:${line}`,
  );
const CALLER = ['src/service.py#load@3:4'];

describe('a graph query compiled with a code cache', () => {
  it('compiles once: later runs use the cache and answer the same', async () => {
    const { root, cacheHome, cacheFile } = await setUp();
    const first = await callers(root, cacheHome);
    expect(first.code).toBe(0);
    expect(callersIn(first.stdout)).toEqual(CALLER);
    // The first built the graph: a cache made after it would hold the build's code, which every
    // later (warm) query would read again. The first warm query makes it.
    await expect(readFile(cacheFile)).rejects.toThrow();
    // A file touched a moment ago (a checkout, a save without changes) is hashed again, not parsed:
    // the query is still warm.
    const now = new Date();
    await utimes(join(root, 'src/db.py'), now, now);
    expect(await callers(root, cacheHome)).toEqual(first);
    const cache = await readFile(cacheFile);
    expect(cache.toString('latin1', 0, cache.indexOf(10))).toMatch(/^graph-query\.cjs \d+ /);
    const third = await callers(root, cacheHome);
    expect(third).toEqual(first);
    // Used as it was, not made again.
    expect(await readFile(cacheFile)).toEqual(cache);
  });

  it('a cache of another build or a damaged one is not used, and is made again', async () => {
    const { root, cacheHome, cacheFile } = await setUp();
    await callers(root, cacheHome);
    const first = await callers(root, cacheHome);
    const cache = await readFile(cacheFile);
    const end = cache.indexOf(10) + 1;
    const key = cache.subarray(0, end);
    const otherBuild = Buffer.concat([
      Buffer.from('graph-query.cjs 1 2 v0 x64\n'),
      cache.subarray(end),
    ]);
    const damaged = Buffer.concat([key, Buffer.alloc(cache.length - end, 7)]);
    for (const stale of [otherBuild, damaged]) {
      await writeFile(cacheFile, stale);
      expect(await callers(root, cacheHome)).toEqual(first);
      const remade = await readFile(cacheFile);
      expect(remade.subarray(0, end)).toEqual(key);
      expect(remade).not.toEqual(stale);
    }
  });

  it('answers where no cache can be written', async () => {
    const { root, cacheHome } = await setUp();
    // The cache directory's place is taken by a file.
    await writeFile(cacheHome, '');
    const outcome = await callers(root, cacheHome);
    expect(outcome.code).toBe(0);
    expect(callersIn(outcome.stdout)).toEqual(CALLER);
    expect(outcome.stderr).toBe('');
  });
});
