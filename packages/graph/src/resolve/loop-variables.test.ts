// Loop variables (`for (const handler of this.handlers)`): an element of what the loop iterates.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const HANDLERS = [
  'export class Handler { run(request: string) { return request; } }',
  'export class Other { run() { return 0; } }',
].join('\n');

describe('loop variables of for…of', () => {
  it("are typed by what a field, a typed variable or a typed value's field holds", async () => {
    const callersOf = await callersIn({
      'src/handlers.ts': HANDLERS,
      'src/server.ts': [
        "import type { Handler } from './handlers.js';",
        'export interface Options { handlers: Handler[] }',
        'export class Server {',
        '  private handlers: Array<Handler> = [];',
        '  handle(request: string) {',
        '    for (const handler of this.handlers) handler.run(request);',
        '  }',
        '}',
        'export function each(list: Handler[], request: string) {',
        '  for (const handler of list) handler.run(request);',
        '}',
        'export function fromOptions(options: Options) {',
        '  for (const handler of options.handlers) handler.run("x");',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/handlers.ts#Handler.run')).toEqual([
      'src/server.ts#Server.handle@5 likely type',
      'src/server.ts#each@9 likely type',
      'src/server.ts#fromOptions@12 likely type',
    ]);
    expect(callersOf('src/handlers.ts#Other.run')).toEqual([]);
  });

  it('are typed by a field written with a type and constructed, or a variable holding a field', async () => {
    const callersOf = await callersIn({
      'src/handlers.ts': HANDLERS,
      'src/queue.ts': [
        "import type { Handler } from './handlers.js';",
        'export class Queue {',
        '  private pending: Handler[] = [];',
        '  private waiting: Set<Handler> = new Set();',
        '  flush(request: string) {',
        '    const local = this.pending;',
        '    this.pending = [];',
        '    for (const handler of local) handler.run(request);',
        '  }',
        '  pick(request: string) {',
        '    const copy = this.waiting;',
        '    this.waiting = new Set();',
        '    for (const handler of copy) handler.run(request);',
        '  }',
        '  drain(request: string) {',
        '    for (const handler of this.waiting) handler.run(request);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/handlers.ts#Handler.run')).toEqual([
      'src/queue.ts#Queue.drain@15 likely type',
      'src/queue.ts#Queue.flush@5 likely type',
      'src/queue.ts#Queue.pick@10 likely type',
    ]);
    expect(callersOf('src/handlers.ts#Other.run')).toEqual([]);
  });

  it("are typed by a container's values() or a filtered copy", async () => {
    const callersOf = await callersIn({
      'src/handlers.ts': HANDLERS,
      'src/registry.ts': [
        "import type { Handler } from './handlers.js';",
        'export class Registry {',
        '  private byName: Map<string, Handler> = new Map();',
        '  private list: Handler[] = [];',
        '  all(request: string) {',
        '    for (const handler of this.byName.values()) handler.run(request);',
        '  }',
        '  some(request: string) {',
        '    for (const handler of this.list.filter(Boolean)) handler.run(request);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/handlers.ts#Handler.run')).toEqual([
      'src/registry.ts#Registry.all@5 likely type',
      'src/registry.ts#Registry.some@8 likely type',
    ]);
    expect(callersOf('src/handlers.ts#Other.run')).toEqual([]);
  });
});
