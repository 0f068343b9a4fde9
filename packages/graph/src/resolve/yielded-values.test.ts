// A class or function yielded (`const registry = yield* Registry`, an effect reading the service a
// tag class stands for) is named as a value, as one returned is: the function yielding it depends
// on it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('classes and functions yielded', () => {
  it('are values of the generator yielding them, by name or through a namespace', async () => {
    const callersOf = await callersIn({
      'src/registry.ts': [
        'export class Registry {',
        '  *[Symbol.iterator]() { return yield this; }',
        '}',
        'export function defaultHandler() { return 1; }',
      ].join('\n'),
      'src/log.ts': [
        "import * as Services from './registry.js';",
        "import { Registry, defaultHandler } from './registry.js';",
        'export function* make() {',
        '  const registry = yield* Registry;',
        '  const again = yield* Services.Registry;',
        '  yield defaultHandler;',
        '  return [registry, again];',
        '}',
        'export function* unrelated() {',
        '  yield 1;',
        '}',
      ].join('\n'),
    });
    // Once for each yield: by its name, and through the namespace.
    expect(callersOf('src/registry.ts#Registry@1')).toEqual([
      'src/log.ts#make@3 certain import',
      'src/log.ts#make@3 certain import',
    ]);
    expect(callersOf('src/registry.ts#defaultHandler@4')).toEqual([
      'src/log.ts#make@3 certain import',
    ]);
  });
});
