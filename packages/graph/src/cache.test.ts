import { readFileSync } from 'node:fs';
import { readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from './build.js';
import { loadIndex } from './cache.js';
import { exportGraph } from './export.js';
import { decodeIndexFile } from './index-file.js';
import { storedForm } from './stored-strings.js';
import { updateGraph } from './update.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const FILES: Record<string, string> = {
  'tsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "@app/*": ["src/*"] } } }',
  'src/log.ts': 'export function log(message: string) { return message; }\n',
  'lib/log.ts': 'export function log(message: string) { return message.trim(); }\n',
  'src/auth.ts':
    "import { log } from '@app/log';\nimport { slugify } from '@acme/util';\nexport function login(user: string) { return log(slugify(user)); }\n",
  'src/api.ts':
    "import { login } from './auth.js';\nexport function handler(user: string) { return login(user); }\n",
  'packages/util/package.json': '{ "name": "@acme/util", "exports": { ".": "./src/index.ts" } }',
  'packages/util/src/index.ts': 'export function slugify(text: string) { return text; }\n',
  'packages/util/src/other.ts': 'export function slugify(text: string) { return text + "!"; }\n',
  'src/blob.js': `var a=${'1+'.repeat(3000)}1;\n`,
};
const SOURCES = Object.keys(FILES).filter((path) => path.endsWith('.ts'));
const MINIFIED = { path: 'src/blob.js', reason: 'minified' };

/** The files committed and last changed a minute ago, as in a checkout that is not brand new. */
async function repository(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('files', FILES);
  for (const path of Object.keys(FILES)) await age(repo, path, 60);
  return repo;
}

async function age(repo: TempRepo, path: string, seconds: number): Promise<void> {
  const when = new Date(Date.now() - seconds * 1000);
  await utimes(join(repo.path, path), when, when);
}

/** The graph as a build without any cache gives it. */
async function fresh(repo: TempRepo): Promise<ReturnType<typeof exportGraph>> {
  return exportGraph(await buildGraph({ root: repo.path, cacheDirectory: false }));
}

/** The facts' shards of a repository's graph cache, by name, with what each holds. */
async function shards(repo: TempRepo): Promise<Map<string, string>> {
  const directory = join(repo.path, '.codehawk/graph/facts');
  const names = await readdir(directory);
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(join(directory, name), 'utf8')] as const),
    ),
  );
}

const hex = (cells: ArrayBufferView): string =>
  Buffer.from(cells.buffer, cells.byteOffset, cells.byteLength).toString('hex');

/**
 * The index's strings as its file holds them (text, starts, ids), and as storing every one of
 * them again writes them; and how many there are.
 */
function indexStrings(repo: TempRepo): { held: string[]; all: string[]; count: number } {
  const directory = join(repo.path, '.codehawk/graph');
  const resolution = loadIndex(directory)?.resolution;
  const sections = decodeIndexFile(readFileSync(join(directory, 'index.bin')))?.sections ?? [];
  const { text, starts, ids } = storedForm(resolution?.strings ?? []);
  return {
    held: sections.slice(0, 3).map(hex),
    all: [text, starts, ids].map(hex),
    count: resolution?.strings.length ?? 0,
  };
}

const calleeOf = (graph: Awaited<ReturnType<typeof buildGraph>>, caller: string): string[] =>
  graph.calls.filter((edge) => edge.from === caller).map((edge) => edge.to);

describe('the graph cache', () => {
  it('answers an unchanged repository without reading a source file or resolving anything', async () => {
    const repo = await repository();
    const cold = await buildGraph({ root: repo.path });
    expect(cold.stats).toEqual({ unchanged: 0, rehashed: 0, parsed: 6, resolved: 6 });
    const warm = await buildGraph({ root: repo.path });
    expect(warm.stats).toEqual({ unchanged: 6, rehashed: 0, parsed: 0, resolved: 0 });
    // A file skipped for what it holds stays skipped while it is unchanged.
    expect(warm.skipped).toEqual([MINIFIED]);
    // The facts, read only now (the export needs them), are those a build without a cache gives.
    expect(exportGraph(warm)).toEqual(await fresh(repo));
    expect(calleeOf(warm, 'src/auth.ts#login@3')).toEqual([
      'src/log.ts#log@1',
      'packages/util/src/index.ts#slugify@1',
    ]);
  });

  it('reads the facts of a warm graph only when asked, and refuses facts rewritten meanwhile', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    const warm = await buildGraph({ root: repo.path });
    expect(warm.callers('log').map((caller) => caller.caller.id)).toEqual(['src/auth.ts#login@3']);
    // Another build rewrites the cache with different facts before this graph reads them.
    await repo.write({ 'src/log.ts': 'export function log() { return 1; }\n' });
    await buildGraph({ root: repo.path });
    expect(() => warm.unresolvedCallsTo('log')).toThrow(
      /graph cache changed .* run the command again/,
    );
  });

  it('updates a warm graph in process as it updates a built one', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    const warm = await buildGraph({ root: repo.path });
    await repo.write({ 'src/log.ts': 'export function log(text: string) { return text; }\n' });
    const updated = await updateGraph(warm, repo.path, ['src/log.ts']);
    expect(exportGraph(updated)).toEqual(await fresh(repo));
  });

  it('hashes a touched file again and keeps its facts and edges when its content is the same', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    await age(repo, 'src/auth.ts', 30);
    const touched = await buildGraph({ root: repo.path });
    expect(touched.stats).toEqual({ unchanged: 5, rehashed: 1, parsed: 0, resolved: 0 });
    // Its new time is remembered: the next build reads nothing.
    expect((await buildGraph({ root: repo.path })).stats.unchanged).toBe(6);
  });

  it('parses an edited file again and resolves only what it can affect, as a fresh build would', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    await repo.write({
      'src/api.ts':
        "import { login } from './auth.js';\nimport { log } from './log.js';\nexport function handler(user: string) { log(user); return login(user); }\n",
    });
    await age(repo, 'src/api.ts', 30);
    const edited = await buildGraph({ root: repo.path });
    expect(edited.stats).toMatchObject({ unchanged: 5, parsed: 1, resolved: 1 });
    expect(calleeOf(edited, 'src/api.ts#handler@3')).toEqual([
      'src/log.ts#log@1',
      'src/auth.ts#login@3',
    ]);
    expect(exportGraph(edited)).toEqual(await fresh(repo));
  });

  it('trusts no time of a file changed a moment ago (or dated later): it is hashed again', async () => {
    const repo = await repository();
    await age(repo, 'src/log.ts', -60);
    await buildGraph({ root: repo.path });
    const again = await buildGraph({ root: repo.path });
    expect(again.stats).toEqual({ unchanged: 5, rehashed: 1, parsed: 0, resolved: 0 });
  });

  it('answers from the cache, rewriting nothing, while a file changed a moment ago holds what it held', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    const index = join(repo.path, '.codehawk/graph/index.bin');
    const written = (await stat(index)).mtimeMs;
    // Saved again with the same text (an editor, a checkout): its time is too recent to trust.
    await repo.write({ 'src/log.ts': FILES['src/log.ts'] ?? '' });
    for (let query = 0; query < 2; query++) {
      const again = await buildGraph({ root: repo.path });
      expect(again.stats).toEqual({ unchanged: 5, rehashed: 1, parsed: 0, resolved: 0 });
      expect(exportGraph(again)).toEqual(await fresh(repo));
    }
    expect((await stat(index)).mtimeMs).toBe(written);
    // Edited a moment ago: parsed, and its edges resolved, again.
    await repo.write({ 'src/log.ts': 'export function log(message: string) { return 1; }\n' });
    const edited = await buildGraph({ root: repo.path });
    expect(edited.stats).toMatchObject({ unchanged: 5, parsed: 1, resolved: 1 });
    expect(exportGraph(edited)).toEqual(await fresh(repo));
  });

  it.each([
    {
      file: 'tsconfig.json',
      content: '{ "compilerOptions": { "baseUrl": ".", "paths": { "@app/*": ["lib/*"] } } }',
      callee: 'lib/log.ts#log@1',
    },
    {
      file: 'packages/util/package.json',
      content: '{ "name": "@acme/util", "exports": { ".": "./src/other.ts" } }',
      callee: 'packages/util/src/other.ts#slugify@1',
    },
  ])(
    'resolves everything again when $file changes, with no file parsed again',
    async ({ file, content, callee }) => {
      const repo = await repository();
      await buildGraph({ root: repo.path });
      await repo.write({ [file]: content });
      const rebuilt = await buildGraph({ root: repo.path });
      expect(rebuilt.stats).toEqual({ unchanged: 6, rehashed: 0, parsed: 0, resolved: 6 });
      expect(calleeOf(rebuilt, 'src/auth.ts#login@3')).toContain(callee);
      expect(exportGraph(rebuilt)).toEqual(await fresh(repo));
    },
  );

  it('resolves everything again when a file appears or a top-level manifest appears', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    await repo.write({ 'src/extra.ts': "import { log } from './log.js';\nlog('x');\n" });
    const added = await buildGraph({ root: repo.path });
    expect(added.stats).toMatchObject({ parsed: 1, resolved: SOURCES.length + 1 });
    expect(exportGraph(added)).toEqual(await fresh(repo));
    await repo.write({ 'go.mod': 'module example.com/app\n' });
    expect((await buildGraph({ root: repo.path })).stats.resolved).toBe(SOURCES.length + 1);
  });

  it('rewrites only the shard of the facts that holds an edited file, and drops a deleted file from its own', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    const before = await shards(repo);
    expect(before.size).toBeGreaterThan(1);
    await repo.write({ 'src/log.ts': 'export function log(text: string) { return text; }\n' });
    expect((await buildGraph({ root: repo.path })).stats.parsed).toBe(1);
    const after = await shards(repo);
    // One shard: its outline and its body.
    const rewritten = [...after].filter(([name, text]) => before.get(name) !== text);
    expect(rewritten.map(([name]) => name.slice(0, 2))).toEqual([
      rewritten[0]?.[0].slice(0, 2),
      rewritten[0]?.[0].slice(0, 2),
    ]);
    for (const [, text] of rewritten) expect(text).toContain('"src/log.ts"');
    await rm(join(repo.path, 'lib/log.ts'));
    const removed = await buildGraph({ root: repo.path });
    expect(removed.files.has('lib/log.ts')).toBe(false);
    const left = [...(await shards(repo)).values()];
    expect(left.filter((text) => text.includes('"lib/log.ts"'))).toEqual([]);
    expect(exportGraph(await buildGraph({ root: repo.path }))).toEqual(await fresh(repo));
  });

  it('parses a file again when its shard holds other facts than the index says (another build wrote it)', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    // The outline of the shard holding the file (`nn.json`; its body is `nn.body.json`).
    const [name, text] = [...(await shards(repo))].find(
      ([shardName, shard]) =>
        /^[0-9a-f]{2}\.json$/.test(shardName) && shard.includes('"src/log.ts"'),
    ) ?? ['', ''];
    const shard = JSON.parse(text) as { files: Record<string, { hash: string; exports: object }> };
    const facts = shard.files['src/log.ts'];
    if (!facts) throw new Error('src/log.ts has no facts in its shard');
    facts.hash = 'another';
    facts.exports = { stale: 'stale' };
    await writeFile(join(repo.path, '.codehawk/graph/facts', name), JSON.stringify(shard));
    const rebuilt = await buildGraph({ root: repo.path });
    expect(rebuilt.stats).toMatchObject({ unchanged: 5, parsed: 1 });
    expect(exportGraph(rebuilt)).toEqual(await fresh(repo));
  });

  it('keeps the index rows of files an edit cannot affect, and a warm graph from them is a fresh build', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    // The index's strings as a build reads them (ids are stored by their parts).
    const strings = (): string[] => [
      ...(loadIndex(join(repo.path, '.codehawk/graph'))?.resolution?.strings ?? []),
    ];
    const before = strings();
    await repo.write({
      'src/api.ts':
        "import { login } from './auth.js';\nexport function handler(user: string) { return login(user); }\nexport function fresh() { return handler('x'); }\n",
    });
    await age(repo, 'src/api.ts', 30);
    expect((await buildGraph({ root: repo.path })).stats).toMatchObject({ parsed: 1 });
    const after = strings();
    // The earlier strings stay where they were (the kept rows point at them); new ones follow.
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after).toContain('src/api.ts#fresh@3');
    const warm = await buildGraph({ root: repo.path });
    expect(warm.stats).toEqual({ unchanged: 6, rehashed: 0, parsed: 0, resolved: 0 });
    expect(exportGraph(warm)).toEqual(await fresh(repo));
  });

  it('reads the references of only the files it resolves: a build after an edit needs no other body', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    const directory = join(repo.path, '.codehawk/graph/facts');
    const bodies = [...(await shards(repo))].filter(([name]) => name.endsWith('.body.json'));
    // Every body but the edited file's made unreadable.
    for (const [name, text] of bodies)
      if (!text.includes('"src/api.ts"')) await writeFile(join(directory, name), '{ "broken');
    await repo.write({
      'src/api.ts':
        "import { login } from './auth.js';\nexport function handler(user: string) { return login(user + '!'); }\n",
    });
    await age(repo, 'src/api.ts', 30);
    const edited = await buildGraph({ root: repo.path });
    expect(edited.stats).toEqual({ unchanged: 5, rehashed: 0, parsed: 1, resolved: 1 });
    expect(calleeOf(edited, 'src/api.ts#handler@2')).toEqual(['src/auth.ts#login@3']);
    // Whatever needs another file's references finds them unreadable, and says so.
    expect(() => edited.unresolvedCallsTo('log')).toThrow(/graph cache changed or was damaged/);
  });

  it('resolves again the importers of a file whose exports changed, from the cached edges alone', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    // `log` renamed: src/auth.ts imports it (through the `@app/*` alias) and must lose its edge.
    await repo.write({
      'src/log.ts': 'export function write(message: string) { return message; }\n',
    });
    await age(repo, 'src/log.ts', 30);
    const renamed = await buildGraph({ root: repo.path });
    expect(renamed.stats).toEqual({ unchanged: 5, rehashed: 0, parsed: 1, resolved: 2 });
    expect(calleeOf(renamed, 'src/auth.ts#login@3')).toEqual([
      'packages/util/src/index.ts#slugify@1',
    ]);
    expect(exportGraph(renamed)).toEqual(await fresh(repo));
  });

  it('writes the strings of an update as storing them all does: strings added, a file gone, packed again', async () => {
    const repo = await repository();
    await buildGraph({ root: repo.path });
    let { count } = indexStrings(repo);
    /** Whether the update packed the strings again (dropping those no longer used). */
    const update = async (parsed: number): Promise<boolean> => {
      expect((await buildGraph({ root: repo.path })).stats).toMatchObject({ parsed });
      const stored = indexStrings(repo);
      expect(stored.held).toEqual(stored.all);
      const packed = stored.count < count;
      count = stored.count;
      return packed;
    };
    const warmIsFresh = async (): Promise<void> => {
      const warm = await buildGraph({ root: repo.path });
      expect(warm.stats).toMatchObject({ parsed: 0, resolved: 0 });
      expect(exportGraph(warm)).toEqual(await fresh(repo));
    };
    // New names each time (ids, their parts), until the strings no longer used pass a quarter.
    const names = (step: number): string =>
      ['a']
        .map((name) => `export function ${name}${step}() { return login('${name}'); }\n`)
        .join('');
    let steps = 0;
    for (let repacked = false; !repacked && steps < 8; steps++) {
      await repo.write({ 'src/api.ts': `import { login } from './auth.js';\n${names(steps)}` });
      await age(repo, 'src/api.ts', 30);
      repacked = await update(1);
      if (steps === 0) await warmIsFresh();
    }
    expect(steps).toBeGreaterThan(1);
    expect(steps).toBeLessThan(8);
    await warmIsFresh();
    await rm(join(repo.path, 'src/api.ts'));
    await update(0);
    await warmIsFresh();
  }, 60_000);
});
