// `new this(…)` in a static method constructs the class around it: a variable holding it is an
// instance of that class (`const tc = new this(from, to); tc.compareColumns()`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('an instance a static method constructs with `new this()`', () => {
  it('calls the methods of the class around it', async () => {
    const callersOf = await callersIn({
      'src/table.ts': [
        'export class TableComparator {',
        '  static computeDiff(from: string[], to: string[]) {',
        '    const tc = new this(from, to);',
        '    return tc.compareColumns() + tc.compareIndices();',
        '  }',
        '  constructor(readonly from: string[], readonly to: string[]) {}',
        '  protected compareColumns() { return this.to.length - this.from.length; }',
        '  protected compareIndices() { return 0; }',
        '}',
        'export class ColumnComparator {',
        '  compareColumns() { return 1; }',
        '  compareIndices() { return 1; }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/table.ts#TableComparator.compareColumns')).toEqual([
      'src/table.ts#TableComparator.computeDiff@2 likely type',
    ]);
    expect(callersOf('src/table.ts#TableComparator.compareIndices')).toEqual([
      'src/table.ts#TableComparator.computeDiff@2 likely type',
    ]);
    expect(callersOf('src/table.ts#ColumnComparator.compareColumns')).toEqual([]);
  });
});
