// A packed table's strings as the index stores them, outside its JSON head: their JSON texts
// joined (a JSON array's inside), where each begins, and definition ids by their parts. A warm
// query decodes the few it reads; a build going on from the table keeps its bytes.
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
const NULL = [...Buffer.from('null')];

/** Whether a value's text is `null`, its bytes compared in place: no string made per value. */
const isNull = (text: Buffer, start: number, end: number): boolean =>
  end - start === NULL.length && NULL.every((byte, at) => text[start + at] === byte);

/**
 * A stored table's text as the index keeps it, outside its JSON head: the values' JSON texts
 * joined by commas (a JSON array's inside, padded with spaces to whole cells), and where each
 * begins (one more for the end: each value ends a comma before the next begins).
 */
export interface StringText {
  text: Buffer;
  starts: Int32Array;
}

/** A table's strings as the index's sections hold them: their text, where each begins, the ids. */
export interface StoredForm extends StringText {
  ids: Int32Array;
}

/** A table's stored form, each id by its parts where the table has them. */
export function storedForm(table: Iterable<string>): StoredForm {
  const { strings, ids } = storedStrings(table);
  return { ...stringText(strings), ids };
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
  private built: (string | undefined)[] = [];
  /** Where each string looked up or built so far is. */
  private readonly found = new Map<string, number>();
  /** Whether every string is built. */
  private decoded = false;

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
      const id = isNull(text, start, end) ? this.idAt(index) : undefined;
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

  /**
   * Decodes every string, the text parsed at once: a build going on from the table, or unpacking
   * every row, reads them all (an id is built from its parts, then decoded already).
   */
  decodeAll(): readonly (string | undefined)[] {
    if (this.decoded) return this.built;
    this.decoded = true;
    const end = (this.starts[this.length] ?? 1) - 1;
    let values: unknown = [];
    try {
      values = JSON.parse(`[${this.text.toString('utf8', 0, end)}]`);
    } catch {
      // Damaged: each string as at() reads it.
    }
    const whole = Array.isArray(values) && values.length === this.length ? values : [];
    // Filled in order, with what at() built already where the text holds none.
    const built: (string | undefined)[] = [];
    for (let index = 0; index < this.length; index++) {
      const value: unknown = whole[index];
      built.push(typeof value === 'string' ? value : this.built[index]);
    }
    this.built = built;
    const { ids, found } = this;
    // Each id (its text null) from its parts, strings stored as themselves: as idAt builds it.
    for (let at = 0; at < ids.length; at += ID_CELLS) {
      const index = ids[at] ?? -1;
      const file: unknown = whole[ids[at + 1] ?? -1];
      const name: unknown = whole[ids[at + 2] ?? -1];
      const line = ids[at + 3] ?? -1;
      if (whole[index] !== null || built[index] !== undefined) continue;
      if (typeof file !== 'string' || typeof name !== 'string' || line < 0) continue;
      const id = `${file}#${name}@${line}`;
      built[index] = id;
      found.set(id, index);
    }
    // What is left (a damaged table) as at() reads it.
    for (let index = 0; index < this.length; index++)
      if (built[index] === undefined) this.at(index);
    return built;
  }

  /**
   * The stored form of a table going on from this one (its first strings this table's, as read),
   * as storedForm writes it: this table's bytes kept, only the strings added encoded. `find` is
   * where a string is in `strings`. Undefined when this table is not their start, or an added
   * string would be the part of one of this table's ids stored as itself (its part was missing).
   */
  storedWith(
    strings: readonly string[],
    find: (value: string) => number | undefined,
  ): StoredForm | undefined {
    const count = this.length;
    const built = this.decodeAll();
    if (count === 0 || strings.length < count) return undefined;
    for (let index = 0; index < count; index++)
      if (strings[index] !== built[index]) return undefined;
    const part = (value: string | undefined): number | undefined =>
      value === undefined || ID.test(value) ? undefined : find(value);
    const byParts = (value: string): number[] | undefined => {
      const id = ID.exec(value);
      const file = part(id?.[1]);
      const name = part(id?.[2]);
      return file === undefined || name === undefined ? undefined : [file, name, Number(id?.[3])];
    };
    const texts: string[] = [];
    const ids: number[] = [];
    for (let index = count; index < strings.length; index++) {
      const value = strings[index] ?? '';
      const parts = byParts(value);
      texts.push(parts ? 'null' : JSON.stringify(value));
      if (parts) ids.push(index, ...parts);
    }
    // Only an added string stored as itself can complete an id kept as itself.
    if (texts.some((text) => text !== 'null'))
      for (let index = 0; index < count; index++) {
        const value = built[index] ?? '';
        if (value.includes('#') && this.text[this.starts[index] ?? -1] === QUOTE && byParts(value))
          return undefined;
      }
    return this.appended(texts, ids);
  }

  /** This table's stored form with these values' texts and ids after it. */
  private appended(texts: readonly string[], added: readonly number[]): StoredForm {
    const count = this.length;
    const end = (this.starts[count] ?? 1) - 1;
    const tail = texts.map((text) => `,${text}`).join('');
    const text = Buffer.alloc(4 * Math.ceil((end + Buffer.byteLength(tail)) / 4), ' ');
    this.text.copy(text, 0, 0, end);
    text.write(tail, end);
    const starts = new Int32Array(count + texts.length + 1);
    starts.set(this.starts.subarray(0, count + 1));
    let at = end + 1;
    texts.forEach((value, index) => {
      at += Buffer.byteLength(value) + 1;
      starts[count + index + 1] = at;
    });
    const ids = new Int32Array(this.ids.length + added.length);
    ids.set(this.ids);
    ids.set(added, this.ids.length);
    return { text, starts, ids };
  }

  /**
   * Every string (a damaged one as empty), as an array: in a process the JIT has not warmed,
   * spreading ~23,000 strings through the iterator protocol cost ~0.1 G instructions, an array's
   * copy of them almost none.
   */
  all(): string[] {
    return this.decodeAll().map((value) => value ?? '');
  }

  [Symbol.iterator](): Iterator<string> {
    return this.all()[Symbol.iterator]();
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
