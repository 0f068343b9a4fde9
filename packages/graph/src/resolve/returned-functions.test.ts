// A function returned from a function whose written return type is a function type (an alias, or
// an alias of a union joining one): its untyped parameters take that type's parameter types —
// middleware factories (`function logger(): Middleware<C> { return (ctx, next) => … }`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export class Context { reply() {} json() {} }',
  'export class Other { reply() {} json() {} }',
  'export type MiddlewareFn<C extends Context> = (ctx: C, next: () => Promise<void>) => Promise<unknown> | void;',
  'export interface MiddlewareObj<C extends Context> { middleware: () => MiddlewareFn<C> }',
  'export type Middleware<C extends Context> = MiddlewareFn<C> | MiddlewareObj<C>;',
  'export type Handler = (c: Context) => void;',
].join('\n');

describe('a returned function typed by the written return type', () => {
  it('types the parameters of a returned arrow or function', async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      'src/use.ts': [
        "import type { Context, Handler, Middleware, MiddlewareFn } from './types.js';",
        'export function reply(): MiddlewareFn<Context> { return (ctx) => ctx.reply(); }',
        'export function logger<C extends Context>(): Middleware<C> {',
        '  return async (ctx, next) => { ctx.json(); await next(); };',
        '}',
        'export const handler = (): Handler => (c) => c.json();',
        'export const named = (): Handler => { return function inner(c) { c.reply(); }; };',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#Context.reply')).toEqual([
      'src/use.ts#named.inner@7 likely type',
      'src/use.ts#reply@2 likely type',
    ]);
    expect(callersOf('src/types.ts#Context.json')).toEqual([
      'src/use.ts#handler@6 likely type',
      'src/use.ts#logger@3 likely type',
    ]);
    for (const method of ['reply', 'json'])
      expect(callersOf(`src/types.ts#Other.${method}`)).toEqual([]);
  });
});
