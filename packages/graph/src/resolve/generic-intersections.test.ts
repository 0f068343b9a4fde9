// A value written with a generic alias of an intersection (fluid's merge tree: `type
// SegmentWithInfo<T extends SegmentInfo, S extends ISegmentPrivate = ISegmentPrivate> = S & T`, then
// `type ISegmentLeaf = SegmentWithInfo<IMergeNodeInfo>`): the types it joins are its own, a type
// parameter by its constraint, through an alias naming the alias too.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/nodes.ts': [
    'export class PropertiesManager {',
    '  ack(): void {}',
    '}',
    'export class TrackingGroup {',
    '  ack(): void {}',
    '}',
    'export interface ISegment {',
    '  propertyManager?: PropertiesManager;',
    '  isLeaf(): boolean;',
    '}',
    'export interface IMergeNodeInfo {',
    '  ordinal: string;',
    '}',
    'export type SegmentWithInfo<T, S extends ISegment = ISegment> = S & T;',
    'export type ISegmentLeaf = SegmentWithInfo<IMergeNodeInfo>;',
    'export type Plain<T> = ISegment & T;',
    'export type PlainLeaf = Plain<IMergeNodeInfo>;',
  ].join('\n'),
  'src/tree.ts': [
    "import type { ISegmentLeaf, PlainLeaf } from './nodes';",
    'export function ackSegment(segment: ISegmentLeaf) {',
    '  segment.propertyManager?.ack();',
    '}',
    'export function ackPlain(segment: PlainLeaf) {',
    '  segment.propertyManager?.ack();',
    '}',
  ].join('\n'),
};

describe('a value written with a generic alias of an intersection', () => {
  it('has the fields of the types it joins, a type parameter by its constraint', async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/nodes.ts#PropertiesManager.ack')).toEqual([
      'src/tree.ts#ackPlain@5 likely type',
      'src/tree.ts#ackSegment@2 likely type',
    ]);
    expect(callersOf('src/nodes.ts#TrackingGroup.ack')).toEqual([]);
  });

  it('is no type a type argument of a joined type is constrained to', async () => {
    const callersOf = await callersIn({
      'src/kinds.ts': [
        "export type NodeType = 'array' | 'color';",
        'export type EnvSpec<N extends NodeType> = { type: N; handler: () => void };',
        'export const environments: Record<string, EnvSpec<NodeType>> = {};',
        'type FunctionSpec<N extends NodeType> = { type: N; handler: () => void };',
        'type FunctionDefSpec<N extends NodeType> = FunctionSpec<N> & { names: string[] };',
        'export function defineFunction<N extends NodeType>(spec: FunctionDefSpec<N>) {}',
        'export function defineEnvironment<N extends NodeType>(spec: EnvSpec<N>) {',
        '  environments[spec.type] = spec;',
        '}',
      ].join('\n'),
      'src/color.ts': [
        "import { defineFunction } from './kinds';",
        "defineFunction({ type: 'color', names: ['\\\\color'], handler() {} });",
      ].join('\n'),
      'src/array.ts': [
        "import { defineEnvironment } from './kinds';",
        "defineEnvironment({ type: 'array', handler() {} });",
      ].join('\n'),
      'src/environment.ts': [
        "import { environments } from './kinds';",
        'export function begin(name: string) {',
        '  const env = environments[name];',
        '  env.handler();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/color.ts#handler')).toEqual([]);
    expect(callersOf('src/array.ts#handler')).toEqual([
      'src/environment.ts#begin@2 possible dispatch',
    ]);
  });
});
