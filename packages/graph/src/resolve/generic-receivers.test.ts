// A value written with a generic type of the repository and its arguments (`lines: List<Line>`)
// is that type: its method calls are the generic type's, not those its arguments declare too.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a receiver written as a generic type with arguments', () => {
  it('calls the generic interface or class method, and what it returns the argument type', async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        'export interface ICircularList<T> { get(index: number): T | undefined; }',
        'export interface IBufferLine { get(index: number): number; translate(): string; }',
        'export interface IBuffer { readonly lines: ICircularList<IBufferLine>; }',
      ].join('\n'),
      'src/impl.ts': [
        "import type { ICircularList, IBufferLine } from './types.js';",
        'export class CircularList<T> implements ICircularList<T> {',
        '  get(index: number): T | undefined { return undefined; }',
        '}',
        'export class BufferLine implements IBufferLine {',
        '  get(index: number): number { return index; }',
        "  translate(): string { return ''; }",
        '}',
        'export class Line { width(): number { return 1; } get(index: number): number { return index; } }',
        'export class List<T> {',
        '  private items: T[] = [];',
        '  get(index: number): T | undefined { return this.items[index]; }',
        '}',
        'export class Holder {',
        '  lines: List<Line> = new List();',
        '  first(): number | undefined { return this.lines.get(0)?.width(); }',
        '}',
      ].join('\n'),
      'src/render.ts': [
        "import type { IBuffer } from './types.js';",
        'export function render(buffer: IBuffer): string {',
        '  const line = buffer.lines.get(3);',
        "  return line?.translate() ?? '';",
        '}',
        'export function cell(buffer: IBuffer): number {',
        '  return buffer.lines.get(3)?.get(0) ?? 0;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/impl.ts#CircularList.get')).toEqual([
      'src/render.ts#cell@6 possible dispatch',
      'src/render.ts#render@2 possible dispatch',
    ]);
    // Only the line's own `get`: `buffer.lines.get()` is the list's.
    expect(callersOf('src/impl.ts#BufferLine.get')).toEqual([
      'src/render.ts#cell@6 possible dispatch',
    ]);
    expect(callersOf('src/impl.ts#BufferLine.translate')).toEqual([
      'src/render.ts#render@2 possible dispatch',
    ]);
    expect(callersOf('src/impl.ts#List.get')).toEqual(['src/impl.ts#Holder.first@16 likely type']);
    expect(callersOf('src/impl.ts#Line.get')).toEqual([]);
    expect(callersOf('src/impl.ts#Line.width')).toEqual([
      'src/impl.ts#Holder.first@16 likely type',
    ]);
  });

  it('keeps the members of a union written before it', async () => {
    const callersOf = await callersIn({
      'src/list.ts': [
        'export class Line { get(index: number): number { return index; } }',
        'export class List<T> { get(index: number): T | undefined { return undefined; } }',
        'export function pick(source: Line | List<Line>): unknown { return source.get(0); }',
      ].join('\n'),
    });
    expect(callersOf('src/list.ts#Line.get')).toEqual(['src/list.ts#pick@3 likely type']);
    expect(callersOf('src/list.ts#List.get')).toEqual(['src/list.ts#pick@3 likely type']);
  });
});
