// A class extending a library's class implements the interfaces the library's declaration files
// say that class implements (`KernelConnector extends DataConnector`, `DataConnector implements
// IDataConnector`): a call through one of them reaches the class's methods. The sources cannot
// say so; the dependency's `.d.ts` files in node_modules do.
import { utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from '../build.js';
import { exportGraph } from '../export.js';
import { callersIn, graphOf } from '../test/callers-in.js';

/** A package in node_modules (ignored by git, as installed dependencies are). */
const statedb = {
  '.gitignore': 'node_modules/\n',
  'node_modules/@acme/statedb/package.json': JSON.stringify({
    name: '@acme/statedb',
    main: 'lib/index.js',
    types: 'lib/index.d.ts',
  }),
  'node_modules/@acme/statedb/lib/index.d.ts': [
    "export * from './interfaces';",
    "export { DataConnector } from './dataconnector';",
  ].join('\n'),
  'node_modules/@acme/statedb/lib/interfaces.d.ts': [
    '/** A class DataSink { } in a comment is no declaration. */',
    'export interface IFetcher<T, U = T> { fetch(id: U): Promise<T | undefined>; }',
    'export interface IDataConnector<T, U = T, V = string> extends IFetcher<T, V> {',
    '  save(id: V, value: U): Promise<void>;',
    '}',
    'export interface IUnrelated { fetch(): void; }',
  ].join('\n'),
  'node_modules/@acme/statedb/lib/dataconnector.d.ts': [
    "import { IDataConnector } from './interfaces';",
    'export declare abstract class DataConnector<T, U = T, V = string, W extends (a: T) => U = (a: T) => U>',
    '  implements IDataConnector<T, U, V> {',
    '  abstract fetch(id: V): Promise<T | undefined>;',
    '  save(id: V, value: U): Promise<void>;',
    '}',
  ].join('\n'),
};

describe("a class extending a library's class", () => {
  it("implements the interfaces the library's declaration files say that class implements, at any depth, whatever types their arguments name", async () => {
    const callersOf = await callersIn({
      ...statedb,
      'src/connector.ts': [
        "import { DataConnector } from '@acme/statedb';",
        "import type { Handler } from './handler';",
        'export class KernelConnector extends DataConnector<Handler.IReply, void, Handler.IRequest> {',
        '  async fetch(request: Handler.IRequest) { return { data: request.text }; }',
        '}',
        'export class TextConnector extends DataConnector<string> {',
        '  async fetch(id: string) { return id; }',
        '}',
        'export class Other { async fetch(id: string) { return id; } }',
      ].join('\n'),
      'src/handler.ts': [
        "import type { IDataConnector, IFetcher, IUnrelated } from '@acme/statedb';",
        'export class Handler {',
        '  constructor(options: Handler.IOptions) { this.connector = options.connector; }',
        '  load() { return this.connector',
        '    .fetch({ text: "a" })',
        '    .then((reply) => reply); }',
        '  private connector: IDataConnector<Handler.IReply, void, Handler.IRequest>;',
        '}',
        'export namespace Handler {',
        '  export interface IOptions { connector: IDataConnector<IReply, void, IRequest>; }',
        '  export interface IReply { data: string }',
        '  export interface IRequest { text: string }',
        '}',
        'export const fetchOne = (fetcher: IFetcher<string>) => fetcher.fetch("b");',
        'export const other = (unrelated: IUnrelated) => unrelated.fetch();',
      ].join('\n'),
    });
    expect(callersOf('src/connector.ts#KernelConnector.fetch')).toEqual([
      'src/handler.ts#Handler.load@4 possible dispatch',
      'src/handler.ts#fetchOne@14 possible dispatch',
    ]);
    // A connector of strings is none of requests and replies; through a fetcher of strings, it is.
    expect(callersOf('src/connector.ts#TextConnector.fetch')).toEqual([
      'src/handler.ts#fetchOne@14 possible dispatch',
    ]);
    expect(callersOf('src/connector.ts#Other.fetch')).toEqual([]);
  });

  it('finds the package as Node does, by its exports, from the folder of the file importing it', async () => {
    const callersOf = await callersIn({
      ...statedb,
      'packages/app/node_modules/@acme/statedb/package.json': JSON.stringify({
        name: '@acme/statedb',
        exports: { '.': { import: { types: './esm/main.d.mts', default: './esm/main.mjs' } } },
      }),
      'packages/app/node_modules/@acme/statedb/esm/main.d.mts': [
        'export interface IStore { fetch(id: string): Promise<string>; }',
        'export declare class Store implements IStore { fetch(id: string): Promise<string>; }',
      ].join('\n'),
      'packages/app/src/store.ts': [
        "import { Store, type IStore } from '@acme/statedb';",
        'export class CachedStore extends Store {',
        '  async fetch(id: string) { return id; }',
        '}',
        'export const read = (store: IStore) => store.fetch("a");',
      ].join('\n'),
    });
    expect(callersOf('packages/app/src/store.ts#CachedStore.fetch')).toEqual([
      'packages/app/src/store.ts#read@5 possible dispatch',
    ]);
  });
});

/** A library's disposable interface, a class implementing it, and a context holding a class. */
const disposable = {
  '.gitignore': 'node_modules/\n',
  'node_modules/disposable/package.json': JSON.stringify({
    name: 'disposable',
    types: 'index.d.ts',
  }),
  'node_modules/disposable/index.d.ts': [
    'export interface IDisposable { dispose(): void; }',
    'export declare class DisposableDelegate implements IDisposable { dispose(): void; }',
    'export declare class CoreStats { increment(metric: string): void; }',
    'export interface CoreContext { stats: CoreStats; delegate: IDisposable; }',
    'export declare class Session { get current(): IDisposable; set current(value: IDisposable); }',
  ].join('\n'),
};

describe("a library's interface a class has from the library's class it extends", () => {
  it("is no interface of the repository's extending it: a call through that one does not reach the class", async () => {
    const callersOf = await callersIn({
      ...disposable,
      'src/manager.ts': [
        "import { DisposableDelegate, type IDisposable } from 'disposable';",
        'export interface IManager extends IDisposable { refresh(): void; }',
        'export class Manager implements IManager { refresh() {} dispose() {} }',
        'export interface IFuture extends IDisposable { done(): void; }',
        'export class Future extends DisposableDelegate implements IFuture { done() {} dispose() {} }',
        'export const stop = (manager: IManager) => manager.dispose();',
        'export const drop = (disposable: IDisposable) => disposable.dispose();',
      ].join('\n'),
    });
    expect(callersOf('src/manager.ts#Manager.dispose')).toContain(
      'src/manager.ts#stop@6 possible dispatch',
    );
    // Through the library's interface itself, it does.
    expect(callersOf('src/manager.ts#Future.dispose')).toEqual([
      'src/manager.ts#drop@7 possible dispatch',
    ]);
  });
  it("is no interface its subclasses say they implement: a call through the repository's interface extending it reaches none of them", async () => {
    const callersOf = await callersIn({
      ...disposable,
      'src/menu.ts': [
        "import { DisposableDelegate, type IDisposable } from 'disposable';",
        'export interface IMenuItem extends IDisposable { label: string; }',
        'export class Toolbar extends DisposableDelegate {}',
        'export class ReactiveToolbar extends Toolbar { dispose() {} }',
        'export class ContextMenu implements IDisposable { dispose() {} }',
        'export class Item implements IMenuItem { label = ""; dispose() {} }',
        'export const remove = (added: IMenuItem[]) => added.forEach((item) => item.dispose());',
      ].join('\n'),
    });
    expect(callersOf('src/menu.ts#Item.dispose')).toEqual([
      'src/menu.ts#remove@7 possible dispatch',
    ]);
    expect(callersOf('src/menu.ts#ReactiveToolbar.dispose')).toEqual([]);
  });
});

describe("a field of a library's type", () => {
  it("has the type the library's declaration file writes, its supertypes' fields too", async () => {
    const callersOf = await callersIn({
      '.gitignore': 'node_modules/\n',
      'node_modules/http-utils/package.json': JSON.stringify({
        name: 'http-utils',
        exports: { '.': { types: './dist/src/index.d.ts', import: './dist/src/index.js' } },
      }),
      'node_modules/http-utils/dist/src/index.d.ts': [
        "import type { AbortOptions } from './abort.js';",
        'export interface MiddlewareOptions extends AbortOptions {',
        '    method: string;',
        '    middleware: Middleware[];',
        '    handlers?: Array<(options: MiddlewareOptions) => void>;',
        '}',
        'export interface Middleware {',
        '    prepareRequest?(resource: URL, opts: MiddlewareOptions): void | Promise<void>;',
        '}',
      ].join('\n'),
      'node_modules/http-utils/dist/src/abort.d.ts': [
        'export interface AbortOptions { signal?: Signal; }',
        'export interface Signal { abort(): void; }',
      ].join('\n'),
      'src/index.ts': [
        "import type { MiddlewareOptions, Middleware } from 'http-utils';",
        'export type { MiddlewareOptions, Middleware };',
      ].join('\n'),
      'src/cookies.ts': [
        "import type { Middleware, MiddlewareOptions } from 'http-utils';",
        'export class Cookies implements Middleware {',
        '  async prepareRequest(resource: URL, opts: MiddlewareOptions) {}',
        '}',
        'export class Jar { async prepareRequest(resource: URL) {} abort() {} }',
      ].join('\n'),
      'src/utils.ts': [
        "import type { MiddlewareOptions } from './index.js';",
        'export async function prepare(resource: URL, opts: MiddlewareOptions) {',
        '  for (const middleware of opts.middleware) {',
        '    await middleware.prepareRequest?.(resource, opts);',
        '  }',
        '  opts.signal?.abort();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/cookies.ts#Cookies.prepareRequest')).toEqual([
      'src/utils.ts#prepare@2 possible dispatch',
    ]);
    // Neither the library's `Middleware` nor its `Signal` is a `Jar`.
    expect(callersOf('src/cookies.ts#Jar.prepareRequest')).toEqual([]);
    expect(callersOf('src/cookies.ts#Jar.abort')).toEqual([]);
  });

  it("is none of the library's classes: a call through one reaches no override of the repository's", async () => {
    const callersOf = await callersIn({
      ...disposable,
      'src/stats.ts': [
        "import { CoreStats, DisposableDelegate, type CoreContext, type Session } from 'disposable';",
        'export class Stats extends CoreStats { override increment(metric: string) {} }',
        'export class Held extends DisposableDelegate { override dispose() {} }',
        'export function record(ctx: CoreContext) {',
        '  ctx.stats.increment("calls");',
        '  ctx.delegate.dispose();',
        '}',
        'export const end = (session: Session) => session.current.dispose();',
      ].join('\n'),
    });
    expect(callersOf('src/stats.ts#Stats.increment')).toEqual([]);
    // A getter's type (`get current(): IDisposable`) is what the field reads.
    expect(callersOf('src/stats.ts#Held.dispose')).toEqual([
      'src/stats.ts#end@8 possible dispatch',
      'src/stats.ts#record@4 possible dispatch',
    ]);
  });

  it('says nothing when it mentions a type parameter of the type declaring it (`content: T`, `promise: Promise<T>`)', async () => {
    const callersOf = await callersIn({
      '.gitignore': 'node_modules/\n',
      'node_modules/docregistry/package.json': JSON.stringify({
        name: 'docregistry',
        types: 'index.d.ts',
      }),
      'node_modules/docregistry/index.d.ts': [
        'export declare class DocumentWidget<T extends Widget = Widget> {',
        '    readonly content: T;',
        '}',
        'export declare class Widget { dispose(): void; }',
        'export declare class PromiseDelegate<T> { readonly promise: Promise<T>; }',
      ].join('\n'),
      'src/widget.ts': [
        "import { DocumentWidget, Widget } from 'docregistry';",
        'export class MarkdownViewer extends Widget { setFragment(fragment: string) {} }',
        'export class MarkdownDocument extends DocumentWidget<MarkdownViewer> {',
        '  setFragment(fragment: string) { this.content.setFragment(fragment); }',
        '}',
      ].join('\n'),
      'src/mime.ts': [
        "import { PromiseDelegate } from 'docregistry';",
        'export interface IManager { renderFigure(text: string): Promise<string>; }',
        'export class Manager implements IManager {',
        '  async renderFigure(text: string) { return text; }',
        '}',
        'export class Rendered {',
        '  protected static _ready = new PromiseDelegate<IManager>();',
        '  async render() {',
        '    const manager = await Rendered._ready.promise;',
        '    return manager.renderFigure("graph");',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/widget.ts#MarkdownViewer.setFragment')).toEqual([
      'src/widget.ts#MarkdownDocument.setFragment@4 likely type',
    ]);
    expect(callersOf('src/mime.ts#Manager.renderFigure')).toEqual([
      'src/mime.ts#Rendered.render@8 possible dispatch',
    ]);
  });
});

describe("reading a library's declaration files", () => {
  it('reads nothing outside the repository, wherever an import leads', async () => {
    const graph = await graphOf({
      '.gitignore': 'node_modules/\n',
      'node_modules/pkg/package.json': JSON.stringify({ name: 'pkg' }),
      'node_modules/pkg/index.d.ts': [
        "export * from '../../../../../../../../outside';",
        "export { Base } from '../../../../../../../../elsewhere.js';",
      ].join('\n'),
      'src/a.ts': [
        "import { Base } from 'pkg';",
        "import { Other } from 'pkg/../../../../../../../../etc/hosts';",
        'export class A extends Base { run() {} }',
        'export class B extends Other { run() {} }',
      ].join('\n'),
    });
    const read = [...graph.configReads.keys()];
    expect(read).toContain('node_modules/pkg/index.d.ts');
    expect(read.filter((path) => path.startsWith('..') || path.startsWith('/'))).toEqual([]);
  });

  it('resolves again when a dependency changes, from a cache that hashed none of its files', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    const files = {
      ...statedb,
      'src/connector.ts': [
        "import { DataConnector } from '@acme/statedb';",
        'export class KernelConnector extends DataConnector<string> {',
        '  async fetch(id: string) { return id; }',
        '}',
      ].join('\n'),
      'src/handler.ts': [
        "import type { IFetcher } from '@acme/statedb';",
        'export const fetchOne = (fetcher: IFetcher<string>) => fetcher.fetch("b");',
      ].join('\n'),
    };
    await repo.commit('files', files);
    await age(repo, Object.keys(files), 60);
    const callers = async (): Promise<string[]> =>
      (await buildGraph({ root: repo.path }))
        .callers('src/connector.ts#KernelConnector.fetch')
        .map((caller) => caller.caller.id);
    expect(await callers()).toEqual(['src/handler.ts#fetchOne@2']);
    // An upgrade whose data connector implements nothing: what the sources say is unchanged.
    const upgraded = 'node_modules/@acme/statedb/lib/dataconnector.d.ts';
    await repo.write({ [upgraded]: 'export declare abstract class DataConnector<T> {}\n' });
    await age(repo, [upgraded], 30);
    expect(await callers()).toEqual([]);
    expect(exportGraph(await buildGraph({ root: repo.path }))).toEqual(
      exportGraph(await buildGraph({ root: repo.path, cacheDirectory: false })),
    );
  });
});

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

async function age(repo: TempRepo, paths: Iterable<string>, seconds: number): Promise<void> {
  const when = new Date(Date.now() - seconds * 1000);
  for (const path of paths) await utimes(join(repo.path, path), when, when);
}
