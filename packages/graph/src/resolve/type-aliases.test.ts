// Receivers written with an alias of a named type (`type NodeMap = Map<NodeKey, LexicalNode>`):
// the alias means the type it names.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const NODES = [
  'export class Node { latest() { return this; } }',
  'export class Unrelated { latest() { return 2; } }',
  'export class GenMap<K, V> implements Map<K, V> {',
  '  get(key: K): V | undefined { return undefined; }',
  '}',
  'export type NodeMap = Map<string, Node>;',
].join('\n');

describe('receivers written with an alias of a named type', () => {
  it('types a container read through the alias by what the container holds', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': NODES,
      'src/use.ts': [
        "import type { NodeMap } from './nodes.js';",
        'export function refresh(map: NodeMap, key: string) {',
        '  map.get(key)!.latest();',
        '}',
        'export class State {',
        '  nodes: NodeMap = new Map();',
        '  read(key: string) {',
        '    const node = this.nodes.get(key);',
        '    return node?.latest();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Node.latest')).toEqual([
      'src/use.ts#State.read@7 likely type',
      'src/use.ts#refresh@2 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Unrelated.latest')).toEqual([]);
    // A `Map` may be the repository's class that implements it.
    expect(callersOf('src/nodes.ts#GenMap.get')).toEqual([
      'src/use.ts#State.read@7 possible dispatch',
      'src/use.ts#refresh@2 possible dispatch',
    ]);
  });
});

// `type Middleware = MiddlewareFn | MiddlewareObj`: a value of the alias is a function or an object
// of the interface; a method called on it is the interface's.
const MIDDLEWARE = [
  "import type { Context } from './context.js';",
  'export type MiddlewareFn = (ctx: Context, next: () => Promise<void>) => Promise<void>;',
  'export interface MiddlewareObj { middleware(): MiddlewareFn }',
  'export type Middleware = MiddlewareFn | MiddlewareObj;',
].join('\n');

describe('receivers written with an alias of a union of a function type and an interface', () => {
  it("reaches the interface's implementations, and still types a callback passed as the alias", async () => {
    const callersOf = await callersIn({
      'src/context.ts': 'export class Context { reply(text: string) { return text; } }',
      'src/middleware.ts': MIDDLEWARE,
      'src/composer.ts': [
        "import type { Middleware, MiddlewareFn, MiddlewareObj } from './middleware.js';",
        'export class Composer implements MiddlewareObj {',
        '  constructor(private readonly handlers: Middleware[] = []) {}',
        '  use(...fns: Middleware[]) { this.handlers.push(...fns); return this; }',
        '  middleware(): MiddlewareFn { return async () => {}; }',
        '  static unwrap(handler: Middleware): MiddlewareFn {',
        "    return 'middleware' in handler ? handler.middleware() : handler;",
        '  }',
        '}',
        'export class Router implements MiddlewareObj {',
        '  middleware(): MiddlewareFn { return async () => {}; }',
        '}',
        'export class Unrelated { middleware() { return async () => {}; } }',
      ].join('\n'),
      'src/bot.ts': [
        "import { Composer } from './composer.js';",
        'export function start(bot: Composer) {',
        "  bot.use(async (ctx) => { ctx.reply('hi'); });",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/composer.ts#Composer.middleware')).toEqual([
      'src/composer.ts#Composer.unwrap@6 possible dispatch',
    ]);
    expect(callersOf('src/composer.ts#Router.middleware')).toEqual([
      'src/composer.ts#Composer.unwrap@6 possible dispatch',
    ]);
    expect(callersOf('src/composer.ts#Unrelated.middleware')).toEqual([]);
    expect(callersOf('src/context.ts#Context.reply')).toEqual(['src/bot.ts#start@2 likely type']);
  });
});

describe("callbacks whose parameter is written with a type parameter's name", () => {
  it("types the parameter by the type parameter's constraint", async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export class Context { reply(text: string) { return text; } }',
        'export class Unrelated { reply(text: string) { return text; } }',
      ].join('\n'),
      'src/middleware.ts': [
        "import type { Context } from './context.js';",
        '// `C` is whichever context the bot uses: a Context at least.',
        'export type MiddlewareFn<C extends Context> = (ctx: C, next: () => Promise<void>) => unknown;',
        'export interface MiddlewareObj<C extends Context> { middleware(): MiddlewareFn<C> }',
        'export type Middleware<C extends Context> = MiddlewareFn<C> | MiddlewareObj<C>;',
      ].join('\n'),
      'src/composer.ts': [
        "import type { Context } from './context.js';",
        "import type { Middleware } from './middleware.js';",
        'export class Composer<C extends Context> {',
        '  use(...fns: Middleware<C>[]) { return fns.length; }',
        '  static tap<C extends Context>(fn: (ctx: C) => void) { return fn; }',
        '}',
      ].join('\n'),
      'src/bot.ts': [
        "import { Composer } from './composer.js';",
        "import type { Context } from './context.js';",
        'export function start(bot: Composer<Context>) {',
        "  bot.use(async (ctx) => { ctx.reply('hi'); });",
        "  return Composer.tap((ctx) => ctx.reply('tapped'));",
        '}',
      ].join('\n'),
    });
    // Through the alias's constrained parameter, and through the callee's own constraint.
    expect(callersOf('src/context.ts#Context.reply')).toEqual([
      'src/bot.ts#start@3 likely type',
      'src/bot.ts#start@3 likely type',
    ]);
    expect(callersOf('src/context.ts#Unrelated.reply')).toEqual([]);
  });
});
