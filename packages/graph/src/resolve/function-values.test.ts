// Functions named as values: the function that names one depends on it as on one it calls — when
// `removeAllMutably` changes, what `createAdapter` builds with it changes too.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('functions named as values', () => {
  it('links a function named in an object, a return, a default, an operand or an array', async () => {
    const callersOf = await callersIn({
      'src/operations.ts': [
        'export function removeAllMutably(state: string[]) { state.length = 0; }',
        'export function noop() {}',
        'export function defaultErrorHandler(error: unknown) { return error; }',
        'export function selectSelf(state: string[]) { return state; }',
        'export function addToEnd(items: string[], item: string) { return [...items, item]; }',
        'export function addToStart(items: string[], item: string) { return [item, ...items]; }',
      ].join('\n'),
      'src/adapter.ts': [
        'import {',
        '  addToEnd, addToStart, defaultErrorHandler, noop, removeAllMutably, selectSelf,',
        "} from './operations.js';",
        'export function createAdapter(onDone?: () => void) {',
        '  return { removeAll: removeAllMutably, done: onDone || noop };',
        '}',
        'export function listen({ onError = defaultErrorHandler } = {}) { return onError; }',
        'export function selector(select: (state: string[]) => string[] = selectSelf) { return select; }',
        'export function adder(previous: boolean) { return previous ? addToStart : addToEnd; }',
        'export function all() { return [noop, selectSelf]; }',
        'export function exported() { return { noop }; }',
      ].join('\n'),
    });
    expect(callersOf('src/operations.ts#removeAllMutably')).toEqual([
      'src/adapter.ts#createAdapter@4 certain import',
    ]);
    expect(callersOf('src/operations.ts#noop')).toEqual([
      'src/adapter.ts#all@10 certain import',
      'src/adapter.ts#createAdapter@4 certain import',
      'src/adapter.ts#exported@11 certain import',
    ]);
    expect(callersOf('src/operations.ts#defaultErrorHandler')).toEqual([
      'src/adapter.ts#listen@7 certain import',
    ]);
    expect(callersOf('src/operations.ts#selectSelf')).toEqual([
      'src/adapter.ts#all@10 certain import',
      'src/adapter.ts#selector@8 certain import',
    ]);
    expect(callersOf('src/operations.ts#addToStart')).toEqual([
      'src/adapter.ts#adder@9 certain import',
    ]);
    expect(callersOf('src/operations.ts#addToEnd')).toEqual([
      'src/adapter.ts#adder@9 certain import',
    ]);
  });

  it('links a handler named in a JSX attribute, and not a local value of the same name', async () => {
    const callersOf = await callersIn({
      'src/handlers.ts': 'export function handleClick() { return 1; }\n',
      'src/button.tsx': [
        "import { handleClick } from './handlers.js';",
        'export function Button() { return <button onClick={handleClick}>go</button>; }',
        'export function Other() {',
        '  const handleClick = () => 2;',
        '  return { handleClick };',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/handlers.ts#handleClick')).toEqual([
      'src/button.tsx#Button@2 certain import',
    ]);
  });

  it("links classes and functions read off a namespace import in an array, not a value's fields", async () => {
    const callersOf = await callersIn({
      'src/temporal.ts': [
        'export class Instant { epoch() { return 0; } }',
        'export class PlainDate { day() { return 1; } }',
        'export function now() { return new Instant(); }',
        'export class Settings { instant() { return 2; } }',
      ].join('\n'),
      'src/index.ts': [
        "import * as Temporal from './temporal.js';",
        'export function types() {',
        '  return [Temporal.Instant, Temporal.PlainDate, Temporal.now];',
        '}',
        'export function options(settings: { instant: number }) {',
        '  return [settings.instant];',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/temporal.ts#Instant')).toEqual([
      'src/index.ts#types@2 certain import',
      'src/temporal.ts#now@3 certain same_file',
    ]);
    expect(callersOf('src/temporal.ts#PlainDate')).toEqual(['src/index.ts#types@2 certain import']);
    expect(callersOf('src/temporal.ts#now')).toEqual(['src/index.ts#types@2 certain import']);
    expect(callersOf('src/temporal.ts#Settings.instant')).toEqual([]);
  });

  it('links a function or class assigned by ??=, ||= or &&=', async () => {
    const callersOf = await callersIn({
      'src/inspect.ts': [
        'export function defaultInspect(value: unknown) { return String(value); }',
        'export class FramesOnlyController {}',
        'export function unrelated() {}',
        'export function describe(value: unknown, inspect?: (value: unknown) => string) {',
        '  inspect ??= defaultInspect;',
        '  return inspect(value);',
        '}',
        'export function configure(config: { controller?: unknown }) {',
        '  config.controller ||= FramesOnlyController;',
        '  return config;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/inspect.ts#defaultInspect')).toEqual([
      'src/inspect.ts#describe@4 certain same_file',
    ]);
    expect(callersOf('src/inspect.ts#FramesOnlyController')).toEqual([
      'src/inspect.ts#configure@8 certain same_file',
    ]);
    expect(callersOf('src/inspect.ts#unrelated')).toEqual([]);
  });
});
