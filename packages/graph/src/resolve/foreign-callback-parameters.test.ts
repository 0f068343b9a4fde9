// A callback's parameter typed by an alias of a function type, written there only with aliases of
// the platform's types (standardized-audio-context's `TNativeGainNodeFactory`, whose `nativeContext:
// TNativeContext` is `AudioContext | OfflineAudioContext`, the DOM's): a native object, whose
// methods are the platform's, not those of the repository's classes declaring the same names; and
// so is what those methods and fields give (`nativeContext.createOscillator().start()`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/types/native-context.ts': [
    'export type TNativeAudioContext = AudioContext;',
    'export type TNativeContext = TNativeAudioContext | OfflineAudioContext;',
  ].join('\n'),
  'src/interfaces/base-audio-context.ts': [
    'export interface IBaseAudioContext {',
    '  createGain(): number;',
    '}',
    'export interface IScheduledSourceNode {',
    '  start(): void;',
    '}',
  ].join('\n'),
  'src/types/factories.ts': [
    "import type { TNativeContext } from './native-context';",
    "import type { IBaseAudioContext } from '../interfaces/base-audio-context';",
    'export type TNativeGainNodeFactory = (nativeContext: TNativeContext) => GainNode;',
    'export type TGainNodeFactory = (context: IBaseAudioContext) => number;',
  ].join('\n'),
  'src/factories/context-constructor.ts': [
    "import type { IBaseAudioContext } from '../interfaces/base-audio-context';",
    'export const createContextConstructor = (gain: number) => {',
    '  return class AudioContext implements IBaseAudioContext {',
    '    createGain() { return gain; }',
    '  };',
    '};',
  ].join('\n'),
  'src/factories/source-constructor.ts': [
    "import type { IScheduledSourceNode } from '../interfaces/base-audio-context';",
    'export const createSourceConstructor = () => {',
    '  return class OscillatorNode implements IScheduledSourceNode {',
    '    start() {}',
    '  };',
    '};',
  ].join('\n'),
  'src/helpers/test-start-support.ts': [
    "import type { TNativeContext } from '../types/native-context';",
    'export const testStartSupport = (nativeContext: TNativeContext) => {',
    '  const nativeOscillatorNode = nativeContext.createOscillator();',
    '  nativeOscillatorNode.start();',
    '  nativeContext.destination.context.createGain();',
    '};',
  ].join('\n'),
  'src/factories/gain.ts': [
    "import type { TGainNodeFactory, TNativeGainNodeFactory } from '../types/factories';",
    'export const createNativeGainNode: TNativeGainNodeFactory = (nativeContext) =>',
    '  nativeContext.createGain();',
    'export const createGainNode: TGainNodeFactory = (context) => context.createGain();',
  ].join('\n'),
};

describe("a callback's parameter typed only with aliases of the platform's types", () => {
  it("calls the platform's methods, not the repository's classes', also on what they return", async () => {
    const callersOf = await callersIn(FILES);
    expect(
      callersOf('src/factories/context-constructor.ts#createContextConstructor.createGain'),
    ).toEqual(['src/factories/gain.ts#createGainNode@4 possible dispatch']);
  });

  it("is not an alias joining a type parameter with an object type of the repository's types", async () => {
    const callersOf = await callersIn({
      'src/layer.ts': 'export class Layer {\n  onHover(): boolean { return true; }\n}\n',
      'src/picking.ts': [
        "import type { Layer } from './layer';",
        'export type PickingInfo<ExtraInfo = {}> = ExtraInfo & { layer: Layer | null };',
        'type PickResult = { result: PickingInfo[] };',
        'export function hover({ result }: PickResult) {',
        '  for (const info of result) info.layer?.onHover();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/layer.ts#Layer.onHover')).toEqual(['src/picking.ts#hover@4 likely type']);
  });

  it("is not an alias of what a repository's function returns", async () => {
    const callersOf = await callersIn({
      'src/observable.ts': [
        'export interface Subscribable { subscribe(next: () => void): void; }',
        'export function observable(): Subscribable {',
        '  return { subscribe(next) { next(); } };',
        '}',
      ].join('\n'),
      'src/client.ts': [
        "import { observable, type Subscribable } from './observable';",
        'export class WsClient {',
        '  readonly connectionState: Subscribable = observable();',
        '}',
        'export function createWSClient() { return new WsClient(); }',
        'export type TRPCWebSocketClient = ReturnType<typeof createWSClient>;',
      ].join('\n'),
      'src/link.ts': [
        "import type { TRPCWebSocketClient } from './client';",
        'export function wsLink(opts: { client: TRPCWebSocketClient }) {',
        '  const { client } = opts;',
        '  client.connectionState.subscribe(() => {});',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/observable.ts#observable.subscribe')).toEqual([
      'src/link.ts#wsLink@2 possible dispatch',
    ]);
  });

  it("types an array of them by its elements, the platform's too", async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        'export type TNativeOscillatorNode = OscillatorNode;',
        'export type TStartAllFunction = (nodes: TNativeOscillatorNode[], output: number) => void;',
        'export type TStartAllFactory = (first: number) => TStartAllFunction;',
      ].join('\n'),
      'src/source.ts': 'export interface ISource {\n  start(): void;\n}\n',
      'src/oscillator-constructor.ts': [
        "import type { ISource } from './source';",
        'export const createOscillatorConstructor = () => {',
        '  return class OscillatorNode implements ISource {',
        '    start() {}',
        '  };',
        '};',
      ].join('\n'),
      'src/start-all.ts': [
        "import type { TStartAllFactory } from './types';",
        'export const createStartAll: TStartAllFactory = (first) => {',
        '  return (nodes, output = first) => {',
        '    const node = nodes[output];',
        '    node.start();',
        '  };',
        '};',
      ].join('\n'),
    });
    expect(callersOf('src/oscillator-constructor.ts#createOscillatorConstructor.start')).toEqual(
      [],
    );
  });

  it('is also what a method promising one settles to, awaited', async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        "import type { IAudioNode, IRenderer } from './interfaces';",
        'export type TNativeAudioNode = AudioNode;',
        'export type TGetRenderer = (audioNode: IAudioNode) => IRenderer;',
        'export type TRenderFunction = (audioNode: IAudioNode, destination: TNativeAudioNode) => Promise<void>;',
        'export type TRenderFactory = (getRenderer: TGetRenderer) => TRenderFunction;',
      ].join('\n'),
      'src/interfaces.ts': [
        "import type { TNativeAudioNode } from './types';",
        'export interface IAudioNode {',
        '  connect(destination: unknown, output?: number, input?: number): void;',
        '}',
        'export interface IRenderer {',
        '  render(proxy: IAudioNode): Promise<TNativeAudioNode>;',
        '}',
      ].join('\n'),
      'src/node-constructor.ts': [
        "import type { IAudioNode } from './interfaces';",
        'export const createNodeConstructor = () => {',
        '  return class AudioNode implements IAudioNode {',
        '    connect(destination: unknown, output = 0, input = 0) {}',
        '  };',
        '};',
      ].join('\n'),
      'src/render.ts': [
        "import type { TRenderFactory } from './types';",
        'export const createRender: TRenderFactory = (getRenderer) => {',
        '  return async (audioNode, destination) => {',
        '    const renderer = getRenderer(audioNode);',
        '    const renderer = getRenderer(audioNode);',
        '    const rendered = await renderer.render(audioNode);',
        '    rendered.connect(destination, 0, 0);',
        '  };',
        '};',
      ].join('\n'),
    });
    expect(callersOf('src/node-constructor.ts#createNodeConstructor.connect')).toEqual([]);
  });

  it("is also what a parameter typed as the platform's class constructs", async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        'export type TNativeOfflineAudioContextConstructor = typeof OfflineAudioContext;',
        'export type TTestConnectSupportFactory = (',
        '  nativeOfflineAudioContextConstructor: null | TNativeOfflineAudioContextConstructor,',
        ') => () => boolean;',
      ].join('\n'),
      'src/interfaces.ts': [
        'export interface IAudioNode {',
        '  connect(destination: unknown, output?: number, input?: number): unknown;',
        '}',
      ].join('\n'),
      'src/gain-constructor.ts': [
        "import type { IAudioNode } from './interfaces';",
        'export const createGainNodeConstructor = () => {',
        '  return class GainNode implements IAudioNode {',
        '    connect(destination: unknown, output = 0, input = 0) { return destination; }',
        '  };',
        '};',
      ].join('\n'),
      'src/test-connect-support.ts': [
        "import type { TTestConnectSupportFactory } from './types';",
        'export const createTestConnectSupport: TTestConnectSupportFactory = (',
        '  nativeOfflineAudioContextConstructor,',
        ') => {',
        '  return () => {',
        '    if (nativeOfflineAudioContextConstructor === null) return false;',
        '    const context = new nativeOfflineAudioContextConstructor(1, 1, 44100);',
        '    const gain = context.createGain();',
        '    return gain.connect(gain) === gain;',
        '  };',
        '};',
      ].join('\n'),
    });
    expect(callersOf('src/gain-constructor.ts#createGainNodeConstructor.connect')).toEqual([]);
  });
});
