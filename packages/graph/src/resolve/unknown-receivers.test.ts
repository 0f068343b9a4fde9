// A method called on a value of unknown type dispatches to the implementations of the interfaces
// promising it — not to a method a class hierarchy of the repository declares for itself.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a call on a receiver of unknown type', () => {
  it("reaches the interface's implementations, not a base class's own method of that name", async () => {
    const callersOf = await callersIn({
      'src/shapes.ts': [
        'export interface Updatable { update(attr: unknown): void; }',
        'export class Shape implements Updatable { update(attr: unknown) { return attr; } }',
        'export class Extension<T> { update(options: T) { return options; } }',
        'export class Plugin extends Extension<string> { update(options: string) { return options; } }',
      ].join('\n'),
      'src/use.ts': ['export function refresh(item) {', '  item.update({});', '}'].join('\n'),
    });
    expect(callersOf('src/shapes.ts#Shape.update')).toEqual([
      'src/use.ts#refresh@1 possible dispatch',
    ]);
    expect(callersOf('src/shapes.ts#Plugin.update')).toEqual([]);
    expect(callersOf('src/shapes.ts#Extension.update')).toEqual([]);
  });

  it("reaches the implementations of a base class's abstract method", async () => {
    const callersOf = await callersIn({
      'src/layouts.ts': [
        'export interface Runnable { execute(data: unknown): unknown; }',
        'export abstract class Layout { abstract execute(data: unknown): unknown; }',
        'export class Snake extends Layout { execute(data: unknown) { return data; } }',
        'export class Extension { execute(data: unknown) { return data; } }',
        'export class Plugin extends Extension { execute(data: unknown) { return data; } }',
      ].join('\n'),
      'src/use.ts': ['export function run(layout) {', '  return layout.execute({});', '}'].join(
        '\n',
      ),
    });
    expect(callersOf('src/layouts.ts#Snake.execute')).toEqual([
      'src/use.ts#run@1 possible dispatch',
    ]);
    expect(callersOf('src/layouts.ts#Plugin.execute')).toEqual([]);
  });
});
