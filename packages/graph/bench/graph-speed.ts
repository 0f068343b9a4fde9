// Graph build speed and memory on real code: the `effect` TypeScript sources (npm) and Django's
// Python sources (Debian's python3-django, installed here when missing). Raw web-tree-sitter
// parsing of the same files is measured in the same run as the baseline; for TypeScript, the
// native compiler preview's type check (`tsgo --noEmit`, @typescript/native-preview) too. A warm
// query is `codehawk graph callers` run again on the unchanged corpus (the built CLI), against
// starting Node.js itself (`node -e 0`) in the same run.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Parser } from 'web-tree-sitter';
import type * as Graph from '../src/index.js';
import { describeStages, newProcessFloor, stageCpu } from './cpu-floor.js';

// The built package (its parsing runs on worker threads), loaded by URL and typed as its source:
// the type-check that reads this file is what writes dist's declarations (scripts/declarations.mjs).
const graphPackage = (await import(
  new URL('../dist/index.js', import.meta.url).href
)) as typeof Graph;
const { buildGraph, languageOf, loadLanguage, updateGraph } = graphPackage;

const require = createRequire(import.meta.url);
// The command as npm installs it (package.json's `bin`), not the ES-module shim kept at dist/bin.js.
const cli = fileURLToPath(new URL('../../../apps/cli/dist/bin.cjs', import.meta.url));
let peak = process.memoryUsage().rss;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);

function djangoDirectory(): string | undefined {
  const path = '/usr/lib/python3/dist-packages/django';
  if (!existsSync(path)) {
    try {
      execFileSync('apt-get', ['install', '-y', '-qq', 'python3-django'], { stdio: 'ignore' });
    } catch {
      return undefined;
    }
  }
  return existsSync(path) ? path : undefined;
}

/** The minor version of the system's Python 3 (`11` for 3.11), or `x` when there is none. */
function pythonMinor(): string {
  try {
    return execFileSync('python3', ['-c', 'import sys; print(sys.version_info.minor)'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'x';
  }
}

function listSources(directory: string, extension: string): string[] {
  return (readdirSync(directory, { recursive: true }) as string[])
    .filter((path) => path.endsWith(extension))
    .map((path) => path.split('\\').join('/'))
    .sort();
}

/** CPU time of this process (every thread, workers included) since `since`, in milliseconds. */
function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

/** Parses every file in this thread, as the baseline: wall and CPU time, in milliseconds. */
async function rawParse(root: string, files: string[]): Promise<{ wall: number; cpu: number }> {
  const parsers = new Map<string, Parser>();
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (const file of files) {
    const spec = languageOf(file);
    if (!spec) continue;
    let parser = parsers.get(spec.id);
    if (!parser) {
      const { language } = await loadLanguage(spec); // initialises web-tree-sitter too
      parser = new Parser();
      parser.setLanguage(language);
      parsers.set(spec.id, parser);
    }
    parser.parse(readFileSync(join(root, file), 'utf8'))?.delete();
  }
  return { wall: performance.now() - started, cpu: cpuMs(cpu) };
}

/** A child process's CPU time as bash's `times` prints it on its last line (`0m1.250s 0m0.125s`). */
function childCpuMs(times: string): number {
  const line = times.trim().split('\n').at(-1) ?? '';
  return [...line.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
    (sum, [, minutes, seconds]) => sum + (Number(minutes) * 60 + Number(seconds)) * 1000,
    0,
  );
}

/**
 * `tsgo --noEmit` over the copied sources (a bundler's module resolution): its wall time and its
 * CPU time (every thread of it, as the child of a shell that reports it), in milliseconds.
 */
function nativeTypeCheck(
  root: string,
  directories: readonly string[],
): { wall: number; cpu: number } {
  writeFileSync(
    join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      },
      include: directories.map((directory) => `${directory}/**/*.ts`),
    }),
  );
  const tsgo = join(
    dirname(require.resolve('@typescript/native-preview/package.json')),
    'bin',
    'tsgo',
  );
  const started = performance.now();
  const run = spawnSync(
    'bash',
    [
      '-c',
      '"$@"; status=$?; times >&2; exit $status',
      'tsgo',
      process.execPath,
      tsgo,
      '--noEmit',
      '-p',
      root,
    ],
    { encoding: 'utf8' },
  );
  const wall = performance.now() - started;
  // Type errors (the corpus is checked without its dependencies) still cost the full check;
  // anything else means tsgo did not run.
  if (run.status !== 0 && !/error TS\d+/.test(run.stdout))
    throw new Error(`tsgo failed: ${run.stderr || run.stdout}`);
  return { wall, cpu: childCpuMs(run.stderr) };
}

/** The median wall time of running a command `runs` times, in milliseconds. */
function medianMs(command: string, args: readonly string[], runs: number): number {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    // Only the exit status and errors matter; a query's answer can pass spawnSync's 1 MiB buffer.
    const result = spawnSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    times.push(performance.now() - started);
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? 0;
}

/**
 * `codehawk graph callers` of the most called definition, run again on the unchanged corpus after
 * a build, and `node -e 0` in the same run: the median of five runs each, in milliseconds.
 */
function warmQuery(root: string, symbol: string): { query: number; node: number } | undefined {
  if (!existsSync(cli)) return undefined;
  const args = [cli, 'graph', 'callers', symbol, '--root', root];
  medianMs(process.execPath, args, 1); // the first run after the build may refresh the cache
  return {
    query: medianMs(process.execPath, args, 5),
    node: medianMs(process.execPath, ['-e', '0'], 5),
  };
}

/**
 * `codehawk graph build` from no cache in a new process, as a user first runs it (the CLI sets its
 * own V8 options): the process's wall time, Node.js's start included, and its CPU time (every
 * thread, as the child of a shell that reports it), in milliseconds.
 */
function cliColdBuild(root: string): { wall: number; cpu: number } | undefined {
  if (!existsSync(cli)) return undefined;
  rmSync(join(root, '.codehawk'), { recursive: true, force: true });
  const started = performance.now();
  const run = spawnSync(
    'bash',
    [
      '-c',
      '"$@"; status=$?; times >&2; exit $status',
      'codehawk',
      process.execPath,
      cli,
      ...['graph', 'build', '--root', root, '--no-progress'],
    ],
    { encoding: 'utf8' },
  );
  const wall = performance.now() - started;
  if (run.status !== 0) throw new Error(`codehawk graph build failed: ${run.stderr}`);
  return { wall, cpu: childCpuMs(run.stderr) };
}

const distIndex = new URL('../dist/index.js', import.meta.url).href;

/**
 * A build from the disk cache in a new process, as `codehawk graph build` after an edit: the
 * build's own time inside that process, its CPU time, the process's wall time and what the build
 * did (its stats), in milliseconds.
 */
function newProcessBuild(
  root: string,
  files: readonly string[],
): { build: number; cpu: number; process: number; stats: string } {
  const script = `
    import { readFileSync } from 'node:fs';
    import { buildGraph } from ${JSON.stringify(distIndex)};
    const files = JSON.parse(readFileSync(0, 'utf8'));
    const cpu = process.cpuUsage();
    const started = performance.now();
    const graph = await buildGraph({ root: process.env.BENCH_ROOT, files });
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ build: performance.now() - started, cpu: (used.user + used.system) / 1000, stats: graph.stats }));`;
  const started = performance.now();
  // The file list goes through stdin: thousands of paths do not fit in the environment (E2BIG).
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    input: JSON.stringify(files),
    env: { ...process.env, BENCH_ROOT: root },
  });
  const wall = performance.now() - started;
  if (run.status !== 0)
    throw new Error(`the new-process build failed: ${run.error?.message ?? run.stderr}`);
  const result = JSON.parse(run.stdout) as { build: number; cpu: number; stats: object };
  return {
    build: result.build,
    cpu: result.cpu,
    process: wall,
    stats: JSON.stringify(result.stats),
  };
}

/** Appends a comment line to each file (a change that moves no definition). */
function editFiles(root: string, files: readonly string[]): void {
  for (const file of files) {
    const comment = file.endsWith('.py') ? '# edited' : '// edited';
    writeFileSync(join(root, file), `${readFileSync(join(root, file), 'utf8')}\n${comment}\n`);
  }
}

/** The definition most calls reach. */
function mostCalled(graph: Awaited<ReturnType<typeof buildGraph>>): string {
  const counts = new Map<string, number>();
  for (const edge of graph.calls) counts.set(edge.to, (counts.get(edge.to) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
}

async function measure(
  name: string,
  sources: readonly { from: string; as: string }[],
  extension: string,
): Promise<void> {
  // A private copy: the incremental run edits two files, and the cache lives beside the sources.
  // Each source keeps its folder name (`src`, `django`), so imports resolve as in place.
  const root = mkdtempSync(join(tmpdir(), 'codehawk-graph-bench-'));
  for (const source of sources)
    cpSync(source.from, join(root, source.as), {
      recursive: true,
      filter: (path) => statSync(path).isDirectory() || path.endsWith(extension),
    });
  const files = sources.flatMap((source) =>
    listSources(join(root, source.as), extension).map((path) => `${source.as}/${path}`),
  );
  // Last changed an hour ago, as in a checkout that is not brand new: a file changed a moment
  // before a build is hashed again on the next one, its time not being trusted yet.
  const anHourAgo = new Date(Date.now() - 3_600_000);
  for (const file of files) utimesSync(join(root, file), anHourAgo, anHourAgo);
  // A repository, as the CLI finds one: its files listed by git, not by walking the folder.
  const git = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
      cwd: root,
      stdio: 'ignore',
    });
  };
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'corpus');
  const bytes = files.reduce((sum, file) => sum + statSync(join(root, file)).size, 0);
  await rawParse(root, files.slice(0, 20)); // load grammars and warm up
  const raw = await rawParse(root, files);
  const native =
    extension === '.ts'
      ? nativeTypeCheck(
          root,
          sources.map((source) => source.as),
        )
      : undefined;
  // As a user runs it: the first build of a checkout in a process of its own (this process has
  // just parsed every file for the baseline). Its cache is removed again for the in-process build.
  const coldProcess = newProcessBuild(root, files);
  const coldCli = cliColdBuild(root);
  rmSync(join(root, '.codehawk'), { recursive: true, force: true });
  const rssBefore = process.memoryUsage().rss;
  peak = rssBefore;
  const coldCpu = process.cpuUsage();
  let started = performance.now();
  const graph = await buildGraph({ root, files });
  const cold = performance.now() - started;
  const coldCpuMs = cpuMs(coldCpu);
  const coldPeak = peak;
  started = performance.now();
  await buildGraph({ root, files });
  const warm = performance.now() - started;
  const target = mostCalled(graph);
  editFiles(root, files.slice(0, 2));
  started = performance.now();
  const updateStats = JSON.stringify((await buildGraph({ root, files })).stats);
  const update = performance.now() - started;
  editFiles(root, files.slice(4, 6));
  const fresh = newProcessBuild(root, files);
  const nodeAlone = medianMs(process.execPath, ['-e', '0'], 3);
  editFiles(root, files.slice(2, 4));
  started = performance.now();
  await updateGraph(graph, root, files.slice(2, 4));
  const inProcess = performance.now() - started;
  // Last: the CLI is another build of the graph's code, so its first run resolves again and
  // rewrites the cache for itself.
  const query = warmQuery(root, target);
  // Last, so that the builds above run no warmer than before.
  const stages = await stageCpu(graphPackage, root, files);
  const floor = newProcessFloor(distIndex, root, files);
  rmSync(root, { recursive: true, force: true });
  const seconds = cold / 1000;
  console.log(
    `${name}: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB → ${graph.definitions.size} definitions, ${graph.calls.length} call edges, ${graph.imports.length} import edges`,
  );
  console.log(
    `  cold build      ${cold.toFixed(0)} ms  ${(files.length / seconds).toFixed(0)} files/s  ${(bytes / 1e6 / seconds).toFixed(1)} MB/s`,
  );
  console.log(
    `  raw parse       ${raw.wall.toFixed(0)} ms  → graph ÷ raw parse = ${(cold / raw.wall).toFixed(2)} (goal ≤ 1.5; the build uses every core, raw parsing one)`,
  );
  console.log(
    `  … new process   cold build ${coldProcess.build.toFixed(0)} ms  ${(files.length / (coldProcess.build / 1000)).toFixed(0)} files/s  → graph ÷ raw parse = ${(coldProcess.build / raw.wall).toFixed(2)} wall, ${(coldProcess.cpu / raw.cpu).toFixed(2)} CPU (as \`codehawk graph build\` runs it)`,
  );
  console.log(
    coldCli
      ? `  … the CLI       codehawk graph build ${coldCli.wall.toFixed(0)} ms, the whole process (node -e 0 ${nodeAlone.toFixed(0)} ms)  ${(files.length / (coldCli.wall / 1000)).toFixed(0)} files/s  → ÷ raw parse = ${(coldCli.wall / raw.wall).toFixed(2)} wall, ${(coldCli.cpu / raw.cpu).toFixed(2)} CPU`
      : '  … the CLI       skipped: the CLI is not built (pnpm run build)',
  );
  console.log(
    `  CPU time        build ${coldCpuMs.toFixed(0)} ms, raw parse ${raw.cpu.toFixed(0)} ms → ${(coldCpuMs / raw.cpu).toFixed(2)} (every thread; far less sensitive to a loaded machine than wall time)`,
  );
  console.log(`  where CPU goes  ${describeStages(stages, coldProcess.cpu)}`);
  console.log(
    `  floor           a new process that only parses, one thread: ${floor.parse.toFixed(0)} ms CPU (${(floor.parse / raw.cpu).toFixed(2)}× raw parse); parsing and running the query: ${floor.query.toFixed(0)} ms (${(floor.query / raw.cpu).toFixed(2)}×); the new-process build: ${coldProcess.cpu.toFixed(0)} ms (${(coldProcess.cpu / raw.cpu).toFixed(2)}×)`,
  );
  if (native !== undefined)
    console.log(
      `  tsgo --noEmit   ${native.wall.toFixed(0)} ms, CPU ${native.cpu.toFixed(0)} ms  → graph ÷ native type check = ${(cold / native.wall).toFixed(2)} wall, ${(coldCpuMs / native.cpu).toFixed(2)} CPU (the TypeScript native compiler preview on the same files, every thread of both)`,
    );
  console.log(
    `  warm build      ${warm.toFixed(0)} ms in process (unchanged files, from the cache)`,
  );
  console.log(
    query
      ? `  warm query      ${query.query.toFixed(0)} ms  codehawk graph callers of ${target} (${graph.callers(target).length} callers; goal ≤ 300 ms); node -e 0 ${query.node.toFixed(0)} ms → ${(query.query / query.node).toFixed(1)}× starting Node.js`
      : '  warm query      skipped: the CLI is not built (pnpm run build)',
  );
  console.log(
    `  2-file update   ${inProcess.toFixed(0)} ms in process (updateGraph; goal ≤ 150 ms); ${update.toFixed(0)} ms as a build from the disk cache in this process (${updateStats})`,
  );
  console.log(
    `  … new process   build ${fresh.build.toFixed(0)} ms (CPU ${fresh.cpu.toFixed(0)} ms), the whole process ${fresh.process.toFixed(0)} ms, node -e 0 ${nodeAlone.toFixed(0)} ms; ${fresh.stats}`,
  );
  console.log(
    `  peak RSS        ${(coldPeak / 1048576).toFixed(0)} MiB (${((coldPeak - rssBefore) / 1048576).toFixed(0)} MiB for the build)`,
  );
}

const corpora: Record<string, () => Promise<void>> = {
  effect: () =>
    measure(
      'effect (TypeScript)',
      [{ from: join(dirname(require.resolve('effect/package.json')), 'src'), as: 'src' }],
      '.ts',
    ),
  django: async () => {
    const django = djangoDirectory();
    if (django) await measure('Django (Python)', [{ from: django, as: 'django' }], '.py');
    else
      console.log('Django: python3-django is not installed and could not be installed; skipped.');
  },
  // Memory at about 3,000 files: the Python standard library and every installed Python package.
  python: async () => {
    const python = ['/usr/lib/python3/dist-packages', `/usr/lib/python3.${pythonMinor()}`];
    if (python.every((path) => existsSync(path)))
      await measure(
        'Python at scale (standard library and installed packages)',
        python.map((path) => ({ from: path, as: basename(path) })),
        '.py',
      );
    else console.log('Python at scale: no Python 3 installation found; skipped.');
  },
};

const only = process.argv[2];
if (only) {
  await corpora[only]?.();
} else {
  // Each corpus in a fresh process: its peak RSS is its own, not what an earlier one left behind.
  for (const corpus of Object.keys(corpora)) {
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), corpus], {
      stdio: 'inherit',
    });
  }
}
clearInterval(sampler);
