// A field of what a call returned, read in place (`repo().db.query()`), and object types written
// for a function's return (`make(): { db: Database }`) or a class's field (`cache: { db: Database }`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export class Database { query() {} }',
  'export class Other { query() {} }',
  'export class Repo { db = new Database(); other = new Other(); }',
  'export function repo(): Repo { return new Repo(); }',
  'export function make(): { db: Database; other?: Other } { return { db: new Database() }; }',
  'export class Service {',
  '  private cache: { db: Database } = { db: new Database() };',
  '  run() { this.cache.db.query(); }',
  '}',
].join('\n');

async function callersOfQuery(use: string[]): Promise<string[]> {
  const callersOf = await callersIn({
    'src/types.ts': TYPES,
    'src/use.ts': ["import { make, repo } from './types.js';", ...use].join('\n'),
  });
  expect(callersOf('src/types.ts#Other.query')).toEqual([]);
  return callersOf('src/types.ts#Database.query');
}

describe('fields of calls and of object types written inline', () => {
  it("reaches a field's method on what a call returned, read in place", async () => {
    expect(await callersOfQuery(['export function inPlace() { repo().db.query(); }'])).toEqual([
      'src/types.ts#Service.run@8 likely type',
      'src/use.ts#inPlace@2 likely type',
    ]);
  });

  it('types a field of a function whose return type is written as an object type', async () => {
    expect(
      await callersOfQuery([
        'export function inPlace() { make().db.query(); }',
        'export function held() { const made = make(); made.db.query(); }',
      ]),
    ).toEqual([
      'src/types.ts#Service.run@8 likely type',
      'src/use.ts#held@3 likely type',
      'src/use.ts#inPlace@2 likely type',
    ]);
  });

  it('types a field of what a method returns, written as an object type', async () => {
    const callersOf = await callersIn({
      'src/fragment.ts': [
        'export class Fragment { setStart(at: number) {} }',
        'export class Level { hasAudioGroup(id: string) { return id !== ""; } }',
        'export class Other { setStart() {} hasAudioGroup() {} }',
      ].join('\n'),
      'src/base.ts': [
        "import type { Fragment, Level } from './fragment.js';",
        'export type Plugin = { frag: Fragment; dispose: () => void };',
        'export class Base {',
        '  protected getCurrentContext(): { frag: Fragment; level: Level } | null { return null; }',
        '  getPlugin<T extends Plugin>(name: string): T | undefined { return undefined; }',
        '}',
      ].join('\n'),
      'src/audio.ts': [
        "import { Base } from './base.js';",
        'export class Audio extends Base {',
        '  complete() {',
        '    const context = this.getCurrentContext();',
        '    if (!context) return;',
        '    const { frag, level } = context;',
        '    frag.setStart(0);',
        '    level.hasAudioGroup("main");',
        '  }',
        '  restart() { this.getCurrentContext()?.frag.setStart(1); }',
        // A type parameter's constraint is no type of what is returned: `<any>` may be written.
        '  plugin() { this.getPlugin<any>("scroller").frag.setStart(2); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/fragment.ts#Fragment.setStart')).toEqual([
      'src/audio.ts#Audio.complete@3 likely type',
      'src/audio.ts#Audio.restart@10 likely type',
    ]);
    expect(callersOf('src/fragment.ts#Level.hasAudioGroup')).toEqual([
      'src/audio.ts#Audio.complete@3 likely type',
    ]);
    expect(callersOf('src/fragment.ts#Other.setStart')).toEqual([]);
    expect(callersOf('src/fragment.ts#Other.hasAudioGroup')).toEqual([]);
  });
});
