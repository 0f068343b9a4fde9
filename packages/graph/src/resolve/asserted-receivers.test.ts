// A non-null assertion (`registry!.find(k)`, `this.store!.save()`) leaves the value's written type:
// a call on it is a call on the value, typed as the value is.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('receivers asserted non-null', () => {
  it('are typed as the value they assert', async () => {
    const callersOf = await callersIn({
      'src/store.ts': [
        'export class Store { save() { return 1; } }',
        'export class Registry { find(key: string): Store { return new Store(); } }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Registry, Store } from './store';",
        'export class Saver {',
        '  private store?: Store;',
        '  saveOwn() {',
        '    this.store!.save();',
        '  }',
        '}',
        'export function saveFound(registry?: Registry) {',
        '  const store = registry!.find("a");',
        '  store.save();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/store.ts#Store.save')).toEqual([
      'src/use.ts#Saver.saveOwn@4 likely type',
      'src/use.ts#saveFound@8 likely type',
    ]);
    expect(callersOf('src/store.ts#Registry.find')).toEqual(['src/use.ts#saveFound@8 likely type']);
  });

  it('type a variable holding a field read from an asserted value', async () => {
    const callersOf = await callersIn({
      'src/bls.ts': [
        'export type BLS = { msm(data: string): string };',
        'export class NobleBLS implements BLS { msm(data: string) { return data; } }',
        'export class Other { msm(data: string) { return data; } }',
        'export class EVM { protected _bls: BLS = new NobleBLS(); other = new Other(); }',
      ].join('\n'),
      'src/precompile.ts': [
        "import type { EVM } from './bls';",
        'export function precompile(opts: { evm?: unknown; data: string }) {',
        "  const bls = (opts.evm as EVM)['_bls']!;",
        '  return bls.msm(opts.data);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/bls.ts#NobleBLS.msm')).toEqual([
      'src/precompile.ts#precompile@2 possible dispatch',
    ]);
    expect(callersOf('src/bls.ts#Other.msm')).toEqual([]);
  });
});
