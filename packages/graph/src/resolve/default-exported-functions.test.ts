// An anonymous function a module exports as its default (`export default function (server, ctx)
// {…}`) is a function named `default`: its calls are its own, not its module's, and a call of the
// default import reaches it. An arrow function exported so is an expression whose calls are its
// module's, as the compiler's call hierarchy has them.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('an anonymous function exported as a default', () => {
  it('is a caller of its own and is called through its default import; an arrow is not', async () => {
    const callersOf = await callersIn({
      'src/util.ts': 'export function helper(x: string) { return x; }',
      'src/route.ts': [
        "import { helper } from './util.js';",
        'export default function (server: string, ctx: number) {',
        '  return helper(server);',
        '}',
      ].join('\n'),
      'src/arrow.js': [
        "import { helper } from './util.js';",
        'export default async (server) => {',
        '  return helper(server);',
        '};',
      ].join('\n'),
      'src/index.ts': [
        "import route from './route.js';",
        "import arrow from './arrow.js';",
        "export function mount() { route('a', 1); return arrow('b'); }",
      ].join('\n'),
    });
    expect(callersOf('src/util.ts#helper')).toEqual([
      'file:src/arrow.js certain import',
      'src/route.ts#default@2 certain import',
    ]);
    expect(callersOf('src/route.ts#default')).toEqual(['src/index.ts#mount@3 certain import']);
  });
});
