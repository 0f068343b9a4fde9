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

  it('is that class when the namespace is imported, to the classes extending it elsewhere', async () => {
    const callersOf = await callersIn({
      'src/driver.ts': [
        'export abstract class StorageDriver {}',
        'export namespace StorageDriver {',
        '  export abstract class Transaction {',
        '    protected assertActive() { return true; }',
        '  }',
        '}',
      ].join('\n'),
      'src/internal.ts': 'export function empty() { return []; }',
      'src/transaction.ts': [
        "import { StorageDriver } from './driver';",
        "import * as Internal from './internal';",
        'export const StorageTransaction = StorageDriver.Transaction;',
        'export const empty = Internal.empty;',
      ].join('\n'),
      'src/wal.ts': [
        "import { empty, StorageTransaction } from './transaction';",
        'export class WalTransaction extends StorageTransaction {',
        '  set() { return this.assertActive(); }',
        '  clear() { return empty(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/driver.ts#Transaction.assertActive')).toEqual([
      'src/wal.ts#WalTransaction.set@3 certain this',
    ]);
    // A function's alias is a constant of its module, as the compiler takes it: its module reads
    // the function, and a call of the constant reaches no further.
    expect(callersOf('src/internal.ts#empty')).toEqual(['file:src/transaction.ts certain import']);
  });
});
