// An interface extending `Pick<T, …>` of a repository's interface has some of its members: an
// object literal of it is no `T`, so a call through a `T` never reaches its methods. A class of it
// may be a `T` when it has every member, as TypeScript's types are structural. One extending
// `Omit<T, …>` is still a `T`: it is written to declare the omitted members again.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('an interface picking members of another', () => {
  it("is not reached through the other's values by its literals, and is through its own", async () => {
    const callersOf = await callersIn({
      'src/controller.ts': [
        'export interface CameraController {',
        '  startZoom(zoom: number): void;',
        '  focusTo(point: number): Promise<void>;',
        '  resetFocus(): Promise<void>;',
        '}',
        'export function useCamera(): CameraController | undefined { return undefined; }',
      ].join('\n'),
      'src/camera.ts': [
        "import { useCamera, type CameraController } from './controller.js';",
        "export interface CameraRef extends Pick<CameraController, 'startZoom' | 'resetFocus'> {",
        '  focusTo(x: number, y: number): Promise<void>;',
        '}',
        "export interface Lens extends Pick<CameraController, 'startZoom' | 'resetFocus'> {}",
        'export function makeRef(): CameraRef {',
        '  const controller = useCamera();',
        '  const ref: CameraRef = {',
        '    startZoom(zoom) { return controller?.startZoom(zoom); },',
        '    async focusTo(x, y) { await controller?.focusTo(x + y); },',
        '    async resetFocus() { await controller?.resetFocus(); },',
        '  };',
        '  return ref;',
        '}',
        'export class FixedLens implements Lens {',
        '  startZoom() {}',
        '  async resetFocus() {}',
        '}',
        'export const reset = (ref: CameraRef) => ref.resetFocus();',
        'export const zoom = (lens: Lens) => lens.startZoom(2);',
      ].join('\n'),
    });
    expect(callersOf('src/camera.ts#makeRef.startZoom')).toEqual([]);
    expect(callersOf('src/camera.ts#makeRef.focusTo')).toEqual([]);
    expect(callersOf('src/camera.ts#makeRef.resetFocus')).toEqual([
      'src/camera.ts#reset@19 possible dispatch',
    ]);
    expect(callersOf('src/camera.ts#FixedLens.startZoom')).toEqual([
      'src/camera.ts#zoom@20 possible dispatch',
    ]);
  });

  it("takes the other's classes having each member it requires", async () => {
    const callersOf = await callersIn({
      'src/drive.ts': [
        'export interface Drive {',
        '  get(path: string): Promise<string>;',
        '  save(path: string): Promise<void>;',
        '  delete(path: string): Promise<void>;',
        '}',
        'export class RestDrive implements Drive {',
        "  async get() { return ''; }",
        '  async save() {}',
        '  async delete() {}',
        '}',
      ].join('\n'),
      'src/provider.ts': [
        "import type { Drive } from './drive.js';",
        "export interface ContentProvider extends Pick<Drive, 'get' | 'save'> {",
        '  readonly fileChanged?: () => void;',
        '}',
        'export class RestProvider implements ContentProvider {',
        "  async get() { return ''; }",
        '  async save() {}',
        '}',
        'export const read = (provider: ContentProvider) => provider.get("a");',
        'export const load = (drive: Drive) => drive.get("b");',
      ].join('\n'),
    });
    expect(callersOf('src/drive.ts#RestDrive.get@7')).toEqual([
      'src/provider.ts#load@10 possible dispatch',
      'src/provider.ts#read@9 possible dispatch',
    ]);
    expect(callersOf('src/provider.ts#RestProvider.get@6')).toEqual([
      'src/provider.ts#read@9 possible dispatch',
    ]);
  });

  it('is the other still when it omits members of it', async () => {
    const callersOf = await callersIn({
      'src/module.ts': [
        'export interface ModuleProxy {',
        '  register(tag: number): void;',
        '  getProp(tag: number): unknown;',
        '}',
        "export interface Module extends Omit<ModuleProxy, 'getProp'> {",
        '  getProp<T>(tag: number): Promise<T>;',
        '}',
        'export class NativeModule implements Module {',
        '  register() {}',
        '  async getProp<T>() { return undefined as T; }',
        '}',
        'export const run = (proxy: ModuleProxy) => proxy.register(1);',
      ].join('\n'),
    });
    expect(callersOf('src/module.ts#NativeModule.register@9')).toEqual([
      'src/module.ts#run@12 possible dispatch',
    ]);
  });
});
