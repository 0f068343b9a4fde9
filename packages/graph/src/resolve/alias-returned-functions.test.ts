// Dependency injection through aliases of function types (standardized-audio-context's 164
// factories): `const createX: TXFactory = (deps) => { return (node, …) => … }`. The function
// returned implements what the alias returns (`TXFactory = (deps: …) => TXFunction`), so its
// parameters have the types that alias writes; and calling a value typed by an alias of a function
// type returns what the alias writes it returns.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const NODES = {
  'src/interfaces.ts': [
    'export interface IAudioNode { connect(level: number): void; }',
    'export interface IWire { connect(level: number): void; }',
  ].join('\n'),
  'src/nodes.ts': [
    "import type { IAudioNode, IWire } from './interfaces';",
    'export class GainNode implements IAudioNode { connect(level: number) {} }',
    'export class Wire implements IWire { connect(level: number) {} }',
  ].join('\n'),
  'src/types.ts': [
    "import type { IAudioNode } from './interfaces';",
    "import type { GainNode } from './nodes';",
    'export type TConnectFunction = (node: IAudioNode, level: number) => void;',
    'export type TConnectFactory = (offset: number) => TConnectFunction;',
    'export type TGainNodeFactory = (level: number) => GainNode;',
    'export type TWireFactory = (createGainNode: TGainNodeFactory) => void;',
  ].join('\n'),
};

describe('functions of aliases of function types', () => {
  it('a function returned by one held under such an alias takes the parameters of what it returns', async () => {
    const callersOf = await callersIn({
      ...NODES,
      'src/connect.ts': [
        "import type { TConnectFactory } from './types';",
        'export const createConnect: TConnectFactory = (offset) => {',
        '  return (node, level) => {',
        '    node.connect(level + offset);',
        '  };',
        '};',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#GainNode.connect')).toEqual([
      'src/connect.ts#createConnect@2 possible dispatch',
    ]);
    expect(callersOf('src/nodes.ts#Wire.connect')).toEqual([]);
  });

  it('calling a value typed by such an alias returns what the alias returns', async () => {
    const callersOf = await callersIn({
      ...NODES,
      'src/wire.ts': [
        "import type { TGainNodeFactory } from './types';",
        'export function wire(createGainNode: TGainNodeFactory) {',
        '  const gainNode = createGainNode(1);',
        '  gainNode.connect(2);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#GainNode.connect')).toEqual(['src/wire.ts#wire@2 likely type']);
    expect(callersOf('src/nodes.ts#Wire.connect')).toEqual([]);
  });

  it('calling a parameter such an alias gives a function held under another returns what that alias returns', async () => {
    const callersOf = await callersIn({
      ...NODES,
      'src/wire.ts': [
        "import type { TWireFactory } from './types';",
        'export const createWire: TWireFactory = (createGainNode) => {',
        '  const gainNode = createGainNode(1);',
        '  gainNode.connect(2);',
        '};',
      ].join('\n'),
    });
    expect(callersOf('src/nodes.ts#GainNode.connect')).toEqual([
      'src/wire.ts#createWire@2 likely type',
    ]);
    expect(callersOf('src/nodes.ts#Wire.connect')).toEqual([]);
  });
});
