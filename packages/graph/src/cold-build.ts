// The cold half of a build: reading and parsing files, resolving, writing the cache. Imported
// only once the warm half (build.ts) finds the cache cannot answer as it is, so that a query from
// a warm cache loads none of extraction's, resolution's or the worker pool's code.
import {
  codeIdentity,
  configsToRemember,
  configsUnchanged,
  loadCache,
  shardHead,
  unpackEdges,
  writeCache,
  type CacheFile,
  type CacheIndex,
} from './cache.js';
import { CodeGraph, type BuildStats, type EdgeReuse, type SkippedFile } from './code-graph.js';
import type { BuildOptions } from './build.js';
import type { FileStat, FileTask } from './extract/file-task.js';
import { runTasks } from './extract/pool.js';
import type { ShardWriter } from './extract/shard-writer.js';
import { CHANGED_TOO_RECENTLY, recordListing } from './listing-record.js';
import type { ListingState } from './listing-state.js';
import { comparePaths } from './repository-files.js';
import { grammarVersionOf, languageOf, loadLanguage } from './languages.js';
import type { FileFacts } from './model.js';
import { ModuleResolver } from './resolve/modules.js';
import { resolveEdges } from './resolved-edges.js';
import { affectedFiles, earlierGraph } from './update.js';
/** What reading the files gave: their facts, and what the cache must remember of them. */
interface Reading {
  facts: Map<string, FileFacts>;
  stats: Record<string, FileStat>;
  /** Files skipped for what they hold, with their time. */
  skipped: Record<string, [string, FileStat]>;
  /** Files parsed in this build (their facts are new). */
  parsedPaths: Set<string>;
  counts: Omit<BuildStats, 'resolved'>;
  /** A parsing worker kept to write the cache's shards while this thread resolves. */
  writer?: ShardWriter;
}

/** The files a build may index, and what it knows of them before reading any. */
interface Candidates {
  root: string;
  candidates: readonly string[];
  /** Those whose size and modification time are still the index's. */
  untouched: ReadonlySet<string>;
  cache: CacheFile | undefined;
  index: CacheIndex | undefined;
  /** The build writes every shard of the cache, from the files it reads. */
  writesAllShards: boolean;
}

/**
 * Each candidate's facts: from the cache unread when its size and modification time are unchanged,
 * from the cache after reading when its content hash is, else parsed (on worker threads when many).
 * Returns the tasks never run (deadline or cancellation).
 */
async function readFiles(
  { root, candidates, untouched, cache, index, writesAllShards }: Candidates,
  options: BuildOptions,
  skipped: SkippedFile[],
): Promise<{ reading: Reading; notRun: FileTask[] }> {
  const maxBytes = options.maxFileBytes ?? 1024 * 1024;
  const reading: Reading = {
    facts: new Map(),
    stats: {},
    skipped: {},
    parsedPaths: new Set(),
    counts: { unchanged: 0, rehashed: 0, parsed: 0 },
  };
  const { facts, stats, counts } = reading;
  const tasks: FileTask[] = [];
  for (const path of candidates) {
    // Only facts taken with the current grammar are in the cache.
    const cached = cache?.files[path];
    const stat = index?.stats[path];
    // The facts the index describes (another build may have rewritten the shard since).
    const described = cached !== undefined && index?.hashes[path] === cached.hash;
    if (described && stat && untouched.has(path)) {
      facts.set(path, cached);
      stats[path] = stat;
      counts.unchanged++;
    } else tasks.push({ root, path, maxBytes, ...(cached ? { cachedHash: cached.hash } : {}) });
  }
  const progress = (): void =>
    options.onProgress?.({
      parsed: counts.parsed,
      reused: counts.unchanged + counts.rehashed,
      total: candidates.length,
    });
  const stopped = (): boolean =>
    options.signal?.aborted === true ||
    (options.deadline !== undefined && Date.now() > options.deadline);
  const { notRun, writer } = await runTasks(
    tasks,
    (outcome) => {
      if (outcome.kind === 'skipped') {
        skipped.push({ path: outcome.path, reason: outcome.reason });
        if (outcome.stat) reading.skipped[outcome.path] = [outcome.reason, outcome.stat];
      } else if (outcome.kind === 'reused') {
        const cached = cache?.files[outcome.path];
        if (cached) facts.set(outcome.path, cached);
        counts.rehashed++;
      } else {
        facts.set(outcome.path, outcome.facts);
        reading.parsedPaths.add(outcome.path);
        counts.parsed++;
      }
      if (outcome.kind !== 'skipped' && outcome.stat) stats[outcome.path] = outcome.stat;
      if ((counts.parsed + counts.rehashed) % 200 === 0) progress();
    },
    stopped,
    {
      writer: writesAllShards,
      ...(options.threads === undefined ? {} : { threads: options.threads }),
    },
  );
  progress();
  if (writer) reading.writer = writer;
  return { reading, notRun };
}

/**
 * The cached edges still true of these files: all of them when no file, configuration file or
 * graph code changed; otherwise those of the files the changed ones cannot affect (as an in-process
 * update decides); none without a cache.
 */
function reusableEdges(
  root: string,
  cache: CacheFile | undefined,
  index: CacheIndex | undefined,
  files: ReadonlyMap<string, FileFacts>,
  parsedPaths: ReadonlySet<string>,
): EdgeReuse | undefined {
  const resolution = index?.resolution;
  if (!cache || !resolution || resolution.code !== codeIdentity()) return undefined;
  if (!configsUnchanged(root, resolution.configs)) return undefined;
  // The facts the edges were resolved from, all of them still in the cache.
  const before = new Map<string, FileFacts>();
  for (const [path, file] of Object.entries(resolution.files)) {
    const facts = cache.files[path];
    if (facts?.hash !== file.hash) return undefined;
    before.set(path, facts);
  }
  const edges = unpackEdges(resolution);
  const changed = [...parsedPaths];
  for (const path of files.keys()) if (!before.has(path)) changed.push(path);
  for (const path of before.keys()) if (!files.has(path)) changed.push(path);
  if (changed.length === 0) return { edges, affected: new Set(), moved: new Map() };
  return affectedFiles(earlierGraph(before, edges), files, [...new Set(changed)]);
}

/** The grammar of each language among these files. */
function grammarsOf(paths: Iterable<string>): Record<string, string> {
  const grammars: Record<string, string> = {};
  for (const path of paths) {
    const spec = languageOf(path);
    if (spec) grammars[spec.id] ??= grammarVersionOf(spec);
  }
  return grammars;
}

/** Files the index has facts of that this build has none of (deleted, skipped, not reached). */
function gone(index: CacheIndex, files: ReadonlyMap<string, FileFacts>): string[] {
  return Object.keys(index.hashes).filter((path) => !files.has(path));
}

/** What a build knows before reading any file: where it is, its files, and the cache's index. */
export interface Selection {
  root: string;
  cacheDirectory: string | undefined;
  /** The files it may index, in path order. */
  candidates: readonly string[];
  /** Files skipped by name so far (reading adds those skipped for what they hold). */
  skipped: SkippedFile[];
  /** The candidates whose size and modification time are the index's. */
  untouched: ReadonlySet<string>;
  index: CacheIndex | undefined;
}

/**
 * Reads the files the cache cannot vouch for (parsing those it has no facts of), resolves what
 * they can affect and writes the cache.
 */
export async function coldBuild(
  { root, cacheDirectory, candidates, skipped, untouched, index }: Selection,
  options: BuildOptions,
  /** Git's listing as this build took it, or the index's state of it still true. */
  listing?: readonly string[] | ListingState,
): Promise<CodeGraph> {
  // The grammars of the others compile (off this thread) while the cache is read, their errors
  // coming with the first file that needs them.
  for (const spec of new Set(candidates.filter((path) => !untouched.has(path)).map(languageOf)))
    if (spec) loadLanguage(spec).catch(() => undefined);
  const writes = cacheDirectory !== undefined && options.writeCache !== false;
  const cachedListing =
    writes && cacheDirectory ? listingToCache(root, cacheDirectory, listing) : undefined;
  const warn = options.onWarning ?? (() => undefined);
  const cache = cacheDirectory ? await loadCache(cacheDirectory, warn) : undefined;
  // Without an index and its facts, every shard is written (see resolveAndCache).
  const writesAllShards = writes && !(index && cache);
  const read = await readFiles(
    { root, candidates, untouched, cache, index, writesAllShards },
    options,
    skipped,
  );
  return resolveAndCache(root, cacheDirectory, options, {
    cachedListing,
    candidates,
    skipped,
    index,
    cache,
    ...read,
  });
}

/** What a build had read when it resolves: its files, the cache, and what reading them gave. */
interface Read {
  /** The state of git's listing to cache, once the build is done (see listingToCache). */
  cachedListing: (() => Promise<{ listing?: ListingState }>) | undefined;
  candidates: readonly string[];
  skipped: SkippedFile[];
  index: CacheIndex | undefined;
  cache: CacheFile | undefined;
  reading: Reading;
  notRun: readonly FileTask[];
}

/** Resolves the files read (reusing the cached edges the changes cannot affect), then caches it. */
async function resolveAndCache(
  root: string,
  cacheDirectory: string | undefined,
  options: BuildOptions,
  { cachedListing, candidates, skipped, index, cache, reading, notRun }: Read,
): Promise<CodeGraph> {
  const partial = notRun.length > 0;
  for (const task of notRun) {
    skipped.push({
      path: task.path,
      reason: options.signal?.aborted
        ? 'cancelled before it was parsed'
        : 'time budget ran out before it was parsed',
    });
  }
  // Workers finish in any order; the graph (and its export) must not depend on it.
  const ordered = new Map(
    candidates.flatMap((path) => {
      const found = reading.facts.get(path);
      return found ? [[path, found] as const] : [];
    }),
  );
  skipped.sort((a, b) => comparePaths(a.path, b.path));
  const grammars = grammarsOf(ordered.keys());
  const { writer } = reading;
  // The worker kept from parsing writes every shard while this thread resolves (it has the text
  // of every file's facts when all were parsed in this build; if not, this thread writes them).
  const shardsWritten =
    cacheDirectory && writer
      ? writer.write({
          directory: cacheDirectory,
          head: shardHead(grammars),
          paths: [...ordered.keys()],
        })
      : undefined;
  try {
    const resolver = new ModuleResolver(root, ordered.values());
    const reuse = reusableEdges(root, cache, index, ordered, reading.parsedPaths);
    const graph = new CodeGraph(ordered, resolver, {
      skipped,
      partial,
      resolution: resolveEdges(ordered, resolver, reuse),
      reading: reading.counts,
    });
    const { parsed, rehashed } = reading.counts;
    const changed = parsed > 0 || rehashed > 0 || graph.stats.resolved > 0 || !index;
    if (cacheDirectory && changed && options.writeCache !== false) {
      await writeCache(cacheDirectory, {
        grammars,
        stats: reading.stats,
        skipped: reading.skipped,
        files: ordered,
        // With an index and its facts, only the shards of files parsed or gone change.
        ...(index && cache
          ? { rewrite: new Set([...reading.parsedPaths, ...gone(index, ordered)]) }
          : {}),
        ...(shardsWritten ? { shardsWritten } : {}),
        // A partial graph's edges miss the files not reached: never reused.
        ...(partial ? {} : { resolution: resolutionToCache(root, graph, index, reuse) }),
        ...(await cachedListing?.()),
      });
    }
    return graph;
  } finally {
    // Not ended while it writes: a shard half written would be left behind.
    await shardsWritten;
    writer?.close();
  }
}

/** The edges a build resolved as the cache keeps them, with the configuration files they read. */
function resolutionToCache(
  root: string,
  graph: CodeGraph,
  index: CacheIndex | undefined,
  reuse: EdgeReuse | undefined,
): NonNullable<Parameters<typeof writeCache>[1]['resolution']> {
  return {
    code: codeIdentity(),
    configs: configsToRemember(root, graph.configReads, reuse ? index?.resolution?.configs : {}),
    edges: graph.resolvedEdges,
    ...(reuse && index?.resolution
      ? { earlier: { resolution: index.resolution, edges: reuse.edges } }
      : {}),
  };
}

/**
 * The state of git's listing the cache keeps: the index's, still true, or recorded from the
 * build's listing (several git processes), started now, while the files are parsed. When a file
 * git reads had changed too recently to be told from a later change (a build right after a
 * checkout or a commit), it is recorded again once the build is done: it may not be by then.
 */
function listingToCache(
  root: string,
  cacheDirectory: string,
  listing: readonly string[] | ListingState | undefined,
): () => Promise<{ listing?: ListingState }> {
  if (listing === undefined) return () => Promise.resolve({});
  if ('environment' in listing) return () => Promise.resolve({ listing });
  const early = recordListing(root, cacheDirectory, listing);
  return async () => {
    let state = await early;
    if (state === CHANGED_TOO_RECENTLY) state = await recordListing(root, cacheDirectory, listing);
    return state && state !== CHANGED_TOO_RECENTLY ? { listing: state } : {};
  };
}
