// Receivers in class-heavy code: `this.constructor`, chains through `this`, guards of a hierarchy.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('fields named like what every object inherits', () => {
  it('reads `this.constructor.m()` without taking Object.prototype.constructor for a written type', async () => {
    const callersOf = await callersIn({
      'src/node.ts': [
        'export class Node {',
        '  parent: Node | null = null;',
        '  static clone(node: Node) { return node; }',
        '  copy() { return this.constructor.clone(this); }',
        '  describe() { return this.copy(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#Node.copy')).toEqual([
      'src/node.ts#Node.describe@5 certain this',
    ]);
  });
});

describe('a class merged with an interface of its name', () => {
  it("inherits its superclass's methods, for `this` and for values of its type", async () => {
    const callersOf = await callersIn({
      'src/node.ts': [
        'export class LexicalNode {',
        '  getWritable(): this { return this; }',
        '  getParent(): LexicalNode | null { return null; }',
        '}',
      ].join('\n'),
      'src/text.ts': [
        "import { LexicalNode } from './node.js';",
        '// Declaration merging: what the class inherits, retyped.',
        'export interface TextNode { getParent(): TextNode | null }',
        'export class TextNode extends LexicalNode {',
        '  setFormat(format: number): this { return this.getWritable(); }',
        '}',
        'export function format(node: TextNode) { return node.getWritable().getParent(); }',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#LexicalNode.getWritable')).toEqual([
      'src/text.ts#TextNode.setFormat@5 certain this',
      'src/text.ts#format@7 likely type',
    ]);
    expect(callersOf('src/node.ts#LexicalNode.getParent')).toEqual([
      'src/text.ts#format@7 likely type',
    ]);
  });
});
