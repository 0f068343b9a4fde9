// Calls with type arguments after `await` or a unary operator (`await read<Row>(id)`,
// `!has<K>(key)`): the grammar reads them as a call of `await read`, so they need their own shapes.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const STORE = [
  'export class Rows { first() { return 1; } }',
  'export class Other { first() { return 2; } }',
  'export async function read<T>(id: T): Promise<Rows> { return new Rows(); }',
  'export function has<K>(key: K): boolean { return key !== undefined; }',
  'export class Store {',
  '  async load<T>(id: T): Promise<Rows> { return new Rows(); }',
  '  async save<T>(rows: T[], done: (saved: Rows) => void) { done(new Rows()); }',
  '}',
].join('\n');

describe('generic calls after `await` or a unary operator', () => {
  it('links `await f<T>()`, `!f<T>()` and `await value.m<T>()` to their callees', async () => {
    const callersOf = await callersIn({
      'src/store.ts': STORE,
      'src/use.ts': [
        "import { has, read, Store } from './store.js';",
        'export async function use(store: Store) {',
        '  await read<string>("a");',
        '  if (!has<string>("b")) return;',
        '  return await store.load<number>(1);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/store.ts#read')).toEqual(['src/use.ts#use@2 certain import']);
    expect(callersOf('src/store.ts#has')).toEqual(['src/use.ts#use@2 certain import']);
    expect(callersOf('src/store.ts#Store.load')).toEqual(['src/use.ts#use@2 likely type']);
  });

  it("types what `await f<T>()` returns by the callee's written return type", async () => {
    const callersOf = await callersIn({
      'src/store.ts': STORE,
      'src/use.ts': [
        "import { read, Store } from './store.js';",
        'export async function use(store: Store) {',
        '  const rows = await read<string>("a");',
        '  const loaded = await store.load<number>(1);',
        '  await store.save<number>([1], (saved) => saved.first());',
        '  return rows.first() + loaded.first() + (await read<string>("b")).first();',
        '}',
      ].join('\n'),
    });
    // Four calls: on `rows`, on `loaded`, on the awaited call itself and on the callback's `saved`.
    expect(callersOf('src/store.ts#Rows.first')).toEqual(
      Array.from({ length: 4 }, () => 'src/use.ts#use@2 likely type'),
    );
    expect(callersOf('src/store.ts#Other.first')).toEqual([]);
    expect(callersOf('src/store.ts#Store.save')).toEqual(['src/use.ts#use@2 likely type']);
  });
});
