// A getter with a written return type (`get root(): Root`) is read as a field of that type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('getters read as fields', () => {
  it('type the receiver of a call on what they return by their written return type', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': [
        'export class Root { render() { return ""; } }',
        'export class Leaf { render() { return "leaf"; } }',
      ].join('\n'),
      'src/gen.ts': [
        "import type { Root } from './nodes.js';",
        'export class CodeGen {',
        '  private nodes: Root[] = [];',
        '  toString() { return this.root.render(); }',
        '  private get root(): Root { return this.nodes[0] as Root; }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Root.render')).toEqual([
      'src/gen.ts#CodeGen.toString@4 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Leaf.render')).toEqual([]);
  });
});
