// A variable of a class's method read inside an object literal's method written there (`const
// engine = this.engine`, then `new WritableStream({ async write(t) { engine.send(t) } })`) holds
// what it held in the method: its `this` is the class's instance, not the literal.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('bindings of a method read in an object literal written in it', () => {
  it("keep the method's this", async () => {
    const callersOf = await callersIn({
      'src/engine.ts': [
        'export class Engine { send(text: string) {} }',
        'export class Other { send(text: string) {} }',
      ].join('\n'),
      'src/streams.ts': [
        "import { Engine } from './engine';",
        'export class StreamManager {',
        '  constructor(private readonly engine: Engine) {}',
        '  stream() {',
        '    const engine = this.engine;',
        '    return new WritableStream<string>({',
        '      async write(text) {',
        '        engine.send(text);',
        '      },',
        '    });',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/engine.ts#Engine.send')).toEqual([
      'src/streams.ts#StreamManager.stream.write@7 likely type',
    ]);
    expect(callersOf('src/engine.ts#Other.send')).toEqual([]);
  });
});
