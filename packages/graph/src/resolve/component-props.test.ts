// A class component's `this.props` and `this.state` are what its heritage clause writes for a
// library component class (React's `Component<P, S>`, Preact's, Blueprint's `AbstractComponent`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const GRID = [
  'export class Rect { height() { return 0; } }',
  'export class Grid {',
  '  getRect(): Rect { return new Rect(); }',
  '  getRowRect(index: number): Rect { return new Rect(); }',
  '}',
  'export class Other { getRect() {} getRowRect() {} }',
].join('\n');

describe("a class component's props and state", () => {
  it('are typed by the arguments its library base class is written with', async () => {
    const callersOf = await callersIn({
      'src/grid.ts': GRID,
      'src/header.tsx': [
        "import { Component, PureComponent } from 'react';",
        "import * as React from 'react';",
        "import { AbstractComponent } from '@blueprintjs/core';",
        "import type { Grid } from './grid.js';",
        'export interface HeaderProps { grid: Grid; }',
        'interface HeaderState { focused?: Grid; }',
        'export class RowHeader extends Component<HeaderProps, HeaderState> {',
        '  height(index: number) { return this.props.grid.getRowRect(index).height(); }',
        '  focus() { return this.state.focused?.getRect(); }',
        '}',
        'export class Body extends AbstractComponent<HeaderProps> {',
        '  render() { const { grid } = this.props; return grid.getRect(); }',
        '}',
        'export class Cells extends React.PureComponent<HeaderProps> {',
        '  render() { return this.props.grid.getRect(); }',
        '}',
        'export class Plain extends PureComponent { render() { return this.props; } }',
      ].join('\n'),
    });
    expect(callersOf('src/grid.ts#Grid.getRowRect')).toEqual([
      'src/header.tsx#RowHeader.height@8 likely type',
    ]);
    expect(callersOf('src/grid.ts#Rect.height')).toEqual([
      'src/header.tsx#RowHeader.height@8 likely type',
    ]);
    expect(callersOf('src/grid.ts#Grid.getRect')).toEqual([
      'src/header.tsx#Body.render@12 likely type',
      'src/header.tsx#Cells.render@15 likely type',
      'src/header.tsx#RowHeader.focus@9 likely type',
    ]);
    expect(callersOf('src/grid.ts#Other.getRect')).toEqual([]);
    expect(callersOf('src/grid.ts#Other.getRowRect')).toEqual([]);
  });

  it("are a subclass's too, and a field the class declares itself wins", async () => {
    const callersOf = await callersIn({
      'src/grid.ts': GRID,
      'src/header.tsx': [
        "import { Component } from 'react';",
        "import type { Grid, Other } from './grid.js';",
        'export interface HeaderProps { grid: Grid; }',
        'export class Header extends Component<HeaderProps> {}',
        'export class ColumnHeader extends Header {',
        '  width() { return this.props.grid.getRect(); }',
        '}',
        'export class Declared extends Component<HeaderProps> {',
        '  declare props: { grid: Other };',
        '  width() { return this.props.grid.getRect(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/grid.ts#Grid.getRect')).toEqual([
      'src/header.tsx#ColumnHeader.width@6 likely type',
    ]);
    expect(callersOf('src/grid.ts#Other.getRect')).toEqual([
      'src/header.tsx#Declared.width@10 likely type',
    ]);
  });

  it('are not taken from a library class that is no component', async () => {
    const callersOf = await callersIn({
      'src/grid.ts': GRID,
      'src/store.ts': [
        "import { Store } from 'some-store';",
        "import type { Grid } from './grid.js';",
        'export interface Shape { grid: Grid; }',
        'export class Shapes extends Store<Shape> {',
        '  first() { return this.props.grid.getRect(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/grid.ts#Grid.getRect')).toEqual([]);
  });
});

describe("a function component's props", () => {
  it('are what its name is written with (`const Group: React.FC<Props> = ({ element }) => …`)', async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        'export interface Element { destroy(): void; }',
        'export interface Node extends Element { getBounds(): number; getNodes(): Node[]; }',
        'export interface Graph extends Element { getBounds(): number; getNodes(): Node[]; }',
      ].join('\n'),
      'src/elements.ts': [
        "import { Graph, Node } from './types';",
        'export class BaseNode implements Node { getBounds() { return 1; } getNodes(): Node[] { return []; } }',
        'export class BaseGraph implements Graph { getBounds() { return 2; } getNodes(): Node[] { return []; } }',
      ].join('\n'),
      'src/group.tsx': [
        "import * as React from 'react';",
        "import { FunctionComponent } from 'react';",
        "import { Node } from './types';",
        'interface Props { element: Node; }',
        'export const Group: React.FC<Props> = ({ element }) => <g>{element.getBounds()}</g>;',
        'export const Nodes: FunctionComponent<Props> = (props) => <g>{props.element.getNodes().length}</g>;',
        'export const Ref: React.ForwardRefRenderFunction<SVGGElement, Props> = ({ element }, ref) =>',
        '  <g ref={ref}>{element.getBounds()}</g>;',
      ].join('\n'),
    });
    expect(callersOf('src/elements.ts#BaseNode.getBounds')).toEqual([
      'src/group.tsx#Group@5 possible dispatch',
      'src/group.tsx#Ref@7 possible dispatch',
    ]);
    expect(callersOf('src/elements.ts#BaseNode.getNodes')).toEqual([
      'src/group.tsx#Nodes@6 possible dispatch',
    ]);
    expect(callersOf('src/elements.ts#BaseGraph.getBounds')).toEqual([]);
    expect(callersOf('src/elements.ts#BaseGraph.getNodes')).toEqual([]);
  });
});
