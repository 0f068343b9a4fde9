// Two versions of a library side by side declare the same type names (`zod`'s v3 and v4 each
// have a `ZodString`): a name a call returns, which the calling file neither declares nor
// imports, means the declaration of the callee's module, not its namesake in the other folder.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const VERSIONS = {
  'src/v3/types.ts': [
    'export abstract class ZodType<O> {',
    '  safeParse(data: unknown) { return 1; }',
    '  refine(check: unknown) { return this; }',
    '}',
    'export class ZodString extends ZodType<string> {',
    '  min(n: number) { return this.addCheck(n); }',
    '  addCheck(n: number): ZodString { return new ZodString(); }',
    '}',
    'export function string(): ZodString { return new ZodString(); }',
  ].join('\n'),
  'src/v3/index.ts': "export * from './types.js';",
  'src/v4/schemas.ts': [
    'export interface ZodType<O> { safeParse(data: unknown): number; refine(check: unknown): this }',
    'export interface _ZodType extends ZodType<unknown> {}',
    'export interface ZodString extends _ZodType { min(n: number): this }',
    'export const ZodString = (def: unknown): ZodString => make(def);',
    'declare function make(def: unknown): ZodString;',
    'export function string(): ZodString { return ZodString({}); }',
  ].join('\n'),
  'src/v4/index.ts': "export * from './schemas.js';",
};

const USES = [
  'const schema = z.string();',
  'export function parse() { return schema.safeParse(1); }',
  'export function chained() { return z.string().min(1).refine(() => true); }',
].join('\n');

describe("a type named by a call's return", () => {
  it("is the one the callee's module declares, not a namesake of another folder", async () => {
    const callersOf = await callersIn({
      ...VERSIONS,
      'src/v3/tests/use.test.ts': `import * as z from '../index.js';\n${USES}`,
      'src/v4/tests/use.test.ts': `import * as z from '../index.js';\n${USES}`,
    });
    expect(callersOf('src/v3/types.ts#ZodType.safeParse')).toEqual([
      'src/v3/tests/use.test.ts#parse@3 likely type',
    ]);
    expect(callersOf('src/v3/types.ts#ZodString.min')).toEqual([
      'src/v3/tests/use.test.ts#chained@4 likely type',
    ]);
    expect(callersOf('src/v3/types.ts#ZodType.refine')).toEqual([
      'src/v3/tests/use.test.ts#chained@4 likely type',
    ]);
  });
});
