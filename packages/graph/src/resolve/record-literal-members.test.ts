// An object literal declared as a record of functions (`const builder: Visitor<Node> = { … }` with
// `type Visitor<T> = Record<string, (p: Processor) => T>`, or an index signature of a function type)
// gives each of its methods and function properties the parameters of what the record holds; an
// object type written in place gives its members' parameters, as an interface does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('an object literal declared as a record of functions', () => {
  it("types its members' parameters by the function type the record holds", async () => {
    const callersOf = await callersIn({
      'src/processor.ts': [
        'export class Processor { shift() { return 1; } }',
        'export class Other { shift() { return 2; } }',
        'export type VisitorFunc<T> = (p: Processor, depth: number) => T;',
        'export type Visitor<T> = Record<string, VisitorFunc<T>>;',
      ].join('\n'),
      'src/builders.ts': [
        "import type { Processor, Visitor, VisitorFunc } from './processor';",
        'export const builder: Visitor<number> = {',
        '  method(p) { return p.shift(); },',
        '  arrow: (p) => p.shift(),',
        '};',
        'export const indexed: { [name: string]: (p: Processor) => number } = {',
        '  signature(p) { return p.shift(); },',
        '};',
        'export const inline: { written(p: Processor): number; held: VisitorFunc<number> } = {',
        '  written(p) { return p.shift(); },',
        '  held: (p) => p.shift(),',
        '};',
      ].join('\n'),
    });
    // The arrows are the file's: its top level holds them.
    expect(callersOf('src/processor.ts#Processor.shift')).toEqual([
      'file:src/builders.ts likely type',
      'file:src/builders.ts likely type',
      'src/builders.ts#method@3 likely type',
      'src/builders.ts#signature@7 likely type',
      'src/builders.ts#written@10 likely type',
    ]);
    expect(callersOf('src/processor.ts#Other.shift')).toEqual([]);
  });
});
