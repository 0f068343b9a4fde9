// A Python variable assigned a different class in each branch of an `if`: after the `if`, a
// method call on it reaches each class's method (pyright's union), not only the last branch's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const CLASSES = [
  'class Graph:',
  '    def add_node(self, n):',
  '        pass',
  '',
  'class DiGraph(Graph):',
  '    def add_node(self, n):',
  '        pass',
  '',
  'class MultiGraph(Graph):',
  '    def add_node(self, n):',
  '        pass',
].join('\n');

describe('a Python variable assigned in the branches of an if', () => {
  it("reaches every branch's class after the if, only its own inside a branch", async () => {
    const callersOf = await callersIn({
      'graphs.py': CLASSES,
      'build.py': [
        'from graphs import DiGraph, Graph, MultiGraph',
        '',
        'def make(directed, multi):',
        '    if directed:',
        '        G = DiGraph()',
        '        G.add_node(0)',
        '    elif multi:',
        '        G = MultiGraph()',
        '    else:',
        '        G = Graph()',
        '    G.add_node(1)',
        '    return G',
        '',
        'def plain():',
        '    H = Graph()',
        '    H.add_node(2)',
      ].join('\n'),
    });
    // Inside its branch (`G.add_node(0)`) and after the `if`.
    expect(callersOf('graphs.py#DiGraph.add_node')).toEqual([
      'build.py#make@3 likely type',
      'build.py#make@3 likely type',
    ]);
    expect(callersOf('graphs.py#MultiGraph.add_node')).toEqual(['build.py#make@3 likely type']);
    expect(callersOf('graphs.py#Graph.add_node')).toEqual([
      'build.py#make@3 likely type',
      'build.py#plain@14 likely type',
    ]);
  });

  it('reaches what the variable held before an if when some way through it assigns nothing', async () => {
    const callersOf = await callersIn({
      'graphs.py': CLASSES,
      'build.py': [
        'from graphs import DiGraph, Graph, MultiGraph',
        '',
        'def grow(directed):',
        '    G = Graph()',
        '    if directed:',
        '        G = DiGraph()',
        '    G.add_node(1)',
        '',
        'def chosen(kind):',
        '    G = MultiGraph()',
        '    if kind == 1:',
        '        G = DiGraph()',
        '    elif kind == 2:',
        '        G = Graph()',
        '    G.add_node(2)',
        '',
        'def replaced(directed):',
        '    G = MultiGraph()',
        '    if directed:',
        '        G = DiGraph()',
        '    else:',
        '        G = Graph()',
        '    G.add_node(3)',
      ].join('\n'),
    });
    expect(callersOf('graphs.py#Graph.add_node')).toEqual([
      'build.py#chosen@9 likely type',
      'build.py#grow@3 likely type',
      'build.py#replaced@17 likely type',
    ]);
    expect(callersOf('graphs.py#DiGraph.add_node')).toEqual([
      'build.py#chosen@9 likely type',
      'build.py#grow@3 likely type',
      'build.py#replaced@17 likely type',
    ]);
    // Both ways through `replaced`'s `if` assign: what `G` held before is gone.
    expect(callersOf('graphs.py#MultiGraph.add_node')).toEqual(['build.py#chosen@9 likely type']);
  });

  it('keeps to the nearest assignment when the variable is declared with a type', async () => {
    const callersOf = await callersIn({
      'graphs.py': CLASSES,
      'build.py': [
        'from typing import Any',
        'from graphs import DiGraph, MultiGraph',
        '',
        'def declared(directed):',
        '    G: Any = None',
        '    if directed:',
        '        G = DiGraph()',
        '    else:',
        '        G = MultiGraph()',
        '    G.add_node(3)',
      ].join('\n'),
    });
    expect(callersOf('graphs.py#DiGraph.add_node')).toEqual([]);
  });

  it("is what it held before the if in the if's later branches, where the assigning one did not run", async () => {
    const callersOf = await callersIn({
      'graphs.py': CLASSES,
      'build.py': [
        'from graphs import DiGraph, Graph, MultiGraph',
        '',
        'def grow(directed, multi):',
        '    G = Graph()',
        '    if directed:',
        '        G = DiGraph()',
        '    elif multi:',
        '        G.add_node(0)',
        '    else:',
        '        G.add_node(1)',
        '',
        'def nested(directed, multi):',
        '    G = Graph()',
        '    if directed:',
        '        if multi:',
        '            G = DiGraph()',
        '    elif multi:',
        '        G.add_node(2)',
      ].join('\n'),
    });
    expect(callersOf('graphs.py#DiGraph.add_node')).toEqual([]);
    expect(callersOf('graphs.py#Graph.add_node')).toEqual([
      'build.py#grow@3 likely type',
      'build.py#grow@3 likely type',
      'build.py#nested@12 likely type',
    ]);
  });
});
