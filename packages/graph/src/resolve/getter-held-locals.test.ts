// A getter without a written return type returning a local that holds a field of a typed value
// (`const { db } = this.accountManager; return db`): reading the getter reads that field.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a getter returning a local holding a field', () => {
  it('is of the type the field is written with', async () => {
    const callersOf = await callersIn({
      'src/db.ts': [
        'export class Database { close(): void {} executeWithRetry(q: string) { return q; } }',
        'export class Other { close() {} executeWithRetry() {} }',
      ].join('\n'),
      'src/manager.ts': [
        "import { Database } from './db.js';",
        'export class AccountManager { readonly db = new Database(); constructor(readonly primary: Database) {} }',
      ].join('\n'),
      'src/store.ts': [
        "import type { AccountManager } from './manager.js';",
        'export class OAuthStore {',
        '  constructor(private readonly accountManager: AccountManager) {}',
        '  private get db() {',
        '    const { db } = this.accountManager;',
        "    if (!db) throw new Error('closed');",
        '    return db;',
        '  }',
        '  private get primary() { const primary = this.accountManager.primary; return primary; }',
        "  upsert() { return this.db.executeWithRetry('q'); }",
        '  close() { this.primary.close(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/db.ts#Database.executeWithRetry')).toEqual([
      'src/store.ts#OAuthStore.upsert@10 likely type',
    ]);
    expect(callersOf('src/db.ts#Database.close')).toEqual([
      'src/store.ts#OAuthStore.close@11 likely type',
    ]);
    expect(callersOf('src/db.ts#Other.executeWithRetry')).toEqual([]);
    expect(callersOf('src/db.ts#Other.close')).toEqual([]);
  });
});
