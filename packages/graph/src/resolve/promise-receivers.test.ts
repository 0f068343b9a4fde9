// A value written with an alias of a union of a type and a Promise of it (`type PromiseOrValue<T> = T
// | Promise<T>`) may be the Promise: its `then` is what the repository's Promise classes override.
// A class implementing only `PromiseLike` is no Promise: a Promise's `then` does not reach it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const PROMISES = [
  'export interface Options { path: string }',
  'export type PromiseOrValue<T> = T | Promise<T>;',
  'export class ApiPromise<T> extends Promise<T> {',
  '  override then<A = T, B = never>(',
  '    onfulfilled?: ((value: T) => A | PromiseLike<A>) | null,',
  '    onrejected?: ((reason: unknown) => B | PromiseLike<B>) | null,',
  '  ): Promise<A | B> {',
  '    return super.then(onfulfilled, onrejected);',
  '  }',
  '}',
  'export class Deferred { then(run: () => void) { run(); } }',
  'export class Trigger<T> implements PromiseLike<T> {',
  '  then<A = T, B = never>(onfulfilled?: ((value: T) => A) | null): PromiseLike<A | B> {',
  '    return Promise.resolve(onfulfilled as never);',
  '  }',
  '}',
].join('\n');

describe('receivers written with an alias of a union with a Promise', () => {
  it('reach the then of the repository classes extending Promise, as a Promise of a type does', async () => {
    const callersOf = await callersIn({
      'src/promises.ts': PROMISES,
      'src/client.ts': [
        "import type { Options, PromiseOrValue } from './promises';",
        'export function request(opts: PromiseOrValue<Options>) {',
        "  return 'then' in opts ? opts.then((o) => o.path) : opts.path;",
        '}',
        'export function settle(options: Promise<Options>) {',
        '  return options.then((o) => o.path);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/promises.ts#ApiPromise.then')).toEqual([
      'src/client.ts#request@2 possible dispatch',
      'src/client.ts#settle@5 possible dispatch',
    ]);
    // A class of its own with a `then`, no Promise: not what a Promise's `then` runs.
    expect(callersOf('src/promises.ts#Deferred.then')).toEqual([]);
    expect(callersOf('src/promises.ts#Trigger.then')).toEqual([]);
  });

  it('reach it from a call whose written return type is a Promise of any type', async () => {
    const callersOf = await callersIn({
      'src/promises.ts': PROMISES,
      'src/loader.ts': [
        'type Parsed<T> = { data: T };',
        'export class Loader {',
        '  private parse(): Promise<Parsed<string>> {',
        "    return Promise.resolve({ data: '' });",
        '  }',
        '  load() {',
        '    return this.parse().then((parsed) => parsed.data);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/promises.ts#ApiPromise.then')).toEqual([
      'src/loader.ts#Loader.load@6 possible dispatch',
    ]);
    expect(callersOf('src/promises.ts#Deferred.then')).toEqual([]);
    expect(callersOf('src/promises.ts#Trigger.then')).toEqual([]);
  });

  it('reach it from a Promise the platform makes', async () => {
    const callersOf = await callersIn({
      'src/promises.ts': PROMISES,
      'src/waits.ts': [
        'export function settled(value: string) {',
        '  return Promise.resolve(value).then((v) => v);',
        '}',
        'export function later(ms: number) {',
        '  return new Promise<void>((resolve) => {',
        '    setTimeout(resolve, ms);',
        '  }).then(() => ms);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/promises.ts#ApiPromise.then')).toEqual([
      'src/waits.ts#later@4 possible dispatch',
      'src/waits.ts#settled@1 possible dispatch',
    ]);
    expect(callersOf('src/promises.ts#Deferred.then')).toEqual([]);
    expect(callersOf('src/promises.ts#Trigger.then')).toEqual([]);
  });

  it('reach the classes implementing PromiseLike only from a value written with it', async () => {
    const callersOf = await callersIn({
      'src/promises.ts': PROMISES,
      'src/client.ts': [
        "import type { Options } from './promises';",
        'export function awaited(options: PromiseLike<Options>) {',
        '  return options.then((o) => o.path);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/promises.ts#Trigger.then')).toEqual([
      'src/client.ts#awaited@2 possible dispatch',
    ]);
    expect(callersOf('src/promises.ts#Deferred.then')).toEqual([]);
  });
});
