import { expect, it } from 'vitest';
import { StringTable } from './packed-records.js';
import { StoredStringTable, storedForm, type StoredForm } from './stored-strings.js';

/** A table read from the stored form of `strings`, then a table going on from it with `added`. */
function goingOn(
  strings: readonly string[],
  added: readonly string[],
): { earlier: StoredStringTable; table: StringTable } {
  const { ids, ...text } = storedForm(strings);
  const earlier = StoredStringTable.read(text, ids);
  if (!earlier) throw new Error('the stored form does not read');
  const table = new StringTable(earlier);
  for (const value of added) table.indexOf(value);
  return { earlier, table };
}

const bytes = ({ text, starts, ids }: StoredForm): string[] => [
  text.toString('utf8'),
  Buffer.from(starts.buffer, starts.byteOffset, starts.byteLength).toString('hex'),
  Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength).toString('hex'),
];

const EARLIER = ['src/a.ts', 'Cart.total', 'src/a.ts#Cart.total@12', 'say "hi", é', 'src/b.ts'];

it.each([
  ['nothing', []],
  ['strings stored as themselves', ['checkout', 'line\nbreak, "quoted"', 'ünïcode \ud800']],
  // Parts earlier, parts added, a part added after its id, parts missing.
  [
    'ids by their parts',
    ['src/a.ts#Cart.total@13', 'pay', 'src/b.ts#pay@4', 'src/c.ts#late@1', 'src/c.ts', 'late'],
  ],
  ['ids without parts', ['src/z.ts#gone@3', 'src/a.ts#Cart.total@012', 'src/a.ts#x#y@1@2']],
])(
  'a table going on from a stored one keeps its bytes and adds %s as storing all does',
  (_, added) => {
    const { earlier, table } = goingOn(EARLIER, added);
    const kept = earlier.storedWith(table.strings, (value) => table.find(value));
    expect(kept && bytes(kept)).toEqual(bytes(storedForm(table.strings)));
    // Read back, every string is what was packed.
    const read = kept && StoredStringTable.read(kept, kept.ids);
    expect(read && [...read]).toEqual([...EARLIER, ...added]);
  },
);

it('a table stores all its strings again when an added one completes the parts of an earlier id', () => {
  // `src/z.ts#gone@3` was stored as itself (no `gone` in the table); with it, storing all of the
  // strings writes the id by its parts: bytes kept from before would differ.
  const { earlier, table } = goingOn(['src/z.ts', 'src/z.ts#gone@3'], ['gone']);
  expect(earlier.storedWith(table.strings, (value) => table.find(value))).toBeUndefined();
  expect(storedForm(table.strings).ids).toEqual(Int32Array.from([1, 0, 2, 3]));
  // Nor is a table that does not start with the stored one's strings kept.
  const other = new StringTable(['src/z.ts', 'other']);
  expect(earlier.storedWith(other.strings, (value) => other.find(value))).toBeUndefined();
  expect(earlier.storedWith(['src/z.ts'], (value) => other.find(value))).toBeUndefined();
});
