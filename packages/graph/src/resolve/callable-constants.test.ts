// A constant written with a callable type (`export const succeed: { <A>(value: A): …; <A>(self:
// Deferred<A>, value: A): Effect<boolean> } = internal.succeed`): a call of it returns what the
// signature taking the call's arguments writes, so a method called on the result reaches that
// type's implementations, not every class declaring the method's name. A constant binding a
// function of its module (`const getActivator = assertInContext.bind(null, 'uninitialized')`)
// returns what that function's written return type says.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = {
  'src/effect.ts': [
    'export interface Pipeable { pipe(): unknown }',
    'export interface Effect<A> extends Pipeable { readonly value: A }',
    'export class Primitive<A> implements Effect<A> {',
    '  constructor(readonly value: A) {}',
    '  pipe() { return this; }',
    '}',
    'export class Chunk implements Pipeable { pipe() { return this; } }',
  ].join('\n'),
  'src/internal.ts': [
    "import { Primitive } from './effect.js';",
    'export const succeed = (...args: unknown[]): any => new Primitive(args);',
  ].join('\n'),
  'src/deferred.ts': [
    "import type { Effect } from './effect.js';",
    "import * as internal from './internal.js';",
    'export interface Deferred<A> { readonly id: A }',
    '/** Completes a deferred: data-first, or data-last for a pipeline. */',
    'export const succeed: {',
    '  <A>(value: A): (self: Deferred<A>) => Effect<boolean>',
    '  <A>(self: Deferred<A>, value: A): Effect<boolean>',
    '} = internal.succeed',
    'export const make: <A>(id: A) => Effect<Deferred<A>> = internal.succeed',
  ].join('\n'),
};

describe('a constant written with a callable type', () => {
  it('types a call by the signature taking its arguments, read off an imported module', async () => {
    const callersOf = await callersIn({
      ...TYPES,
      'src/use.ts': [
        "import * as Deferred from './deferred.js';",
        'export function complete(deferred: Deferred.Deferred<number>) {',
        '  return Deferred.succeed(deferred, 1).pipe();',
        '}',
        'export function start() {',
        '  return Deferred.make(1).pipe();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/effect.ts#Primitive.pipe')).toEqual([
      'src/use.ts#complete@2 possible dispatch',
      'src/use.ts#start@5 possible dispatch',
    ]);
    expect(callersOf('src/effect.ts#Chunk.pipe')).toEqual([]);
  });

  it('types a call of one imported by name', async () => {
    const callersOf = await callersIn({
      ...TYPES,
      'src/use.ts': [
        "import { succeed, type Deferred } from './deferred.js';",
        'export function complete(deferred: Deferred<number>) {',
        '  const done = succeed(deferred, 1);',
        '  return done.pipe();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/effect.ts#Primitive.pipe')).toEqual([
      'src/use.ts#complete@2 possible dispatch',
    ]);
    expect(callersOf('src/effect.ts#Chunk.pipe')).toEqual([]);
  });

  it('leaves a call returning its own type parameter untyped: the method is found by name', async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export interface Tag<S> { readonly key: string; readonly service?: S }',
        'const unsafeGet = (self: Map<string, unknown>, tag: Tag<unknown>) => self.get(tag.key);',
        'export const get: {',
        '  <S>(tag: Tag<S>): (self: Map<string, unknown>) => S',
        '  <S>(self: Map<string, unknown>, tag: Tag<S>): S',
        '} = unsafeGet as any',
      ].join('\n'),
      'src/clock.ts': [
        "import type { Tag } from './context.js';",
        'export interface Clock { now(): number }',
        'export declare const clockTag: Tag<Clock>;',
        'export class ClockImpl implements Clock { now() { return Date.now(); } }',
      ].join('\n'),
      'src/use.ts': [
        "import * as Context from './context.js';",
        "import { clockTag } from './clock.js';",
        'export function stamp(services: Map<string, unknown>) {',
        '  const clock = Context.get(services, clockTag);',
        '  return clock.now();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/clock.ts#ClockImpl.now')).toEqual([
      'src/use.ts#stamp@3 possible dispatch',
    ]);
  });

  it('leaves a call returning a function untyped: what it returns is no Effect', async () => {
    const callersOf = await callersIn({
      ...TYPES,
      'src/use.ts': [
        "import * as Deferred from './deferred.js';",
        'export function later() {',
        '  return Deferred.succeed(1).pipe();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/effect.ts#Chunk.pipe')).toEqual(['src/use.ts#later@2 possible dispatch']);
  });

  it("types a call of a constant binding a function by that function's return type", async () => {
    const callersOf = await callersIn({
      'src/activator.ts': [
        'export class Activator {',
        '  pushCommand(command: string) { return command; }',
        '  hasFlag(flag: string) { return flag.length > 0; }',
        '}',
        'export class Recorder {',
        '  pushCommand(command: string) { return command; }',
        '  hasFlag(flag: string) { return flag.length === 0; }',
        '}',
      ].join('\n'),
      'src/globals.ts': [
        "import type { Activator } from './activator.js';",
        'declare const current: { activator?: Activator };',
        'export function assertInContext(message: string): Activator {',
        '  if (current.activator === undefined) throw new Error(message);',
        '  return current.activator;',
        '}',
        "export const getActivator = assertInContext.bind(null, 'uninitialized');",
        'export function withFlag(flag: string) {',
        '  return getActivator().hasFlag(flag);',
        '}',
      ].join('\n'),
      'src/workflow.ts': [
        "import { getActivator } from './globals.js';",
        'export function sleep(ms: number) {',
        '  const activator = getActivator();',
        '  activator.pushCommand(String(ms));',
        '}',
        'export class Scope {',
        '  readonly shielded = getActivator().hasFlag("shielded");',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/activator.ts#Activator.pushCommand')).toEqual([
      'src/workflow.ts#sleep@2 likely type',
    ]);
    expect(callersOf('src/activator.ts#Activator.hasFlag')).toEqual([
      'src/globals.ts#withFlag@8 likely type',
      'src/workflow.ts#Scope@6 likely type',
    ]);
    expect(callersOf('src/activator.ts#Recorder.pushCommand')).toEqual([]);
    expect(callersOf('src/activator.ts#Recorder.hasFlag')).toEqual([]);
  });
});

describe('constants written with a function type', () => {
  it('return what the function type writes: a method called on the result is its type’s', async () => {
    const callersOf = await callersIn({
      'src/connection.ts': [
        "import { open } from 'net-library';",
        'export interface Connection { close(): void; }',
        'export interface Closeable { close(): void; }',
        'export class Socket implements Connection { close() {} }',
        'export class File implements Closeable { close() {} }',
        'export const connect: (url: string) => Promise<Connection> = async (url) => open(url);',
      ].join('\n'),
      'src/deploy.ts': [
        "import { connect } from './connection.js';",
        'export async function deploy() {',
        "  const connection = await connect('https://example.test');",
        '  connection.close();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/connection.ts#Socket.close')).toEqual([
      'src/deploy.ts#deploy@2 possible dispatch',
    ]);
    expect(callersOf('src/connection.ts#File.close')).toEqual([]);
  });
});
