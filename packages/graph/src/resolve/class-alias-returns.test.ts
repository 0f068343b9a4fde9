// A method's return type written as an alias of a class (`openDb(): Promise<ActorDb>` with `type
// ActorDb = Database<Schema>` in another module): what it returns is that class.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a method's return type written as an alias of a class", () => {
  it('types the value the method returns, awaited or not', async () => {
    const callersOf = await callersIn({
      'src/db/db.ts': [
        'export class Database<S> {',
        '  close(): void {}',
        '  async transaction<T>(fn: (db: Database<S>) => T) { return fn(this); }',
        '}',
        'export class Other { close() {} transaction() {} }',
      ].join('\n'),
      'src/db/index.ts': "export * from './db.js';",
      'src/store/db.ts': [
        "import { Database } from '../db/index.js';",
        'export type ActorDb = Database<{ a: string }>;',
        'export const getDb = (location: string): ActorDb => new Database();',
      ].join('\n'),
      'src/store/store.ts': [
        "import { type ActorDb, getDb } from './db.js';",
        'export class ActorStore {',
        '  async openDb(did: string): Promise<ActorDb> { return getDb(did); }',
        '  openSync(did: string): ActorDb { return getDb(did); }',
        '  async read(did: string) { const db = await this.openDb(did); db.close(); }',
        '  write(did: string) { return this.openSync(did).transaction(() => 1); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/db/db.ts#Database.close')).toEqual([
      'src/store/store.ts#ActorStore.read@5 likely type',
    ]);
    expect(callersOf('src/db/db.ts#Database.transaction')).toEqual([
      'src/store/store.ts#ActorStore.write@6 likely type',
    ]);
    expect(callersOf('src/db/db.ts#Other.close')).toEqual([]);
    expect(callersOf('src/db/db.ts#Other.transaction')).toEqual([]);
  });
});
