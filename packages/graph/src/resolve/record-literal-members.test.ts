// An object literal declared as a record of functions (`const builder: Visitor<Node> = { … }` with
// `type Visitor<T> = Record<string, (p: Processor) => T>`, or an index signature of a function type)
// gives each of its methods and function properties the parameters of what the record holds; an
// object type written in place gives its members' parameters, as an interface does. A literal
// declared as a record of objects gives the methods of each object it holds the parameters of the
// type it holds.
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

  it('types the methods of each literal it holds by the type it holds, whatever the key', async () => {
    const callersOf = await callersIn({
      'src/scope.ts': 'export class Scope { nested() { return new Scope(); } }',
      'src/executors.ts': [
        "import type { Scope } from './scope';",
        'type Executor = { run(scope: Scope): number };',
        'type ExecutorMap = { [K in "+" | "-"]: Executor };',
        'export const operators: ExecutorMap = {',
        '  "+": { run(scope) { scope.nested(); return 1; } },',
        '  "-": { run(scope) { scope.nested(); return 2; } },',
        '};',
        'export const table: { [name: string]: Executor } = {',
        '  first: { run(scope) { scope.nested(); return 3; } },',
        '};',
        'export const byName: Record<string, Executor> = {',
        '  second: { run: (scope) => { scope.nested(); return 4; } },',
        '};',
      ].join('\n'),
    });
    // The arrow is the file's, as above.
    expect(callersOf('src/scope.ts#Scope.nested')).toEqual([
      'file:src/executors.ts likely type',
      'src/executors.ts#run@5 likely type',
      'src/executors.ts#run@6 likely type',
      'src/executors.ts#run@9 likely type',
    ]);
  });
});
