import {
  rangeOf,
  unpackFileEdges,
  type CachedResolution,
  type TableName,
} from './cached-resolution.js';
import type { ResolvedEdges } from './resolve/calls.js';
import type { CallEdge, Definition } from './model.js';
import { unpackRecord } from './packed-records.js';

/**
 * A symbol's file and name: `src/queue.ts#Queue.#drain` is `Queue.#drain` of `src/queue.ts`. A
 * private member's name has a `#` of its own, first or after a dot: `Queue.#drain` and `#drain`
 * name no file.
 */
export function symbolParts(symbol: string): [string | undefined, string] {
  const hash = symbol.search(/[^.]#/);
  return hash >= 0 ? [symbol.slice(0, hash + 1), symbol.slice(hash + 2)] : [undefined, symbol];
}

/**
 * A warm graph's definitions and edges as the index stores them, unpacked only where a query
 * looks: `callers` of one name reads the rows of that name and of the calls into it, not the
 * ~10,000 definitions and ~18,000 edges of a repository. Rows are matched by their strings'
 * indices, so no string is built to be compared. Answers as the unpacked graph would, in its
 * order (the graph's file order, then each file's rows).
 */
export class PackedGraph {
  private readonly definitionsRead = new Map<string, Definition[]>();
  /** Each definition unpacked so far, by its row. */
  private readonly definitionRows = new Map<number, Definition>();
  private readonly definitionsFound = new Map<string, readonly Definition[]>();
  /** The file of each definition id, by the id's index among the strings. */
  private fileOfId: Map<number, string> | undefined;
  /** Each table's rows chained by their `to` string, once more than one target was asked for. */
  private readonly chains: Partial<Record<EdgeTable, RowChains>> = {};
  /** Whether the calls into one definition were found by a scan already. */
  private callsScanned = false;
  private readonly callsInto = new Map<number, CallEdge[]>();
  private readonly importerSets = new Map<number, Set<string>>();

  constructor(
    private readonly resolution: CachedResolution,
    /** The graph's files, in its order. */
    readonly paths: readonly string[],
  ) {}

  /** A file's definitions, unpacked once: the same objects wherever the graph hands them out. */
  definitionsIn(path: string): Definition[] {
    let definitions = this.definitionsRead.get(path);
    if (!definitions) {
      definitions = [];
      const [start, end] = this.rowsOf(path);
      for (let row = start; row < end; row++) definitions.push(this.definitionAt(row));
      this.definitionsRead.set(path, definitions);
    }
    return definitions;
  }

  /** The definition of a row, unpacked once (a query reads a few of a file's definitions). */
  private definitionAt(row: number): Definition {
    let definition = this.definitionRows.get(row);
    if (!definition) {
      const { definitions } = this.resolution;
      definition = unpackRecord<Definition>(definitions.rows, row, definitions, this.resolution);
      this.definitionRows.set(row, definition);
    }
    return definition;
  }

  /** A file's outgoing edges. */
  edgesOf(path: string): ResolvedEdges | undefined {
    const file = this.resolution.files[path];
    return file && unpackFileEdges(this.resolution, file);
  }

  /** The definition with an id (the last of that id, as a map of them keeps). */
  definition(id: string): Definition | undefined {
    const index = this.resolution.strings.indexOf(id);
    const row = index < 0 ? -1 : this.rowOfId(id, index);
    return row < 0 ? undefined : this.definitionAt(row);
  }

  /**
   * The row of an id's definition: the last in the file that defines it — the one its id starts
   * with (`<file>#<name>@<line>`, the file's path maybe holding a `#` too), else (never seen)
   * whichever holds it; -1 when none does.
   */
  private rowOfId(id: string, index: number): number {
    // Every definition's id has a `#`: a string without one is none (a plain name).
    if (!id.includes('#')) return -1;
    for (let hash = id.indexOf('#'); hash >= 0; hash = id.indexOf('#', hash + 1)) {
      const row = this.lastRowOf(id.slice(0, hash), index);
      if (row >= 0) return row;
    }
    this.fileOfId ??= this.indexIds();
    const path = this.fileOfId.get(index);
    return path === undefined ? -1 : this.lastRowOf(path, index);
  }

  /**
   * Definitions matching an id, `file#name`, a qualified name or a plain name: each id once, where
   * it first comes, as a map of the graph's definitions lists them.
   */
  find(symbol: string): Definition[] {
    let found = this.definitionsFound.get(symbol);
    if (!found) {
      found = this.search(symbol);
      this.definitionsFound.set(symbol, found);
    }
    return [...found];
  }

  private search(symbol: string): Definition[] {
    const exact = this.definition(symbol);
    if (exact) return [exact];
    const [file, name] = symbolParts(symbol);
    const wanted = this.resolution.strings.indexOf(name);
    if (wanted < 0) return [];
    const { keys, rows } = this.resolution.definitions;
    const nameColumn = keys.indexOf('name');
    const qualifiedColumn = keys.indexOf('qualifiedName');
    // The cells themselves: a loop over every definition, run before the JIT compiled anything.
    const cells = rows.written();
    const { width } = rows;
    const found = new Map<string, Definition>();
    for (const path of this.paths) {
      const [start, end] = this.rowsOf(path);
      for (let row = start; row < end; row++) {
        // Rows of other names are passed over unread.
        if (
          (nameColumn < 0 || cells[row * width + nameColumn] !== wanted) &&
          (qualifiedColumn < 0 || cells[row * width + qualifiedColumn] !== wanted)
        )
          continue;
        const definition = this.definition(this.definitionAt(row).id);
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
      const { calls } = this.resolution;
      edges = this.rowsTo('calls', index).map((row) =>
        unpackRecord<CallEdge>(calls.rows, row, calls, this.resolution),
      );
      this.callsInto.set(index, edges);
    }
    return edges;
  }

  /** The files that import a file, in the order the graph met them. */
  importersOf(path: string): ReadonlySet<string> {
    const index = this.resolution.strings.indexOf(path);
    let importers = this.importerSets.get(index);
    if (!importers) {
      const { imports, strings } = this.resolution;
      const from = imports.keys.indexOf('from');
      importers = new Set();
      for (const row of this.rowsTo('imports', index)) {
        const importer = imports.rows.cell(row, from);
        if (importer >= 0) importers.add(strings.at(importer) ?? '');
      }
      this.importerSets.set(index, importers);
    }
    return importers;
  }

  /** A file's rows of a table: [start, end). */
  private rowsOf(path: string, table: TableName = 'definitions'): [number, number] {
    const file = this.resolution.files[path];
    return file ? rangeOf(file, table) : [0, 0];
  }

  /** A file's last definition row of the id at `index` among the strings; -1 when it has none. */
  private lastRowOf(path: string, index: number): number {
    const { keys, rows } = this.resolution.definitions;
    const column = keys.indexOf('id');
    const [start, end] = this.rowsOf(path);
    for (let row = end - 1; row >= start; row--) if (rows.cell(row, column) === index) return row;
    return -1;
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

  /**
   * The rows of a table into the string at `index`, in the graph's order. The first definition's
   * calls are found by a scan (`callers` asks for one, and chaining every call for it cost as much
   * again); after that, and for imports, every row is chained once (blast radius asks for many;
   * a first scan of the small imports table cost it more than it saved `dependents`).
   */
  private rowsTo(name: EdgeTable, index: number): number[] {
    let chains = this.chains[name];
    if (!chains && name === 'calls' && !this.callsScanned) {
      this.callsScanned = true;
      return this.scan(name, index);
    }
    chains ??= this.chains[name] = this.chain(name);
    return rowsInto(chains, index);
  }

  /**
   * The rows of a table whose `to` is the string at `index`, in the graph's order. The typed
   * array's own indexOf finds the cells holding it (in any column: the others are passed over): a
   * loop of ours over every row was compiled by TurboFan mid-query, which cost more than the scan.
   */
  private scan(name: EdgeTable, index: number): number[] {
    const { keys, rows } = this.resolution[name];
    const column = keys.indexOf('to');
    const cells = rows.written();
    const { width } = rows;
    const stored: number[] = [];
    // A string not in the table (-1) is no row's `to`.
    for (let at = index < 0 ? -1 : cells.indexOf(index); at >= 0; at = cells.indexOf(index, at + 1))
      if (at % width === column) stored.push((at - column) / width);
    if (stored.length === 0) return stored;
    // In the graph's order: each file's rows are a range of the table, the files in their order.
    const found: number[] = [];
    for (const path of this.paths) {
      const [start, end] = this.rowsOf(path, name);
      for (let at = firstAtLeast(stored, start); (stored[at] ?? end) < end; at++)
        found.push(stored[at] ?? 0);
    }
    return found;
  }

  /** A table's rows chained by their `to` string, each chain in the graph's order. */
  private chain(name: EdgeTable): RowChains {
    const { keys, rows } = this.resolution[name];
    const column = keys.indexOf('to');
    const cells = rows.written();
    const { width } = rows;
    const first = new Int32Array(this.resolution.strings.length).fill(-1);
    const next = new Int32Array(rows.count).fill(-1);
    // Backwards, each row put before the ones after it; indexed loops over the cells themselves:
    // they run once per process, before the JIT has compiled anything.
    for (let at = this.paths.length - 1; at >= 0; at--) {
      const [start, end] = this.rowsOf(this.paths[at] ?? '', name);
      for (let row = end - 1; row >= start && column >= 0; row--) {
        const to = cells[row * width + column] ?? -1;
        if (to < 0 || to >= first.length) continue;
        next[row] = first[to] ?? -1;
        first[to] = row;
      }
    }
    return { first, next };
  }
}

/** The tables of edges, whose rows go to a string. */
type EdgeTable = 'calls' | 'imports';

/** Rows of a table chained by their `to` string: the first row into each, and each row's next. */
interface RowChains {
  first: Int32Array;
  next: Int32Array;
}

/** The place of the first number ≥ `value` in an ascending list (its length when none is). */
function firstAtLeast(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? value) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The rows of a chain, in order. */
function rowsInto(chains: RowChains, index: number): number[] {
  const rows: number[] = [];
  for (let row = chains.first[index] ?? -1; row >= 0; row = chains.next[row] ?? -1) rows.push(row);
  return rows;
}
