// The on-disk cache of a build: each file's facts (keyed by content hash and grammar) in one of
// `facts/<nn>.json`, by a hash of its path; in `index.json`, each file's content hash, the size and
// modification time its facts were taken at, and the edges resolved from exactly those facts, with
// what resolution read besides them. A warm build of an unchanged repository reads the index alone:
// no source file, and not the bulk of the facts. A build that parsed a few files rewrites only
// their shards.
import { lstatSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './extract/extract.js';
import { trustedStat, type FileStat } from './extract/file-task.js';
import { grammarVersionOf, languageOf } from './languages.js';
import type { CallEdge, Definition, FileFacts, ImportEdge } from './model.js';
import {
  fitsSchema,
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
// 14: interfaces' typed properties, and the owner types of `value.field` receivers. 15: facts in
// shards, each file's hash in the index. 16: variables holding a field, and receivers read
// through `as` or an assignment, are typed. 17: TypeScript's module-level instances; callbacks
// passed to a field's method.
const CACHE_VERSION = 17;

/** Shards of the facts: a build that parsed two files rewrites at most two of them. */
const SHARDS = 64;
const FACTS_DIRECTORY = 'facts';

/** The facts of each file of the cache's shards (only those taken with the current grammars). */
export interface CacheFile {
  files: Record<string, FileFacts>;
}

/** One shard of the facts (`facts/<nn>.json`): the files whose paths hash to it. */
interface FactsShard {
  version: number;
  /** The grammars its facts were taken with. */
  grammars: Record<string, string>;
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
  strings: string[];
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
  typeof value === 'object' &&
  value !== null &&
  'version' in value &&
  value.version === CACHE_VERSION &&
  keys.every((key) => key in value);

/** The size and modification time of each shard on disk. */
function shardStats(directory: string): Record<string, FileStat> {
  const stats: Record<string, FileStat> = {};
  const factsDirectory = join(directory, FACTS_DIRECTORY);
  let names: string[];
  try {
    names = readdirSync(factsDirectory);
  } catch {
    return stats;
  }
  for (const name of names.sort()) {
    if (!name.endsWith('.json')) continue;
    const stat = lstatSync(join(factsDirectory, name), { throwIfNoEntry: false });
    if (stat) stats[name] = [stat.mtimeMs, stat.size];
  }
  return stats;
}

/** Whether the shards on disk are those the index was written with (no other build wrote one). */
export function shardsUnchanged(directory: string, shards: Record<string, FileStat>): boolean {
  const now = shardStats(directory);
  const names = Object.keys(now);
  return (
    names.length === Object.keys(shards).length &&
    names.every(
      (name) => now[name]?.[0] === shards[name]?.[0] && now[name]?.[1] === shards[name]?.[1],
    )
  );
}

/** The shard of a path (FNV-1a of the path). */
export function shardOf(path: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < path.length; index++) {
    hash ^= path.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % SHARDS;
}

const shardName = (shard: number): string => `${shard.toString(16).padStart(2, '0')}.json`;

/**
 * Reads the shards of the facts, each once and only when one of its files is asked for. Facts
 * taken with another grammar than the current one are not given; a damaged or foreign shard is
 * skipped with one warning.
 */
export class FactShards {
  private readonly shards = new Map<number, Record<string, FileFacts>>();
  private readonly warned = new Set<string>();

  constructor(
    private readonly directory: string,
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  get(path: string): FileFacts | undefined {
    return this.shard(shardOf(path))[path];
  }

  /** Every file's facts in every shard on disk. */
  async all(): Promise<Record<string, FileFacts>> {
    let names: string[];
    try {
      names = await readdir(join(this.directory, FACTS_DIRECTORY));
    } catch {
      return {};
    }
    const files: Record<string, FileFacts> = {};
    for (const name of names.sort()) {
      const shard = /^([0-9a-f]{2})\.json$/.exec(name)?.[1];
      if (shard !== undefined) Object.assign(files, this.shard(Number.parseInt(shard, 16)));
    }
    return files;
  }

  private shard(shard: number): Record<string, FileFacts> {
    let files = this.shards.get(shard);
    if (files) return files;
    files = {};
    const path = join(this.directory, FACTS_DIRECTORY, shardName(shard));
    let text: string | undefined;
    try {
      text = readFileSync(path, 'utf8');
    } catch {
      // No shard: none of its files has facts yet.
    }
    if (text !== undefined) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        this.warnOnce(`Ignoring the graph cache in ${this.directory}: it is damaged.`);
      }
      if (value !== undefined && !isCurrent(value, 'files', 'grammars'))
        this.warnOnce(
          `Ignoring the graph cache in ${this.directory}: it was written by another version.`,
        );
      else if (value !== undefined) files = usableFacts(value as FactsShard);
    }
    this.shards.set(shard, files);
    return files;
  }

  private warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    this.warn(message);
  }
}

/** A shard's facts taken with the grammars in use now. */
function usableFacts(shard: FactsShard): Record<string, FileFacts> {
  const files: Record<string, FileFacts> = {};
  for (const [path, facts] of Object.entries(shard.files)) {
    const spec = languageOf(path);
    if (spec && shard.grammars[spec.id] === grammarVersionOf(spec)) files[path] = facts;
  }
  return files;
}

/** Every file's facts the cache holds for the current grammars. */
export async function loadCache(
  directory: string,
  warn: (message: string) => void,
): Promise<CacheFile> {
  return { files: await new FactShards(directory, warn).all() };
}

/** The index, when there is one of this version. */
export function loadIndex(directory: string): CacheIndex | undefined {
  // Read at once: the index is small, and a warm query would otherwise wait on the thread pool.
  const value = readJsonNow(join(directory, 'index.json'));
  if (!isCurrent(value, 'hashes', 'shards', 'grammars', 'stats', 'skipped')) return undefined;
  return value as CacheIndex;
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

/** Writes a file whole to a temporary file renamed over the old one: a reader never sees half. */
async function replaceFile(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, text);
  await rename(temporary, path);
}

/**
 * Writes the shards holding the files in `rewrite` (all of them when undefined) from `files`, and
 * drops those left empty.
 */
async function writeShards(
  directory: string,
  grammars: Record<string, string>,
  files: ReadonlyMap<string, FileFacts>,
  rewrite: ReadonlySet<string> | undefined,
): Promise<void> {
  const wanted = rewrite === undefined ? undefined : new Set([...rewrite].map(shardOf));
  const shards = new Map<number, [string, FileFacts][]>();
  for (const [path, facts] of files) {
    const shard = shardOf(path);
    if (wanted && !wanted.has(shard)) continue;
    const list = shards.get(shard);
    if (list) list.push([path, facts]);
    else shards.set(shard, [[path, facts]]);
  }
  const factsDirectory = join(directory, FACTS_DIRECTORY);
  await mkdir(factsDirectory, { recursive: true });
  for (let shard = 0; shard < SHARDS; shard++) {
    if (wanted && !wanted.has(shard)) continue;
    const path = join(factsDirectory, shardName(shard));
    const entries = shards.get(shard);
    const shardFacts: FactsShard = {
      version: CACHE_VERSION,
      grammars,
      files: Object.fromEntries(entries ?? []),
    };
    if (entries) await replaceFile(path, JSON.stringify(shardFacts));
    else await rm(path, { force: true });
  }
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
  await writeShards(directory, grammars, files, rewrite);
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
    JSON.stringify(packed ? { ...index, resolution: packed } : index),
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
