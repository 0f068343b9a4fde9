import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { loadIndex, unchangedSince, type CacheIndex } from './cache.js';
import type { CodeGraph, SkippedFile } from './code-graph.js';
import { EXCLUDED_REASON, exclusionOf } from './exclusions.js';
import { comparePaths, listRepositoryFiles } from './repository-files.js';
import { languageOf } from './languages.js';
import { unchangedListing } from './listing-state.js';
import { warmGraph } from './warm.js';

export interface BuildOptions {
  /** The repository (or any directory) to index. */
  root: string;
  /**
   * Only these repository-relative files (default: every tracked and untracked, not ignored file),
   * or that listing under way: `listRepositoryFiles(root)` started before this code loaded.
   */
  files?: readonly string[] | Promise<readonly string[]>;
  /** Globs to skip besides `.gitignore` and `DEFAULT_EXCLUDES`: vendored and generated code. */
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

/** The files a build indexes, in path order, and those it skips by name. */
async function selectFiles(
  listing: Promise<readonly string[]>,
  options: BuildOptions,
  /** The cache's directory in the repository (`dir/`), whose files are never the repository's. */
  cachePrefix: string | undefined,
): Promise<{ candidates: string[]; skipped: SkippedFile[] }> {
  const excluded = await exclusionOf(options.exclude);
  const skipped: SkippedFile[] = [];
  const candidates: string[] = [];
  for (const path of await listing) {
    if (!languageOf(path) || (cachePrefix && path.startsWith(cachePrefix))) continue;
    if (excluded(path)) skipped.push({ path, reason: EXCLUDED_REASON });
    else candidates.push(path);
  }
  // Path order (untracked files too): the graph and its export do not depend on how files were listed.
  candidates.sort(comparePaths);
  return { candidates, skipped };
}

/** The listing of the index's state when nothing it depended on changed (a damaged one: none). */
function knownListing(root: string, index: CacheIndex | undefined): string[] | undefined {
  try {
    return index?.listing && unchangedListing(root, index.listing);
  } catch {
    return undefined;
  }
}

/**
 * Builds the code graph of a repository: parses every supported file (reusing the on-disk cache
 * for files whose size and modification time, or content hash, and grammar are unchanged), then
 * resolves calls and imports (reusing the cached edges that the changes cannot affect).
 * Honours a deadline and an AbortSignal by returning a partial graph flagged as such; never hangs.
 */
export async function buildGraph(options: BuildOptions): Promise<CodeGraph> {
  const root = resolve(options.root);
  const cacheDirectory =
    options.cacheDirectory === false
      ? undefined
      : (options.cacheDirectory ?? join(root, '.codehawk', 'graph'));
  const index = cacheDirectory ? loadIndex(cacheDirectory, options.onWarning) : undefined;
  // Git's listing as the index keeps it, while nothing it depended on changed: git is not run.
  const known = options.files === undefined ? knownListing(root, index) : undefined;
  const listed = options.files || known ? undefined : listRepositoryFiles(root);
  const listing = Promise.resolve(options.files ?? known ?? listed ?? []);
  const inside = cacheDirectory && relative(root, cacheDirectory).split(sep).join('/');
  const cachePrefix =
    inside && !inside.startsWith('..') && !isAbsolute(inside) ? `${inside}/` : undefined;
  const { candidates, skipped } = await selectFiles(listing, options, cachePrefix);
  // Files whose size and time are the index's (a file skipped for what it holds, its own).
  const untouched = new Set(
    candidates.filter((path) =>
      unchangedSince(root, path, index?.stats[path] ?? index?.skipped[path]?.[1]),
    ),
  );
  const warm =
    cacheDirectory && index
      ? warmGraph(root, cacheDirectory, index, candidates, skipped, untouched)
      : undefined;
  if (warm) return warm;
  const { coldBuild } = await import('./cold-build.js');
  const listingState = known ? index?.listing : undefined;
  return coldBuild(
    { root, cacheDirectory, candidates, skipped, untouched, index },
    options,
    listingState ?? (listed && (await listed)),
  );
}
