// An interface that extends one class through `Omit<>` and adds members (`interface Ok<T, E>
// extends Omit<ResultImpl<T, E>, 'error'>`, how true-myth types the variants of its results): a
// value of it, or of a union of such interfaces, has the class's methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const RESULT = [
  'class ResultImpl<T, E> {',
  '  match<A>(matcher: { Ok: (t: T) => A; Err: (e: E) => A }): A {',
  '    return matcher.Ok(this.value as T);',
  '  }',
  '  value?: T;',
  '  error?: E;',
  '}',
  "export interface Ok<T, E> extends Omit<ResultImpl<T, E>, 'error'> { readonly isOk: true }",
  "export interface Err<T, E> extends Omit<ResultImpl<T, E>, 'value'> { readonly isOk: false }",
  'export const Result = ResultImpl;',
  'export type Result<T, E> = Ok<T, E> | Err<T, E>;',
  'export default Result;',
].join('\n');

describe('an interface extending a class through Omit<>', () => {
  it("has the class's methods, alone or in a union", async () => {
    const callersOf = await callersIn({
      'src/result.ts': RESULT,
      'src/variant.ts': [
        "import type { Ok } from './result.js';",
        'export function value(ok: Ok<number, string>) {',
        '  return ok.match({ Ok: (t) => t, Err: () => 0 });',
        '}',
      ].join('\n'),
      'src/union.ts': [
        "import Result from './result.js';",
        'export function either(result: Result<number, string>) {',
        '  return result.match({ Ok: (t) => t, Err: () => 0 });',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/result.ts#ResultImpl.match')).toEqual([
      'src/union.ts#either@2 likely type',
      'src/variant.ts#value@2 likely type',
    ]);
  });
});
