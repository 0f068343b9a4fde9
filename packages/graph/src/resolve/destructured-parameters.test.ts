// A parameter destructured with a written type (`function f({ db }: Options)`): each name holds
// that field of the type — an interface's, an object type alias's, renamed or with a default.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('destructured typed parameters', () => {
  it("types each name by the written type's field", async () => {
    const callersOf = await callersIn({
      'src/db.ts': [
        'export class Database { query() {} close() {} }',
        'export class Other { query() {} close() {} }',
        'export interface Options { db: Database; name: string }',
        'export type Props = { db: Database };',
      ].join('\n'),
      'src/use.ts': [
        "import type { Options, Props } from './db.js';",
        'export function viaInterface({ db }: Options) { db.query(); }',
        'export const viaAlias = ({ db: database }: Props) => { database.close(); };',
        'export function viaDefault({ db, name = "x" }: Options = {} as Options) { db.close(); }',
      ].join('\n'),
    });
    expect(callersOf('src/db.ts#Database.query')).toEqual([
      'src/use.ts#viaInterface@2 likely type',
    ]);
    expect(callersOf('src/db.ts#Database.close')).toEqual([
      'src/use.ts#viaAlias@3 likely type',
      'src/use.ts#viaDefault@4 likely type',
    ]);
    for (const method of ['query', 'close'])
      expect(callersOf(`src/db.ts#Other.${method}`)).toEqual([]);
  });
});
