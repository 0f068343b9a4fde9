// Receivers written with an alias of a named type (`type NodeMap = Map<NodeKey, LexicalNode>`):
// the alias means the type it names.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const NODES = [
  'export class Node { latest() { return this; } }',
  'export class Unrelated { latest() { return 2; } }',
  'export class GenMap<K, V> implements Map<K, V> {',
  '  get(key: K): V | undefined { return undefined; }',
  '}',
  'export type NodeMap = Map<string, Node>;',
].join('\n');

describe('receivers written with an alias of a named type', () => {
  it('types a container read through the alias by what the container holds', async () => {
    const callersOf = await callersIn({
      'src/nodes.ts': NODES,
      'src/use.ts': [
        "import type { NodeMap } from './nodes.js';",
        'export function refresh(map: NodeMap, key: string) {',
        '  map.get(key)!.latest();',
        '}',
        'export class State {',
        '  nodes: NodeMap = new Map();',
        '  read(key: string) {',
        '    const node = this.nodes.get(key);',
        '    return node?.latest();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#Node.latest')).toEqual([
      'src/use.ts#State.read@7 likely type',
      'src/use.ts#refresh@2 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Unrelated.latest')).toEqual([]);
    // A `Map` may be the repository's class that implements it.
    expect(callersOf('src/nodes.ts#GenMap.get')).toEqual([
      'src/use.ts#State.read@7 possible dispatch',
      'src/use.ts#refresh@2 possible dispatch',
    ]);
  });
});
