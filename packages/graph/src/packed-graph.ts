import { unpackDefinitions, unpackFileEdges, type CachedResolution } from './cache.js';
import type { ResolvedEdges } from './resolve/calls.js';
import type { CallEdge, Definition } from './model.js';
import { unpackRecord } from './packed-records.js';

type Row = unknown[];

/**
 * A warm graph's definitions and edges as the index stores them, unpacked only where a query
 * looks: `callers` of one name reads the rows of that name and of the calls into it, not the
 * ~10,000 definitions and ~18,000 edges of a repository. Rows are matched by their strings'
 * indices, so no string is built to be compared. Answers as the unpacked graph would, in its
 * order (the graph's file order, then each file's rows).
 */
export class PackedGraph {
  private readonly definitionsRead = new Map<string, Definition[]>();
  /** The file of each definition id, by the id's index among the strings. */
  private fileOfId: Map<number, string> | undefined;
  /** The rows of the calls into each definition, by its id's index. */
  private callRows: Map<number, Row[]> | undefined;
  private readonly callsInto = new Map<number, CallEdge[]>();
  private importerSets: Map<number, Set<string>> | undefined;

  constructor(
    private readonly resolution: CachedResolution,
    /** The graph's files, in its order. */
    readonly paths: readonly string[],
  ) {}

  /** A file's definitions, unpacked once: the same objects wherever the graph hands them out. */
  definitionsIn(path: string): Definition[] {
    let definitions = this.definitionsRead.get(path);
    if (!definitions) {
      definitions = unpackDefinitions(this.resolution, path);
      this.definitionsRead.set(path, definitions);
    }
    return definitions;
  }

  /** A file's outgoing edges. */
  edgesOf(path: string): ResolvedEdges | undefined {
    const file = this.resolution.files[path];
    return file && unpackFileEdges(this.resolution, file);
  }

  /** The definition with an id (the last of that id, as a map of them keeps). */
  definition(id: string): Definition | undefined {
    const index = this.resolution.strings.indexOf(id);
    if (index < 0) return undefined;
    const path = this.pathOfId(id, index);
    return path === undefined ? undefined : this.definitionsIn(path).findLast((d) => d.id === id);
  }

  /**
   * The file that defines an id: the one its id starts with (`<file>#<name>@<line>`, the file's
   * path maybe holding a `#` too), else — never seen — whichever holds it.
   */
  private pathOfId(id: string, index: number): string | undefined {
    // Every definition's id has a `#`: a string without one is none (a plain name).
    if (!id.includes('#')) return undefined;
    const column = this.resolution.definitions.keys.indexOf('id');
    for (let hash = id.indexOf('#'); hash >= 0; hash = id.indexOf('#', hash + 1)) {
      const rows = this.resolution.files[id.slice(0, hash)]?.definitions;
      if (rows?.some((row) => row[column] === index)) return id.slice(0, hash);
    }
    this.fileOfId ??= this.indexIds();
    return this.fileOfId.get(index);
  }

  /**
   * Definitions matching an id, `file#name`, a qualified name or a plain name: each id once, where
   * it first comes, as a map of the graph's definitions lists them.
   */
  find(symbol: string): Definition[] {
    const exact = this.definition(symbol);
    if (exact) return [exact];
    const [file, name] = symbol.includes('#') ? symbol.split('#') : [undefined, symbol];
    const wanted = this.resolution.strings.indexOf(name ?? '');
    if (wanted < 0) return [];
    const { keys } = this.resolution.definitions;
    const nameColumn = keys.indexOf('name');
    const qualifiedColumn = keys.indexOf('qualifiedName');
    const found = new Map<string, Definition>();
    for (const path of this.paths) {
      const rows = this.resolution.files[path]?.definitions ?? [];
      for (let index = 0; index < rows.length; index++) {
        const row = rows[index];
        // Rows of other names are passed over unread.
        if (!row || (row[nameColumn] !== wanted && row[qualifiedColumn] !== wanted)) continue;
        const id = this.definitionsIn(path)[index]?.id;
        const definition = id === undefined ? undefined : this.definition(id);
        if (
          definition &&
          !found.has(definition.id) &&
          (file === undefined || definition.file === file)
        )
          found.set(definition.id, definition);
      }
    }
    return [...found.values()];
  }

  /** The calls into a definition, in the graph's order. */
  incomingCalls(id: string): CallEdge[] {
    const index = this.resolution.strings.indexOf(id);
    let edges = this.callsInto.get(index);
    if (!edges) {
      this.callRows ??= this.groupRows((file) => file.calls, this.resolution.calls.keys);
      const { calls, strings } = this.resolution;
      edges = (this.callRows.get(index) ?? []).map((row) =>
        unpackRecord<CallEdge>(row, calls, strings),
      );
      this.callsInto.set(index, edges);
    }
    return edges;
  }

  /** The files that import a file, in the order the graph met them. */
  importersOf(path: string): ReadonlySet<string> {
    this.importerSets ??= this.indexImports();
    return this.importerSets.get(this.resolution.strings.indexOf(path)) ?? new Set();
  }

  private indexIds(): Map<number, string> {
    const column = this.resolution.definitions.keys.indexOf('id');
    const fileOf = new Map<number, string>();
    for (const path of this.paths)
      for (const row of this.resolution.files[path]?.definitions ?? []) {
        const id = row[column];
        if (typeof id === 'number') fileOf.set(id, path);
      }
    return fileOf;
  }

  private indexImports(): Map<number, Set<string>> {
    const { imports, strings } = this.resolution;
    const from = imports.keys.indexOf('from');
    const importers = new Map<number, Set<string>>();
    for (const [to, rows] of this.groupRows((file) => file.imports, imports.keys)) {
      const set = new Set<string>();
      for (const row of rows) {
        const importer = row[from];
        if (typeof importer === 'number') set.add(strings.at(importer) ?? '');
      }
      importers.set(to, set);
    }
    return importers;
  }

  /** Rows under the index of their `to` string, in the graph's order. */
  private groupRows(
    rowsOf: (file: CachedResolution['files'][string]) => Row[],
    keys: readonly string[],
  ): Map<number, Row[]> {
    const column = keys.indexOf('to');
    const groups = new Map<number, Row[]>();
    for (const path of this.paths) {
      const file = this.resolution.files[path];
      if (!file) continue;
      const rows = rowsOf(file);
      // Indexed loops: they run once per process, before the JIT has compiled anything.
      for (let index = 0; index < rows.length; index++) {
        const row = rows[index];
        const key = row?.[column];
        if (!row || typeof key !== 'number') continue;
        const group = groups.get(key);
        if (group) group.push(row);
        else groups.set(key, [row]);
      }
    }
    return groups;
  }
}
