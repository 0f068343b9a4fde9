// A call through a receiver written with an interface reaches the implementations the receiver
// can be: classes that are of that interface (or whose subclass inheriting the method is), not
// every class implementing the interface above it that declares the method.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const types = [
  'export interface Pipeable { pipe(): unknown; }',
  'export interface Effect extends Pipeable { run(): void; }',
  'export interface Option extends Pipeable { get(): unknown; }',
].join('\n');

/** A call of `pipe()` through a value written as an `Effect`. */
const RUN_ALL = [
  "import type { Effect } from './types';",
  'export function runAll(effect: Effect) {',
  '  return effect.pipe();',
  '}',
].join('\n');

describe('a call through a receiver written with an interface', () => {
  it("reaches the method of a class of the receiver's type, not a sibling type's", async () => {
    const callersOf = await callersIn({
      'src/types.ts': types,
      'src/effect.ts': [
        "import type { Effect } from './types';",
        'export class EffectImpl implements Effect { run() {} pipe() { return this; } }',
      ].join('\n'),
      'src/option.ts': [
        "import type { Option } from './types';",
        'export class OptionImpl implements Option { get() { return 1; } pipe() { return this; } }',
        'export class Failure extends Error implements Option { get() { return 2; } pipe() { return this; } }',
        'export const optionProto: Option = { get() { return 3; }, pipe() { return this; } };',
      ].join('\n'),
      'src/use.ts': RUN_ALL,
    });
    expect(callersOf('src/effect.ts#EffectImpl.pipe')).toEqual([
      'src/use.ts#runAll@2 possible dispatch',
    ]);
    expect(callersOf('src/option.ts#OptionImpl.pipe')).toEqual([]);
    // JavaScript's own base class makes it no Effect either.
    expect(callersOf('src/option.ts#Failure.pipe')).toEqual([]);
    // An object's method cannot be told apart by its declared type alone: it stays reachable.
    expect(callersOf('src/option.ts#pipe@4')).toEqual(['src/use.ts#runAll@2 possible dispatch']);
  });

  it('reaches a base class method a subclass of the receiver type inherits', async () => {
    const callersOf = await callersIn({
      'src/types.ts': types,
      'src/base.ts': [
        "import type { Effect, Pipeable } from './types';",
        'export class PipeableBase implements Pipeable { pipe() { return this; } }',
        'export class Running extends PipeableBase implements Effect { run() {} }',
        'export class Unrelated implements Pipeable { pipe() { return this; } }',
      ].join('\n'),
      'src/use.ts': RUN_ALL,
    });
    expect(callersOf('src/base.ts#PipeableBase.pipe')).toEqual([
      'src/use.ts#runAll@2 possible dispatch',
    ]);
    expect(callersOf('src/base.ts#Unrelated.pipe')).toEqual([]);
  });

  it('keeps a class whose base is given by an expression, which may be anything', async () => {
    const callersOf = await callersIn({
      'src/types.ts': types,
      'src/mixed.ts': [
        "import type { Pipeable } from './types';",
        'const mixin = (base: new () => object) => class extends base {};',
        'export class Mixed extends mixin(Object) implements Pipeable { pipe() { return this; } }',
      ].join('\n'),
      'src/use.ts': RUN_ALL,
    });
    expect(callersOf('src/mixed.ts#Mixed.pipe')).toEqual(['src/use.ts#runAll@2 possible dispatch']);
  });

  it('reaches the method of a class that has every member of the receiver type without saying so', async () => {
    const callersOf = await callersIn({
      'src/subjects.ts': [
        'export interface Subscribable { subscribe(observer: unknown): void; }',
        'export interface SubjectLike extends Subscribable { next(value: unknown): void; }',
        'export interface Clock extends Subscribable { now(): number; }',
        'export class Observable implements Subscribable { subscribe(observer: unknown) {} }',
        'export class Subject extends Observable { next(value: unknown) {} }',
        'export class Ticker implements Clock { now() { return 0; } subscribe(observer: unknown) {} }',
      ].join('\n'),
      'src/use.ts': [
        "import type { SubjectLike } from './subjects';",
        'export function listen(subject: SubjectLike) {',
        '  subject.subscribe({});',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/subjects.ts#Observable.subscribe')).toEqual([
      'src/use.ts#listen@2 possible dispatch',
    ]);
    expect(callersOf('src/subjects.ts#Ticker.subscribe')).toEqual([]);
  });

  it('keeps a class a factory extends, which callers may give any type', async () => {
    const callersOf = await callersIn({
      'src/types.ts': types,
      'src/contract.ts': [
        "import type { Pipeable } from './types';",
        'export class Contract implements Pipeable {',
        '  pipe() { return this; }',
        '  static buildClass() { class Custom extends Contract {} return Custom; }',
        '}',
      ].join('\n'),
      'src/use.ts': RUN_ALL,
    });
    expect(callersOf('src/contract.ts#Contract.pipe')).toEqual([
      'src/use.ts#runAll@2 possible dispatch',
    ]);
  });
});
