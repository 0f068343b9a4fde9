import { expect, it } from 'vitest';
import {
  packRecord,
  StoredStringTable,
  schemaOf,
  storedStrings,
  StringTable,
  unpackRecord,
} from './packed-records.js';

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
  expect(stored[2]).toEqual([0, 1, 12]);
  expect(stored.filter((value) => typeof value !== 'string')).toHaveLength(1);
  const read = StoredStringTable.read(JSON.parse(JSON.stringify(stored)));
  expect(read && [...read]).toEqual(strings);
  // Each string is found where it is, an id by its parts too; a string not in the table is not.
  expect(strings.map((value) => read?.indexOf(value))).toEqual(strings.map((_, index) => index));
  expect(read?.indexOf('src/a.ts#f@2')).toBe(-1);
  expect(read?.at(strings.length)).toBeUndefined();
});

it('a damaged table is no table: the index is read as missing', () => {
  expect(StoredStringTable.read({})).toBeUndefined();
  expect(StoredStringTable.read(['a', [0, 7, 1]])).toBeUndefined();
  expect(StoredStringTable.read(['a', [0, 0, '1']])).toBeUndefined();
  expect(StoredStringTable.read(['a#b@1', [0, 0, 1], [1, 0, 2]])).toBeUndefined();
});

it('a row ends at its last value, and unpacks to the record it was packed from', () => {
  const records = [
    { id: 'a', line: 1, exported: true, container: 'C' },
    { id: 'b', line: 2 },
  ];
  const schema = schemaOf(records);
  const table = new StringTable();
  const rows = records.map((record) => packRecord(record, schema, table));
  expect(rows[1]).toEqual([table.indexOf('b'), 2]);
  expect(rows.map((row) => unpackRecord(row, schema, table.strings))).toEqual(records);
});
