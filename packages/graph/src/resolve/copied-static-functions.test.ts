// A module constant copying a class's static function (`const stringType = ZodString.create`,
// exported as `string`, how zod v3 exports its schema factories): a call of it returns what the
// static function is written to return, wherever the module is re-exported from.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = {
  'src/types.ts': [
    'export abstract class ZodType {',
    '  safeParse(data: unknown) { return 1; }',
    '}',
    'export class ZodString extends ZodType {',
    '  static create = (params?: { coerce?: boolean }): ZodString => {',
    '    return new ZodString();',
    '  };',
    '}',
    'const stringType = ZodString.create;',
    'export { stringType as string };',
  ].join('\n'),
  'src/external.ts': "export * from './types.js';",
};

describe('a constant copying a static function', () => {
  it('returns what the function is written to return, imported or re-exported', async () => {
    const callersOf = await callersIn({
      ...TYPES,
      'src/direct.test.ts': [
        "import { string } from './types.js';",
        'export function direct() { return string().safeParse(1); }',
      ].join('\n'),
      'src/reexported.test.ts': [
        "import * as z from './external.js';",
        'export function reexported() { return z.string().safeParse(1); }',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#ZodType.safeParse')).toEqual([
      'src/direct.test.ts#direct@2 likely type',
      'src/reexported.test.ts#reexported@2 likely type',
    ]);
  });
});
