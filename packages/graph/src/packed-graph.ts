import {
  rangeOf,
  unpackDefinitions,
  unpackFileEdges,
  type CachedResolution,
  type TableName,
} from './cached-resolution.js';
import type { ResolvedEdges } from './resolve/calls.js';
import type { CallEdge, Definition } from './model.js';
import { unpackRecord } from './packed-records.js';

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
  private callRows: Map<number, number[]> | undefined;
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
    for (let hash = id.indexOf('#'); hash >= 0; hash = id.indexOf('#', hash + 1)) {
      if (this.definesId(id.slice(0, hash), index)) return id.slice(0, hash);
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
    const { keys, rows } = this.resolution.definitions;
    const nameColumn = keys.indexOf('name');
    const qualifiedColumn = keys.indexOf('qualifiedName');
    const found = new Map<string, Definition>();
    for (const path of this.paths) {
      const [start, end] = this.rowsOf(path);
      for (let row = start; row < end; row++) {
        // Rows of other names are passed over unread.
        if (rows.cell(row, nameColumn) !== wanted && rows.cell(row, qualifiedColumn) !== wanted)
          continue;
        const id = this.definitionsIn(path)[row - start]?.id;
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
      this.callRows ??= this.groupRows('calls');
      const { calls } = this.resolution;
      edges = (this.callRows.get(index) ?? []).map((row) =>
        unpackRecord<CallEdge>(calls.rows, row, calls, this.resolution),
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

  /** A file's rows of a table: [start, end). */
  private rowsOf(path: string, table: TableName = 'definitions'): [number, number] {
    const file = this.resolution.files[path];
    return file ? rangeOf(file, table) : [0, 0];
  }

  /** Whether a file has a definition of the id at `index` among the strings. */
  private definesId(path: string, index: number): boolean {
    const { keys, rows } = this.resolution.definitions;
    const column = keys.indexOf('id');
    const [start, end] = this.rowsOf(path);
    for (let row = start; row < end; row++) if (rows.cell(row, column) === index) return true;
    return false;
  }

  private indexIds(): Map<number, string> {
    const { keys, rows } = this.resolution.definitions;
    const column = keys.indexOf('id');
    const fileOf = new Map<number, string>();
    for (const path of this.paths) {
      const [start, end] = this.rowsOf(path);
      for (let row = start; row < end; row++) fileOf.set(rows.cell(row, column), path);
    }
    return fileOf;
  }

  private indexImports(): Map<number, Set<string>> {
    const { imports, strings } = this.resolution;
    const from = imports.keys.indexOf('from');
    const importers = new Map<number, Set<string>>();
    for (const [to, rows] of this.groupRows('imports')) {
      const set = new Set<string>();
      for (const row of rows) {
        const importer = imports.rows.cell(row, from);
        if (importer >= 0) set.add(strings.at(importer) ?? '');
      }
      importers.set(to, set);
    }
    return importers;
  }

  /** A table's rows (their indices) under the index of their `to` string, in the graph's order. */
  private groupRows(name: 'calls' | 'imports'): Map<number, number[]> {
    const { keys, rows } = this.resolution[name];
    const column = keys.indexOf('to');
    const groups = new Map<number, number[]>();
    for (const path of this.paths) {
      const [start, end] = this.rowsOf(path, name);
      // An indexed loop: it runs once per process, before the JIT has compiled anything.
      for (let row = start; row < end; row++) {
        const key = rows.cell(row, column);
        if (key < 0) continue;
        const group = groups.get(key);
        if (group) group.push(row);
        else groups.set(key, [row]);
      }
    }
    return groups;
  }
}
