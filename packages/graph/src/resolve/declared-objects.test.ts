// Object literals given a type by their variable (`const def: KeywordDefinition = { code(cxt) {} }`):
// their methods' untyped parameters have the types the declared type's member writes.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const KEYWORDS = [
  'export class CodeGen { if(condition: string) { return this; } }',
  'export class KeywordCxt {',
  '  readonly gen: CodeGen = new CodeGen();',
  '  error(message: string) { return message; }',
  '}',
  'export class Unrelated { if(condition: string) { return condition; } error() { return 1; } }',
  'interface BaseDefinition { keyword: string }',
  'export interface CodeDefinition extends BaseDefinition {',
  '  code: (cxt: KeywordCxt, ruleType?: string) => void',
  '}',
  'export interface MacroDefinition extends BaseDefinition { macro(schema: unknown): object }',
  'export type Definition = CodeDefinition | MacroDefinition;',
  'export type AddedDefinition = Definition & { type: string[] };',
].join('\n');

describe('methods of an object literal typed by its variable', () => {
  it("types an untyped parameter by the declared type's member, through destructuring", async () => {
    const callersOf = await callersIn({
      'src/keywords.ts': KEYWORDS,
      'src/required.ts': [
        "import type { CodeDefinition } from './keywords.js';",
        'const def: CodeDefinition = {',
        '  keyword: "required",',
        '  code(cxt) {',
        '    const { gen } = cxt;',
        '    gen.if("x");',
        '    cxt.error("missing");',
        '  },',
        '};',
        'export default def;',
      ].join('\n'),
    });
    expect(callersOf('src/keywords.ts#CodeGen.if')).toEqual(['src/required.ts#code@4 likely type']);
    expect(callersOf('src/keywords.ts#KeywordCxt.error')).toEqual([
      'src/required.ts#code@4 likely type',
    ]);
    expect(callersOf('src/keywords.ts#Unrelated.if')).toEqual([]);
  });

  it("reaches the literal's method through its declared type and an alias joining it", async () => {
    const callersOf = await callersIn({
      'src/keywords.ts': KEYWORDS,
      'src/required.ts': [
        "import type { CodeDefinition } from './keywords.js';",
        'export const def: CodeDefinition = {',
        '  keyword: "required",',
        '  code(cxt) { cxt.error("missing"); },',
        '};',
      ].join('\n'),
      'src/validate.ts': [
        "import { KeywordCxt, type AddedDefinition } from './keywords.js';",
        'export function keywordCode(def: AddedDefinition) {',
        '  if ("code" in def) def.code(new KeywordCxt());',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/required.ts#code')).toEqual([
      'src/validate.ts#keywordCode@2 possible dispatch',
    ]);
  });
});

describe('methods of an object literal assigned into a record', () => {
  it('implement the type the record holds, written as a mapped type, an index signature or a Record', async () => {
    const callersOf = await callersIn({
      'src/calendar.ts': [
        "export type CalendarId = 'iso8601' | 'gregory' | 'japanese';",
        'export interface CalendarImpl { isoToDate(date: string): number; }',
        'type CalendarImplementations = { [k in CalendarId]: CalendarImpl };',
        'const impl: CalendarImplementations = {} as unknown as CalendarImplementations;',
        "impl['iso8601'] = {",
        '  isoToDate(date) { return date.length; },',
        '};',
        'const helpers: Record<string, CalendarImpl> = {};',
        'helpers.gregory = { isoToDate(date) { return 0; } };',
        'const others: { [id: string]: CalendarImpl } = {};',
        'others.japanese = { isoToDate(date) { return 2; } };',
        'const unrelated: Record<string, unknown> = {};',
        'unrelated.other = { isoToDate(date: string) { return 1; } };',
        'export function calendarImpl(id: CalendarId): CalendarImpl { return impl[id]; }',
      ].join('\n'),
      'src/date.ts': [
        "import { calendarImpl } from './calendar.js';",
        "export function dayOf(date: string) { return calendarImpl('iso8601').isoToDate(date); }",
      ].join('\n'),
    });
    for (const line of [6, 9, 11])
      expect(callersOf(`src/calendar.ts#isoToDate@${line}`)).toEqual([
        'src/date.ts#dayOf@2 possible dispatch',
      ]);
    expect(callersOf('src/calendar.ts#isoToDate@13')).toEqual([]);
  });
});
