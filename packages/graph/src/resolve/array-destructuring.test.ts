// Names destructured from an array, a map or a loop's entries (`const [first] = rows`, `for
// (const [key, row] of rows)`) hold what the container holds: their method calls reach its class.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const ROWS = [
  'export class Row { save() {} }',
  'export class Query { run() {} }',
  'export function loadRow(): Promise<Row> { return Promise.resolve(new Row()); }',
  'export function makeQuery(): Query { return new Query(); }',
].join('\n');

describe('names destructured from an array', () => {
  it('hold an element of a typed array, field or map', async () => {
    const callersOf = await callersIn({
      'src/rows.ts': ROWS,
      'src/use.ts': [
        "import type { Row } from './rows';",
        'export function first(rows: Row[]) {',
        '  const [head] = rows;',
        '  head.save();',
        '}',
        'export class Table {',
        '  private rows: Row[] = [];',
        '  top() {',
        '    const [head] = this.rows;',
        '    head.save();',
        '  }',
        '}',
        'export function each(byId: Map<string, Row>) {',
        '  for (const [id, row] of byId) row.save();',
        '}',
        'export function entries(byId: Map<string, Row>) {',
        '  for (const [id, row] of byId.entries()) row.save();',
        '}',
        'export function record(byId: Record<string, Row>) {',
        '  for (const [, row] of Object.entries(byId)) row.save();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/rows.ts#Row.save')).toEqual([
      'src/use.ts#Table.top@8 likely type',
      'src/use.ts#each@13 likely type',
      'src/use.ts#entries@16 likely type',
      'src/use.ts#first@2 likely type',
      'src/use.ts#record@19 likely type',
    ]);
  });

  it('hold what the call at their place in an awaited Promise.all returns', async () => {
    const callersOf = await callersIn({
      'src/rows.ts': ROWS,
      'src/use.ts': [
        "import { loadRow, makeQuery } from './rows';",
        'export async function both() {',
        '  const [row, query] = await Promise.all([loadRow(), makeQuery()]);',
        '  row.save();',
        '  query.run();',
        '  const [, again] = await Promise.all([loadRow(), makeQuery()]);',
        '  again.save();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/rows.ts#Row.save')).toEqual(['src/use.ts#both@2 likely type']);
    expect(callersOf('src/rows.ts#Query.run')).toEqual(['src/use.ts#both@2 likely type']);
  });
});

describe('names destructured from a repository container of tuples', () => {
  it('are not taken for what its tuples mix', async () => {
    const callersOf = await callersIn({
      'src/stream.ts': [
        'export class Stream<T> { forEach(f: (t: T) => void) {} }',
        'export class Groups<K, V> { entries(): Stream<[K, V[]]> { return new Stream(); } }',
        'export class Key { name = ""; }',
        'export class Import { check() {} }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Groups, Import, Key } from './stream';",
        "import * as model from './stream';",
        'export function check(groups: Groups<Key, Import>) {',
        '  for (const [, names] of groups.entries()) names.forEach((n) => n);',
        '  const qualified = new model.Groups<model.Key, model.Import>();',
        '  for (const [, imports] of qualified.entries()) imports.forEach((i) => i);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/stream.ts#Stream.forEach')).toEqual([]);
  });
});
