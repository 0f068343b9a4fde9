// Functions of a TypeScript namespace (`namespace UriUtils { export function join() {} }`) are
// reached through it: `UriUtils.join()` in its file, or where it is imported (also re-exported).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const URIS = [
  'export namespace UriUtils {',
  '  export function join(a: string, b: string) { return normalize(`${a}/${b}`); }',
  '  export function normalize(path: string) { return path; }',
  '  export namespace Parts {',
  '    export function split(path: string) { return path.split("/"); }',
  '  }',
  '}',
  'export function normalize(path: string) { return path.trim(); }',
  'export function relative(a: string) { return UriUtils.Parts.split(a); }',
].join('\n');

describe('functions of a TypeScript namespace', () => {
  it('are called through the namespace, in its file and where it is imported', async () => {
    const callersOf = await callersIn({
      'src/uri.ts': URIS,
      'src/index.ts': "export * from './uri';",
      'src/use.ts': [
        "import { UriUtils } from './uri';",
        'export function resolve(a: string) { return UriUtils.join(a, "x"); }',
      ].join('\n'),
      'src/barrel.ts': [
        "import { UriUtils } from './index';",
        'export function parts(a: string) { return UriUtils.Parts.split(a); }',
      ].join('\n'),
    });
    expect(callersOf('src/uri.ts#UriUtils.join')).toEqual(['src/use.ts#resolve@2 certain import']);
    expect(callersOf('src/uri.ts#UriUtils.Parts.split')).toEqual([
      'src/barrel.ts#parts@2 certain import',
      'src/uri.ts#relative@9 certain same_file',
    ]);
    // Inside the namespace, its own `normalize` is the one called; the module's is not.
    expect(callersOf('src/uri.ts#UriUtils.normalize')).toEqual([
      'src/uri.ts#UriUtils.join@2 certain same_file',
    ]);
    expect(callersOf('src/uri.ts#normalize@8')).toEqual([]);
  });

  it('merged with a function of the same name', async () => {
    const callersOf = await callersIn({
      'src/property.ts': [
        'export function property(name: string) { return name; }',
        'export namespace property {',
        '  export function array(name: string) { return property(name); }',
        '}',
      ].join('\n'),
      'src/model.ts': [
        "import { property } from './property';",
        'export function define() { return [property("a"), property.array("b")]; }',
      ].join('\n'),
    });
    expect(callersOf('src/property.ts#property.array')).toEqual([
      'src/model.ts#define@2 certain import',
    ]);
    expect(callersOf('src/property.ts#property')).toEqual([
      'src/model.ts#define@2 certain import',
      'src/property.ts#property.array@3 certain same_file',
    ]);
  });
});
