import { readdir, readFile, rm, truncate, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from './build.js';
import { exportGraph } from './export.js';
import { decodeIndexFile, encodeIndexFile } from './index-file.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

describe("the index's file", () => {
  const head = { version: 1, names: ['ä', 'b#c@1'], nothing: null };
  const sections = [Int32Array.from([1, -2, 0x7fffffff, -0x80000000]), new Int32Array(0)];

  it('reads back the head and every section as written', () => {
    // Heads of every length mod 4: the sections after them start aligned or not.
    for (const pad of ['', 'x', 'xx', 'xxx']) {
      const read = decodeIndexFile(encodeIndexFile({ ...head, pad }, sections));
      expect(read?.head).toEqual({ ...head, pad });
      expect(read?.sections.map((cells) => [...cells])).toEqual(
        sections.map((cells) => [...cells]),
      );
    }
    // Read from a slice of a larger buffer (as a pool's), at an odd offset.
    const bytes = encodeIndexFile(head, sections);
    const shifted = Buffer.concat([Buffer.from([0]), bytes]).subarray(1);
    expect(decodeIndexFile(shifted)?.sections.map((cells) => [...cells])).toEqual(
      sections.map((cells) => [...cells]),
    );
  });

  it('is no index when cut short, grown, of another kind, or with a damaged head', () => {
    const bytes = encodeIndexFile(head, sections);
    expect(decodeIndexFile(bytes.subarray(0, bytes.length - 1))).toBeUndefined();
    expect(decodeIndexFile(bytes.subarray(0, 8))).toBeUndefined();
    expect(decodeIndexFile(Buffer.concat([bytes, Buffer.alloc(4)]))).toBeUndefined();
    expect(decodeIndexFile(Buffer.from(JSON.stringify(head)))).toBeUndefined();
    const damaged = Buffer.from(bytes);
    damaged.write('}', 12 + 4 * sections.length);
    expect(decodeIndexFile(damaged)).toBeUndefined();
  });
});

const FILES: Record<string, string> = {
  'src/log.ts': 'export function log(message: string) { return message; }\n',
  'src/api.ts':
    "import { log } from './log.js';\nexport function handler(user: string) { return log(user); }\n",
};

/** A repository whose files were last changed a minute ago, with its graph cache built. */
async function cachedRepository(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('files', FILES);
  const when = new Date(Date.now() - 60_000);
  for (const path of Object.keys(FILES)) await utimes(join(repo.path, path), when, when);
  await buildGraph({ root: repo.path });
  return repo;
}

const fresh = async (repo: TempRepo): Promise<ReturnType<typeof exportGraph>> =>
  exportGraph(await buildGraph({ root: repo.path, cacheDirectory: false }));

describe('a build with a damaged or earlier index', () => {
  it('says a damaged index is, reads every file again, and writes a sound one', async () => {
    const repo = await cachedRepository();
    const index = join(repo.path, '.codehawk/graph/index.bin');
    await truncate(index, (await readFile(index)).length - 3);
    const warnings: string[] = [];
    const rebuilt = await buildGraph({
      root: repo.path,
      onWarning: (message) => warnings.push(message),
    });
    expect(warnings).toEqual([expect.stringMatching(/index in .* is damaged/)]);
    // No file's time is trusted without the index: each is hashed again (none parsed: the facts
    // are still sound), and everything resolved again.
    expect(rebuilt.stats).toEqual({ unchanged: 0, rehashed: 2, parsed: 0, resolved: 2 });
    expect(exportGraph(rebuilt)).toEqual(await fresh(repo));
    const warm = await buildGraph({ root: repo.path });
    expect(warm.stats).toEqual({ unchanged: 2, rehashed: 0, parsed: 0, resolved: 0 });
    expect(warm.callers('log').map((caller) => caller.caller.id)).toEqual(['src/api.ts#handler@2']);
  });

  it("replaces an earlier version's JSON index without a word about damage", async () => {
    const repo = await cachedRepository();
    const directory = join(repo.path, '.codehawk/graph');
    await rm(join(directory, 'index.bin'));
    await writeFile(
      join(directory, 'index.json'),
      JSON.stringify({ version: 24, grammars: {}, hashes: {}, shards: {}, stats: {}, skipped: {} }),
    );
    const warnings: string[] = [];
    const rebuilt = await buildGraph({
      root: repo.path,
      onWarning: (message) => warnings.push(message),
    });
    expect(warnings).toEqual([]);
    expect(rebuilt.stats).toEqual({ unchanged: 0, rehashed: 2, parsed: 0, resolved: 2 });
    expect(exportGraph(rebuilt)).toEqual(await fresh(repo));
    expect((await readdir(directory)).sort()).toEqual(['facts', 'index.bin']);
    expect((await buildGraph({ root: repo.path })).stats).toMatchObject({ unchanged: 2 });
  });
});
