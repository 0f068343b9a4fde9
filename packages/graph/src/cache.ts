// The on-disk cache of a build: each file's facts (keyed by content hash and grammar), the size and
// modification time they were taken at, and the edges resolved from exactly those facts with what
// resolution read besides them. A warm build of an unchanged repository reads no source file and
// resolves nothing.
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { mkdir, open, readFile, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { contentHash } from './extract/extract.js';
import { trustedStat, type FileStat } from './extract/file-task.js';
import type { FileFacts } from './model.js';
import type { ResolvedEdges } from './resolve/calls.js';
import { readConfigHash, type ConfigReads } from './resolve/modules.js';

// 5: facts carry types, dispatch targets, receiver types and calls, return types, argument counts,
// and object literals as containers. 11: `using` read as a name parses. 12: file stats and
// resolved edges.
const CACHE_VERSION = 12;

export interface CachedResolution {
  /** The graph code that resolved them: a rebuilt package resolves again. */
  code: string;
  /** Content hashes of the configuration files resolution read; null for one it found missing. */
  configs: Record<string, string | null>;
  /** Each file's outgoing edges, resolved from exactly the facts of this cache. */
  edges: Record<string, ResolvedEdges>;
}

export interface CacheFile {
  version: number;
  grammars: Record<string, string>;
  /** Absent for a file changed too recently to trust its time (it is hashed on the next build). */
  stats: Record<string, FileStat>;
  resolution?: CachedResolution;
  files: Record<string, FileFacts>;
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

export async function loadCache(
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
      !('grammars' in parsed) ||
      !('stats' in parsed)
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
 * Writes the cache as `JSON.stringify` of a `CacheFile` would, a file's facts at a time (the JSON of
 * every file at once is a string about as large as the facts themselves, at the build's peak
 * memory), to a temporary file renamed over the old one: a reader never sees half of it.
 */
export async function writeCache(
  directory: string,
  cache: Omit<CacheFile, 'version' | 'files' | 'resolution'> & {
    files: ReadonlyMap<string, FileFacts>;
    resolution?: Omit<CachedResolution, 'edges'> & { edges: ReadonlyMap<string, ResolvedEdges> };
  },
): Promise<void> {
  await mkdir(directory, { recursive: true });
  const temporary = join(directory, `cache.json.${process.pid}.tmp`);
  const handle = await open(temporary, 'w');
  try {
    let chunk = '';
    const put = async (text: string): Promise<void> => {
      chunk += text;
      if (chunk.length < 1 << 20) return;
      await handle.write(chunk);
      chunk = '';
    };
    const putEntries = async (entries: Iterable<[string, unknown]>): Promise<void> => {
      let separator = '';
      for (const [key, value] of entries) {
        await put(`${separator}${JSON.stringify(key)}:${JSON.stringify(value)}`);
        separator = ',';
      }
    };
    await put(
      `{"version":${CACHE_VERSION},"grammars":${JSON.stringify(cache.grammars)},"stats":${JSON.stringify(cache.stats)}`,
    );
    if (cache.resolution) {
      const { code, configs, edges } = cache.resolution;
      await put(
        `,"resolution":{"code":${JSON.stringify(code)},"configs":${JSON.stringify(configs)},"edges":{`,
      );
      await putEntries(edges);
      await put('}}');
    }
    await put(',"files":{');
    await putEntries(cache.files);
    await handle.write(`${chunk}}}`);
  } finally {
    await handle.close();
  }
  await rename(temporary, join(directory, 'cache.json'));
}

/** Whether a file's size and modification time are still those its cached facts were taken at. */
export function unchangedSince(path: string, cached: FileStat | undefined): boolean {
  if (!cached) return false;
  let now: FileStat | undefined;
  try {
    now = trustedStat(lstatSync(path));
  } catch {
    return false;
  }
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
