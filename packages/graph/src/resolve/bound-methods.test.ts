// Methods taken as values from `this` or a typed value: bound (`this.m.bind(this)`,
// `state.start.bind(state)`) or run (`this.m.call(x)`).
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
});
