// Python loops over a parameter written as a container: each element is what the container holds.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python loops over a parameter written as a container', () => {
  it('type the loop variable by the element (`nodes: list[Node]`, `Optional[Sequence["Node"]]`, `tuple[Node, ...]`)', async () => {
    const callersOf = await callersIn({
      'tree/__init__.py': '',
      'tree/nodes.py': lines(
        'class Node:',
        '    def accept(self, visitor):',
        '        return visitor',
        'class Other:',
        '    def accept(self, visitor):',
        '        return None',
      ),
      'tree/walk.py': lines(
        'from typing import Optional, Sequence',
        'from .nodes import Node',
        'def visit_all(nodes: list[Node], visitor):',
        '    for node in nodes:',
        '        node.accept(visitor)',
        'def visit_some(nodes: Optional[Sequence["Node"]] = None):',
        '    for node in nodes or ():',
        '        pass',
        '    for node in nodes:',
        '        node.accept(None)',
        'def visit_tuple(nodes: tuple[Node, ...]):',
        '    for node in nodes:',
        '        node.accept(None)',
        'def visit_pairs(pairs: dict[Node, Node]):',
        '    for key in pairs:',
        '        key.accept(None)',
      ),
    });
    expect(callersOf('tree/nodes.py#Node.accept')).toEqual([
      'tree/walk.py#visit_all@3 likely type',
      'tree/walk.py#visit_some@6 likely type',
      'tree/walk.py#visit_tuple@11 likely type',
    ]);
    expect(callersOf('tree/nodes.py#Other.accept')).toEqual([]);
  });
});
