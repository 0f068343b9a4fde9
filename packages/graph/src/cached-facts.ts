import { GraphError } from './errors.js';
import type { Definition, FileFacts } from './model.js';

/**
 * The facts of a warm build's files, read from the cache only when something asks for more than
 * their paths and definitions: callers, dependents and blast radius need no more, so a warm query
 * never parses the bulk of the cache (each file's references). One file's facts read only its
 * shard of the cache.
 */
export class CachedFacts implements ReadonlyMap<string, FileFacts> {
  private readonly read = new Map<string, FileFacts>();
  private all: Map<string, FileFacts> | undefined;

  constructor(
    /** Each file's content hash, in the graph's file order. */
    private readonly hashes: ReadonlyMap<string, string>,
    /** A file's definitions, as its facts hold them. */
    private readonly definitionsOf: (path: string) => Definition[],
    /** The cache's facts of a file (maybe of another content than the graph's). */
    private readonly cached: { get(path: string): FileFacts | undefined },
  ) {}

  /** A file's facts, checked against the hash the graph was built from. */
  private factsOf(path: string, hash: string): FileFacts {
    let facts = this.read.get(path);
    if (facts) return facts;
    const found = this.cached.get(path);
    if (found?.hash !== hash)
      throw new GraphError(
        'INVALID_CACHE',
        'The graph cache changed or was damaged while this graph was in use (another build wrote it?): run the command again.',
      );
    // The graph's definitions themselves: a definition is one object wherever it is found.
    facts = { ...found, definitions: this.definitionsOf(path) };
    this.read.set(path, facts);
    return facts;
  }

  /** Every file's facts, in the graph's file order. */
  private facts(): Map<string, FileFacts> {
    if (!this.all) {
      const all = new Map<string, FileFacts>();
      for (const [path, hash] of this.hashes) all.set(path, this.factsOf(path, hash));
      this.all = all;
    }
    return this.all;
  }

  get size(): number {
    return this.hashes.size;
  }

  has(path: string): boolean {
    return this.hashes.has(path);
  }

  get(path: string): FileFacts | undefined {
    const hash = this.hashes.get(path);
    return hash === undefined ? undefined : this.factsOf(path, hash);
  }

  keys(): MapIterator<string> {
    return this.hashes.keys();
  }

  values(): MapIterator<FileFacts> {
    return this.facts().values();
  }

  entries(): MapIterator<[string, FileFacts]> {
    return this.facts().entries();
  }

  forEach(
    callback: (value: FileFacts, key: string, map: ReadonlyMap<string, FileFacts>) => void,
    thisArg?: unknown,
  ): void {
    for (const [key, value] of this.facts()) callback.call(thisArg, value, key, this);
  }

  [Symbol.iterator](): MapIterator<[string, FileFacts]> {
    return this.entries();
  }
}
