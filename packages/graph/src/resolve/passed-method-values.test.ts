// A method passed as a value, read off a class's prototype (`withCallback(Server.prototype.resume)`,
// at a module's top too) or off a typed field of `this` (`callbackify(this.engine.browse)`): what
// receives it depends on that method as on a call of it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a method passed as a value', () => {
  it("read off a prototype or a typed field of `this` is the class's method", async () => {
    const callersOf = await callersIn({
      'src/engine.ts': [
        'export class Engine { async browse(nodes: string[]) { return nodes; } }',
        'export class Other { async browse(nodes: string[]) { return nodes; } }',
      ].join('\n'),
      'src/server.ts': [
        "import { callbackify } from 'node:util';",
        "import { withCallback } from 'node-opcua-utils';",
        "import { Engine } from './engine';",
        'export class Server {',
        '  engine = new Engine();',
        '  async resume(): Promise<void> {}',
        '  browseAll(nodes: string[]) {',
        '    return callbackify(this.engine.browse).bind(this.engine)(nodes, () => {});',
        '  }',
        '}',
        'Server.prototype.resume = withCallback(Server.prototype.resume);',
      ].join('\n'),
    });
    expect(callersOf('src/engine.ts#Engine.browse')).toEqual([
      'src/server.ts#Server.browseAll@7 likely type',
    ]);
    expect(callersOf('src/engine.ts#Other.browse')).toEqual([]);
    expect(callersOf('src/server.ts#Server.resume@6')).toEqual([
      'file:src/server.ts certain import',
    ]);
  });
});
