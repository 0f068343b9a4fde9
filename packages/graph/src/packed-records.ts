// Many small records of the same shape (the graph's edges) as rows of values, their strings as
// indices into one shared table: a tenth of their JSON, so a warm build parses little. Generic over
// the records' keys, so a field added to an edge is kept without touching this.

/** How a key's values are stored: a string-table index, a number, or JSON as it is. */
type Column = 's' | 'n' | 'j';

export interface RecordSchema {
  keys: string[];
  columns: Column[];
}

/** The strings of every packed record, each stored once. */
export class StringTable {
  readonly strings: string[] = [];
  private readonly indices = new Map<string, number>();

  /** A table going on from `earlier` (rows packed with it stay true). */
  constructor(earlier: readonly string[] = []) {
    for (const value of earlier) this.indexOf(value);
  }

  indexOf(value: string): number {
    let index = this.indices.get(value);
    if (index === undefined) {
      index = this.strings.length;
      this.strings.push(value);
      this.indices.set(value, index);
    }
    return index;
  }
}

/** The keys of these records and how each is stored (a key of mixed kinds is kept as JSON). */
export function schemaOf(records: Iterable<object>): RecordSchema {
  const kinds = new Map<string, Column>();
  for (const record of records)
    for (const [key, value] of Object.entries(record)) {
      const kind: Column = typeof value === 'string' ? 's' : typeof value === 'number' ? 'n' : 'j';
      const seen = kinds.get(key);
      kinds.set(key, seen === undefined || seen === kind ? kind : 'j');
    }
  return { keys: [...kinds.keys()], columns: [...kinds.values()] };
}

/** Whether a record packs into a schema as it is: each key in it, each value of its column's kind. */
export function fitsSchema(record: object, schema: RecordSchema): boolean {
  for (const [key, value] of Object.entries(record)) {
    const column = schema.columns[schema.keys.indexOf(key)];
    if (column === undefined) return false;
    if (column === 's' && typeof value !== 'string') return false;
    if (column === 'n' && typeof value !== 'number') return false;
  }
  return true;
}

/** A record as a row of the schema (null where it has no such key, nothing after its last value). */
export function packRecord(record: object, schema: RecordSchema, strings: StringTable): unknown[] {
  const values = record as Record<string, unknown>;
  const row = schema.keys.map((key, index) => {
    const value = values[key];
    if (value === undefined) return null;
    return schema.columns[index] === 's' ? strings.indexOf(value as string) : value;
  });
  while (row.length > 0 && row[row.length - 1] === null) row.pop();
  return row;
}

/**
 * A table's string as stored: itself, or for a string `<a>#<b>@<n>` (a definition's id: its
 * file, qualified name and line) whose `a` and `b` are strings of the table too, `[a, b, n]` —
 * ids are most of a graph's strings, and their parts are in the table already.
 */
export type StoredString = string | [number, number, number];

const ID = /^([^#]*)#(.*)@(0|[1-9]\d{0,8})$/s;

/** The table's strings as stored, each id by its parts where the table has them. */
export function storedStrings(strings: readonly string[]): StoredString[] {
  // Only a string stored as itself can be a part.
  const parts = new Map<string, number>();
  strings.forEach((value, index) => {
    if (!ID.test(value)) parts.set(value, index);
  });
  return strings.map((value) => {
    const id = ID.exec(value);
    if (!id) return value;
    const [, fileText = '', nameText = '', line = ''] = id;
    const file = parts.get(fileText);
    const name = parts.get(nameText);
    return file === undefined || name === undefined ? value : [file, name, Number(line)];
  });
}

/** The table's strings from their stored form; undefined when it is not one. */
export function readStoredStrings(stored: unknown): string[] | undefined {
  if (!Array.isArray(stored)) return undefined;
  const strings: string[] = [];
  for (const value of stored) {
    if (typeof value === 'string') strings.push(value);
    else {
      const [file, name, line] = Array.isArray(value) ? (value as unknown[]) : [];
      const a: unknown = typeof file === 'number' ? stored[file] : undefined;
      const b: unknown = typeof name === 'number' ? stored[name] : undefined;
      if (typeof a !== 'string' || typeof b !== 'string' || typeof line !== 'number')
        return undefined;
      strings.push(`${a}#${b}@${line}`);
    }
  }
  return strings;
}

/** The record a row was packed from. */
export function unpackRecord<T>(
  row: readonly unknown[],
  schema: RecordSchema,
  strings: readonly string[],
): T {
  const record: Record<string, unknown> = {};
  schema.keys.forEach((key, index) => {
    const value = row[index];
    if (value === null || value === undefined) return;
    record[key] = schema.columns[index] === 's' ? strings[value as number] : value;
  });
  return record as T;
}
