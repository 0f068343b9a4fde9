// Methods taken as values from `this`: bound (`this.m.bind(this)`) or run (`this.m.call(x)`).
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
});
