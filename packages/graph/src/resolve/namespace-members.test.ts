// Classes named through a namespace import (`import * as Errors from './core/error'`):
// `new Errors.APIError()`, `Errors.APIError.generate()`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const ERRORS = [
  'export class OpenAIError extends Error {}',
  'export class APIError extends OpenAIError {',
  '  static generate(status: number) { return status; }',
  '  generate() { return 0; }',
  '}',
  'export class Other { static generate() { return 1; } }',
].join('\n');

describe('a namespace import', () => {
  it('names the classes it constructs and whose static methods it calls', async () => {
    const callersOf = await callersIn({
      'src/core/error.ts': ERRORS,
      'src/client.ts': [
        "import * as Errors from './core/error';",
        'export function fail(): never { throw new Errors.OpenAIError("x"); }',
        'export function status(code: number) { return Errors.APIError.generate(code); }',
      ].join('\n'),
    });
    expect(callersOf('src/core/error.ts#OpenAIError')).toEqual([
      'src/client.ts#fail@2 certain import',
    ]);
    expect(callersOf('src/core/error.ts#APIError.generate')).toEqual([
      'src/client.ts#status@3 likely import',
    ]);
    expect(callersOf('src/core/error.ts#Other.generate')).toEqual([]);
  });
});
