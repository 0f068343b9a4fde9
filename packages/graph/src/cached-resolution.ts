// The edges a build resolved, as the index keeps them: each file's definitions and outgoing edges
// as rows of packed records (one table of rows per kind, the file's rows contiguous in each), so a
// build that changed nothing reads them without parsing and one that changed a few files keeps
// the other files' rows as they were.
import type { CallEdge, FileFacts, ImportEdge } from './model.js';
import {
  fitsSchema,
  packRecord,
  schemaOf,
  StringTable,
  unpackRecord,
  ValueTable,
  type PackingTables,
  type RecordSchema,
} from './packed-records.js';
import { storedForm, StoredStringTable, type StoredForm, type Strings } from './stored-strings.js';
import { Rows } from './packed-rows.js';
import type { ResolvedEdges } from './resolve/calls.js';

/** The rows of one kind of record, with their schema. */
export interface PackedTable extends RecordSchema {
  rows: Rows;
}

/** The kinds of records a resolution keeps, in the order of a file's row ranges. */
const TABLES = ['definitions', 'calls', 'imports'] as const;
export type TableName = (typeof TABLES)[number];

/** A file's content hash, and where its rows of each table start and end. */
export interface CachedFile {
  hash: string;
  /** [start, end) of its definitions, of its calls, then of its imports. */
  rows: ArrayLike<number>;
}

export interface CachedResolution extends Record<TableName, PackedTable> {
  /** The graph code that resolved them: a rebuilt package resolves again. */
  code: string;
  /** Content hashes of the configuration files resolution read; null for one it found missing. */
  configs: Record<string, string | null>;
  strings: Strings;
  /** How many of the strings a full packing left: those after were added by later builds. */
  packedStrings?: number;
  /**
   * The table read from the index its strings go on from (the first of them), and the table they
   * were packed with: that table's stored bytes are written again as they are.
   */
  continues?: { earlier: StoredStringTable; table: StringTable };
  /** The JSON values of the rows (booleans, lists), each once. */
  values: readonly unknown[];
  files: Record<string, CachedFile>;
}

/** A file's rows of a table: [start, end). */
export function rangeOf(file: CachedFile, table: TableName): [number, number] {
  const at = 2 * TABLES.indexOf(table);
  return [file.rows[at] ?? 0, file.rows[at + 1] ?? 0];
}

/** The records of a file's rows of a table. */
export function unpackRows<T>(
  resolution: CachedResolution,
  file: CachedFile | undefined,
  table: TableName,
): T[] {
  if (!file) return [];
  const [start, end] = rangeOf(file, table);
  const records: T[] = [];
  for (let row = start; row < end; row++)
    records.push(unpackRecord<T>(resolution[table].rows, row, resolution[table], resolution));
  return records;
}

/** A file's outgoing edges from the index. */
export function unpackFileEdges(resolution: CachedResolution, file: CachedFile): ResolvedEdges {
  return {
    calls: unpackRows<CallEdge>(resolution, file, 'calls'),
    imports: unpackRows<ImportEdge>(resolution, file, 'imports'),
  };
}

/** Each file's edges from the index. */
export function unpackEdges(resolution: CachedResolution): Map<string, ResolvedEdges> {
  // Rows hold most of the strings: all are decoded at once, not one by one.
  if (resolution.strings instanceof StoredStringTable) resolution.strings.decodeAll();
  const edges = new Map<string, ResolvedEdges>();
  for (const [path, file] of Object.entries(resolution.files))
    edges.set(path, unpackFileEdges(resolution, file));
  return edges;
}

/** The tables a resolution is being packed into. */
interface Packing extends PackingTables {
  tables: Record<TableName, PackedTable>;
}

/** The records of a file of each table. */
type FileRecords = Record<TableName, readonly object[]>;

const recordsOf = (facts: FileFacts, edges: ResolvedEdges | undefined): FileRecords => ({
  definitions: facts.definitions,
  calls: edges?.calls ?? [],
  imports: edges?.imports ?? [],
});

/** Packs one file's records; returns its row ranges. */
function packFile(records: FileRecords, packing: Packing): number[] {
  return TABLES.flatMap((name) => {
    const table = packing.tables[name];
    const start = table.rows.count;
    for (const record of records[name]) packRecord(record, table, packing, table.rows);
    return [start, table.rows.count];
  });
}

const emptyTable = (schema: RecordSchema): PackedTable => ({
  ...schema,
  rows: new Rows(schema.keys.length),
});

/** The index's resolution: the edges packed, with each file's hash and definitions. */
export function packResolution(
  files: ReadonlyMap<string, FileFacts>,
  edges: ReadonlyMap<string, ResolvedEdges>,
  code: string,
  configs: Record<string, string | null>,
  earlier?: EarlierResolution,
): CachedResolution {
  const kept = earlier && keptRows(files, edges, code, earlier);
  if (kept) return { ...kept, configs };
  const records = [...files].map(([path, facts]) => recordsOf(facts, edges.get(path)));
  const schema = (name: TableName): RecordSchema => schemaOf(records.flatMap((file) => file[name]));
  const packing: Packing = {
    strings: new StringTable(),
    values: new ValueTable(),
    tables: {
      definitions: emptyTable(schema('definitions')),
      calls: emptyTable(schema('calls')),
      imports: emptyTable(schema('imports')),
    },
  };
  const packed: CachedResolution['files'] = {};
  let at = 0;
  for (const [path, facts] of files)
    packed[path] = {
      hash: facts.hash,
      rows: packFile(records[at++] ?? recordsOf(facts, undefined), packing),
    };
  const strings = packing.strings.strings;
  const { values, tables } = packing;
  return {
    code,
    configs,
    strings,
    packedStrings: strings.length,
    values: values.values,
    ...tables,
    files: packed,
  };
}

/** What a build took from the index it read: its resolution and the edges unpacked from it. */
export interface EarlierResolution {
  resolution: CachedResolution;
  edges: ReadonlyMap<string, ResolvedEdges>;
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
  const earlierStrings = resolution.strings;
  const packing: Packing = {
    strings: new StringTable(
      earlierStrings instanceof StoredStringTable ? earlierStrings.all() : earlierStrings,
    ),
    values: new ValueTable(resolution.values),
    tables: {
      definitions: emptyTable(resolution.definitions),
      calls: emptyTable(resolution.calls),
      imports: emptyTable(resolution.imports),
    },
  };
  const packed: CachedResolution['files'] = {};
  for (const [path, facts] of files) {
    const before = resolution.files[path];
    const found = edges.get(path);
    if (before?.hash === facts.hash && found !== undefined && found === earlier.edges.get(path)) {
      packed[path] = { hash: before.hash, rows: keepFile(before, resolution, packing) };
      continue;
    }
    const records = recordsOf(facts, found);
    if (
      !TABLES.every((name) => records[name].every((record) => fitsSchema(record, resolution[name])))
    )
      return undefined;
    packed[path] = { hash: facts.hash, rows: packFile(records, packing) };
  }
  const strings = packing.strings.strings;
  const packedStrings = resolution.packedStrings ?? resolution.strings.length;
  if (strings.length - packedStrings > packedStrings / 4) return undefined;
  return {
    code,
    strings,
    packedStrings,
    ...(earlierStrings instanceof StoredStringTable
      ? { continues: { earlier: earlierStrings, table: packing.strings } }
      : {}),
    values: packing.values.values,
    ...packing.tables,
    files: packed,
  };
}

/** Copies a file's rows from the earlier resolution; returns their new ranges. */
function keepFile(file: CachedFile, earlier: CachedResolution, packing: Packing): number[] {
  return TABLES.flatMap((name) => {
    const [start, end] = rangeOf(file, name);
    const at = packing.tables[name].rows.append(earlier[name].rows, start, end);
    return [at, at + end - start];
  });
}

/** The resolution as the index's head holds it; its cells go in the sections after the head. */
export interface StoredResolution {
  code: string;
  configs: Record<string, string | null>;
  packedStrings?: number;
  values: readonly unknown[];
  definitions: RecordSchema;
  calls: RecordSchema;
  imports: RecordSchema;
  /** The files, in order; their hashes are the index's. */
  paths: string[];
}

/**
 * How many sections of cells a stored resolution has: its strings' text and where each begins, its
 * ids, its files' rows, its tables'. The strings are kept out of the JSON head: read one by one.
 */
export const RESOLUTION_SECTIONS = 4 + TABLES.length;

/** Bytes as cells (their length a multiple of 4, as stringText pads it). */
const cellsOf = (bytes: Buffer): Int32Array => {
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : Buffer.from(bytes);
  return new Int32Array(aligned.buffer, aligned.byteOffset, aligned.length / 4);
};

/**
 * A resolution's strings as stored: those of the table it goes on from as they were read, the
 * strings added after them encoded — the same bytes as encoding them all, which, with interning
 * them again from an iterator, cost a 2-file update of Django (~23,000 strings) ~0.2 G instructions.
 */
function storedStringsOf({ strings, continues }: CachedResolution): StoredForm {
  const kept = continues?.earlier.storedWith(continues.table.strings, (value) =>
    continues.table.find(value),
  );
  return kept ?? storedForm(strings);
}

/** A resolution as stored: its head, and its sections of cells. */
export function storeResolution(resolution: CachedResolution): {
  head: StoredResolution;
  sections: Int32Array[];
} {
  const { text, starts, ids } = storedStringsOf(resolution);
  const paths = Object.keys(resolution.files);
  const width = 2 * TABLES.length;
  const fileRows = new Int32Array(width * paths.length);
  paths.forEach((path, index) => {
    const rows = resolution.files[path]?.rows;
    if (rows) fileRows.set(Array.from(rows), width * index);
  });
  const schema = ({ keys, columns }: RecordSchema): RecordSchema => ({ keys, columns });
  const { code, configs, packedStrings, values } = resolution;
  return {
    head: {
      code,
      configs,
      ...(packedStrings === undefined ? {} : { packedStrings }),
      values,
      definitions: schema(resolution.definitions),
      calls: schema(resolution.calls),
      imports: schema(resolution.imports),
      paths,
    },
    sections: [
      cellsOf(text),
      starts,
      ids,
      fileRows,
      ...TABLES.map((name) => resolution[name].rows.written()),
    ],
  };
}

const isSchema = (value: unknown): value is RecordSchema =>
  typeof value === 'object' &&
  value !== null &&
  'keys' in value &&
  'columns' in value &&
  Array.isArray(value.keys) &&
  Array.isArray(value.columns) &&
  value.keys.length === value.columns.length;

/** A table from its schema and cells; undefined when the cells are not whole rows. */
function readTable(schema: unknown, cells: Int32Array | undefined): PackedTable | undefined {
  if (!isSchema(schema) || !cells) return undefined;
  const width = schema.keys.length;
  if (width === 0 ? cells.length > 0 : cells.length % width !== 0) return undefined;
  return { keys: schema.keys, columns: schema.columns, rows: new Rows(width, cells) };
}

/** Each file's hash and row ranges; undefined when a range is not among its table's rows. */
function readFiles(
  paths: readonly unknown[],
  fileRows: Int32Array,
  tables: readonly PackedTable[],
  hashes: Record<string, string>,
): Record<string, CachedFile> | undefined {
  if (fileRows.length !== 2 * TABLES.length * paths.length) return undefined;
  const files: Record<string, CachedFile> = {};
  for (let index = 0; index < paths.length; index++) {
    const path = paths[index];
    const hash = typeof path === 'string' ? hashes[path] : undefined;
    if (typeof path !== 'string' || typeof hash !== 'string') return undefined;
    const rows = fileRows.subarray(2 * TABLES.length * index, 2 * TABLES.length * (index + 1));
    for (let table = 0; table < tables.length; table++) {
      const start = rows[2 * table] ?? -1;
      const end = rows[2 * table + 1] ?? -1;
      if (start < 0 || end < start || end > (tables[table]?.rows.count ?? 0)) return undefined;
    }
    files[path] = { hash, rows };
  }
  return files;
}

/** The resolution an index's head and sections hold; undefined when they are not one. */
export function readResolution(
  head: unknown,
  sections: readonly Int32Array[],
  hashes: Record<string, string>,
): CachedResolution | undefined {
  if (typeof head !== 'object' || head === null || sections.length !== RESOLUTION_SECTIONS)
    return undefined;
  const stored = head as Partial<Record<keyof StoredResolution, unknown>>;
  const [text, starts, ids, fileRows, ...cells] = sections;
  const strings =
    text &&
    starts &&
    ids &&
    StoredStringTable.read(
      { text: Buffer.from(text.buffer, text.byteOffset, text.byteLength), starts },
      ids,
    );
  const [definitions, calls, imports] = TABLES.map((name, index) =>
    readTable(stored[name], cells[index]),
  );
  const { code, configs, packedStrings, values, paths } = stored;
  if (!strings || !definitions || !calls || !imports || !fileRows) return undefined;
  if (typeof code !== 'string' || typeof configs !== 'object' || configs === null) return undefined;
  if (!Array.isArray(values) || !Array.isArray(paths)) return undefined;
  const files = readFiles(paths, fileRows, [definitions, calls, imports], hashes);
  if (!files) return undefined;
  return {
    code,
    configs: configs as Record<string, string | null>,
    strings,
    ...(typeof packedStrings === 'number' ? { packedStrings } : {}),
    values,
    definitions,
    calls,
    imports,
    files,
  };
}
