// Interfaces several files declare under one name (a project's own `IDisposable` beside the one of
// sources it vendors): a call through the one a file means reaches the implementations of that
// declaration, not those of its namesakes.
import { describe, expect, it } from 'vitest';
import { graphOf } from '../test/callers-in.js';

describe('same-named interfaces of different files', () => {
  it('dispatch to the implementations of the declaration the caller means', async () => {
    const graph = await graphOf({
      'src/vendor/lifecycle.ts': [
        'export interface IDisposable { dispose(): void; }',
        'export class DisposableStore implements IDisposable { dispose(): void {} }',
        'export function disposeAll(items: IDisposable[]): void {',
        '  for (const item of items) item.dispose();',
        '}',
        'export function disposeOne(item: IDisposable): void { item.dispose(); }',
      ].join('\n'),
      'src/common/types.ts': [
        'export interface IDisposable { dispose(): void; }',
        'export interface IMarker extends IDisposable { readonly line: number; }',
      ].join('\n'),
      'src/common/marker.ts': [
        "import type { IMarker } from './types.js';",
        'export class Marker implements IMarker {',
        '  readonly line = 0;',
        '  dispose(): void {}',
        '}',
      ].join('\n'),
      'src/common/cache.ts': [
        "import type { IDisposable } from './types.js';",
        'export class WidthCache implements IDisposable { dispose(): void {} }',
        'export function release(cache: IDisposable): void { cache.dispose(); }',
      ].join('\n'),
      'src/app.ts': [
        "import type { IDisposable } from './vendor/lifecycle.js';",
        'export function close(resource: IDisposable): void { resource.dispose(); }',
      ].join('\n'),
    });
    const callersOf = (symbol: string) =>
      graph
        .callers(symbol)
        .map(({ caller }) => caller.id)
        .sort();
    expect(callersOf('src/vendor/lifecycle.ts#DisposableStore.dispose')).toEqual([
      'src/app.ts#close@2',
      'src/vendor/lifecycle.ts#disposeAll@3',
      'src/vendor/lifecycle.ts#disposeOne@6',
    ]);
    expect(callersOf('src/common/cache.ts#WidthCache.dispose')).toEqual([
      'src/common/cache.ts#release@3',
    ]);
    // Through the interface extending the project's own `IDisposable`.
    expect(callersOf('src/common/marker.ts#Marker.dispose')).toEqual([
      'src/common/cache.ts#release@3',
    ]);
  });

  it('through a namespace, the interface of the namespace written', async () => {
    const graph = await graphOf({
      'src/contents/index.ts': [
        'export namespace Contents { export interface IManager { dispose(): void; } }',
        'export class ContentsManager implements Contents.IManager { dispose(): void {} }',
      ].join('\n'),
      'src/terminal/terminal.ts': 'export interface IManager { dispose(): void; }',
      'src/terminal/manager.ts': [
        "import type { IManager } from './terminal.js';",
        'export class TerminalManager implements IManager { dispose(): void {} }',
      ].join('\n'),
      'src/terminal/index.ts': [
        "import * as Terminal from './terminal.js';",
        "export * from './manager.js';",
        'export { Terminal };',
      ].join('\n'),
      'src/manager.ts': [
        "import type { Contents } from './contents/index.js';",
        "import type { Terminal } from './terminal/index.js';",
        'export class ServiceManager {',
        '  constructor(',
        '    readonly contents: Contents.IManager,',
        '    readonly terminals: Terminal.IManager,',
        '  ) {}',
        '  disposeContents(): void { this.contents.dispose(); }',
        '  disposeTerminals(): void { this.terminals.dispose(); }',
        '}',
      ].join('\n'),
    });
    const callersOf = (symbol: string) => graph.callers(symbol).map(({ caller }) => caller.id);
    expect(callersOf('src/contents/index.ts#ContentsManager.dispose')).toEqual([
      'src/manager.ts#ServiceManager.disposeContents@8',
    ]);
    expect(callersOf('src/terminal/manager.ts#TerminalManager.dispose')).toEqual([
      'src/manager.ts#ServiceManager.disposeTerminals@9',
    ]);
  });
});
