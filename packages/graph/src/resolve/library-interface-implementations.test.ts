// An interface of the repository that has a method from a library's interface (`interface
// Resource extends Partial<Disposable>`): a call through it reaches the classes implementing it,
// and those implementing the library's interface, whose method it is.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("calls through an interface extending a library's", () => {
  it("reach the classes implementing the interface, the library's or an interface extending either, and their subclasses' overrides, nothing else of the name", async () => {
    const callersOf = await callersIn({
      'src/resource.ts': [
        "import type { Disposable } from 'typed-inject';",
        'export interface Resource extends Partial<Disposable> {}',
        'export interface Worker extends Disposable { run(): void; }',
        'export type WorkerResource = Worker & Resource;',
      ].join('\n'),
      'src/pool.ts': [
        "import type { Disposable } from 'typed-inject';",
        "import type { Resource, Worker } from './resource.js';",
        'export class Pool implements Resource { async dispose() {} }',
        'export class Sandbox implements Worker { run() {} dispose() {} }',
        'export class NamedSandbox extends Sandbox { dispose() {} }',
        'export class Closer implements Disposable { dispose() {} }',
        'export class Unrelated { dispose() {} }',
        'export function closeAll(resources: Resource[]) {',
        '  resources.map((resource) => resource.dispose?.());',
        '}',
        'export const stop = (worker: Worker) => worker.dispose();',
      ].join('\n'),
    });
    // `dispose` is `Disposable`'s, wherever it is called through: its implementations.
    const both = [
      'src/pool.ts#closeAll@8 possible dispatch',
      'src/pool.ts#stop@11 possible dispatch',
    ];
    expect(callersOf('src/pool.ts#Pool.dispose')).toEqual(both);
    expect(callersOf('src/pool.ts#Sandbox.dispose')).toEqual(both);
    expect(callersOf('src/pool.ts#Closer.dispose')).toEqual(both);
    // A subclass's override is an implementation too.
    expect(callersOf('src/pool.ts#NamedSandbox.dispose')).toEqual(both);
    expect(callersOf('src/pool.ts#Unrelated.dispose')).toEqual([]);
  });

  it("through a library's interface, reach the classes implementing an alias of it and their subclasses' overrides", async () => {
    const callersOf = await callersIn({
      'src/strict.ts': [
        "import type { Reporter } from '@acme/api/report';",
        'export type StrictReporter = Required<Reporter>;',
      ].join('\n'),
      'src/reporters.ts': [
        "import type { Reporter } from '@acme/api/report';",
        "import type { StrictReporter } from './strict.js';",
        'export class Broadcast implements StrictReporter { onDone() {} }',
        'export abstract class Keeper implements Reporter { onDone() {} }',
        'export class ProgressBar extends Keeper { onDone() {} }',
        'export class Unrelated { onDone() {} }',
      ].join('\n'),
      'src/planner.ts': [
        "import type { StrictReporter } from './strict.js';",
        'export class Planner {',
        '  constructor(private readonly reporter: StrictReporter) {}',
        '  plan() { this.reporter.onDone(); }',
        '}',
      ].join('\n'),
    });
    const planner = ['src/planner.ts#Planner.plan@4 possible dispatch'];
    expect(callersOf('src/reporters.ts#Broadcast.onDone')).toEqual(planner);
    expect(callersOf('src/reporters.ts#Keeper.onDone')).toEqual(planner);
    expect(callersOf('src/reporters.ts#ProgressBar.onDone')).toEqual(planner);
    expect(callersOf('src/reporters.ts#Unrelated.onDone')).toEqual([]);
  });
});

describe("object literals written with a library's type", () => {
  it('are reached through that type, never through an interface of the repository declaring the name', async () => {
    const callersOf = await callersIn({
      'src/env.ts': [
        'export interface EnvVarBackend { get(name: string): string | undefined; }',
        'export class ProcessBackend implements EnvVarBackend {',
        '  get(name: string) { return process.env[name]; }',
        '}',
        'export function envGet(backend: EnvVarBackend, name: string) { return backend.get(name); }',
      ].join('\n'),
      // A literal of no written type, returned from a callback: it may be any.
      'src/observable.ts': [
        'export interface Unsubscribable { unsubscribe(): void }',
        'export function observable(subscribe: (observer: unknown) => Unsubscribable) { return subscribe; }',
        'export function share() {',
        '  return observable((subscriber) => {',
        '    return { unsubscribe() { return subscriber; } };',
        '  });',
        '}',
        'export function stop(subscription: Unsubscribable) { subscription.unsubscribe(); }',
        '// A literal written with an alias of an interface of ours is one of ours.',
        'export type AnySubscription = Unsubscribable;',
        'export const idle: AnySubscription = { unsubscribe() {} };',
      ].join('\n'),
      'src/api.ts': [
        'export function createApi(parts: string[] = []): object {',
        '  const handler: ProxyHandler<object> = {',
        '    get(_, prop: string | symbol) { return createApi([...parts, String(prop)]); },',
        '  };',
        '  return new Proxy({}, handler);',
        '}',
        'export function read(handler: ProxyHandler<object>, target: object) {',
        "  return handler.get?.(target, 'name', target);",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/observable.ts#share.unsubscribe@5')).toEqual([
      'src/observable.ts#stop@8 possible dispatch',
    ]);
    expect(callersOf('src/observable.ts#unsubscribe@11')).toEqual([
      'src/observable.ts#stop@8 possible dispatch',
    ]);
    expect(callersOf('src/env.ts#ProcessBackend.get')).toEqual([
      'src/env.ts#envGet@5 possible dispatch',
    ]);
    expect(callersOf('src/api.ts#createApi.get@3')).toEqual([
      'src/api.ts#read@7 possible dispatch',
    ]);
  });
});

describe('object literals returned from a function whose return type is inferred', () => {
  it('implement an interface only by having every one of its methods', async () => {
    const callersOf = await callersIn({
      'src/expression.ts': [
        'export interface Expression { evaluate(ctx: unknown): unknown; eachChild(fn: () => void): void }',
        'export class Literal implements Expression { evaluate(ctx: unknown) { return 1; } eachChild() {} }',
        'export class Coalesce implements Expression {',
        '  constructor(readonly args: Expression[]) {}',
        '  evaluate(ctx: unknown) { return this.args[0].evaluate(ctx); }',
        '  eachChild() {}',
        '}',
      ].join('\n'),
      'src/function.ts': [
        'export function exponential(lower: number) {',
        '  return { evaluate(...args: unknown[]) { return lower; } };',
        '}',
        'export function constant(value: number) {',
        '  return { evaluate(ctx: unknown) { return value; }, eachChild() {} };',
        '}',
      ].join('\n'),
      'src/run.ts': 'export function run(e) { return e.evaluate(1); }',
    });
    // Typed (`args: Expression[]`) or not (`run(e)`), a call reaches the one with every method.
    const callers = [
      'src/expression.ts#Coalesce.evaluate@5 possible dispatch',
      'src/run.ts#run@1 possible dispatch',
    ];
    expect(callersOf('src/expression.ts#Literal.evaluate')).toEqual(callers);
    expect(callersOf('src/function.ts#constant.evaluate@5')).toEqual(callers);
    expect(callersOf('src/function.ts#exponential.evaluate@2')).toEqual([]);
  });
});
