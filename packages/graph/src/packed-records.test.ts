import { expect, it } from 'vitest';
import { packRecord, schemaOf, StringTable, unpackRecord, ValueTable } from './packed-records.js';
import { StoredStringTable, storedStrings, stringText } from './stored-strings.js';
import { Rows } from './packed-rows.js';

it('stores a definition id by its file and qualified name, and reads back every string as it was', () => {
  const strings = [
    'src/a.ts',
    'Cart.#total',
    'src/a.ts#Cart.#total@12',
    // Parts missing from the table, a leading zero, a path with "#": each stays as it is.
    'src/b.ts#gone@3',
    'src/a.ts#Cart.#total@012',
    'src/c#d.ts',
    'f',
    'src/c#d.ts#f@1',
    '#',
    'x#y@',
    'line\nbreak#f@2',
  ];
  const stored = storedStrings(strings);
  expect(stored.strings[2]).toBeNull();
  expect([...stored.ids]).toEqual([2, 0, 1, 12]);
  const read = StoredStringTable.read(stringText(stored.strings), stored.ids);
  expect(read && [...read]).toEqual(strings);
  // Each read alone, as a warm query reads the few it needs, in any order.
  const alone = StoredStringTable.read(stringText(stored.strings), stored.ids);
  expect(strings.map((_, index) => alone?.at(strings.length - 1 - index)).reverse()).toEqual(
    strings,
  );
  // Each string is found where it is, an id by its parts too; a string not in the table is not.
  expect(strings.map((value) => read?.indexOf(value))).toEqual(strings.map((_, index) => index));
  expect(read?.indexOf('src/a.ts#f@2')).toBe(-1);
  expect(read?.at(strings.length)).toBeUndefined();
});

it('a string with escapes, quotes and commas in it is read and found as itself, alone or among others', () => {
  const strings = [
    'a',
    'say "hi", then \\',
    ',"a"',
    '',
    'line\nbreak',
    'é ünïcode',
    '\ud800 lone',
    'a',
  ];
  const read = StoredStringTable.read(stringText(strings), new Int32Array());
  expect(strings.map((_, index) => read?.at(index))).toEqual(strings);
  // The first of equal strings; ',"a"' does not hide 'a' nor is found in its place.
  expect(strings.map((value) => read?.indexOf(value))).toEqual([0, 1, 2, 3, 4, 5, 6, 0]);
  expect(read?.indexOf('"a"')).toBe(-1);
  expect(read?.indexOf('hi')).toBe(-1);
  expect(read && [...read]).toEqual(strings);
});

it('a damaged table reads as no table, or a damaged string as none: no id is made up', () => {
  const ids = (...cells: number[]): Int32Array => Int32Array.from(cells);
  const text = (values: unknown[]) => stringText(values);
  expect(
    StoredStringTable.read({ text: Buffer.from('"a"'), starts: ids(1, 4) }, ids()),
  ).toBeUndefined();
  expect(
    StoredStringTable.read({ text: Buffer.from('"a"'), starts: ids(0, 9) }, ids()),
  ).toBeUndefined();
  // A line missing.
  expect(StoredStringTable.read(text(['a', null]), ids(1, 0, 0))).toBeUndefined();
  const read = (strings: unknown[], cells: Int32Array): (string | undefined)[] => {
    const table = StoredStringTable.read(text(strings), cells);
    const values = strings.map((_, index) => table?.at(index));
    // Read all at once, the same (one not what it should be as empty).
    const whole = StoredStringTable.read(text(strings), cells);
    expect(whole && [...whole]).toEqual(values.map((value) => value ?? ''));
    return values;
  };
  // A part out of the table, a negative line, an id without parts, parts of no id.
  expect(read(['a', null], ids(1, 0, 7, 1))).toEqual(['a', undefined]);
  expect(read(['a', null], ids(1, 0, 0, -1))).toEqual(['a', undefined]);
  expect(read(['a', null], ids())).toEqual(['a', undefined]);
  expect(read(['a'], ids(1, 0, 0, 1))).toEqual(['a']);
  // An id's part that is an id itself; a value that is no string.
  expect(read(['a#b@1', null, null], ids(1, 0, 0, 1, 2, 1, 0, 2))).toEqual([
    'a#b@1',
    'a#b@1#a#b@1@1',
    undefined,
  ]);
  expect(read(['a', 3, true, [1]], ids())).toEqual(['a', undefined, undefined, undefined]);
  // Text cut short or broken: what is whole reads, the rest reads as none.
  const cut = { text: Buffer.from('"a","b'), starts: ids(0, 4, 7) };
  expect([0, 1].map((index) => StoredStringTable.read(cut, ids())?.at(index))).toEqual([
    'a',
    undefined,
  ]);
  const broken = { text: Buffer.from('"a","\\q"'), starts: ids(0, 4, 10) };
  expect(StoredStringTable.read(broken, ids())?.at(1)).toBeUndefined();
  // A damaged id is not found by its text either.
  expect(StoredStringTable.read(text(['a', null]), ids(1, 0, 7, 1))?.indexOf('a#a@1')).toBe(-1);
});

it('a row unpacks to the record it was packed from, keys it had no value for left out', () => {
  const records = [
    { id: 'a', line: 1, exported: true, container: 'C', block: [3, 4] },
    { id: 'b', line: 2, weight: 0.5 },
    { id: 'c', line: -0x80000000, exported: false, block: [3, 4] },
  ];
  const schema = schemaOf(records);
  // A number no cell holds as itself (a fraction, the cells' own "no value") is kept as JSON.
  expect(schema.columns[schema.keys.indexOf('line')]).toBe('j');
  expect(schema.columns[schema.keys.indexOf('weight')]).toBe('j');
  const tables = { strings: new StringTable(), values: new ValueTable() };
  const rows = new Rows(schema.keys.length);
  for (const record of records) packRecord(record, schema, tables, rows);
  const read = { strings: tables.strings.strings, values: tables.values.values };
  expect(records.map((_, row) => unpackRecord(rows, row, schema, read))).toEqual(records);
  // Each JSON value once: the two blocks are one.
  expect(tables.values.values.filter((value) => Array.isArray(value))).toEqual([[3, 4]]);
});
