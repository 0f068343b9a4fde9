// A callback passed to a method of the class itself (`this.readLock((ctx) => ctx.get(sql))`) takes
// what that method writes for it, as one passed to another value's method does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("callbacks passed to the class's own methods", () => {
  it("type their parameters by the method's written callback type, abstract and generic too", async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export abstract class LockContext {',
        '  async get<T>(sql: string): Promise<T> { return sql as T; }',
        '  async getAll<T>(sql: string): Promise<T[]> { return [sql as T]; }',
        '}',
        'export class Cache { get(key: string) { return key; } getAll() { return []; } }',
      ].join('\n'),
      'src/adapter.ts': [
        "import type { LockContext } from './context.js';",
        'export abstract class DBAdapter {',
        '  abstract readLock<T>(fn: (tx: LockContext) => Promise<T>): Promise<T>;',
        '  get<T>(sql: string): Promise<T> {',
        '    return this.readLock((ctx) => ctx.get(sql));',
        '  }',
        '  getAll<T>(sql: string): Promise<T[]> {',
        '    return this.readLock((ctx) => ctx.getAll(sql));',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/context.ts#LockContext.get')).toEqual([
      'src/adapter.ts#DBAdapter.get@4 likely type',
    ]);
    expect(callersOf('src/context.ts#LockContext.getAll')).toEqual([
      'src/adapter.ts#DBAdapter.getAll@7 likely type',
    ]);
    expect(callersOf('src/context.ts#Cache.get')).toEqual([]);
    expect(callersOf('src/context.ts#Cache.getAll')).toEqual([]);
  });
});
