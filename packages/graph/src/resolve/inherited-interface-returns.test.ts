// What an interface's method returns, by the return type its signature writes: a method the
// returned interface inherits (`const scoped = tx.scope(p); scoped.get(k)`, `tx.scope(p).set(k)`)
// reaches the implementations, even under a name JavaScript's containers have (never dispatched
// on a value of unknown type).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const STORE = [
  'export interface KVStoreAPI { get(key: string): unknown; set(key: string, value: unknown): void }',
  'export interface KVStoreTransaction extends KVStoreAPI {',
  '  scope(prefix: string): KVStoreTransaction;',
  '  commit(): void;',
  '}',
  'export class MemoryTransaction implements KVStoreTransaction {',
  '  get(key: string) { return key; }',
  '  set(key: string, value: unknown) {}',
  '  scope(prefix: string): KVStoreTransaction { return new MemoryTransaction(); }',
  '  commit() {}',
  '}',
  'export class Unrelated { get(key: string) { return key; } set(key: string, value: unknown) {} }',
].join('\n');

describe("a base interface's method on what an interface's method returned", () => {
  it('reaches the implementations through a variable and through a chain', async () => {
    const callersOf = await callersIn({
      'src/store.ts': STORE,
      'src/use.ts': [
        "import type { KVStoreTransaction } from './store.js';",
        'export function viaVariable(tx: KVStoreTransaction) {',
        "  const scoped = tx.scope('p');",
        "  scoped.get('k');",
        '}',
        "export function viaChain(tx: KVStoreTransaction) { tx.scope('p').set('k', 1); }",
        "export function direct(tx: KVStoreTransaction) { tx.get('k'); tx.scope('p').commit(); }",
      ].join('\n'),
    });
    expect(callersOf('src/store.ts#MemoryTransaction.get')).toEqual([
      'src/use.ts#direct@7 possible dispatch',
      'src/use.ts#viaVariable@2 possible dispatch',
    ]);
    expect(callersOf('src/store.ts#MemoryTransaction.set')).toEqual([
      'src/use.ts#viaChain@6 possible dispatch',
    ]);
    expect(callersOf('src/store.ts#MemoryTransaction.commit')).toEqual([
      'src/use.ts#direct@7 possible dispatch',
    ]);
    for (const method of ['get', 'set'])
      expect(callersOf(`src/store.ts#Unrelated.${method}`)).toEqual([]);
  });
});
