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
