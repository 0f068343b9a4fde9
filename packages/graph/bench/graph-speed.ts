// Graph build speed and memory on real code: the `effect` TypeScript sources (npm) and Django's
// Python sources (Debian's python3-django, installed here when missing). Raw web-tree-sitter
// parsing of the same files is measured in the same run as the baseline.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { Parser } from 'web-tree-sitter';
// The built package: its parsing runs on worker threads.
import { buildGraph, languageOf, loadLanguage, updateGraph } from '../dist/index.js';

const require = createRequire(import.meta.url);
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

function listSources(directory: string, extension: string): string[] {
  return (readdirSync(directory, { recursive: true }) as string[])
    .filter((path) => path.endsWith(extension))
    .map((path) => path.split('\\').join('/'))
    .sort();
}

async function rawParse(root: string, files: string[]): Promise<number> {
  const parsers = new Map<string, Parser>();
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
  return performance.now() - started;
}

async function measure(name: string, source: string, extension: string): Promise<void> {
  // A private copy: the incremental run edits two files, and the cache lives beside the sources.
  const root = mkdtempSync(join(tmpdir(), 'codehawk-graph-bench-'));
  const folder = basename(source); // `src` for effect, `django` for Django: imports resolve as in place
  cpSync(source, join(root, folder), { recursive: true });
  const files = listSources(join(root, folder), extension).map((path) => `${folder}/${path}`);
  const bytes = files.reduce((sum, file) => sum + statSync(join(root, file)).size, 0);
  await rawParse(root, files.slice(0, 20)); // load grammars and warm up
  const raw = await rawParse(root, files);
  const rssBefore = process.memoryUsage().rss;
  peak = rssBefore;
  let started = performance.now();
  const graph = await buildGraph({ root, files, cacheDirectory: join(root, '.cache') });
  const cold = performance.now() - started;
  const coldPeak = peak;
  for (const file of files.slice(0, 2))
    writeFileSync(join(root, file), `${readFileSync(join(root, file), 'utf8')}\n// edited\n`);
  started = performance.now();
  await buildGraph({ root, files, cacheDirectory: join(root, '.cache') });
  const update = performance.now() - started;
  for (const file of files.slice(2, 4))
    writeFileSync(join(root, file), `${readFileSync(join(root, file), 'utf8')}\n// edited\n`);
  started = performance.now();
  await updateGraph(graph, root, files.slice(2, 4));
  const inProcess = performance.now() - started;
  rmSync(root, { recursive: true, force: true });
  const seconds = cold / 1000;
  console.log(
    `${name}: ${files.length} files, ${(bytes / 1e6).toFixed(1)} MB → ${graph.definitions.size} definitions, ${graph.calls.length} call edges, ${graph.imports.length} import edges`,
  );
  console.log(
    `  cold build      ${cold.toFixed(0)} ms  ${(files.length / seconds).toFixed(0)} files/s  ${(bytes / 1e6 / seconds).toFixed(1)} MB/s`,
  );
  console.log(
    `  raw parse       ${raw.toFixed(0)} ms  → graph ÷ raw parse = ${(cold / raw).toFixed(2)} (goal ≤ 1.5)`,
  );
  console.log(
    `  2-file update   ${inProcess.toFixed(0)} ms in process (updateGraph; goal ≤ 150 ms); ${update.toFixed(0)} ms as a new build from the disk cache`,
  );
  console.log(
    `  peak RSS        ${(coldPeak / 1048576).toFixed(0)} MiB (${((coldPeak - rssBefore) / 1048576).toFixed(0)} MiB for the build)`,
  );
}

await measure(
  'effect (TypeScript)',
  join(dirname(require.resolve('effect/package.json')), 'src'),
  '.ts',
);
const django = djangoDirectory();
if (django) await measure('Django (Python)', django, '.py');
else console.log('Django: python3-django is not installed and could not be installed; skipped.');
clearInterval(sampler);
