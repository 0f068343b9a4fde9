// Many small records of the same shape (the graph's edges) as rows of cells, their strings as
// indices into one shared table and their other values (booleans, lists) into one of JSON values:
// a warm build reads them without parsing. Generic over the records' keys, so a field added to an
// edge is kept without touching this.
import { isCellNumber, NONE, type Rows } from './packed-rows.js';

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

/**
 * A table's strings as stored: each as itself but a string `<a>#<b>@<n>` (a definition's id: its
 * file, qualified name and line) whose `a` and `b` are strings of the table too, which is null,
 * with its place and `a`, `b` and `n` in `ids` — ids are most of a graph's strings, and their parts
 * are in the table already.
 */
export interface StoredStrings {
  strings: (string | null)[];
  /** Each id's index in the table and its parts, in the order of the ids (ID_CELLS cells each). */
  ids: Int32Array;
}

/** Cells per id: its index in the table, then its file, its name and its line. */
const ID_CELLS = 4;
const ID = /^([^#]*)#(.*)@(0|[1-9]\d{0,8})$/s;

/** The table's strings as stored, each id by its parts where the table has them. */
export function storedStrings(table: Iterable<string>): StoredStrings {
  const strings = [...table];
  // Only a string stored as itself can be a part.
  const parts = new Map<string, number>();
  strings.forEach((value, index) => {
    if (!ID.test(value)) parts.set(value, index);
  });
  const ids: number[] = [];
  const stored = strings.map((value, index) => {
    const id = ID.exec(value);
    if (!id) return value;
    const [, fileText = '', nameText = '', line = ''] = id;
    const file = parts.get(fileText);
    const name = parts.get(nameText);
    if (file === undefined || name === undefined) return value;
    ids.push(index, file, name, Number(line));
    return null;
  });
  return { strings: stored, ids: Int32Array.from(ids) };
}

/** Strings looked up by index: a table being written (an array) or one read from its stored form. */
export interface Strings extends Iterable<string> {
  readonly length: number;
  at(index: number): string | undefined;
  /** Where a string is in the table; -1 when it is not. */
  indexOf(value: string): number;
}

const COMMA = 0x2c;
const QUOTE = 0x22;

/**
 * A stored table's text as the index keeps it, outside its JSON head: the values' JSON texts
 * joined by commas (a JSON array's inside, padded with spaces to whole cells), and where each
 * begins (one more for the end: each value ends a comma before the next begins).
 */
export interface StringText {
  text: Buffer;
  starts: Int32Array;
}

/** The stored form of a table's values (strings, and null for an id stored by its parts). */
export function stringText(values: readonly unknown[]): StringText {
  const texts = values.map((value) => JSON.stringify(value));
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  texts.forEach((text, index) => {
    starts[index] = at;
    at += Buffer.byteLength(text) + 1;
  });
  starts[texts.length] = at;
  const joined = texts.join(',');
  const text = Buffer.alloc(4 * Math.ceil(Buffer.byteLength(joined) / 4), ' ');
  text.write(joined);
  return { text, starts };
}

/**
 * A table read from its stored form, each string decoded only when first asked for — a warm query
 * reads a few of a repository's ~19,000 strings, and parsing them all with the index's head cost it
 * ~7 M instructions (and their collection). Nothing is checked or indexed per string at once: a
 * loop over the strings, in a process the JIT has not warmed, cost a warm query ~6 % of its
 * instructions. A string that is not what it should be (a damaged table) reads as none.
 */
export class StoredStringTable implements Strings {
  private readonly built: (string | undefined)[] = [];
  /** Where each string looked up or built so far is. */
  private readonly found = new Map<string, number>();

  private constructor(
    private readonly text: Buffer,
    private readonly starts: Int32Array,
    private readonly ids: Int32Array,
  ) {}

  /** The table from its stored form; undefined when it is not one. */
  static read(stored: StringText, ids: Int32Array): StoredStringTable | undefined {
    const { text, starts } = stored;
    const end = starts[starts.length - 1] ?? -1;
    if (starts[0] !== 0 || end > text.length + 1 || ids.length % ID_CELLS !== 0) return undefined;
    return new StoredStringTable(text, starts, ids);
  }

  get length(): number {
    return this.starts.length - 1;
  }

  at(index: number): string | undefined {
    let built = this.built[index];
    if (built === undefined) {
      built = this.decode(index);
      if (built === undefined) return undefined;
      this.built[index] = built;
    }
    return built;
  }

  /** The string at `index` from its JSON text, or an id from its parts. */
  private decode(index: number): string | undefined {
    const start = this.starts[index] ?? -1;
    const end = (this.starts[index + 1] ?? -1) - 1;
    if (start < 0 || end <= start || index < 0) return undefined;
    const { text } = this;
    if (text[start] !== QUOTE) {
      const id = text.toString('latin1', start, end) === 'null' ? this.idAt(index) : undefined;
      // An id handed out is found without a search.
      if (id !== undefined) this.found.set(id, index);
      return id;
    }
    if (end - start < 2 || text[end - 1] !== QUOTE) return undefined;
    const inside = text.toString('utf8', start + 1, end - 1);
    if (!inside.includes('\\')) return inside.includes('"') ? undefined : inside;
    try {
      const value: unknown = JSON.parse(text.toString('utf8', start, end));
      return typeof value === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  /** The id stored at `index` by its parts (its cells found by a binary search: ids are in order). */
  private idAt(index: number): string | undefined {
    const { ids } = this;
    let low = 0;
    let high = ids.length / ID_CELLS - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const at = ID_CELLS * middle;
      const place = ids[at] ?? -1;
      if (place < index) low = middle + 1;
      else if (place > index) high = middle - 1;
      else {
        const file = this.plainAt(ids[at + 1] ?? -1);
        const name = this.plainAt(ids[at + 2] ?? -1);
        const line = ids[at + 3] ?? -1;
        return file !== undefined && name !== undefined && line >= 0
          ? `${file}#${name}@${line}`
          : undefined;
      }
    }
    return undefined;
  }

  /** A string stored as itself (an id's part is never an id). */
  private plainAt(index: number): string | undefined {
    return this.text[this.starts[index] ?? -1] === QUOTE ? this.at(index) : undefined;
  }

  /** Every string, the text parsed at once (a build going on from the table reads them all). */
  *[Symbol.iterator](): Iterator<string> {
    const end = (this.starts[this.length] ?? 1) - 1;
    let values: unknown = [];
    try {
      values = JSON.parse(`[${this.text.toString('utf8', 0, end)}]`);
    } catch {
      // Damaged: each string as at() reads it.
    }
    const whole = Array.isArray(values) && values.length === this.length ? values : [];
    for (let index = 0; index < this.length; index++) {
      const value: unknown = whole[index];
      yield typeof value === 'string' ? value : (this.at(index) ?? '');
    }
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
    const plain = this.plainIndexOf(value);
    if (plain >= 0) return plain;
    const id = ID.exec(value);
    if (!id) return -1;
    const file = this.plainIndexOf(id[1] ?? '');
    const name = this.plainIndexOf(id[2] ?? '');
    const line = Number(id[3]);
    if (file < 0 || name < 0) return -1;
    const { ids } = this;
    for (let at = 0; at < ids.length; at += ID_CELLS)
      if (ids[at + 2] === name && ids[at + 1] === file && ids[at + 3] === line) {
        const index = ids[at] ?? -1;
        return this.at(index) === value ? index : -1;
      }
    return -1;
  }

  /**
   * Where a string stored as itself is: its JSON text searched for in the table's text, where a
   * value begins and ends (inside a JSON string a quote is escaped, so `,"` is never within one).
   */
  private plainIndexOf(value: string): number {
    const needle = Buffer.from(JSON.stringify(value));
    const { text, starts } = this;
    const end = (starts[starts.length - 1] ?? 0) - 1;
    for (let at = text.indexOf(needle); at >= 0 && at < end; at = text.indexOf(needle, at + 1)) {
      const after = at + needle.length;
      if ((at > 0 && text[at - 1] !== COMMA) || (after < end && text[after] !== COMMA)) continue;
      const index = this.startingAt(at);
      if (index >= 0 && this.at(index) === value) return index;
    }
    return -1;
  }

  /** The value beginning at byte `at` of the text; -1 when none does. */
  private startingAt(at: number): number {
    const { starts } = this;
    let low = 0;
    let high = starts.length - 2;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const start = starts[middle] ?? -1;
      if (start < at) low = middle + 1;
      else if (start > at) high = middle - 1;
      else return middle;
    }
    return -1;
  }
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
