// Where a cold build's CPU goes, measured on this thread once it is warm: tree-sitter's parse
// alone, the parse with the graph's query run over each tree (what any build that reads the query's
// matches costs), and the whole extraction of each file's facts. Each stage runs over every file,
// the three interleaved over several rounds; the median of each is kept. What the build costs beyond
// the extraction is its own: workers starting cold, facts passed between threads, resolution and
// the cache.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type * as Graph from '../src/index.js';

type Stage = 'parse' | 'query' | 'extract';
const STAGES: readonly Stage[] = ['parse', 'query', 'extract'];

export type StageCpu = Record<Stage, number>;

/** The file's language and text, as a build reads them. */
interface Source {
  path: string;
  content: string;
  loaded: Awaited<ReturnType<typeof Graph.loadLanguage>>;
}

async function readSources(
  graph: typeof Graph,
  root: string,
  files: readonly string[],
): Promise<Source[]> {
  const sources: Source[] = [];
  for (const path of files) {
    const spec = graph.languageOf(path);
    if (!spec) continue;
    const content = readFileSync(join(root, path), 'utf8');
    sources.push({ path, content, loaded: await graph.loadLanguage(spec) });
  }
  return sources;
}

/** One stage over every file, its CPU time in milliseconds. */
function runStage(graph: typeof Graph, stage: Stage, sources: readonly Source[]): number {
  const cpu = process.cpuUsage();
  for (const { path, content, loaded } of sources) {
    if (stage === 'extract') {
      graph.extractFacts(path, content, loaded);
      continue;
    }
    const tree = loaded.parser.parse(content);
    // The build's own match limit (extract.ts).
    if (tree && stage === 'query') loaded.query.matches(tree.rootNode, { matchLimit: 65_536 });
    tree?.delete();
  }
  const used = process.cpuUsage(cpu);
  return (used.user + used.system) / 1000;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * The median CPU time of each stage over `rounds` interleaved rounds, after one round that warms
 * the code (JavaScript and WebAssembly both tier up as they run), in milliseconds.
 */
export async function stageCpu(
  graph: typeof Graph,
  root: string,
  files: readonly string[],
  rounds = 3,
): Promise<StageCpu> {
  const sources = await readSources(graph, root, files);
  for (const stage of STAGES) runStage(graph, stage, sources);
  const times: Record<Stage, number[]> = { parse: [], query: [], extract: [] };
  for (let round = 0; round < rounds; round++)
    for (const stage of STAGES) times[stage].push(runStage(graph, stage, sources));
  return { parse: median(times.parse), query: median(times.query), extract: median(times.extract) };
}

/**
 * The CPU time of a new process that loads the grammars and parses every file once, on one thread
 * (with `query`, also running the graph's query over each tree), counted as a new-process build is:
 * from after the package is imported to the end, in milliseconds. No build in a new process can
 * cost less: its parsers start cold (WebAssembly compiled, then tiered up as it runs).
 */
export function newProcessParse(
  distIndex: string,
  root: string,
  files: readonly string[],
  query: boolean,
): number {
  const script = `
    import { readFileSync } from 'node:fs';
    import { join } from 'node:path';
    const { languageOf, loadLanguage } = await import(${JSON.stringify(distIndex)});
    const files = JSON.parse(readFileSync(0, 'utf8'));
    const cpu = process.cpuUsage();
    for (const path of files) {
      const spec = languageOf(path);
      if (!spec) continue;
      const loaded = await loadLanguage(spec);
      const tree = loaded.parser.parse(readFileSync(join(process.env.BENCH_ROOT, path), 'utf8'));
      if (tree && ${String(query)}) loaded.query.matches(tree.rootNode, { matchLimit: 65_536 });
      tree?.delete();
    }
    const used = process.cpuUsage(cpu);
    console.log((used.user + used.system) / 1000);`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    encoding: 'utf8',
    input: JSON.stringify(files),
    env: { ...process.env, BENCH_ROOT: root },
  });
  if (run.status !== 0) throw new Error(`the parsing process failed: ${run.stderr}`);
  return Number(run.stdout.trim());
}

/** The median of `runs` interleaved new processes that parse, and that parse and run the query. */
export function newProcessFloor(
  distIndex: string,
  root: string,
  files: readonly string[],
  runs = 3,
): { parse: number; query: number } {
  const parse: number[] = [];
  const query: number[] = [];
  for (let run = 0; run < runs; run++) {
    parse.push(newProcessParse(distIndex, root, files, false));
    query.push(newProcessParse(distIndex, root, files, true));
  }
  return { parse: median(parse), query: median(query) };
}

/** The stages as the bench prints them, against a build's CPU time. */
export function describeStages(stages: StageCpu, buildCpu: number): string {
  const ratio = (value: number): string => (value / stages.parse).toFixed(2);
  return (
    `one warm thread: parse ${stages.parse.toFixed(0)} ms; + the query's matches ` +
    `${stages.query.toFixed(0)} ms (${ratio(stages.query)}× parse: the floor of a build that runs ` +
    `the query); the whole extraction ${stages.extract.toFixed(0)} ms (${ratio(stages.extract)}×); ` +
    `the build's CPU beyond that ${(buildCpu - stages.extract).toFixed(0)} ms (workers starting ` +
    `cold, facts passed between threads, resolution, the cache)`
  );
}
