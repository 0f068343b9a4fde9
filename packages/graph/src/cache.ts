// The on-disk cache of a build: each file's facts (keyed by content hash and grammar) in
// `cache.json`; in `index.json`, the size and modification time they were taken at and the edges
// resolved from exactly those facts, with what resolution read besides them. A warm build of an
// unchanged repository reads the index alone: no source file, and not the bulk of the facts.
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './extract/extract.js';
import { trustedStat, type FileStat } from './extract/file-task.js';
import type { CallEdge, Definition, FileFacts, ImportEdge } from './model.js';
import {
  packRecord,
  schemaOf,
  StringTable,
  unpackRecord,
  type RecordSchema,
} from './packed-records.js';
import type { ResolvedEdges } from './resolve/calls.js';
import { readConfigHash, type ConfigReads } from './resolve/modules.js';

// 5: facts carry types, dispatch targets, receiver types and calls, return types, argument counts,
// and object literals as containers. 11: `using` read as a name parses. 12: file stats and
// resolved edges. 13: named function expressions are callers; chained calls carry their receivers.
// 14: interfaces' typed properties, and the owner types of `value.field` receivers.
const CACHE_VERSION = 14;

/** The facts of each file, as parsed (`cache.json`). */
export interface CacheFile {
  version: number;
  grammars: Record<string, string>;
  files: Record<string, FileFacts>;
}

/**
 * What a warm build needs besides the facts (`index.json`): when each file's facts were taken, and
 * the edges resolved from exactly those facts with what resolution read besides them.
 */
export interface CacheIndex {
  version: number;
  /** `cache.json`'s size and modification time once written: the index goes with that file only. */
  facts: FileStat;
  grammars: Record<string, string>;
  /** Absent for a file changed too recently to trust its time (it is hashed on the next build). */
  stats: Record<string, FileStat>;
  /** Files skipped for what they hold (too large, minified, unparsable): the reason, and their time. */
  skipped: Record<string, [string, FileStat]>;
  /** Absent after a partial build: its edges miss the files it did not reach. */
  resolution?: CachedResolution;
}

export interface CachedResolution {
  /** The graph code that resolved them: a rebuilt package resolves again. */
  code: string;
  /** Content hashes of the configuration files resolution read; null for one it found missing. */
  configs: Record<string, string | null>;
  strings: string[];
  definitions: RecordSchema;
  calls: RecordSchema;
  imports: RecordSchema;
  /** Each file's content hash, definitions, and outgoing edges (rows of the schemas above). */
  files: Record<
    string,
    { hash: string; definitions: unknown[][]; calls: unknown[][]; imports: unknown[][] }
  >;
}

/**
 * Files at the top level of a repository that say how its modules resolve: a change to any of them
 * resolves everything again, whether or not resolution read them this time.
 */
const RESOLUTION_MANIFESTS = [
  'tsconfig.json',
  'jsconfig.json',
  'package.json',
  'go.mod',
  'pyproject.toml',
];

async function readJson(path: string, now = false): Promise<{ value?: unknown; damaged?: true }> {
  let text: string;
  try {
    text = now ? readFileSync(path, 'utf8') : await readFile(path, 'utf8');
  } catch {
    return {};
  }
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    return { damaged: true };
  }
}

const isCurrent = (value: unknown, ...keys: string[]): boolean =>
  typeof value === 'object' &&
  value !== null &&
  'version' in value &&
  value.version === CACHE_VERSION &&
  keys.every((key) => key in value);

export async function loadCache(
  directory: string,
  warn: (message: string) => void,
): Promise<CacheFile | undefined> {
  const { value, damaged } = await readJson(join(directory, 'cache.json'));
  if (damaged) warn(`Ignoring the graph cache in ${directory}: it is damaged.`);
  else if (value !== undefined && !isCurrent(value, 'files', 'grammars'))
    warn(`Ignoring the graph cache in ${directory}: it was written by another version.`);
  else return value as CacheFile | undefined;
  return undefined;
}

/** The index, when it goes with the `cache.json` beside it (else none: the facts decide alone). */
export async function loadIndex(directory: string): Promise<CacheIndex | undefined> {
  // Read at once: the index is small, and a warm query would otherwise wait on the thread pool.
  const { value } = await readJson(join(directory, 'index.json'), true);
  if (!isCurrent(value, 'facts', 'grammars', 'stats', 'skipped')) return undefined;
  const index = value as CacheIndex;
  return unchangedSince(join(directory, 'cache.json'), index.facts, false) ? index : undefined;
}

/**
 * Each file's definitions from the index (their keys may come in another order than the
 * extractor's: nothing compares them by their JSON).
 */
export function unpackDefinitions(resolution: CachedResolution, path: string): Definition[] {
  return (resolution.files[path]?.definitions ?? []).map((row) =>
    unpackRecord<Definition>(row, resolution.definitions, resolution.strings),
  );
}

/** Each file's edges from the index. */
export function unpackEdges(resolution: CachedResolution): Map<string, ResolvedEdges> {
  const edges = new Map<string, ResolvedEdges>();
  for (const [path, file] of Object.entries(resolution.files))
    edges.set(path, {
      calls: file.calls.map((row) =>
        unpackRecord<CallEdge>(row, resolution.calls, resolution.strings),
      ),
      imports: file.imports.map((row) =>
        unpackRecord<ImportEdge>(row, resolution.imports, resolution.strings),
      ),
    });
  return edges;
}

/** The index's resolution: the edges packed, with each file's hash and definitions. */
function packResolution(
  files: ReadonlyMap<string, FileFacts>,
  edges: ReadonlyMap<string, ResolvedEdges>,
  code: string,
  configs: Record<string, string | null>,
): CachedResolution {
  const strings = new StringTable();
  const all = [...edges.values()];
  const definitions = schemaOf([...files.values()].flatMap((facts) => facts.definitions));
  const calls = schemaOf(all.flatMap((file) => file.calls));
  const imports = schemaOf(all.flatMap((file) => file.imports));
  const packed: CachedResolution['files'] = {};
  for (const [path, facts] of files) {
    const found = edges.get(path);
    packed[path] = {
      hash: facts.hash,
      definitions: facts.definitions.map((definition) =>
        packRecord(definition, definitions, strings),
      ),
      calls: (found?.calls ?? []).map((edge) => packRecord(edge, calls, strings)),
      imports: (found?.imports ?? []).map((edge) => packRecord(edge, imports, strings)),
    };
  }
  return { code, configs, strings: strings.strings, definitions, calls, imports, files: packed };
}

/**
 * Writes a file as `JSON.stringify` of an object of these parts would, each entry of the last
 * part at a time (the JSON of every file's facts at once is a string about as large as the facts,
 * at the build's peak memory), to a temporary file renamed over the old one: a reader never sees
 * half of it.
 */
async function writeJson(
  path: string,
  head: Record<string, unknown>,
  key: string,
  entries: Iterable<[string, unknown]>,
): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    let chunk = `${JSON.stringify(head).slice(0, -1)},${JSON.stringify(key)}:{`;
    let separator = '';
    for (const [name, value] of entries) {
      chunk += `${separator}${JSON.stringify(name)}:${JSON.stringify(value)}`;
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
  await rename(temporary, path);
}

/** Writes the facts, then the index that goes with them. */
export async function writeCache(
  directory: string,
  cache: Omit<CacheIndex, 'version' | 'facts' | 'resolution'> & {
    files: ReadonlyMap<string, FileFacts>;
    resolution?: {
      code: string;
      configs: Record<string, string | null>;
      edges: ReadonlyMap<string, ResolvedEdges>;
    };
  },
): Promise<void> {
  await mkdir(directory, { recursive: true });
  const factsPath = join(directory, 'cache.json');
  const { grammars, stats, skipped, files, resolution } = cache;
  await writeJson(factsPath, { version: CACHE_VERSION, grammars }, 'files', files);
  const written = statSync(factsPath);
  const index: Omit<CacheIndex, 'resolution'> = {
    version: CACHE_VERSION,
    facts: [written.mtimeMs, written.size],
    grammars,
    stats,
    skipped,
  };
  const packed = resolution
    ? packResolution(files, resolution.edges, resolution.code, resolution.configs)
    : undefined;
  const indexPath = join(directory, 'index.json');
  const temporary = `${indexPath}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(packed ? { ...index, resolution: packed } : index));
  await rename(temporary, indexPath);
}

/**
 * Whether a file's size and modification time are still those its cached facts were taken at, and
 * old enough to tell a later change (`racy`; not for the cache's own file, written by a build).
 */
export function unchangedSince(path: string, cached: FileStat | undefined, racy = true): boolean {
  if (!cached) return false;
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return false;
  const now = racy ? trustedStat(stat) : [stat.mtimeMs, stat.size];
  return now !== undefined && now[0] === cached[0] && now[1] === cached[1];
}

/** Whether the configuration files resolution read (and the top-level manifests) are as they were. */
export function configsUnchanged(root: string, configs: Record<string, string | null>): boolean {
  return Object.entries(configs).every(([path, hash]) => readConfigHash(root, path) === hash);
}

/** The configuration files to remember: what resolution read, and the top-level manifests. */
export function configsToRemember(
  root: string,
  reads: ConfigReads,
  earlier: Record<string, string | null> = {},
): Record<string, string | null> {
  const configs: Record<string, string | null> = { ...earlier };
  for (const [path, hash] of reads) configs[path] = hash;
  for (const path of RESOLUTION_MANIFESTS) configs[path] ??= readConfigHash(root, path);
  return configs;
}

let code: string | undefined;

/**
 * The size and modification time of the graph's own modules (the built package's files, or the
 * bundle): resolution can change without a cache version in development, and a rebuild resolves
 * again.
 */
export function codeIdentity(): string {
  if (code !== undefined) return code;
  const directory = dirname(fileURLToPath(import.meta.url));
  const parts: string[] = [];
  try {
    for (const name of readdirSync(directory).sort()) {
      if (!/\.(c|m)?[jt]s$/.test(name) || name.endsWith('.d.ts')) continue;
      const stat = statSync(join(directory, name));
      parts.push(`${name}:${stat.size}:${stat.mtimeMs}`);
    }
  } catch {
    // Unreadable: the cache version alone keys resolution.
  }
  code = contentHash(parts.join('\n'));
  return code;
}

/** Every file's facts in `cache.json`, read when a warm graph is first asked for more than edges. */
export function readFactsNow(directory: string): ReadonlyMap<string, FileFacts> | undefined {
  try {
    const parsed = JSON.parse(readFileSync(join(directory, 'cache.json'), 'utf8')) as unknown;
    if (!isCurrent(parsed, 'files')) return undefined;
    return new Map(Object.entries((parsed as CacheFile).files));
  } catch {
    return undefined;
  }
}
