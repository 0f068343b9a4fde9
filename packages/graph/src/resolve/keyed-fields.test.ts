// A class field declared under a computed key (`[$changes]: ChangeTree`, a symbol's name) is read
// as `this[$changes]`: calls on it, or on a variable holding it, reach the field's type's methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('fields keyed by a name', () => {
  it('types `this[key]` by the field the class declares under that key', async () => {
    const callersOf = await callersIn({
      'src/symbols.ts': "export const $changes: unique symbol = Symbol('$changes');",
      'src/tree.ts': [
        'export class Root { remove(tree: ChangeTree) { return tree; } }',
        'export class ChangeTree {',
        '  root?: Root;',
        '  delete(index: number) { return index; }',
        '}',
        'export class Other { delete(index: number) { return -index; } }',
      ].join('\n'),
      'src/array.ts': [
        "import { $changes } from './symbols';",
        "import { ChangeTree } from './tree';",
        'export class ArraySchema {',
        '  [$changes]: ChangeTree;',
        '  pop() {',
        '    this[$changes].delete(1);',
        '  }',
        '  clear() {',
        '    const changeTree = this[$changes];',
        '    changeTree.delete(2);',
        '    changeTree.root?.remove(changeTree);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/tree.ts#ChangeTree.delete')).toEqual([
      'src/array.ts#ArraySchema.clear@8 likely type',
      'src/array.ts#ArraySchema.pop@5 likely type',
    ]);
    expect(callersOf('src/tree.ts#Root.remove')).toEqual([
      'src/array.ts#ArraySchema.clear@8 likely type',
    ]);
    expect(callersOf('src/tree.ts#Other.delete')).toEqual([]);
  });
});
