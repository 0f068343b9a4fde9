// An object literal written with no type (returned from a callback passed to a library,
// `useImperativeHandle(ref, () => ({ startZoom(zoom) { … } }))`) is reached through a value of the
// repository's interface only when it has every method that interface declares: a call of
// `controller.startZoom(zoom)` inside it is no call of its own method.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('object literals of no written type', () => {
  it("are reached through an interface's values only when they have each of its methods", async () => {
    const callersOf = await callersIn({
      'src/controller.ts': [
        'export interface CameraController {',
        '  startZoom(zoom: number): void;',
        '  resetFocus(): void;',
        '  takePhoto(): Promise<string>;',
        '}',
        'export interface Zoomable { startZoom(zoom: number): void; }',
        'export function useCamera(): CameraController | undefined { return undefined; }',
      ].join('\n'),
      'src/camera.tsx': [
        "import { useImperativeHandle } from 'react';",
        "import { useCamera, type Zoomable } from './controller.js';",
        'export function Camera({ handle }: { handle: unknown }) {',
        '  const controller = useCamera();',
        '  useImperativeHandle(handle, () => ({',
        '    startZoom(zoom: number) { controller?.startZoom(zoom); },',
        '    resetFocus() { controller?.resetFocus(); },',
        '  }));',
        '  return null;',
        '}',
        'export const zoomIn = (zoomable: Zoomable) => zoomable.startZoom(2);',
      ].join('\n'),
    });
    // It has no `takePhoto`: no CameraController. It has every method of a `Zoomable`.
    expect(callersOf('src/camera.tsx#Camera.startZoom@6')).toEqual([
      'src/camera.tsx#zoomIn@11 possible dispatch',
    ]);
    expect(callersOf('src/camera.tsx#Camera.resetFocus@7')).toEqual([]);
  });
});
