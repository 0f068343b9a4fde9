// The on-disk cache of a build: each file's facts (keyed by content hash and grammar) in one of
// `facts/<nn>.json`, by a hash of its path; in `index.json`, each file's content hash, the size and
// modification time its facts were taken at, and the edges resolved from exactly those facts, with
// what resolution read besides them. A warm build of an unchanged repository reads the index alone:
// no source file, and not the bulk of the facts. A build that parsed a few files rewrites only
// their shards.
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './extract/extract.js';
import { trustedStat, type FileStat } from './extract/file-task.js';
import { FactShards, isVersion, replaceFile, shardStats, writeShards } from './fact-shards.js';
import type { CallEdge, Definition, FileFacts, ImportEdge } from './model.js';
import {
  fitsSchema,
  packRecord,
  StoredStringTable,
  schemaOf,
  storedStrings,
  StringTable,
  unpackRecord,
  type RecordSchema,
  type Strings,
} from './packed-records.js';
import type { ResolvedEdges } from './resolve/calls.js';
import { readConfigHash, type ConfigReads } from './resolve/modules.js';

// 5: facts carry types, dispatch targets, receiver types and calls, return types, argument counts,
// and object literals as containers. 11: `using` read as a name parses. 12: file stats and
// resolved edges. 13: named function expressions are callers; chained calls carry their receivers.
// 14: interfaces' typed properties, and the owner types of `value.field` receivers. 15: facts in
// shards, each file's hash in the index. 16: variables holding a field, and receivers read
// through `as` or an assignment, are typed. 17: TypeScript's module-level instances; callbacks
// passed to a field's method. 18: each shard's references and locals in a body file of their own.
// 19: Python bases as written (`module.Class`), the attributes a class binds, cached properties,
// star re-exports and constructed receivers.
// 20: aliases of function types (callbacks written with them). 21: variables holding what a
// field's method returned. 24: definition ids in the index's strings by their parts; rows end at
// their last value.
const CACHE_VERSION = 24;

/** The facts of each file of the cache's shards (only those taken with the current grammars). */
export interface CacheFile {
  files: Record<string, FileFacts>;
}

/**
 * What a warm build needs besides the facts (`index.json`): each file's content hash and when its
 * facts were taken, and the edges resolved from exactly those facts with what resolution read
 * besides them.
 */
export interface CacheIndex {
  version: number;
  grammars: Record<string, string>;
  /** Each file's content hash: facts in a shard with another hash are not this index's. */
  hashes: Record<string, string>;
  /** Each shard's size and modification time once written: a warm build trusts only those. */
  shards: Record<string, FileStat>;
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
  strings: Strings;
  /** How many of the strings a full packing left: those after were added by later builds. */
  packedStrings?: number;
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

/** A JSON file's value, read at once (undefined when missing or damaged). */
function readJsonNow(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

const isCurrent = (value: unknown, ...keys: string[]): boolean =>
  isVersion(value, CACHE_VERSION, keys);

/** The cache's shards of facts, read as they are asked for (a warm graph's). */
export function factShards(directory: string): FactShards {
  return new FactShards(directory, CACHE_VERSION);
}

/** Every file's facts the cache holds for the current grammars. */
export async function loadCache(
  directory: string,
  warn: (message: string) => void,
): Promise<CacheFile> {
  return { files: await new FactShards(directory, CACHE_VERSION, warn).all() };
}

/** The index, when there is one of this version. */
export function loadIndex(directory: string): CacheIndex | undefined {
  // Read at once: the index is small, and a warm query would otherwise wait on the thread pool.
  const value = readJsonNow(join(directory, 'index.json'));
  if (!isCurrent(value, 'hashes', 'shards', 'grammars', 'stats', 'skipped')) return undefined;
  const index = value as CacheIndex;
  if (index.resolution) {
    const strings = StoredStringTable.read(index.resolution.strings);
    if (!strings) return undefined;
    index.resolution.strings = strings;
  }
  return index;
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

/** A file's outgoing edges from the index. */
export function unpackFileEdges(
  resolution: CachedResolution,
  file: CachedResolution['files'][string],
): ResolvedEdges {
  return {
    calls: file.calls.map((row) =>
      unpackRecord<CallEdge>(row, resolution.calls, resolution.strings),
    ),
    imports: file.imports.map((row) =>
      unpackRecord<ImportEdge>(row, resolution.imports, resolution.strings),
    ),
  };
}

/** Each file's edges from the index. */
export function unpackEdges(resolution: CachedResolution): Map<string, ResolvedEdges> {
  const edges = new Map<string, ResolvedEdges>();
  for (const [path, file] of Object.entries(resolution.files))
    edges.set(path, unpackFileEdges(resolution, file));
  return edges;
}

type Schemas = Pick<CachedResolution, 'definitions' | 'calls' | 'imports'>;

/** One file's hash, definitions and outgoing edges as rows of the schemas. */
function packFile(
  facts: FileFacts,
  edges: ResolvedEdges | undefined,
  schemas: Schemas,
  strings: StringTable,
): CachedResolution['files'][string] {
  return {
    hash: facts.hash,
    definitions: facts.definitions.map((row) => packRecord(row, schemas.definitions, strings)),
    calls: (edges?.calls ?? []).map((edge) => packRecord(edge, schemas.calls, strings)),
    imports: (edges?.imports ?? []).map((edge) => packRecord(edge, schemas.imports, strings)),
  };
}

/** What a build took from the index it read: its resolution and the edges unpacked from it. */
export interface EarlierResolution {
  resolution: CachedResolution;
  edges: ReadonlyMap<string, ResolvedEdges>;
}

/** The index's resolution: the edges packed, with each file's hash and definitions. */
function packResolution(
  files: ReadonlyMap<string, FileFacts>,
  edges: ReadonlyMap<string, ResolvedEdges>,
  code: string,
  configs: Record<string, string | null>,
  earlier?: EarlierResolution,
): CachedResolution {
  const kept = earlier && keptRows(files, edges, code, earlier);
  if (kept) return { ...kept, configs };
  const strings = new StringTable();
  const all = [...edges.values()];
  const schemas: Schemas = {
    definitions: schemaOf([...files.values()].flatMap((facts) => facts.definitions)),
    calls: schemaOf(all.flatMap((file) => file.calls)),
    imports: schemaOf(all.flatMap((file) => file.imports)),
  };
  const packed: CachedResolution['files'] = {};
  for (const [path, facts] of files)
    packed[path] = packFile(facts, edges.get(path), schemas, strings);
  const packedStrings = strings.strings.length;
  return { code, configs, strings: strings.strings, packedStrings, ...schemas, files: packed };
}

/**
 * The earlier index's rows kept for every file with the same facts and the very edges unpacked
 * from it, the rest packed with its schemas and strings; undefined when a record does not fit its
 * schemas, or strings added since the last full packing (some no longer used) pass a quarter.
 */
function keptRows(
  files: ReadonlyMap<string, FileFacts>,
  edges: ReadonlyMap<string, ResolvedEdges>,
  code: string,
  earlier: EarlierResolution,
): Omit<CachedResolution, 'configs'> | undefined {
  const { resolution } = earlier;
  if (resolution.code !== code) return undefined;
  const strings = new StringTable(resolution.strings);
  const { definitions, calls, imports } = resolution;
  const schemas: Schemas = { definitions, calls, imports };
  const packed: CachedResolution['files'] = {};
  for (const [path, facts] of files) {
    const before = resolution.files[path];
    const found = edges.get(path);
    if (before?.hash === facts.hash && found !== undefined && found === earlier.edges.get(path)) {
      packed[path] = before;
      continue;
    }
    const fits =
      facts.definitions.every((definition) => fitsSchema(definition, definitions)) &&
      (found?.calls ?? []).every((edge) => fitsSchema(edge, calls)) &&
      (found?.imports ?? []).every((edge) => fitsSchema(edge, imports));
    if (!fits) return undefined;
    packed[path] = packFile(facts, found, schemas, strings);
  }
  const packedStrings = resolution.packedStrings ?? resolution.strings.length;
  if (strings.strings.length - packedStrings > packedStrings / 4) return undefined;
  return { code, strings: strings.strings, packedStrings, ...schemas, files: packed };
}

/**
 * Writes the facts of the files in `rewrite` (every file's when undefined: the shards on disk are
 * not known to hold the rest), then the index that goes with them.
 */
export async function writeCache(
  directory: string,
  cache: Omit<CacheIndex, 'version' | 'hashes' | 'shards' | 'resolution'> & {
    files: ReadonlyMap<string, FileFacts>;
    rewrite?: ReadonlySet<string>;
    resolution?: {
      code: string;
      configs: Record<string, string | null>;
      edges: ReadonlyMap<string, ResolvedEdges>;
      /** The index this build read, when it reused its edges: their rows are kept. */
      earlier?: EarlierResolution;
    };
  },
): Promise<void> {
  await mkdir(directory, { recursive: true });
  const { grammars, stats, skipped, files, rewrite, resolution } = cache;
  await writeShards(directory, { version: CACHE_VERSION, grammars }, files, rewrite);
  // The single facts file of earlier versions, if any: nothing reads it now.
  await rm(join(directory, 'cache.json'), { force: true });
  const hashes: Record<string, string> = {};
  for (const [path, facts] of files) hashes[path] = facts.hash;
  const index: Omit<CacheIndex, 'resolution'> = {
    version: CACHE_VERSION,
    grammars,
    hashes,
    shards: shardStats(directory),
    stats,
    skipped,
  };
  const packed = resolution
    ? packResolution(
        files,
        resolution.edges,
        resolution.code,
        resolution.configs,
        resolution.earlier,
      )
    : undefined;
  await replaceFile(
    join(directory, 'index.json'),
    JSON.stringify(
      packed
        ? { ...index, resolution: { ...packed, strings: storedStrings(packed.strings) } }
        : index,
    ),
  );
}

/**
 * Whether a file's size and modification time are still those its cached facts were taken at, and
 * old enough to tell a later change.
 */
export function unchangedSince(path: string, cached: FileStat | undefined): boolean {
  if (!cached) return false;
  const stat = lstatSync(path, { throwIfNoEntry: false });
  if (!stat) return false;
  const now = trustedStat(stat);
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
