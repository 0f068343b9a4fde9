// A method a class inherits from a library's class returns what the library's declaration file
// writes: `getWritable(): this` on Lexical's `LexicalNode` returns the list item it is called on,
// so `this.getWritable().setChecked()` reaches the list item's own `setChecked`. So does a library's
// function: `$getSelection()` returns a `BaseSelection`, which the repository's selection implements.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

/** A package in node_modules (ignored by git, as installed dependencies are). */
const lexical = {
  '.gitignore': 'node_modules/\n',
  'node_modules/lexical/package.json': JSON.stringify({ name: 'lexical', types: 'index.d.ts' }),
  'node_modules/lexical/index.d.ts': [
    "export { LexicalNode } from './nodes/LexicalNode';",
    "export { ElementNode } from './nodes/ElementNode';",
    "export { $getSelection, $copyNode, $isRangeSelection, toString, type BaseSelection } from './selection';",
  ].join('\n'),
  'node_modules/lexical/selection.d.ts': [
    "import type { LexicalNode } from './nodes/LexicalNode';",
    'export interface BaseSelection { getNodes(): Array<LexicalNode>; clone(): BaseSelection; }',
    'export declare function $getSelection(): null | BaseSelection;',
    'export declare function $copyNode<T extends LexicalNode>(node: T): T;',
    'export declare function toString(array: Uint8Array): string;',
    'export declare class RangeSelection implements BaseSelection { getNodes(): Array<LexicalNode>; clone(): RangeSelection; }',
    'export declare function $isRangeSelection(x: unknown): x is RangeSelection;',
  ].join('\n'),
  'node_modules/lexical/nodes/LexicalNode.d.ts': [
    "import type { ElementNode } from './ElementNode';",
    'export declare class LexicalNode {',
    '    getWritable(): this;',
    '    getParent<T extends ElementNode>(): T | null;',
    '    getTopLevelElement(): ElementNode | null;',
    '    toString(): string;',
    '}',
  ].join('\n'),
  'node_modules/lexical/nodes/ElementNode.d.ts': [
    "import { LexicalNode } from './LexicalNode';",
    'export declare class ElementNode extends LexicalNode {',
    '    append(...nodesToAppend: LexicalNode[]): this;',
    '    canIndent(): boolean;',
    '}',
  ].join('\n'),
};

describe("a method inherited from a library's class", () => {
  it("returns what the library's declaration file writes: `this`, the receiver's own class", async () => {
    const callersOf = await callersIn({
      ...lexical,
      'src/list-item.ts': [
        "import { ElementNode } from 'lexical';",
        'export class ListItemNode extends ElementNode {',
        '  __checked = false;',
        '  setChecked(checked: boolean): this {',
        '    const self = this.getWritable();',
        '    self.__checked = checked;',
        '    return self;',
        '  }',
        '  toggleChecked(): this {',
        '    const self = this.getWritable();',
        '    return self.setChecked(!self.__checked);',
        '  }',
        '}',
      ].join('\n'),
      'src/list.ts': [
        "import { ElementNode } from 'lexical';",
        "import type { ListItemNode } from './list-item';",
        'export class ListNode extends ElementNode {',
        '  setStart(start: number): this { return this; }',
        '  setChecked(checked: boolean): this { return this; }',
        '}',
        'export function indent(item: ListItemNode, list: ListNode) {',
        '  list.append(item).setStart(1);',
        '  item.getWritable().setChecked(true);',
        // A method whose written return the graph keeps nothing of (`toString(): string`).
        '  return item.toString().trim();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/list-item.ts#ListItemNode.setChecked')).toEqual([
      'src/list-item.ts#ListItemNode.toggleChecked@9 likely type',
      'src/list.ts#indent@7 likely type',
    ]);
    expect(callersOf('src/list.ts#ListNode.setStart')).toEqual([
      'src/list.ts#indent@7 likely type',
    ]);
    // The item's `getWritable()` is the item: not a list's `setChecked`.
    expect(callersOf('src/list.ts#ListNode.setChecked')).toEqual([]);
  });

  it("of a library's function too: its written return type, not one of its type parameters", async () => {
    const callersOf = await callersIn({
      ...lexical,
      'src/table-selection.ts': [
        "import type { BaseSelection, LexicalNode } from 'lexical';",
        'export class TableSelection implements BaseSelection {',
        '  getNodes(): LexicalNode[] { return []; }',
        '  clone(): TableSelection { return new TableSelection(); }',
        '}',
        'export class Grid { getNodes(): LexicalNode[] { return []; } }',
      ].join('\n'),
      'src/commands.ts': [
        "import { $copyNode, $getSelection, $isRangeSelection, toString } from 'lexical';",
        "import * as lexical from 'lexical';",
        "import type { Grid } from './table-selection';",
        'export function selectedNodes() {',
        '  const selection = $getSelection();',
        '  return selection === null ? [] : selection.getNodes();',
        '}',
        'export const again = () => lexical.$getSelection()?.getNodes();',
        'export const copied = (grid: Grid) => $copyNode(grid).getNodes();',
        // Narrowed by the library's guard to its own class: none of the repository's.
        'export function ranged() {',
        '  const selection = $getSelection();',
        '  return $isRangeSelection(selection) && selection.getNodes();',
        '}',
        // A function whose written return the graph keeps nothing of (`toString(…): string`).
        'export const key = (bytes: Uint8Array) => toString(bytes).trim();',
      ].join('\n'),
    });
    expect(callersOf('src/table-selection.ts#TableSelection.getNodes')).toEqual([
      'src/commands.ts#again@8 possible dispatch',
      'src/commands.ts#selectedNodes@4 possible dispatch',
    ]);
  });
});
