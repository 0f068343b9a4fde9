// A variable of a function's own body read by a function nested in it: the nested function runs
// later, so the variable is typed even where it is written after the nested function.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("variables of an enclosing function's body", () => {
  it('types a variable written after the nested function reading it, not one of a block within the body', async () => {
    const callersOf = await callersIn({
      'src/dispatch.ts': [
        'export class Dispatcher<A, B> { dispatch(input: A): B { return input as unknown as B; } }',
        'export class Other { dispatch(input: string) { return input; } }',
      ].join('\n'),
      'src/codec.ts': [
        "import { Dispatcher, Other } from './dispatch.js';",
        'export function makeCodec() {',
        '  const codec = {',
        '    decode(encoded: string) { return dispatcher.dispatch(encoded); },',
        '  };',
        '  const dispatcher = new Dispatcher<',
        '    string,',
        '    number',
        '  >();',
        '  return codec;',
        '}',
        'export function later(flag: boolean) {',
        '  const run = () => scoped.dispatch("a");',
        '  if (flag) {',
        '    const scoped = new Other();',
        '    return scoped;',
        '  }',
        '  return run;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/dispatch.ts#Dispatcher.dispatch')).toEqual([
      'src/codec.ts#makeCodec.decode@4 likely type',
    ]);
    // `scoped` is visible in its block only: `run` cannot read it.
    expect(callersOf('src/dispatch.ts#Other.dispatch')).toEqual([]);
  });
});
