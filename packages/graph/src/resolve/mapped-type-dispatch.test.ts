// A mapped type over an interface's keys (`{ [key in keyof IAstPartialMapper]-?: … }`) promises
// that interface's members: a call through it, or through a mapped type over it (a visitor's
// type made from the mapper's), reaches the classes implementing any type made from the interface.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('mapped types over an interface', () => {
  it('dispatch to the classes implementing a type mapped from it', async () => {
    const callersOf = await callersIn({
      'src/mapper.ts': [
        'export interface IPartialMapper {',
        '  statement?(value: string): string;',
        '  expr?(value: string): string;',
        '}',
        'export type IFullMapper = { [key in keyof IPartialMapper]-?: IPartialMapper[key] };',
        'export type IMapper = IFullMapper & { super(): IMapper };',
        'export class DefaultMapper implements IMapper {',
        '  super() { return this; }',
        '  statement(value: string) { return this.expr(value); }',
        '  expr(value: string) { return value; }',
        '}',
        'export class Printer {',
        '  statement(value: string) { return value; }',
        '}',
      ].join('\n'),
      'src/visitor.ts': [
        "import type { IPartialMapper } from './mapper';",
        'type Returning<F, R> = F extends (...args: infer A) => unknown ? (...args: A) => R : never;',
        'export type IPartialVisitor = { [key in keyof IPartialMapper]: Returning<IPartialMapper[key], any> };',
        'export type IFullVisitor = { [key in keyof IPartialVisitor]-?: IPartialVisitor[key] };',
        'export type IVisitor = IFullVisitor & { super(): IVisitor };',
        '// Narrowed: every member returns a string, which no mapper does.',
        'export type IToSql = { readonly [key in keyof IPartialMapper]-?: Returning<IPartialMapper[key], string> };',
      ].join('\n'),
      'src/print.ts': [
        "import type { IMapper } from './mapper';",
        "import type { IToSql, IVisitor } from './visitor';",
        'export function print(m: IVisitor, value: string) { m.statement(value); }',
        'export function sql(s: IToSql, value: string) { return s.statement(value); }',
        'export function map(m: IMapper, value: string) { return m.expr(value); }',
      ].join('\n'),
    });
    expect(callersOf('src/mapper.ts#DefaultMapper.statement')).toEqual([
      'src/print.ts#print@3 possible dispatch',
    ]);
    expect(callersOf('src/mapper.ts#DefaultMapper.expr')).toEqual([
      'src/mapper.ts#DefaultMapper.statement@9 certain this',
      'src/print.ts#map@5 possible dispatch',
    ]);
    // A class implementing no type made from the interface is no mapper.
    expect(callersOf('src/mapper.ts#Printer.statement')).toEqual([]);
  });
});
