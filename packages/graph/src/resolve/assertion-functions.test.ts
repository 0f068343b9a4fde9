// After a call of an assertion function (`assertLeaf(node);`, declared `asserts node is Leaf`) or an
// assertion of a condition (`assert(node instanceof Leaf)`, `invariant(isLeaf(node))`), the value
// is of the asserted type to the end of the block, as after `if (!isLeaf(node)) throw …`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const nodes = [
  'export class Leaf { size() { return 1; } }',
  'export class Branch { size() { return 2; } }',
  'export function isLeaf(x: unknown): x is Leaf { return x instanceof Leaf; }',
  'export function assertLeaf(x: unknown): asserts x is Leaf {',
  "  if (!(x instanceof Leaf)) throw new Error('not a leaf');",
  '}',
  'export function assert(condition: unknown, message?: string): asserts condition {',
  '  if (!condition) throw new Error(message);',
  '}',
  'export function report(x: unknown): void { console.log(x); }',
].join('\n');

describe('assertion functions', () => {
  it('narrow the value they assert to the end of the block', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': nodes,
      'src/use.ts': [
        "import { assert, assertLeaf, isLeaf, report, Leaf, Branch } from './nodes';",
        'export function asserted(node: Leaf | Branch) {',
        '  assertLeaf(node);',
        '  return node.size();',
        '}',
        'export function condition(node: Leaf | Branch) {',
        "  assert(node instanceof Branch, 'a branch');",
        '  return node.size();',
        '}',
        'export function guarded(node: Leaf | Branch) {',
        '  assert(isLeaf(node));',
        '  return node.size();',
        '}',
        'export function reported(node: Leaf | Branch) {',
        '  report(node);',
        '  return node.size();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Leaf.size')).toEqual([
      'src/use.ts#asserted@2 likely type',
      'src/use.ts#guarded@10 likely type',
      'src/use.ts#reported@14 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Branch.size')).toEqual([
      'src/use.ts#condition@6 likely type',
      'src/use.ts#reported@14 likely type',
    ]);
  });

  it('narrow a field, and only after the assertion', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': nodes,
      'src/holder.ts': [
        "import { assertLeaf, Leaf, Branch } from './nodes';",
        'export class Holder {',
        '  constructor(private node: Leaf | Branch) {}',
        '  measure() {',
        '    assertLeaf(this.node);',
        '    return this.node.size();',
        '  }',
        '}',
        'export function early(node: Leaf | Branch) {',
        '  const size = node.size();',
        '  assertLeaf(node);',
        '  return size;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Leaf.size')).toEqual([
      'src/holder.ts#Holder.measure@4 likely type',
      'src/holder.ts#early@9 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Branch.size')).toEqual(['src/holder.ts#early@9 likely type']);
  });
});
