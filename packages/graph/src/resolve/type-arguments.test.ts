// Members of generic types on values whose type writes the type arguments: `get(): T` of
// `Store<T>` on a `Store<Database>` returns a Database, `box.value` of a `Box<Database>` is one.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export class Database { query() {} }',
  'export class Other { query() {} }',
  'export type Box<T> = { value: T; list: T[] };',
  'export interface Holder<T> { item: T; take(): T }',
  'export class Store<T> {',
  '  constructor(private readonly made: T) {}',
  '  get(): T { return this.made; }',
  '  first<T>(values: T[]): T { return values[0]; }',
  '}',
  'export class Pair<K, V> { constructor(readonly key: K, readonly value: V) {} }',
].join('\n');

async function callersOfQuery(use: string[]): Promise<string[]> {
  const callersOf = await callersIn({
    'src/types.ts': TYPES,
    'src/use.ts': [
      "import { Database, Other, type Box, type Holder, type Pair, Store } from './types.js';",
      ...use,
    ].join('\n'),
  });
  expect(callersOf('src/types.ts#Other.query')).toEqual([]);
  return callersOf('src/types.ts#Database.query');
}

describe("members of generic types, by the value's type arguments", () => {
  it("types fields and returns written with the type's parameter by the written argument", async () => {
    expect(
      await callersOfQuery([
        'export function boxed(box: Box<Database>) { box.value.query(); }',
        'export function listed(box: Box<Database>) { for (const d of box.list) d.query(); }',
        'export function held(holder: Holder<Database>) { holder.item.query(); holder.take().query(); }',
        'export function stored(store: Store<Database>) { store.get().query(); }',
      ]),
    ).toEqual([
      'src/use.ts#boxed@2 likely type',
      'src/use.ts#held@4 likely type',
      'src/use.ts#held@4 likely type',
      'src/use.ts#listed@3 likely type',
      'src/use.ts#stored@5 likely type',
    ]);
  });

  it("puts each of several arguments in its parameter's place, and leaves a method's own parameters alone", async () => {
    // `first<T>` declares its own T: a Store<Other> says nothing of it (no Other.query).
    const callers = await callersOfQuery([
      'export function paired(pair: Pair<Other, Database>) { pair.value.query(); }',
      'export function own(store: Store<Other>, rows: Database[]) { store.first(rows).query(); }',
    ]);
    expect(callers).toContain('src/use.ts#paired@2 likely type');
  });
});
