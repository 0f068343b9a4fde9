// An object literal of no written type is taken for a value of the largest of the repository's
// interfaces whose every method it defines, not of a smaller one whose methods are among them.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

/** A handle given as an object literal of no written type, its `getCamera` returning `camera`. */
const handleLiteral = (camera: string): string[] => [
  '  useImperativeHandle(ref, () => ({',
  '    getCamera() {',
  `      return ${camera};`,
  '    },',
  '    setCamera(camera: unknown) {',
  '      return camera;',
  '    },',
  '  }));',
];

describe('an object literal of no written type', () => {
  it("is no value of an interface whose methods are among a larger one's it defines", async () => {
    const callers = await callersIn({
      'src/native.ts': [
        "import { TurboModuleRegistry } from 'react-native';",
        'export interface Spec {',
        '  getCamera(tag: number): Promise<unknown>;',
        '}',
        "export default TurboModuleRegistry.getEnforcing<Spec>('Maps');",
      ].join('\n'),
      'src/handle.ts': [
        "import { useImperativeHandle, type Ref } from 'react';",
        "import Native from './native';",
        'export interface Handle {',
        '  getCamera(): Promise<unknown>;',
        '  setCamera(camera: unknown): void;',
        '}',
        'export function useHandle(ref: Ref<Handle>, tag: number) {',
        ...handleLiteral('Native.getCamera(tag)'),
        '}',
        'export function center(handle: Handle) {',
        '  return handle.getCamera();',
        '}',
      ].join('\n'),
    });
    // Through the handle's type, the literal's method is reached; through the spec's, not.
    expect(callers('src/handle.ts#useHandle.getCamera@9')).toEqual([
      'src/handle.ts#center@17 possible dispatch',
    ]);
  });

  it('is still a value of an interface the larger one extends, declaring its methods again', async () => {
    const callers = await callersIn({
      'src/handle.ts': [
        "import { useImperativeHandle, type Ref } from 'react';",
        'export interface Camera {',
        '  getCamera(): Promise<unknown>;',
        '}',
        'export interface Handle extends Camera {',
        '  getCamera(): Promise<number>;',
        '  setCamera(camera: unknown): void;',
        '}',
        'export function useHandle(ref: Ref<Handle>) {',
        ...handleLiteral('Promise.resolve(1)'),
        '}',
        'export function center(camera: Camera) {',
        '  return camera.getCamera();',
        '}',
      ].join('\n'),
    });
    expect(callers('src/handle.ts#useHandle.getCamera@11')).toEqual([
      'src/handle.ts#center@19 possible dispatch',
    ]);
  });

  it('need not define the optional methods of an interface', async () => {
    const callers = await callersIn({
      'src/listener.ts': [
        'export interface Listener {',
        '  willStart?(): void;',
        '  willSend?(): void;',
        '  didEnd(): void;',
        '}',
        'export function send(listener: Listener) {',
        '  listener.willSend?.();',
        '}',
      ].join('\n'),
      'src/plugins.ts': [
        'export function logging() {',
        '  return { willSend() { console.log(1); }, didEnd() {} };',
        '}',
        'export function partial() {',
        '  return { willSend() { return 2; } };',
        '}',
      ].join('\n'),
    });
    // The literal defining every required method is a Listener; one lacking `didEnd` is not.
    expect(callers('src/plugins.ts#logging.willSend@2')).toEqual([
      'src/listener.ts#send@6 possible dispatch',
    ]);
    expect(callers('src/plugins.ts#partial.willSend@5')).toEqual([]);
  });
});
