// An object literal assigned to a field in a class's method (`this.buffered = { start(i) {…} }`)
// is a value of the field's written type (`buffered: TimeRanges`), not the class: its methods are
// the literal's, reached through that type, and the class's own calls (`this.end(0)`) reach what
// the class has or inherits.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('object literals assigned to a typed field', () => {
  it("are values of the field's type, not of the class", async () => {
    const callersOf = await callersIn({
      'src/ranges.ts': [
        'export class Base { end(index: number) { return index; } }',
        'export class BufferableInstance extends Base {',
        '  public readonly buffered: TimeRanges;',
        '  constructor(ranges: { start: number; end: number }[]) {',
        '    super();',
        '    this.buffered = {',
        '      get length() { return ranges.length; },',
        '      start(index: number): number { return ranges[index].start; },',
        '      end(index: number): number { return ranges[index].end; },',
        '    };',
        '  }',
        '  last() { return this.end(0); }',
        '}',
      ].join('\n'),
      'src/helper.ts': [
        'export function starts(ranges: TimeRanges) {',
        '  const found: number[] = [];',
        '  for (let i = 0; i < ranges.length; i++) found.push(ranges.start(i));',
        '  return found;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ranges.ts#BufferableInstance.constructor.start@8')).toEqual([
      'src/helper.ts#starts@1 possible dispatch',
    ]);
    expect(callersOf('src/ranges.ts#Base.end@1')).toEqual([
      'src/ranges.ts#BufferableInstance.last@12 certain this',
    ]);
    expect(callersOf('src/ranges.ts#BufferableInstance.constructor.end@9')).toEqual([]);
  });
});
