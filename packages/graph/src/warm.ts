import { lstatSync, readFileSync } from 'node:fs';
import { codeIdentity, configsUnchanged, factShards, underRoot } from './cache.js';
import type { CacheIndex } from './cache.js';
import { CachedFacts } from './cached-facts.js';
import { shardsUnchanged } from './fact-shards.js';
import { contentHash, trustedStat } from './fingerprint.js';
import { CodeGraph, type SkippedFile } from './code-graph.js';
import { grammarVersionOf, languageOf } from './languages.js';
import { ModuleResolver } from './resolve/modules.js';
import { comparePaths } from './repository-files.js';
import { PackedGraph } from './packed-graph.js';

/**
 * The graph of a repository in which nothing changed since the cache was written — every file's
 * size and modification time, grammar, the set of files, the configuration files resolution read,
 * the graph's code — straight from the index: nothing is resolved, and the facts are read only if a
 * query asks for them. A file changed too recently for its time to be trusted (just edited back,
 * just checked out) is hashed again, as a build would; no other source file is read. Undefined
 * when anything changed.
 */
export function warmGraph(
  root: string,
  directory: string,
  index: CacheIndex,
  candidates: readonly string[],
  excluded: readonly SkippedFile[],
  /** The candidates whose size and modification time are the index's. */
  untouched: ReadonlySet<string>,
): CodeGraph | undefined {
  const resolution = index.resolution;
  if (!resolution || resolution.code !== codeIdentity()) return undefined;
  if (!configsUnchanged(root, resolution.configs)) return undefined;
  // A shard another build rewrote may hold other facts than the index's hashes.
  if (!shardsUnchanged(directory, index.shards)) return undefined;
  const hashes = new Map<string, string>();
  const skipped = [...excluded];
  let rehashed = 0;
  for (const path of candidates) {
    const spec = languageOf(path);
    const file = resolution.files[path];
    if (!untouched.has(path)) {
      if (!file || !sameRecentContent(root, path, file.hash)) return undefined;
      rehashed++;
    }
    if (file && spec) {
      if (index.grammars[spec.id] !== grammarVersionOf(spec)) return undefined;
      hashes.set(path, file.hash);
      continue;
    }
    // Skipped last time for what it holds (too large, minified): still, while it is unchanged.
    const known = index.skipped[path];
    if (!known) return undefined;
    skipped.push({ path, reason: known[0] });
  }
  // A file that vanished changes what others resolve to.
  if (hashes.size !== Object.keys(resolution.files).length) return undefined;
  skipped.sort((a, b) => comparePaths(a.path, b.path));
  // Unpacked where a query looks, not before.
  const packed = new PackedGraph(resolution, [...hashes.keys()]);
  const facts = new CachedFacts(
    hashes,
    (path) => packed.definitionsIn(path),
    factShards(directory),
  );
  return new CodeGraph(facts, () => new ModuleResolver(root, facts.values()), {
    skipped,
    packed,
    reading: { unchanged: hashes.size - rehashed, rehashed, parsed: 0 },
  });
}

/**
 * Whether a file whose time cannot be trusted yet still holds the content the index resolved. A
 * time that can be trusted but is not the index's goes to a build, which remembers it (this one
 * writes nothing); a symbolic link too, which checks where it leads.
 */
function sameRecentContent(root: string, path: string, hash: string): boolean {
  const stat = lstatSync(underRoot(root, path), { throwIfNoEntry: false });
  if (!stat?.isFile() || trustedStat(stat) !== undefined) return false;
  try {
    return contentHash(readFileSync(underRoot(root, path), 'utf8')) === hash;
  } catch {
    return false;
  }
}
