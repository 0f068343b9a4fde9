// A module may give a TypeScript namespace's class another name (`export const StorageTransaction
// = StorageDriver.Transaction`): a class extending that name, here or in an importer, extends the
// namespace's class and inherits its methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a constant naming a namespace's class", () => {
  it('is that class to the classes extending it', async () => {
    const callersOf = await callersIn({
      'src/driver.ts': [
        'export abstract class StorageDriver {',
        '  abstract get(key: string): string;',
        '}',
        'export namespace StorageDriver {',
        '  export abstract class Transaction {',
        '    protected assertActive() { return true; }',
        '    commit() { return this.assertActive(); }',
        '  }',
        '}',
        'export const StorageTransaction = StorageDriver.Transaction;',
        'export class MemoryTransaction extends StorageTransaction {',
        '  rollback() { return this.assertActive(); }',
        '}',
      ].join('\n'),
      'src/wal.ts': [
        "import { StorageTransaction } from './driver';",
        'export class WalTransaction extends StorageTransaction {',
        '  set() { return this.assertActive(); }',
        '}',
        'export function finish(transaction: WalTransaction) { return transaction.commit(); }',
      ].join('\n'),
    });
    expect(callersOf('src/driver.ts#Transaction.assertActive')).toEqual([
      'src/driver.ts#MemoryTransaction.rollback@12 certain this',
      'src/driver.ts#Transaction.commit@7 certain this',
      'src/wal.ts#WalTransaction.set@3 certain this',
    ]);
    expect(callersOf('src/driver.ts#Transaction.commit')).toEqual([
      'src/wal.ts#finish@5 likely type',
    ]);
  });
});
