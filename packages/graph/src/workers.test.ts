import { execFile } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, expect, it } from 'vitest';
import { buildGraph } from './build.js';
import { exportGraph } from './export.js';
import type * as Graph from './index.js';

// The built package: only it has a worker script to start. Loaded by URL and typed as its source:
// the type-check that reads this file is what writes dist's declarations (scripts/declarations.mjs).
const built = (await import(new URL('../dist/index.js', import.meta.url).href)) as typeof Graph;
const { buildGraph: builtBuildGraph, exportGraph: builtExport } = built;

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
});

/** `count` TypeScript modules each calling the next, and as many Python ones when asked. */
async function ringOfModules(count: number, python = false): Promise<TempRepo> {
  const created = await TempRepo.create();
  const files: Record<string, string> = python ? { 'pkg/__init__.py': '' } : {};
  for (let index = 0; index < count; index++) {
    const next = (index + 1) % count;
    files[`src/m${index}.ts`] =
      `import { f${next} } from './m${next}.js';\nexport function f${index}() { return f${next}(); }\n`;
    if (python)
      files[`pkg/m${index}.py`] =
        `from pkg.m${next} import g${next}\n\ndef g${index}():\n    return g${next}()\n`;
  }
  await created.commit('many files', files);
  return created;
}

it.each([
  { threads: 2, files: 260, python: false, case: 'one worker, TypeScript' },
  { threads: 3, files: 200, python: true, case: 'two workers, TypeScript and Python' },
])(
  'parsing on worker threads ($case) gives exactly the graph parsing in one thread gives',
  async ({ threads, files, python }) => {
    repo = await ringOfModules(files, python);
    const threaded = builtExport(
      await builtBuildGraph({ root: repo.path, cacheDirectory: false, threads }),
    );
    const single = exportGraph(
      await buildGraph({ root: repo.path, cacheDirectory: false, threads: 1 }),
    );
    const modules = python ? files * 2 : files;
    expect(threaded.nodes).toHaveLength(modules);
    expect(threaded.edges.filter((edge) => edge.kind === 'calls')).toHaveLength(modules);
    expect(threaded).toEqual(single);
  },
);

/** Each facts shard of a graph cache, by name, with its text. */
async function shardTexts(cacheDirectory: string): Promise<Map<string, string>> {
  const directory = join(cacheDirectory, 'facts');
  const names = (await readdir(directory)).sort();
  return new Map(
    await Promise.all(
      names.map(async (name) => [name, await readFile(join(directory, name), 'utf8')] as const),
    ),
  );
}

it('writes the same cache, byte for byte, from facts sent by worker threads as from facts parsed in one thread', async () => {
  repo = await ringOfModules(200, true);
  // Text that JSON escapes or that UTF-8 takes several bytes for, in names and strings.
  await repo.commit('unicode', {
    'pkg/café.py': 'def crème():\n    return "\u2028 \\ \\"" + "🦅"\n\nnaïve = crème()\n',
    'src/zeichen.ts': "export const größe = (): string => '\u2028\\\\\"🦅';\ngröße();\n",
  });
  const threaded = repo.sibling('threaded-cache');
  const single = repo.sibling('single-cache');
  await builtBuildGraph({ root: repo.path, cacheDirectory: threaded, threads: 3 });
  // A first build into an empty cache: the graph a build in one thread gives.
  const fresh = await buildGraph({ root: repo.path, cacheDirectory: single, threads: 1 });
  const written = await shardTexts(threaded);
  expect([...written.keys()]).toContain('00.body.json');
  expect(written).toEqual(await shardTexts(single));
  // As JSON.stringify writes a shard: the next build reads it as it was written.
  for (const text of written.values()) expect(JSON.stringify(JSON.parse(text))).toBe(text);
  const warm = await builtBuildGraph({ root: repo.path, cacheDirectory: threaded });
  expect(warm.stats.parsed).toBe(0);
  expect(builtExport(warm)).toEqual(exportGraph(fresh));
});

it('rewrites the shards, byte for byte, when the index is lost and most facts come from the cache', async () => {
  repo = await ringOfModules(200, true);
  const threaded = repo.sibling('threaded-cache');
  await builtBuildGraph({ root: repo.path, cacheDirectory: threaded, threads: 3 });
  // Without its index, a build reads each file again and takes the facts of the unchanged ones
  // from the shards: the worker that writes shards has none of their texts, so this thread writes
  // them, the changed file's new facts among them.
  await rm(join(threaded, 'index.bin'));
  await repo.commit('changed', { 'pkg/m7.py': 'def g7():\n    return 7\n' });
  const rebuilt = await builtBuildGraph({ root: repo.path, cacheDirectory: threaded, threads: 3 });
  expect(rebuilt.stats).toMatchObject({ parsed: 1, rehashed: 400 });
  const single = repo.sibling('single-cache');
  await buildGraph({ root: repo.path, cacheDirectory: single, threads: 1 });
  expect(await shardTexts(threaded)).toEqual(await shardTexts(single));
  const warm = await builtBuildGraph({ root: repo.path, cacheDirectory: threaded });
  expect(warm.stats.parsed).toBe(0);
  expect(builtExport(warm)).toEqual(builtExport(rebuilt));
});

it('a build cancelled while workers parse returns the files parsed so far and lists the rest', async () => {
  repo = await ringOfModules(600);
  const controller = new AbortController();
  const graph = await builtBuildGraph({
    root: repo.path,
    cacheDirectory: false,
    threads: 2,
    signal: controller.signal,
    onProgress: ({ parsed }) => {
      if (parsed >= 200) controller.abort();
    },
  });
  const cancelled = graph.skipped.filter(
    (file) => file.reason === 'cancelled before it was parsed',
  );
  expect(graph.partial).toBe(true);
  expect(graph.files.size).toBeGreaterThanOrEqual(200);
  expect(cancelled.length).toBeGreaterThan(0);
  expect(graph.files.size + cancelled.length).toBe(600);
});

it('builds on worker threads in a process started with V8 flags and a module loader', async () => {
  repo = await ringOfModules(260);
  const built = fileURLToPath(new URL('../dist/index.js', import.meta.url));
  const script = [
    `const { buildGraph } = await import(${JSON.stringify(built)});`,
    `const graph = await buildGraph({ root: ${JSON.stringify(repo.path)}, cacheDirectory: false, threads: 2 });`,
    'console.log(graph.files.size);',
  ].join('\n');
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--max-old-space-size=512',
    '--stack-size=2000',
    '--import',
    'data:text/javascript,',
    '--input-type=module',
    '--eval',
    script,
  ]);
  expect(stdout.trim()).toBe('260');
});
