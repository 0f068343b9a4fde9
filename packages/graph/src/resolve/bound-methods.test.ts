// Methods taken as values from `this` or a typed value: bound (`this.m.bind(this)`,
// `state.start.bind(state)`) or run (`this.m.call(x)`); and functions run with a `this` of the
// caller's choosing (`compileSchema.call(this, env)`), unless a namespace merged with the function
// declares that method (`getOrder.call(…)` with `namespace getOrder { function call(…) }`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('methods taken from `this` as values', () => {
  it('links `this.m.bind(this)`, `.call()` and `.apply()` to the method of the class or its base', async () => {
    const callersOf = await callersIn({
      'src/observer.ts': [
        'export class Observer {',
        '  refetch() { return 1; }',
        '  constructor() {',
        '    this.refetch = this.refetch.bind(this);',
        '  }',
        '}',
        'export class PageObserver extends Observer {',
        '  fetchPage() { return 2; }',
        '  run(page: number) {',
        '    return this.fetchPage.call(this) + this.refetch.apply(this, [page]);',
        '  }',
        '}',
        'export class Unrelated { refetch() { return 3; } fetchPage() { return 4; } }',
        'export class Client { call(request: string) { return request; } }',
        'export class Caller {',
        '  private client: Client = new Client();',
        "  send() { return this.client.call('ping'); }",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/observer.ts#Client.call')).toEqual([
      'src/observer.ts#Caller.send@17 likely type',
    ]);
    expect(callersOf('src/observer.ts#Observer.refetch')).toEqual([
      'src/observer.ts#Observer.constructor@3 certain this',
      'src/observer.ts#PageObserver.run@9 certain this',
    ]);
    expect(callersOf('src/observer.ts#PageObserver.fetchPage')).toEqual([
      'src/observer.ts#PageObserver.run@9 certain this',
    ]);
    expect(callersOf('src/observer.ts#Unrelated.refetch')).toEqual([]);
    expect(callersOf('src/observer.ts#Unrelated.fetchPage')).toEqual([]);
  });

  it("links `value.m.bind(value)` and `value.m.call(x)` to the method of the value's type", async () => {
    const callersOf = await callersIn({
      'src/state.ts': [
        'export class ReplicationState { start() { return 1; } cancel() { return 2; } }',
        'export class Unrelated { start() { return 3; } cancel() { return 4; } }',
        'export interface Instance { close(): void; }',
        'export class MemoryInstance implements Instance { close() {} }',
        'export class Client { call(request: string) { return request; } }',
        'export class Holder { client: Client = new Client(); }',
      ].join('\n'),
      'src/wrap.ts': [
        "import type { Holder, Instance, ReplicationState } from './state.js';",
        'export function wrap(state: ReplicationState, instance: Instance, holder: Holder) {',
        '  const startBefore = state.start.bind(state);',
        '  const closeBefore = instance.close.bind(instance);',
        "  return [startBefore, closeBefore, state.cancel.call(state), holder.client.call('x')];",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/state.ts#ReplicationState.start')).toEqual([
      'src/wrap.ts#wrap@2 likely type',
    ]);
    expect(callersOf('src/state.ts#ReplicationState.cancel')).toEqual([
      'src/wrap.ts#wrap@2 likely type',
    ]);
    expect(callersOf('src/state.ts#MemoryInstance.close')).toEqual([
      'src/wrap.ts#wrap@2 possible dispatch',
    ]);
    // A field holding a value whose own `call` is meant.
    expect(callersOf('src/state.ts#Client.call')).toEqual(['src/wrap.ts#wrap@2 likely type']);
    expect(callersOf('src/state.ts#Unrelated.start')).toEqual([]);
    expect(callersOf('src/state.ts#Unrelated.cancel')).toEqual([]);
  });

  it('links `f.call(this, x)`, `f.apply(this, args)` and `f.bind(this)` to the function `f`', async () => {
    const callersOf = await callersIn({
      'src/compile.ts': [
        "import type { Ajv } from './core.js';",
        'export function compileSchema(this: Ajv, schema: string) { return this.cache(schema); }',
        'export default function compileParser(this: Ajv, schema: string) { return schema; }',
        'export function call(schema: string) { return schema; }',
        'export function Options() { return {}; }',
        'export const Schema = { bind: (key: string) => key };',
      ].join('\n'),
      'src/core.ts': [
        "import compileParser, { compileSchema, Options, Schema } from './compile.js';",
        'export class Ajv {',
        '  cache(schema: string) { return schema; }',
        '  compile(schema: string) { return compileSchema.call(this, schema); }',
        '  parser(schema: string) { return compileParser.apply(this, [schema]); }',
        '  bound() { return getSchema.bind(this); }',
        '  other(run: (schema: string) => string) { return run.call(this, "x"); }',
        "  keyed() { return Schema.bind('k') + Options.call(undefined); }",
        '}',
        'function getSchema(this: Ajv, key: string) { return key; }',
      ].join('\n'),
    });
    expect(callersOf('src/compile.ts#compileSchema')).toEqual([
      'src/core.ts#Ajv.compile@4 certain import',
    ]);
    expect(callersOf('src/compile.ts#compileParser')).toEqual([
      'src/core.ts#Ajv.parser@5 certain import',
    ]);
    expect(callersOf('src/core.ts#getSchema')).toEqual([
      'src/core.ts#Ajv.bound@6 certain same_file',
    ]);
    // `run` is a parameter: no function of the module, whatever its own method is named.
    expect(callersOf('src/compile.ts#call')).toEqual([]);
    // `Options.call(…)`, `Schema.bind(…)`: a capitalised name reads as a class's or namespace's own
    // method, not a function run with a chosen `this`.
    expect(callersOf('src/compile.ts#Options')).toEqual([]);
  });

  it('leaves `f.call(x)` to the `call` of a namespace merged with `f`', async () => {
    const callersOf = await callersIn({
      'src/order.ts': [
        'export async function getOrder(id: string) {',
        '  return { ...getOrder.call({ id }) };',
        '}',
        'export namespace getOrder {',
        '  export function call(args: { id: string }) { return { to: args.id }; }',
        '}',
      ].join('\n'),
      'src/verify.ts': [
        "import { getOrder } from './order';",
        'export function verify(id: string) {',
        '  return getOrder.call({ id }).to === id;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/order.ts#getOrder.call')).toEqual([
      'src/order.ts#getOrder@1 certain same_file',
      'src/verify.ts#verify@2 certain import',
    ]);
    expect(callersOf('src/order.ts#getOrder@1')).toEqual([]);
  });
});
