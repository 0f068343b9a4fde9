// Many small records of the same shape (the graph's edges) as rows of cells, their strings as
// indices into one shared table and their other values (booleans, lists) into one of JSON values:
// a warm build reads them without parsing. Generic over the records' keys, so a field added to an
// edge is kept without touching this.
import { isCellNumber, NONE, type Rows } from './packed-rows.js';
import type { Strings } from './stored-strings.js';

/** How a key's values are stored: a string-table index, a number, or a JSON value's index. */
type Column = 's' | 'n' | 'j';

export interface RecordSchema {
  keys: string[];
  columns: Column[];
}

/** Values each stored once (values with the same key are one), by their index. */
class Interned<T> {
  protected readonly items: T[] = [];
  private readonly indices = new Map<unknown, number>();

  /** A table going on from `earlier` (rows packed with it stay true). */
  constructor(
    private readonly keyOf: (value: T) => unknown,
    earlier: Iterable<T>,
  ) {
    for (const value of earlier) this.indexOf(value);
  }

  /** Where a value is; undefined when it is not in the table (and it is not added). */
  find(value: T): number | undefined {
    return this.indices.get(this.keyOf(value));
  }

  indexOf(value: T): number {
    const key = this.keyOf(value);
    let index = this.indices.get(key);
    if (index === undefined) {
      index = this.items.length;
      this.items.push(value);
      this.indices.set(key, index);
    }
    return index;
  }
}

/** The strings of every packed record, each stored once. */
export class StringTable extends Interned<string> {
  constructor(earlier: Iterable<string> = []) {
    super((value) => value, earlier);
  }

  get strings(): string[] {
    return this.items;
  }
}

/** The JSON values of packed records (all but strings and cell numbers), each stored once. */
export class ValueTable extends Interned<unknown> {
  constructor(earlier: readonly unknown[] = []) {
    // true and false, most of the values looked up, are told apart without a JSON text.
    super((value) => (typeof value === 'boolean' ? value : JSON.stringify(value)), earlier);
  }

  get values(): unknown[] {
    return this.items;
  }
}

const kindOf = (value: unknown): Column =>
  typeof value === 'string' ? 's' : typeof value === 'number' && isCellNumber(value) ? 'n' : 'j';

/** The keys of these records and how each is stored (a key of mixed kinds is kept as JSON). */
export function schemaOf(records: Iterable<object>): RecordSchema {
  const kinds = new Map<string, Column>();
  for (const record of records)
    // `for … in`, not Object.entries: no array per key (the records are plain objects).
    for (const key in record) {
      const value = (record as Record<string, unknown>)[key];
      if (value === undefined) continue; // a key a record has no value for, as if it had no key
      const kind = kindOf(value);
      const seen = kinds.get(key);
      kinds.set(key, seen === undefined || seen === kind ? kind : 'j');
    }
  return { keys: [...kinds.keys()], columns: [...kinds.values()] };
}

/** Whether a record packs into a schema as it is: each key in it, each value of its column's kind. */
export function fitsSchema(record: object, schema: RecordSchema): boolean {
  for (const [key, value] of Object.entries(record)) {
    if (value === undefined) continue;
    const column = schema.columns[schema.keys.indexOf(key)];
    if (column === undefined) return false;
    if (column === 's' && typeof value !== 'string') return false;
    if (column === 'n' && kindOf(value) !== 'n') return false;
  }
  return true;
}

/** The tables a record's strings and JSON values are packed into. */
export interface PackingTables {
  strings: StringTable;
  values: ValueTable;
}

/**
 * Adds a record to `rows` as a row of the schema's cells (NONE where it has no such key); returns
 * the row. Cells are written straight into the rows: no array or closure per record.
 */
export function packRecord(
  record: object,
  schema: RecordSchema,
  tables: PackingTables,
  rows: Rows,
): number {
  const values = record as Record<string, unknown>;
  const { keys, columns } = schema;
  const row = rows.add();
  for (let index = 0; index < keys.length; index++) {
    const value = values[keys[index] as string];
    const column = columns[index];
    rows.set(
      row,
      index,
      value === undefined
        ? NONE
        : column === 's'
          ? tables.strings.indexOf(value as string)
          : column === 'n'
            ? (value as number)
            : tables.values.indexOf(value),
    );
  }
  return row;
}

/** The tables a row's strings and JSON values are read from. */
export interface UnpackingTables {
  strings: Pick<Strings, 'at'>;
  values: readonly unknown[];
}

/** The record a row was packed from. */
export function unpackRecord<T>(
  rows: Rows,
  row: number,
  schema: RecordSchema,
  tables: UnpackingTables,
): T {
  const record: Record<string, unknown> = {};
  const { keys, columns } = schema;
  for (let column = 0; column < keys.length; column++) {
    const cell = rows.cell(row, column);
    if (cell === NONE) continue;
    const kind = columns[column];
    record[keys[column] ?? ''] =
      kind === 's' ? tables.strings.at(cell) : kind === 'n' ? cell : tables.values[cell];
  }
  return record as T;
}
