// A function held in a class field named by a private name (`#setState = (state) => …`) is no
// caller of its own, as the language service names none: its calls are the class's, as those of
// a field's initializer are. One named by an identifier (`setOptions = (options) => …`) is one.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('functions held in private class fields', () => {
  it("make their calls the class's", async () => {
    const callersOf = await callersIn({
      'src/events.ts':
        'export function emitChange(name: string, value: unknown) { return [name, value]; }',
      'src/batcher.ts': [
        "import { emitChange } from './events.js';",
        'export class Batcher {',
        '  #setState = (state: number): void => {',
        "    emitChange('Batcher', state);",
        '  };',
        '  setOptions = (options: number): void => {',
        "    emitChange('options', options);",
        '  };',
        '  run() {',
        '    this.#setState(1);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/events.ts#emitChange@1')).toEqual([
      'src/batcher.ts#Batcher.setOptions@6 certain import',
      'src/batcher.ts#Batcher@2 certain import',
    ]);
    expect(callersOf('src/batcher.ts#Batcher.#setState@3')).toEqual([
      'src/batcher.ts#Batcher.run@9 certain this',
    ]);
  });
});
