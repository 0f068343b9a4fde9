import { execFile } from 'node:child_process';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import ignore from 'ignore';
import picomatch from 'picomatch';
import { CodeGraph, type SkippedFile } from './code-graph.js';
import type { FileTask } from './extract/file-task.js';
import { runTasks } from './extract/pool.js';
import { grammarVersionOf, languageOf } from './languages.js';
import type { FileFacts } from './model.js';
import { ModuleResolver } from './resolve/modules.js';

const run = promisify(execFile);

/** Skipped by default: dependencies, build output, vendored and generated code. */
export const DEFAULT_EXCLUDES: readonly string[] = [
  '**/node_modules/**',
  '**/dist/**',
  '**/build/**',
  '**/vendor/**',
  '**/third_party/**',
  '**/.git/**',
  '**/*.min.js',
  '**/*.bundle.js',
  '**/*.generated.*',
  '**/*_pb2.py',
  '**/*.pb.go',
  '**/generated/**',
];

export interface BuildOptions {
  /** The repository (or any directory) to index. */
  root: string;
  /** Only these repository-relative files (default: every tracked and untracked, not ignored file). */
  files?: readonly string[];
  /** Extra globs to skip, on top of `.gitignore` and `DEFAULT_EXCLUDES`. */
  exclude?: readonly string[];
  /** Files larger than this are skipped (default 1 MiB). */
  maxFileBytes?: number;
  /** Stop parsing at this time (ms since epoch) and return a partial graph. */
  deadline?: number;
  signal?: AbortSignal;
  /** Where to keep the incremental cache (default `<root>/.codehawk/graph`); `false` for none. */
  cacheDirectory?: string | false;
  /** Read the cache but leave it as it was (default true: write it back): a dry run changes nothing. */
  writeCache?: boolean;
  onProgress?: (progress: { parsed: number; reused: number; total: number }) => void;
  /** Worker threads for parsing (default: up to four, one per core, when there are enough files). */
  threads?: number;
  onWarning?: (message: string) => void;
}

// 5: facts carry types, dispatch targets, receiver types and calls, return types, argument counts,
// and object literals as containers. 11: `using` read as a name parses.
const CACHE_VERSION = 11;

interface CacheFile {
  version: number;
  grammars: Record<string, string>;
  files: Record<string, FileFacts>;
}

async function listFiles(root: string): Promise<string[]> {
  try {
    const { stdout } = await run(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, maxBuffer: 1 << 28 },
    );
    return stdout.split('\0').filter(Boolean);
  } catch {
    const { readdir } = await import('node:fs/promises');
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const found = entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
    let gitignore = '';
    try {
      gitignore = await readFile(join(root, '.gitignore'), 'utf8');
    } catch {
      // no .gitignore
    }
    const ignored = ignore().add(gitignore);
    return found.filter((path) => !ignored.ignores(path));
  }
}

async function loadCache(
  directory: string,
  warn: (message: string) => void,
): Promise<CacheFile | undefined> {
  let text: string;
  try {
    text = await readFile(join(directory, 'cache.json'), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = JSON.parse(text) as unknown;
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('version' in parsed) ||
      parsed.version !== CACHE_VERSION ||
      !('files' in parsed) ||
      !('grammars' in parsed)
    ) {
      warn(`Ignoring the graph cache in ${directory}: it was written by another version.`);
      return undefined;
    }
    return parsed as CacheFile;
  } catch {
    warn(`Ignoring the graph cache in ${directory}: it is damaged.`);
    return undefined;
  }
}

/**
 * Writes the cache as `JSON.stringify` of a `CacheFile` would, a file's facts at a time: the JSON of
 * every file at once is a string about as large as the facts themselves, at the build's peak memory.
 */
async function writeCache(
  path: string,
  grammars: Record<string, string>,
  files: ReadonlyMap<string, FileFacts>,
): Promise<void> {
  const handle = await open(path, 'w');
  try {
    let chunk = `{"version":${CACHE_VERSION},"grammars":${JSON.stringify(grammars)},"files":{`;
    let separator = '';
    for (const [file, facts] of files) {
      chunk += `${separator}${JSON.stringify(file)}:${JSON.stringify(facts)}`;
      separator = ',';
      if (chunk.length >= 1 << 20) {
        await handle.write(chunk);
        chunk = '';
      }
    }
    await handle.write(`${chunk}}}`);
  } finally {
    await handle.close();
  }
}

/**
 * Builds the code graph of a repository: parses every supported file (reusing the on-disk cache
 * for files whose content hash and grammar are unchanged), then resolves calls and imports.
 * Honours a deadline and an AbortSignal by returning a partial graph flagged as such; never hangs.
 */
export async function buildGraph(options: BuildOptions): Promise<CodeGraph> {
  const root = resolve(options.root);
  const warn = options.onWarning ?? (() => undefined);
  const excluded = picomatch([...DEFAULT_EXCLUDES, ...(options.exclude ?? [])], { dot: true });
  const maxBytes = options.maxFileBytes ?? 1024 * 1024;
  const cacheDirectory =
    options.cacheDirectory === false
      ? undefined
      : (options.cacheDirectory ?? join(root, '.codehawk', 'graph'));
  const cache = cacheDirectory ? await loadCache(cacheDirectory, warn) : undefined;

  const skipped: SkippedFile[] = [];
  const candidates: string[] = [];
  for (const path of options.files ?? (await listFiles(root))) {
    if (!languageOf(path)) continue;
    if (excluded(path))
      skipped.push({ path, reason: 'excluded (vendored, generated or build output)' });
    else candidates.push(path);
  }
  // Path order (untracked files too): the graph and its export do not depend on how files were listed.
  candidates.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  const facts = new Map<string, FileFacts>();
  const grammars: Record<string, string> = {};
  let parsed = 0;
  let reused = 0;
  const tasks: FileTask[] = candidates.map((path) => {
    const spec = languageOf(path);
    const cached = cache?.files[path];
    const usable =
      cached !== undefined &&
      spec !== undefined &&
      cache?.grammars[spec.id] === grammarVersionOf(spec);
    return { root, path, maxBytes, ...(usable ? { cachedHash: cached.hash } : {}) };
  });
  const stopped = (): boolean =>
    options.signal?.aborted === true ||
    (options.deadline !== undefined && Date.now() > options.deadline);
  const notRun = await runTasks(
    tasks,
    (outcome) => {
      if (outcome.kind === 'skipped') skipped.push({ path: outcome.path, reason: outcome.reason });
      else if (outcome.kind === 'reused') {
        const cached = cache?.files[outcome.path];
        if (cached) facts.set(outcome.path, cached);
        reused++;
      } else {
        facts.set(outcome.path, outcome.facts);
        grammars[outcome.facts.language] = outcome.grammarVersion;
        parsed++;
      }
      if ((parsed + reused) % 200 === 0)
        options.onProgress?.({ parsed, reused, total: candidates.length });
    },
    stopped,
    options.threads === undefined ? {} : { threads: options.threads },
  );
  const partial = notRun.length > 0;
  for (const task of notRun) {
    skipped.push({
      path: task.path,
      reason: options.signal?.aborted
        ? 'cancelled before it was parsed'
        : 'time budget ran out before it was parsed',
    });
  }
  options.onProgress?.({ parsed, reused, total: candidates.length });
  // Workers finish in any order; the graph (and its export) must not depend on it.
  const ordered = new Map(
    candidates.flatMap((path) => {
      const found = facts.get(path);
      return found ? [[path, found] as const] : [];
    }),
  );
  skipped.sort((a, b) => a.path.localeCompare(b.path));

  if (cacheDirectory && parsed > 0 && options.writeCache !== false) {
    await mkdir(cacheDirectory, { recursive: true });
    const temporary = join(cacheDirectory, `cache.json.${process.pid}.tmp`);
    await writeCache(temporary, { ...cache?.grammars, ...grammars }, facts);
    await rename(temporary, join(cacheDirectory, 'cache.json'));
  }
  return new CodeGraph(ordered, new ModuleResolver(root, ordered.values()), skipped, partial);
}
