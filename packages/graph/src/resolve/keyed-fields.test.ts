// A class field declared under a computed key (`[$changes]: ChangeTree`, a symbol's name) is read
// as `this[$changes]`: calls on it, or on a variable holding it, reach the field's type's methods.
// A key the repository declares on every object (`declare global { interface Object { [$changes]?:
// ChangeTree } }`) types that read on any value, as @colyseus/schema's change trees are reached.
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

  it('types a key every object has by the global `Object` the repository augments', async () => {
    const callersOf = await callersIn({
      'src/symbols.ts': [
        "import type { ChangeTree } from './tree';",
        "export const $changes: unique symbol = Symbol('$changes');",
        "export const $proxyTarget: unique symbol = Symbol('$proxyTarget');",
        'declare global {',
        '  interface Object { [$changes]?: ChangeTree; }',
        '}',
      ].join('\n'),
      'src/tree.ts': [
        'export class ChangeTree {',
        '  setParent(parent: object) { return parent; }',
        '  discardAll() {}',
        '}',
      ].join('\n'),
      'src/schema.ts': [
        "import { $changes, $proxyTarget } from './symbols';",
        "import type { ChangeTree } from './tree';",
        'export class Schema {',
        '  discardAllChanges() { this[$changes].discardAll(); }',
        '}',
        'export class ArraySchema<V> {',
        '  [$proxyTarget]: this;',
        '  add(value: V) {',
        '    value[$changes].setParent(this);',
        '    const self = this[$proxyTarget];',
        '    self[$changes].discardAll();',
        '  }',
        '}',
        'export function makeSetter() {',
        '  return function (this: Schema, value: object) { this[$changes].setParent(value); };',
        '}',
        'export function elements(trees: ChangeTree[], index: number) {',
        '  return trees[index].discardAll();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/tree.ts#ChangeTree.setParent')).toEqual([
      'src/schema.ts#ArraySchema.add@8 likely type',
      'src/schema.ts#makeSetter@14 likely type',
    ]);
    expect(callersOf('src/tree.ts#ChangeTree.discardAll')).toEqual([
      'src/schema.ts#ArraySchema.add@8 likely type',
      'src/schema.ts#Schema.discardAllChanges@4 likely type',
      'src/schema.ts#elements@17 likely type',
    ]);
  });

  it('types a field written `this` as an instance of its class', async () => {
    const callersOf = await callersIn({
      'src/array-schema.ts': [
        'export const $proxyTarget: unique symbol = Symbol.for("$proxyTarget");',
        'export class ArraySchema<V> {',
        '  [$proxyTarget]: this;',
        '  constructor() { this[$proxyTarget] = this; }',
        '  $isUnsentAdd(at: number) { return at > 0; }',
        '  pop(): V | undefined {',
        '    const self = this[$proxyTarget];',
        '    self.$isUnsentAdd(1);',
        '    return undefined;',
        '  }',
        '}',
        'export class MapSchema { $isUnsentAdd(at: number) { return at < 0; } }',
      ].join('\n'),
    });
    expect(callersOf('src/array-schema.ts#ArraySchema.$isUnsentAdd')).toEqual([
      'src/array-schema.ts#ArraySchema.pop@6 likely type',
    ]);
    expect(callersOf('src/array-schema.ts#MapSchema.$isUnsentAdd')).toEqual([]);
  });
});
