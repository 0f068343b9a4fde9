// A generic base's field typed by its constrained parameter (`innerResource: T`, `T extends
// Resource`): in a subclass whose heritage clause binds the parameter (`extends
// ResourceDecorator<TestRunner>`), the field holds what it binds, not every Resource.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("inherited fields of a generic base's parameter", () => {
  it("are what the subclass's heritage clause binds, in the base the constraint", async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        'export interface Resource { init(): Promise<void>; run(): void; }',
        'export class Runner implements Resource { async init() {} run() {} }',
        'export class Checker implements Resource { async init() {} run() {} }',
        "import type { TestRunner } from '@acme/api';",
        'export class ProxyRunner implements TestRunner { exec() {} }',
      ].join('\n'),
      'src/decorator.ts': [
        "import type { Checker, Resource, Runner } from './types.js';",
        'export abstract class ResourceDecorator<T extends Resource> {',
        '  protected inner: T;',
        '  constructor(produce: () => T) { this.inner = produce(); }',
        '  async init() { await this.inner.init(); }',
        '}',
        'export class RunnerDecorator extends ResourceDecorator<Runner> {',
        '  run() { return this.inner.run(); }',
        '}',
        'export class CheckerDecorator extends ResourceDecorator<Checker> {',
        '  check() { return this.inner.run(); }',
        '}',
        "import type { TestRunner } from '@acme/api';",
        'export class TestRunnerDecorator extends ResourceDecorator<TestRunner> {',
        '  exec() { return this.inner.exec(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#Runner.run')).toEqual([
      'src/decorator.ts#RunnerDecorator.run@8 likely type',
    ]);
    expect(callersOf('src/types.ts#Checker.run')).toEqual([
      'src/decorator.ts#CheckerDecorator.check@11 likely type',
    ]);
    // Bound to a library's interface: the classes implementing it. A decorator of test runners is
    // no test runner: its own method is not reached through the field.
    expect(callersOf('src/types.ts#ProxyRunner.exec')).toEqual([
      'src/decorator.ts#TestRunnerDecorator.exec@15 possible dispatch',
    ]);
    expect(callersOf('src/decorator.ts#TestRunnerDecorator.exec')).toEqual([]);
    // In the base, `this.inner` is any Resource.
    expect(callersOf('src/types.ts#Runner.init')).toEqual([
      'src/decorator.ts#ResourceDecorator.init@5 possible dispatch',
    ]);
  });

  it("of several parameters are bound by position, the subclass's own ones binding none", async () => {
    const callersOf = await callersIn({
      'src/containers.ts': [
        'export interface Sequence<T> { assign(items: T[]): void; push(item: T): void; }',
        'export class List<T> implements Sequence<T> { assign(items: T[]) {} push(item: T) {} }',
        'export class Vector<T> implements Sequence<T> { assign(items: T[]) {} push(item: T) {} }',
      ].join('\n'),
      'src/adaptors.ts': [
        "import { List, Sequence, Vector } from './containers';",
        'export abstract class Adaptor<T, Source extends Sequence<T>, This extends Adaptor<T, Source, This>> {',
        '  protected source: Source;',
        '  constructor(source: Source) { this.source = source; }',
        '  push(item: T) { this.source.push(item); }',
        '}',
        'export class Queue<T> extends Adaptor<T, List<T>, Queue<T>> {',
        '  reset(items: T[]) { this.source.assign(items); }',
        '}',
        'export class Stack<T> extends Adaptor<T, Vector<T>, Stack<T>> {',
        '  reset(items: T[]) { this.source.assign(items); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/containers.ts#List.assign')).toEqual([
      'src/adaptors.ts#Queue.reset@8 likely type',
    ]);
    expect(callersOf('src/containers.ts#Vector.assign')).toEqual([
      'src/adaptors.ts#Stack.reset@11 likely type',
    ]);
    // In the base, any sequence.
    expect(callersOf('src/containers.ts#Vector.push')).toEqual([
      'src/adaptors.ts#Adaptor.push@5 possible dispatch',
    ]);
  });
});
