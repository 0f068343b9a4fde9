// A function in an object literal passed as a union of option types (`options: Prefix | Infix`,
// each `Base & { parsePrefix: (parser: Parser) => R }`) takes the parameter types the member of the
// union declaring it writes.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('functions of a literal passed as a union of option types', () => {
  it("take the parameter types of the union's member that declares them", async () => {
    const callersOf = await callersIn({
      'src/parslet.ts': [
        'export class Parser {',
        '  readonly baseParser?: Parser;',
        '  parseType() { return 1; }',
        '  parseIntermediate() { return 2; }',
        '}',
        'export class Tokenizer { parseType() { return 3; } parseIntermediate() { return 4; } }',
        'interface BaseOptions { name: string }',
        'type PrefixOptions = BaseOptions & { parsePrefix: (parser: Parser) => number };',
        'type InfixOptions = BaseOptions & { parseInfix: (parser: Parser, left: number) => number };',
        'export type ParsletOptions = PrefixOptions | InfixOptions | (PrefixOptions & InfixOptions);',
        'export function composeParslet(options: ParsletOptions) { return options; }',
      ].join('\n'),
      'src/parslets.ts': [
        "import { composeParslet } from './parslet.js';",
        'export function keyValue() {',
        '  return composeParslet({ name: "keyValue", parsePrefix: (parser) => parser.parseType() });',
        '}',
        'export function field() {',
        '  return composeParslet({',
        '    name: "field",',
        '    parseInfix: (parser, left) => {',
        '      const parent = parser.baseParser ?? parser;',
        '      return parent.parseIntermediate() + left;',
        '    },',
        '  });',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/parslet.ts#Parser.parseType')).toEqual([
      'src/parslets.ts#keyValue@2 likely type',
    ]);
    expect(callersOf('src/parslet.ts#Parser.parseIntermediate')).toEqual([
      'src/parslets.ts#field@5 likely type',
    ]);
    expect(callersOf('src/parslet.ts#Tokenizer.parseType')).toEqual([]);
    expect(callersOf('src/parslet.ts#Tokenizer.parseIntermediate')).toEqual([]);
  });
});
