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
  constructor(earlier: Iterable<string> = []) {
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
export function storedStrings(table: Iterable<string>): StoredString[] {
  const strings = [...table];
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

/** Strings looked up by index: a table being written (an array) or one read from its stored form. */
export interface Strings extends Iterable<string> {
  readonly length: number;
  at(index: number): string | undefined;
  /** Where a string is in the table; -1 when it is not. */
  indexOf(value: string): number;
}

/** Whether a stored value is an id's parts: two strings of the table and a line. */
function isIdParts(value: unknown, stored: readonly unknown[]): value is [number, number, number] {
  if (!Array.isArray(value) || value.length !== 3) return false;
  const parts = value as unknown[];
  const file = parts[0];
  const name = parts[1];
  return (
    typeof file === 'number' &&
    typeof stored[file] === 'string' &&
    typeof name === 'number' &&
    typeof stored[name] === 'string' &&
    typeof parts[2] === 'number'
  );
}

/**
 * A table read from its stored form: checked at once, each id built only when first asked for —
 * a warm query reads a few of a repository's ~12,000 ids, and building them all took longer than
 * the query.
 */
export class StoredStringTable implements Strings {
  private readonly built: (string | undefined)[] = [];
  /** Where each string looked up or built so far is. */
  private readonly found = new Map<string, number>();

  private constructor(private readonly stored: readonly StoredString[]) {}

  /** The table from its stored form; undefined when it is not one. */
  static read(stored: unknown): StoredStringTable | undefined {
    if (!Array.isArray(stored)) return undefined;
    const values = stored as unknown[];
    // An indexed loop: this runs once per process, before the JIT has compiled anything.
    for (let index = 0; index < values.length; index++) {
      const value = values[index];
      if (typeof value !== 'string' && !isIdParts(value, values)) return undefined;
    }
    return new StoredStringTable(values as StoredString[]);
  }

  get length(): number {
    return this.stored.length;
  }

  at(index: number): string | undefined {
    const value = this.stored[index];
    if (typeof value !== 'object') return value;
    let built = this.built[index];
    if (built === undefined) {
      built = `${this.stored[value[0]] as string}#${this.stored[value[1]] as string}@${value[2]}`;
      this.built[index] = built;
      this.found.set(built, index);
    }
    return built;
  }

  *[Symbol.iterator](): Iterator<string> {
    for (let index = 0; index < this.stored.length; index++) yield this.at(index) ?? '';
  }

  /**
   * Where a string is in the table (-1 when it is not): an id handed out already is known, any
   * other string is searched for once, an id by its parts — the table's ids are not all built.
   */
  indexOf(value: string): number {
    let index = this.found.get(value);
    if (index === undefined) {
      index = this.search(value);
      this.found.set(value, index);
    }
    return index;
  }

  private search(value: string): number {
    // Only strings stored as themselves can equal a string: indexOf passes over the ids' parts.
    const plain = this.stored.indexOf(value);
    if (plain >= 0) return plain;
    const id = ID.exec(value);
    if (!id) return -1;
    const file = this.stored.indexOf(id[1] ?? '');
    const name = this.stored.indexOf(id[2] ?? '');
    const line = Number(id[3]);
    if (file < 0 || name < 0) return -1;
    for (let index = 0; index < this.stored.length; index++) {
      const parts = this.stored[index];
      if (typeof parts === 'object' && parts[1] === name && parts[0] === file && parts[2] === line)
        return index;
    }
    return -1;
  }
}

/** The record a row was packed from. */
export function unpackRecord<T>(
  row: readonly unknown[],
  schema: RecordSchema,
  strings: Pick<Strings, 'at'>,
): T {
  const record: Record<string, unknown> = {};
  schema.keys.forEach((key, index) => {
    const value = row[index];
    if (value === null || value === undefined) return;
    record[key] = schema.columns[index] === 's' ? strings.at(value as number) : value;
  });
  return record as T;
}
