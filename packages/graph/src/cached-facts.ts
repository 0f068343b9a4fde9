import { GraphError } from './errors.js';
import type { Definition, FileFacts } from './model.js';

/**
 * The facts of a warm build's files, read from the cache only when something asks for more than
 * their paths and definitions: callers, dependents and blast radius need no more, so a warm query
 * never parses the bulk of the cache (each file's references).
 */
export class CachedFacts implements ReadonlyMap<string, FileFacts> {
  private loaded: Map<string, FileFacts> | undefined;

  constructor(
    /** Each file's content hash, in the graph's file order. */
    private readonly hashes: ReadonlyMap<string, string>,
    /** Each file's definitions, as its facts hold them. */
    readonly definitionsOf: ReadonlyMap<string, Definition[]>,
    /** Every file's facts, as the cache holds them (it may hold more files). */
    private readonly load: () => ReadonlyMap<string, FileFacts> | undefined,
  ) {}

  /** The facts, checked against the hashes the graph was built from. */
  private facts(): Map<string, FileFacts> {
    if (this.loaded) return this.loaded;
    const all = this.load();
    const facts = new Map<string, FileFacts>();
    for (const [path, hash] of this.hashes) {
      const found = all?.get(path);
      if (found?.hash !== hash)
        throw new GraphError(
          'INVALID_CACHE',
          'The graph cache changed or was damaged while this graph was in use (another build wrote it?): run the command again.',
        );
      // The graph's definitions themselves: a definition is one object wherever it is found.
      facts.set(path, { ...found, definitions: this.definitionsOf.get(path) ?? found.definitions });
    }
    this.loaded = facts;
    return facts;
  }

  get size(): number {
    return this.hashes.size;
  }

  has(path: string): boolean {
    return this.hashes.has(path);
  }

  get(path: string): FileFacts | undefined {
    return this.hashes.has(path) ? this.facts().get(path) : undefined;
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
