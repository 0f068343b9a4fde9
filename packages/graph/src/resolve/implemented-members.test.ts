// An object literal's functions whose untyped parameters take their types from what the literal
// implements: a written type (annotation, `satisfies`, a function's return type) or the parameter
// type of the call it is passed to.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export class Context { emit() {} close() {} }',
  'export class Doc { render() { return ""; } title() { return ""; } }',
  'export class Other { emit() {} close() {} render() { return ""; } title() { return ""; } }',
  'export type OnClose = (ctx: Context) => void;',
  'export interface Handlers {',
  '  onEvent: (ctx: Context) => void;',
  '  format(d: Doc): string;',
  '  onClose?: OnClose;',
  '}',
  'export function register(handlers: Handlers) { return handlers; }',
  'export function configure(options: { run(ctx: Context): void; fmt: (d: Doc) => string }) {',
  '  return options;',
  '}',
].join('\n');

const IMPORTS = "import { configure, register, type Handlers } from './types.js';";

describe("an object literal's functions typed by what the literal implements", () => {
  it('types a property holding a function by the variable, `satisfies`, or an alias', async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      'src/use.ts': [
        IMPORTS,
        'export const handlers: Handlers = {',
        '  onEvent: (ctx) => ctx.emit(),',
        '  format: function (d) { return d.render(); },',
        '  onClose: (ctx) => ctx.close(),',
        '};',
        'export const checked = { onEvent(ctx) { ctx.close(); }, format: (d) => d.title() } satisfies Handlers;',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#Context.emit')).toEqual(['file:src/use.ts likely type']);
    expect(callersOf('src/types.ts#Doc.render')).toEqual(['file:src/use.ts likely type']);
    expect(callersOf('src/types.ts#Context.close')).toEqual([
      'file:src/use.ts likely type',
      'src/use.ts#onEvent@7 likely type',
    ]);
    expect(callersOf('src/types.ts#Doc.title')).toEqual(['file:src/use.ts likely type']);
    for (const method of ['emit', 'close', 'render', 'title'])
      expect(callersOf(`src/types.ts#Other.${method}`)).toEqual([]);
  });

  it("types a returned literal's functions by the function's return type", async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      'src/use.ts': [
        IMPORTS,
        'export function make(): Handlers {',
        '  return { onEvent: (ctx) => ctx.emit(), format(d) { return d.title(); } };',
        '}',
        'export const arrow = (): Handlers => ({ onEvent(ctx) { ctx.close(); }, format: (d) => d.render() });',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#Context.emit')).toEqual(['src/use.ts#make@2 likely type']);
    expect(callersOf('src/types.ts#Doc.title')).toEqual(['src/use.ts#make.format@3 likely type']);
    expect(callersOf('src/types.ts#Context.close')).toEqual([
      'src/use.ts#arrow.onEvent@5 likely type',
    ]);
    expect(callersOf('src/types.ts#Doc.render')).toEqual(['src/use.ts#arrow@5 likely type']);
  });

  it("types a literal passed to a call by the callee's written parameter type", async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      'src/use.ts': [
        IMPORTS,
        'export function setup() {',
        '  register({ onEvent(ctx) { ctx.emit(); }, format: (d) => d.title() });',
        '  configure({ run(ctx) { ctx.close(); }, fmt: (d) => d.render() });',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#Context.emit')).toEqual([
      'src/use.ts#setup.onEvent@3 likely type',
    ]);
    expect(callersOf('src/types.ts#Doc.title')).toEqual(['src/use.ts#setup@2 likely type']);
    expect(callersOf('src/types.ts#Context.close')).toEqual(['src/use.ts#setup.run@4 likely type']);
    expect(callersOf('src/types.ts#Doc.render')).toEqual(['src/use.ts#setup@2 likely type']);
  });

  it("types a parameter written with a function type's own type parameter by its constraint", async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      'src/use.ts': [
        "import type { Context } from './types.js';",
        'export interface Config { include: <T extends Context>(node: T) => void }',
        'export const config: Config = { include: (node) => node.emit() };',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#Context.emit')).toEqual(['file:src/use.ts likely type']);
  });
});
