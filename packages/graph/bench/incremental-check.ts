// Incremental rebuilds checked against cold builds over real history: at each of N successive
// commits, a build from the previous commit's disk cache and an in-process update of the previous
// graph must export exactly what a build without a cache exports.
//
//   npx tsx bench/incremental-check.ts [self|query-core] [commits]   (after pnpm run build)
//
// `self`: this repository's own first-parent history, cloned to a temporary folder.
// `query-core`: successive npm versions of @tanstack/query-core (it ships its TypeScript sources),
// each version's src/ committed in turn to a temporary repository; versions whose sources did not
// change are left out.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Graph from '../src/index.js';
import type { GraphExport } from '../src/index.js';
import { packed } from './corpora.js';

// The built package, loaded by URL and typed as its source: the type-check that reads this file
// is what writes dist's declarations (scripts/declarations.mjs).
const { buildGraph, exportGraph, updateGraph } = (await import(
  new URL('../dist/index.js', import.meta.url).href
)) as typeof Graph;

const here = dirname(fileURLToPath(import.meta.url));
/** The last version of query-core walked: the history ends here whenever the bench runs. */
const LAST_QUERY_CORE = '5.108.0';

interface History {
  name: string;
  root: string;
  /** Oldest first. */
  commits: string[];
}

function git(root: string, ...args: string[]): string {
  return execFileSync(
    'git',
    ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args],
    { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 },
  ).trim();
}

function selfHistory(commits: number): History {
  const root = mkdtempSync(join(tmpdir(), 'codehawk-incremental-self-'));
  git(tmpdir(), 'clone', '-q', join(here, '..', '..', '..'), root);
  const shas = git(root, 'rev-list', '--first-parent', '--reverse', '-n', `${commits + 1}`, 'HEAD');
  return { name: 'self', root, commits: shas.split('\n') };
}

function queryCoreHistory(commits: number): History {
  const root = mkdtempSync(join(tmpdir(), 'codehawk-incremental-query-core-'));
  git(root, 'init', '-q');
  const versions = JSON.parse(
    execFileSync('npm', ['view', '@tanstack/query-core', 'versions', '--json'], {
      encoding: 'utf8',
    }),
  ) as string[];
  const last = versions.indexOf(LAST_QUERY_CORE);
  const shas: string[] = [];
  // Walk back from the last version until enough of them changed the sources.
  const wanted = versions.slice(0, last + 1).filter((version) => !version.includes('-'));
  const picked: string[] = [];
  for (let index = wanted.length - 1; index >= 0 && picked.length < commits * 2; index--)
    picked.unshift(wanted[index] ?? '');
  for (const version of picked) {
    const unpacked = packed(`@tanstack/query-core@${version}`);
    rmSync(join(root, 'src'), { recursive: true, force: true });
    cpSync(join(unpacked, 'src'), join(root, 'src'), { recursive: true });
    git(root, 'add', '-A');
    if (shas.length > 0 && git(root, 'status', '--porcelain') === '') continue;
    git(root, 'commit', '-q', '-m', version);
    shas.push(git(root, 'rev-parse', 'HEAD'));
  }
  return { name: 'query-core', root, commits: shas.slice(-(commits + 1)) };
}

/** Edges as comparable lines. */
const edgeLines = (graph: GraphExport): Set<string> =>
  new Set(graph.edges.map((edge) => JSON.stringify(edge)));

/** The first edges one export has and the other lacks, each way. */
function firstDifferences(expected: GraphExport, actual: GraphExport, limit = 5): string[] {
  const want = edgeLines(expected);
  const got = edgeLines(actual);
  const missing = [...want].filter((line) => !got.has(line)).slice(0, limit);
  const extra = [...got].filter((line) => !want.has(line)).slice(0, limit);
  const lines = [
    ...missing.map((line) => `    missing ${line}`),
    ...extra.map((line) => `    extra   ${line}`),
  ];
  if (lines.length === 0) lines.push('    (edges equal: files, nodes or skipped files differ)');
  return lines;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function check(history: History): Promise<void> {
  const { root, commits } = history;
  const cacheDirectory = mkdtempSync(join(tmpdir(), 'codehawk-incremental-cache-'));
  git(root, 'checkout', '-q', commits[0] ?? 'HEAD');
  let graph = await buildGraph({ root, cacheDirectory });
  const matched = { cache: 0, update: 0 };
  const reused: number[] = [];
  const resolved: number[] = [];
  const times = { cache: [] as number[], update: [] as number[], cold: [] as number[] };
  for (let index = 1; index < commits.length; index++) {
    const [before, after] = [commits[index - 1] ?? '', commits[index] ?? ''];
    const changed = git(root, 'diff', '--name-only', '--no-renames', before, after)
      .split('\n')
      .filter(Boolean);
    git(root, 'checkout', '-q', after);
    let started = performance.now();
    const fromCache = await buildGraph({ root, cacheDirectory });
    times.cache.push(performance.now() - started);
    started = performance.now();
    graph = await updateGraph(graph, root, changed);
    times.update.push(performance.now() - started);
    started = performance.now();
    const cold = exportGraph(await buildGraph({ root, cacheDirectory: false }));
    times.cold.push(performance.now() - started);
    resolved.push(fromCache.stats.resolved);
    if (fromCache.stats.resolved < fromCache.files.size) reused.push(fromCache.stats.resolved);
    const label = `${after.slice(0, 8)} (${changed.length} changed, ${fromCache.stats.resolved} of ${fromCache.files.size} files resolved)`;
    for (const [way, graphOf] of [
      ['cache', fromCache],
      ['update', graph],
    ] as const) {
      const exported = exportGraph(graphOf);
      if (JSON.stringify(exported) === JSON.stringify(cold)) matched[way]++;
      else
        console.log(
          [`  ${label}: ${way === 'cache' ? 'build from the cache' : 'in-process update'} differs`]
            .concat(firstDifferences(cold, exported))
            .join('\n'),
        );
    }
  }
  const steps = commits.length - 1;
  console.log(
    `${history.name}: ${steps} commits; build from the cache matched ${matched.cache}/${steps}, in-process update ${matched.update}/${steps}`,
  );
  console.log(
    `  edges reused at ${reused.length} of ${steps} (the others changed a configuration file or a type: all resolved); files resolved then, median ${median(reused)}, total ${resolved.reduce((a, b) => a + b, 0)}`,
  );
  console.log(
    `  median ms: build from the cache ${median(times.cache).toFixed(0)}, in-process update ${median(times.update).toFixed(0)}, cold build ${median(times.cold).toFixed(0)}`,
  );
  rmSync(cacheDirectory, { recursive: true, force: true });
  rmSync(root, { recursive: true, force: true });
}

const [corpus = 'self', count = '40'] = process.argv.slice(2);
const commits = Number(count);
for (const name of corpus === 'all' ? ['self', 'query-core'] : [corpus]) {
  if (name !== 'self' && name !== 'query-core') throw new Error(`unknown corpus ${name}`);
  await check(name === 'self' ? selfHistory(commits) : queryCoreHistory(commits));
}
