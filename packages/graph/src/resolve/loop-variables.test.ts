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
});
