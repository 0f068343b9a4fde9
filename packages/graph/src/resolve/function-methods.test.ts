// `call`, `apply` and `bind` on a function the file declares or imports, or on a method read off a
// class's prototype, are Function's own: no dispatch to the repository's methods of those names.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("Function's own methods", () => {
  it('on a declared function or a prototype method reach no interface implementation', async () => {
    const callersOf = await callersIn({
      'src/accessor.ts': [
        'export interface IAccessor { call(context: unknown, methods: unknown[]): Promise<void> }',
        'export class Accessor implements IAccessor {',
        '  async call(context: unknown, methods: unknown[]) {}',
        '}',
        'export function applyFilter(this: unknown, value: number) { return value > 0; }',
      ].join('\n'),
      'src/server.ts': [
        "import { applyFilter } from './accessor';",
        'function ownFilter(this: unknown, value: number) { return value > 1; }',
        'export class BaseServer { shutdown(done: () => void) { done(); } }',
        'export class Server extends BaseServer {',
        '  record(value: number) {',
        '    return applyFilter.call(this, value) && ownFilter.apply(this, [value]);',
        '  }',
        '  shutdown(done: () => void) {',
        '    BaseServer.prototype.shutdown.call(this, done);',
        '  }',
        '  run(other) {',
        '    other.call(1, []);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/accessor.ts#Accessor.call')).toEqual([
      'src/server.ts#Server.run@11 possible dispatch',
    ]);
  });
});
