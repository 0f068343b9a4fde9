// A registry of object literals (`defineFunction({ handler({ parser }, args) {…} })`, stored in
// `_functions[name] = data`): a call through the registry's element type (`functions[name].handler(
// …)`) reaches each literal's method, and the method's parameters have the types its member's
// function type gives them.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/spec.ts': [
    "import type Parser from './parser.js';",
    'export type Context<NAME extends string = string> = { funcName: NAME; parser: Parser };',
    'export type Handler<NAME extends string = string> = (context: Context<NAME>, args: string[]) => string;',
    'export type Builder = (group: string, options: Options) => string;',
    'export type Spec<NAME extends string = string> = {',
    '  numArgs: number;',
    '  handler: Handler<NAME> | null | undefined;',
    '};',
    'type DefSpec<NAMES extends readonly string[]> = Spec<NAMES[number]> & { builder?: Builder } & {',
    '  names: NAMES;',
    '};',
    'export const _functions: Record<string, Spec> = {};',
    'export default function defineFunction<const NAMES extends readonly string[]>(data: DefSpec<NAMES>) {',
    '  for (const name of data.names) _functions[name] = data;',
    '}',
    'export class Options { havingStyle(style: number): Options { return this; } }',
  ].join('\n'),
  'src/functions.ts': [
    "import { _functions } from './spec.js';",
    'const functions = _functions;',
    'export default functions;',
  ].join('\n'),
  'src/parser.ts': [
    "import functions from './functions.js';",
    "import type { Context } from './spec.js';",
    'export default class Parser {',
    '  parseExpression(): string { return ""; }',
    '  callFunction(name: string, args: string[]): string {',
    '    const context: Context = { funcName: name, parser: this };',
    '    const func = functions[name];',
    '    if (func && func.handler) return func.handler(context, args);',
    '    return "";',
    '  }',
    '}',
  ].join('\n'),
  'src/sqrt.ts': [
    "import defineFunction, { type Builder } from './spec.js';",
    'defineFunction({',
    '  names: ["\\\\sqrt"],',
    '  numArgs: 1,',
    '  handler({ parser }, args) {',
    '    return parser.parseExpression() + args[0];',
    '  },',
    '});',
    'export const builder: Builder = (group, options) => String(options.havingStyle(1));',
  ].join('\n'),
};

describe('object literals registered through a typed parameter', () => {
  it('are reached through the registry and type their methods parameters', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/sqrt.ts#handler@5')).toEqual([
      'src/parser.ts#Parser.callFunction@5 possible dispatch',
    ]);
    expect(callersOf('src/parser.ts#Parser.parseExpression')).toEqual([
      'src/sqrt.ts#handler@5 likely type',
    ]);
    expect(callersOf('src/spec.ts#Options.havingStyle')).toEqual([
      'src/sqrt.ts#builder@9 likely type',
    ]);
  });
});
