// Receivers whose type is not written at the call: read from what is written elsewhere.
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from '../build.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/** A graph of these files, committed to a fresh repository: each caller of a symbol, sorted. */
async function callersIn(files: Record<string, string>): Promise<(symbol: string) => string[]> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('files', files);
  const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
  return (symbol) =>
    graph
      .callers(symbol)
      .map((caller) => `${caller.caller.id} ${caller.confidence} ${caller.via}`)
      .sort();
}

const SET = [
  'export class ObservableSet<T> implements Set<T> {',
  '  add(value: T) { return this; }',
  '  delete(value: T) { return true; }',
  '}',
  'export class Subject { error(reason: unknown) { return reason; } }',
  'export class Other { error(reason: unknown) { return reason; } }',
].join('\n');

describe('receivers typed by a field they hold', () => {
  it('types a variable holding a field by the type its class or interface declares', async () => {
    const callersOf = await callersIn({
      'src/set.ts': SET,
      'src/use.ts': [
        "import { Subject } from './set.js';",
        'export interface Observable { observers_: Set<string> }',
        'export function remove(observable: Observable, name: string) {',
        '  const observers = observable.observers_;',
        '  observers.delete(name);',
        '}',
        'export class Socket {',
        '  private _output: Subject = new Subject();',
        '  fail(reason: unknown) {',
        '    const observer = this._output;',
        '    observer.error(reason);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/set.ts#ObservableSet.delete')).toEqual([
      'src/use.ts#remove@3 possible dispatch',
    ]);
    expect(callersOf('src/set.ts#Subject.error')).toEqual(['src/use.ts#Socket.fail@9 likely type']);
    expect(callersOf('src/set.ts#Other.error')).toEqual([]);
  });

  it('types `(value.field ??= new Set()).add()` by the assigned field', async () => {
    const callersOf = await callersIn({
      'src/set.ts': SET,
      'src/use.ts': [
        'export interface Observable { observers_?: Set<string> }',
        'export function add(observable: Observable, name: string) {',
        '  (observable.observers_ ??= new Set()).add(name);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/set.ts#ObservableSet.add')).toEqual([
      'src/use.ts#add@2 possible dispatch',
    ]);
  });

  it('types `(value as T)[key].m()` and `(value as T).field.m()` by the field the asserted type declares', async () => {
    const callersOf = await callersIn({
      'src/admin.ts': [
        "export const $mobx = Symbol('mobx');",
        'export class Administration { delete_(key: string) { return key; } }',
        'export class Unrelated { delete_(key: string) { return key; } }',
        'export interface Observable { [$mobx]: Administration; admin: Administration }',
      ].join('\n'),
      'src/use.ts': [
        "import { $mobx, type Observable } from './admin.js';",
        'export function remove(value: unknown, key: string) {',
        '  (value as Observable)[$mobx].delete_(key);',
        '}',
        'export function clear(value: unknown) {',
        "  (value as unknown as Observable).admin.delete_('all');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/admin.ts#Administration.delete_')).toEqual([
      'src/use.ts#clear@5 likely type',
      'src/use.ts#remove@2 likely type',
    ]);
    expect(callersOf('src/admin.ts#Unrelated.delete_')).toEqual([]);
  });
});
