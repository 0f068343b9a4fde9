// Receivers whose type is not written at the call: read from what is written elsewhere.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const SET = [
  'export class ObservableSet<T> implements Set<T> {',
  '  add(value: T) { return this; }',
  '  delete(value: T) { return true; }',
  '}',
  'export class Subject { error(reason: unknown) { return reason; } }',
  'export class Other { error(reason: unknown) { return reason; } }',
].join('\n');

describe('receivers typed by a field they hold', () => {
  it('types a variable holding a field by the type its class or interface declares', async () => {
    const callersOf = await callersIn({
      'src/set.ts': SET,
      'src/use.ts': [
        "import { Subject } from './set.js';",
        'export interface Observable { observers_: Set<string> }',
        'export function remove(observable: Observable, name: string) {',
        '  const observers = observable.observers_;',
        '  observers.delete(name);',
        '}',
        'export class Socket {',
        '  private _output: Subject = new Subject();',
        '  fail(reason: unknown) {',
        '    const observer = this._output;',
        '    observer.error(reason);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/set.ts#ObservableSet.delete')).toEqual([
      'src/use.ts#remove@3 possible dispatch',
    ]);
    expect(callersOf('src/set.ts#Subject.error')).toEqual(['src/use.ts#Socket.fail@9 likely type']);
    expect(callersOf('src/set.ts#Other.error')).toEqual([]);
  });

  it('types names destructured from a typed value by the fields its type declares', async () => {
    const callersOf = await callersIn({
      'src/set.ts': SET,
      'src/use.ts': [
        "import type { Subject } from './set.js';",
        'export interface Scope { output: Subject; size: number }',
        'export function fail(scope: Scope, reason: unknown) {',
        '  const { output, size } = scope;',
        '  output.error(reason);',
        '  return size;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/set.ts#Subject.error')).toEqual(['src/use.ts#fail@3 likely type']);
    expect(callersOf('src/set.ts#Other.error')).toEqual([]);
  });

  it('types `(value.field ??= new Set()).add()` by the assigned field', async () => {
    const callersOf = await callersIn({
      'src/set.ts': SET,
      'src/use.ts': [
        'export interface Observable { observers_?: Set<string> }',
        'export function add(observable: Observable, name: string) {',
        '  (observable.observers_ ??= new Set()).add(name);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/set.ts#ObservableSet.add')).toEqual([
      'src/use.ts#add@2 possible dispatch',
    ]);
  });

  it('types `(value as T)[key].m()` and `(value as T).field.m()` by the field the asserted type declares', async () => {
    const callersOf = await callersIn({
      'src/admin.ts': [
        "export const $mobx = Symbol('mobx');",
        'export class Administration { delete_(key: string) { return key; } }',
        'export class Unrelated { delete_(key: string) { return key; } }',
        'export interface Observable { [$mobx]: Administration; admin: Administration }',
      ].join('\n'),
      'src/use.ts': [
        "import { $mobx, type Observable } from './admin.js';",
        'export function remove(value: unknown, key: string) {',
        '  (value as Observable)[$mobx].delete_(key);',
        '}',
        'export function clear(value: unknown) {',
        "  (value as unknown as Observable).admin.delete_('all');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/admin.ts#Administration.delete_')).toEqual([
      'src/use.ts#clear@5 likely type',
      'src/use.ts#remove@2 likely type',
    ]);
    expect(callersOf('src/admin.ts#Unrelated.delete_')).toEqual([]);
  });

  it("types `(value as T)['name'].m()` by the field `name` the asserted type declares", async () => {
    const callersOf = await callersIn({
      'src/curves.ts': [
        'export interface Curve { add(input: Uint8Array): Uint8Array }',
        'export class Noble implements Curve { add(input: Uint8Array) { return input; } }',
        'export class Unrelated { add(input: Uint8Array) { return input; } }',
        'export class Machine { private _curve: Curve = new Noble(); }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Machine } from './curves.js';",
        'export function run(machine: unknown, input: Uint8Array) {',
        "  return (machine as Machine)['_curve'].add(input);",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/curves.ts#Noble.add')).toEqual(['src/use.ts#run@2 possible dispatch']);
    expect(callersOf('src/curves.ts#Unrelated.add')).toEqual([]);
  });
});

describe('receivers typed with an alias of a union of classes', () => {
  it("reaches each class's method through a field, a parameter or an element of the union", async () => {
    const callersOf = await callersIn({
      'src/ast.ts': [
        'export class Literal { toJSON() { return 1; } }',
        'export class Union { constructor(readonly types: ReadonlyArray<AST>) {}',
        '  toJSON() { return this.types.map((ast) => ast.toJSON()); } }',
        'export class Suspend { constructor(readonly type: AST) {}',
        '  toJSON() { return this.type.toJSON(); } }',
        'export class Unrelated { toJSON() { return 2; } }',
        'export type AST = Literal | Union | Suspend;',
      ].join('\n'),
      'src/print.ts': [
        "import type { AST } from './ast.js';",
        'export function print(ast: AST) { return ast.toJSON(); }',
      ].join('\n'),
      // Another file's `AST`, a union of other classes.
      'src/schema.ts': [
        'export class Signature { toJSON() { return 3; } }',
        'export type AST = Signature | Unrelated;',
        'export class Unrelated { toJSON() { return 2; } }',
      ].join('\n'),
    });
    expect(callersOf('src/ast.ts#Literal.toJSON')).toEqual([
      'src/ast.ts#Suspend.toJSON@5 likely type',
      'src/ast.ts#Union.toJSON@3 likely type',
      'src/print.ts#print@2 likely type',
    ]);
    expect(callersOf('src/ast.ts#Unrelated.toJSON')).toEqual([]);
    expect(callersOf('src/schema.ts#Signature.toJSON')).toEqual([]);
  });
});

describe('receivers typed with an alias of an intersection', () => {
  it('reaches the implementations of the interface a generic intersection joins, and a class it joins', async () => {
    const callersOf = await callersIn({
      'src/storage.ts': [
        'export interface StorageInstance<T> { bulkWrite(rows: T[]): number; close(): void; }',
        'export class MemoryInstance implements StorageInstance<string> {',
        '  bulkWrite(rows: string[]) { return rows.length; }',
        '  close() {}',
        '}',
        'export class DiskInstance implements StorageInstance<string> {',
        '  bulkWrite(rows: string[]) { return rows.length + 1; }',
        '  close() {}',
        '}',
        'export class Unrelated { bulkWrite(rows: string[]) { return 0; } close() {} }',
        'export class Counter { count() { return 1; } }',
        'export type Wrapped<T> = StorageInstance<T> & { original: Unrelated };',
        'export type Counted = Counter & { label: string };',
      ].join('\n'),
      'src/collection.ts': [
        "import type { Counted, Wrapped } from './storage.js';",
        'export class Collection<T> {',
        '  constructor(private storageInstance: Wrapped<T>, private counter: Counted) {}',
        '  insert() { return this.storageInstance.bulkWrite([]) + this.counter.count(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/storage.ts#MemoryInstance.bulkWrite')).toEqual([
      'src/collection.ts#Collection.insert@4 possible dispatch',
    ]);
    expect(callersOf('src/storage.ts#DiskInstance.bulkWrite')).toEqual([
      'src/collection.ts#Collection.insert@4 possible dispatch',
    ]);
    expect(callersOf('src/storage.ts#Unrelated.bulkWrite')).toEqual([]);
    expect(callersOf('src/storage.ts#Counter.count')).toEqual([
      'src/collection.ts#Collection.insert@4 likely type',
    ]);
  });

  it('reaches only the implementations having the members the intersection adds', async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export interface Context { crash(message: string): never; registerCleanup(fn: () => void): string; }',
        'export type OneoffCtx = Context & { flushAndExit: (code: number) => never };',
        'export class WatchContext implements Context {',
        '  crash(message: string): never { throw new Error(message); }',
        "  registerCleanup(fn: () => void) { return 'watch'; }",
        '}',
        'export class ExitingContext implements Context {',
        '  crash(message: string): never { return this.flushAndExit(1); }',
        "  registerCleanup(fn: () => void) { return 'exiting'; }",
        '  flushAndExit(code: number): never { process.exit(code); }',
        '}',
        'export interface Options { exit: (code: number) => never }',
        '// The added method held by a field typed by what an option holds.',
        'export class ConfiguredContext implements Context {',
        "  readonly flushAndExit: Options['exit'];",
        '  constructor(options: Options) { this.flushAndExit = options.exit; }',
        '  crash(message: string): never { return this.flushAndExit(2); }',
        "  registerCleanup(fn: () => void) { return 'configured'; }",
        '}',
      ].join('\n'),
      'src/deploy.ts': [
        "import type { OneoffCtx } from './context.js';",
        "export function deploy(ctx: OneoffCtx) { return ctx.crash('no deployment'); }",
      ].join('\n'),
    });
    expect(callersOf('src/context.ts#ExitingContext.crash')).toEqual([
      'src/deploy.ts#deploy@2 possible dispatch',
    ]);
    expect(callersOf('src/context.ts#ConfiguredContext.crash')).toEqual([
      'src/deploy.ts#deploy@2 possible dispatch',
    ]);
    expect(callersOf('src/context.ts#WatchContext.crash')).toEqual([]);
  });
});

describe("JSON's `toJSON` protocol", () => {
  it('dispatches `value.toJSON()` only through a type the repository writes with it', async () => {
    const callersOf = await callersIn({
      'src/inspectable.ts': [
        'export interface Inspectable { toJSON(): unknown }',
        'export class Cause implements Inspectable { toJSON() { return 1; } }',
        'export class Chunk implements Inspectable { toJSON() { return 2; } }',
        'export function inspect(value: Inspectable) { return value.toJSON(); }',
        '// Any value: a date, a library object or one of ours, as for JSON.stringify.',
        'export function guess(value) { return value.toJSON(); }',
      ].join('\n'),
    });
    expect(callersOf('src/inspectable.ts#Cause.toJSON')).toEqual([
      'src/inspectable.ts#inspect@4 possible dispatch',
    ]);
  });
});

describe('receivers typed by a written `this`', () => {
  it('types `this.m()` in a function by its `this` parameter, only inside that function', async () => {
    const callersOf = await callersIn({
      'src/subscriber.ts': [
        'export class Subscriber { error(reason: unknown) { return reason; } }',
        'export class Other { error(reason: unknown) { return reason; } }',
      ].join('\n'),
      'src/lift.ts': [
        "import type { Subscriber } from './subscriber.js';",
        'export function operate() {',
        '  return function (this: Subscriber, reason: unknown) {',
        '    this.error(reason);',
        '  };',
        '}',
        'export const handlers = {',
        '  fail(this: Subscriber, reason: unknown) { return this.error(reason); },',
        '  guess(reason: unknown) { return this.error(reason); },',
        '};',
        'export interface Printable { toString(): string }',
        'export interface Document extends Printable { title: string }',
        "export class Page implements Printable { toString() { return 'page'; } }",
        'export function print(this: Printable) { return this.toString(); }',
        "// `Document` only inherits `toString`: as if `this` were unwritten (JavaScript's own method).",
        'export function show(this: Document) { return this.toString(); }',
      ].join('\n'),
    });
    expect(callersOf('src/subscriber.ts#Subscriber.error')).toEqual([
      'src/lift.ts#fail@8 likely type',
      'src/lift.ts#operate@2 likely type',
    ]);
    expect(callersOf('src/subscriber.ts#Other.error')).toEqual([]);
    expect(callersOf('src/lift.ts#Page.toString')).toEqual([
      'src/lift.ts#print@14 possible dispatch',
    ]);
  });

  it("types `this.field.m()` by the field the written `this`'s class declares", async () => {
    const callersOf = await callersIn({
      'src/telegram.ts': [
        'export class Telegram { sendMessage(text: string) { return text; } }',
        'export class Other { sendMessage(text: string) { return text; } }',
      ].join('\n'),
      'src/context.ts': [
        "import { Telegram } from './telegram.js';",
        'export class Context { constructor(readonly telegram: Telegram) {} }',
      ].join('\n'),
      'src/future.ts': [
        "import type { Context } from './context.js';",
        "// Methods meant to replace the context's own: their `this` is a context.",
        'export const replies = {',
        '  reply(this: Context, text: string) { return this.telegram.sendMessage(text); },',
        '};',
        'export function replyLater(this: Context, text: string) {',
        '  return this.telegram.sendMessage(text);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/telegram.ts#Telegram.sendMessage')).toEqual([
      'src/future.ts#reply@4 likely type',
      'src/future.ts#replyLater@6 likely type',
    ]);
    expect(callersOf('src/telegram.ts#Other.sendMessage')).toEqual([]);
  });
});

describe('receivers typed by what they were made from', () => {
  it('types an imported module-level instance by the class it was constructed from', async () => {
    const callersOf = await callersIn({
      'src/subscribable.ts': [
        'export class Subscribable<T> {',
        '  subscribe(listener: T): () => void { return () => listener; }',
        '}',
        'export class Unrelated { subscribe() { return 1; } }',
      ].join('\n'),
      'src/focus.ts': [
        "import { Subscribable } from './subscribable.js';",
        'export class FocusManager extends Subscribable<() => void> {}',
        'export const focusManager = new FocusManager();',
      ].join('\n'),
      'src/client.ts': [
        "import { focusManager } from './focus.js';",
        'export function mount() {',
        '  return focusManager.subscribe(() => undefined);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/subscribable.ts#Subscribable.subscribe')).toEqual([
      'src/client.ts#mount@2 likely type',
    ]);
    expect(callersOf('src/subscribable.ts#Unrelated.subscribe')).toEqual([]);
  });

  it('links `api.m()` to the method of a module-level object literal, its own file or imported', async () => {
    const callersOf = await callersIn({
      'src/overwritable.ts': [
        'export const overwritable = {',
        '  isDevMode(): boolean { return false; },',
        '  freeze<T>(value: T): T { return this.isDevMode() ? value : value; },',
        '};',
        'export const other = { isDevMode() { return true; } };',
        'export function check() { return overwritable.isDevMode(); }',
      ].join('\n'),
      'src/schema.ts': [
        "import { overwritable } from './overwritable.js';",
        'export function schema(value: object) {',
        '  const freeze = overwritable.freeze;',
        '  return overwritable.isDevMode() ? freeze(value) : value;',
        '}',
        'export function shadowed(overwritable: { isDevMode(): boolean }) {',
        '  return overwritable.isDevMode();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/overwritable.ts#isDevMode@2')).toEqual([
      'src/overwritable.ts#check@6 certain same_file',
      'src/overwritable.ts#freeze@3 certain this',
      'src/schema.ts#schema@2 certain import',
    ]);
    expect(callersOf('src/overwritable.ts#freeze@3')).toEqual([
      'src/schema.ts#schema@2 certain import',
    ]);
    expect(callersOf('src/overwritable.ts#isDevMode@5')).toEqual([]);
  });

  it("types a container's element callbacks by what the container holds", async () => {
    const callersOf = await callersIn({
      'src/observer.ts': [
        'export class Observer { update() { return 1; } }',
        'export class Unrelated { update() { return 2; } }',
      ].join('\n'),
      'src/cache.ts': [
        "import type { Observer } from './observer.js';",
        'export class Cache {',
        '  #observers: Array<Observer> = [];',
        '  notify() { this.#observers.forEach((observer) => observer.update()); }',
        '}',
        'export function notifyAll(observers: Set<Observer>) {',
        '  observers.forEach((observer) => observer.update());',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/observer.ts#Observer.update')).toEqual([
      'src/cache.ts#Cache.notify@4 likely type',
      'src/cache.ts#notifyAll@6 likely type',
    ]);
    expect(callersOf('src/observer.ts#Unrelated.update')).toEqual([]);
  });

  it('reaches a class implementing the container, not one naming it as a type argument', async () => {
    const callersOf = await callersIn({
      'src/track.ts': [
        'export interface Supervisor<T> { value(): T }',
        '// Supervises an array of fibers: it is no array.',
        'export class Track implements Supervisor<Array<number>> {',
        '  value() { return [1]; }',
        '  map(f: (n: number) => number) { return this.value().map(f); }',
        '}',
        'export class Ring<T> implements Iterable<T> {',
        '  *[Symbol.iterator]() {}',
        '  map(f: (t: T) => T) { return f; }',
        '}',
      ].join('\n'),
      'src/hash-ring.ts': [
        'export class HashRing {',
        '  ring: Array<[number, string]> = [];',
        '  nodes: Iterable<string> = [];',
        '  toJSON() { return this.ring.map(([n]) => n); }',
        '  names() { return this.nodes.map((name: string) => name); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/track.ts#Track.map')).toEqual([]);
    expect(callersOf('src/track.ts#Ring.map')).toEqual([
      'src/hash-ring.ts#HashRing.names@5 possible dispatch',
    ]);
  });

  it("types what a container's element read returns by what the container holds", async () => {
    const callersOf = await callersIn({
      'src/observer.ts': [
        'export class Observer { update() { return 1; } }',
        'export class Unrelated { update() { return 2; } }',
      ].join('\n'),
      'src/cache.ts': [
        "import type { Observer } from './observer.js';",
        'export class Cache {',
        '  private byKey: Map<string, Observer> = new Map();',
        '  touch(key: string) { this.byKey.get(key)?.update(); }',
        '  held(key: string) {',
        '    const observer = this.byKey.get(key);',
        '    return observer?.update();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/observer.ts#Observer.update')).toEqual([
      'src/cache.ts#Cache.held@5 likely type',
      'src/cache.ts#Cache.touch@4 likely type',
    ]);
    expect(callersOf('src/observer.ts#Unrelated.update')).toEqual([]);
  });
});

describe('callbacks typed through aliases', () => {
  it("types a handler's parameters by the function type alias the route's parameter is written with", async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export class Context<E> { json(body: E) { return body; } }',
        'export class Unrelated { json() { return 1; } }',
        'export type Next = () => Promise<void>;',
        'export type Handler<E> = (c: Context<E>, next: Next) => unknown;',
        'export type Middleware<E> = (c: Context<E>, next: Next) => Promise<void>;',
        'export type H<E> = Handler<E> | Middleware<E>;',
      ].join('\n'),
      'src/app.ts': [
        "import type { H, Handler } from './context.js';",
        'export class App<E> {',
        '  get(path: string, ...handlers: H<E>[]) { return handlers.length + path.length; }',
        '  on(handler: Handler<E>) { return handler; }',
        '}',
      ].join('\n'),
      'src/routes.ts': [
        "import { App } from './app.js';",
        'const app = new App<string>();',
        'export function routes() {',
        "  app.get('/', (c) => c.json('home'), (c, next) => next());",
        "  app.on((c) => c.json('on'));",
        '}',
      ].join('\n'),
    });
    // `get`'s rest parameter (through the union alias) and `on`'s parameter: one edge each.
    expect(callersOf('src/context.ts#Context.json')).toEqual([
      'src/routes.ts#routes@3 likely type',
      'src/routes.ts#routes@3 likely type',
    ]);
    expect(callersOf('src/context.ts#Unrelated.json')).toEqual([]);
  });
});

describe('object literals typed by the parameter they are passed to', () => {
  const HANDLER = [
    'export interface Options { label: string; onError?: (error: unknown) => void }',
    'export interface Observer<T> { next(value: T): void; complete(): void }',
    'export function handle(opts: Options) {',
    "  opts.onError?.(new Error('failed'));",
    '}',
    'export class Source<T> {',
    '  subscribe(observer: Partial<Observer<T>>) { return observer; }',
    '  emit(observer: Observer<T>, value: T) { observer.next(value); }',
    '}',
    'export class Client {',
    '  constructor(readonly options: Options) {}',
    '}',
    'export function fail(client: Client) {',
    "  client.options.onError?.('gone');",
    '}',
    '// A receiver of no written type: it may be anything, not an Options.',
    "export function guess(handler) { handler.onError('unknown'); }",
  ].join('\n');

  it("links a call through the parameter's type to the methods of a literal passed there", async () => {
    const callersOf = await callersIn({
      'src/handler.ts': HANDLER,
      'src/use.ts': [
        "import { Client, handle, Source } from './handler.js';",
        'export function run(source: Source<number>) {',
        "  handle({ label: 'run', onError(error) { return error; } });",
        '  source.subscribe({ next(value) { return value; } });',
        "  return new Client({ label: 'client', onError(error) { return error; } });",
        '}',
        'export function unrelated() {',
        '  const kept = { onError(error: unknown) { return error; }, next(value: number) { return value; } };',
        '  record({ onError(error: unknown) { return error; } });',
        '  return kept;',
        '}',
        'function record(settings: { onError(error: unknown): void }) { return settings; }',
      ].join('\n'),
    });
    // Both literals are Options: a call through any receiver of that type may reach either.
    expect(callersOf('src/use.ts#run.onError@3')).toEqual([
      'src/handler.ts#fail@13 possible dispatch',
      'src/handler.ts#handle@3 possible dispatch',
    ]);
    expect(callersOf('src/use.ts#run.next@4')).toEqual([
      'src/handler.ts#Source.emit@8 possible dispatch',
    ]);
    expect(callersOf('src/use.ts#run.onError@5')).toEqual([
      'src/handler.ts#fail@13 possible dispatch',
      'src/handler.ts#handle@3 possible dispatch',
    ]);
    expect(callersOf('src/use.ts#unrelated.onError@8')).toEqual([]);
    expect(callersOf('src/use.ts#unrelated.next@8')).toEqual([]);
    expect(callersOf('src/use.ts#unrelated.onError@9')).toEqual([]);
  });

  it('dispatches through a property written with an alias of a function type', async () => {
    const callersOf = await callersIn({
      'src/options.ts': [
        'export type ErrorHandler = (error: unknown) => void;',
        'export interface BaseOptions { onError?: ErrorHandler; label: Label }',
        'export type Label = string;',
        'export interface RequestOptions extends BaseOptions { path: string }',
        'export function respond(opts: RequestOptions) {',
        "  opts.onError?.(new Error('failed'));",
        '}',
      ].join('\n'),
      'src/adapter.ts': [
        "import { respond } from './options.js';",
        'export function adapt(path: string) {',
        "  respond({ path, label: 'adapter', onError(error) { return error; } });",
        '}',
        'export function unrelated() {',
        '  const kept = { onError(error: unknown) { return error; } };',
        '  return kept;',
        '}',
        'export function guess(handler) { handler.onError(1); }',
      ].join('\n'),
    });
    // Not `guess`: a receiver of no written type is not an options object.
    expect(callersOf('src/adapter.ts#adapt.onError@3')).toEqual([
      'src/options.ts#respond@5 possible dispatch',
    ]);
    expect(callersOf('src/adapter.ts#unrelated.onError@6')).toEqual([]);
  });

  it('reads the parameter type of a method an interface declares', async () => {
    const callersOf = await callersIn({
      'src/handler.ts': HANDLER,
      'src/feed.ts': [
        "import type { Observer } from './handler.js';",
        'export interface Feed<T> { listen(observer: Partial<Observer<T>>): void }',
        'export interface Log { write(entry: { next(value: number): void }): void }',
        'export function watch(feed: Feed<number>, log: Log) {',
        '  feed.listen({ next(value) { return value; } });',
        '  log.write({ next(value) { return value; } });',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/feed.ts#watch.next@5')).toEqual([
      'src/handler.ts#Source.emit@8 possible dispatch',
    ]);
    expect(callersOf('src/feed.ts#watch.next@6')).toEqual([]);
  });
});

describe("values a library's typed value returned", () => {
  it('does not dispatch a method of what a value written with only a library type returned', async () => {
    const callersOf = await callersIn({
      'src/stream.ts': [
        'export interface Closable { close(): void }',
        'export class Storage implements Closable { close() { return 1; } }',
      ].join('\n'),
      'src/token.ts': [
        "import { Collection } from 'mongodb';",
        "import type { Storage } from './stream.js';",
        'export function resumeToken(collection: Collection) {',
        '  const stream = collection.watch();',
        '  stream.close();',
        '  return stream;',
        '}',
        'export function shut(collection: Collection<Storage>, value: unknown) {',
        '  collection.find().close();',
        '  const found = (value as { lookup(): unknown }).lookup();',
        '  return found;',
        '}',
        'export function closeAny(thing) { thing.close(); }',
      ].join('\n'),
    });
    // A value of unknown type may still be one of ours; a change stream of the driver's is not.
    // Nor is what a collection of ours (`Collection<Storage>`) returns: it may hold one of ours.
    expect(callersOf('src/stream.ts#Storage.close')).toEqual([
      'src/token.ts#closeAny@13 possible dispatch',
      'src/token.ts#shut@8 possible dispatch',
    ]);
  });
});
