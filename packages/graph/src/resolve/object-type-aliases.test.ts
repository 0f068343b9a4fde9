// Receivers typed through aliases of object types (`type Options = { db: Database }`), object types
// written for a field (`services: { db: Database }`), and object literals nested in one that
// implements a type (`{ events: { onEvent(ctx) {} } }`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export class Database { query() {} }',
  'export class Logger { info() {} }',
  'export class Other { query() {} info() {} }',
  'export type Options = { db: Database; log: Logger };',
  'export type Extended = Options & { audit: Logger };',
  'export interface Ctx { services?: { db: Database; log: Logger } | null }',
  'export type Scope = { ctx: Ctx; nested: { inner: { db: Database } } };',
  'export type Handlers = { run(database: Database): void; onLog: (logger: Logger) => void };',
  'export interface Plugin { hooks: { run(database: Database): void }; named: Handlers }',
  'export type Setup = { hooks: { run: (database: Database) => void } };',
  'export function register(plugin: Plugin) { return plugin; }',
].join('\n');

const IMPORTS =
  "import { register, type Options, type Extended, type Ctx, type Scope, type Handlers, type Plugin, type Setup } from './types.js';";

/** The callers of each method of Database and Logger, and none of Other's. */
async function callersOfMethods(use: string[]): Promise<Record<string, string[]>> {
  const callersOf = await callersIn({
    'src/types.ts': TYPES,
    'src/use.ts': [IMPORTS, ...use].join('\n'),
  });
  expect([
    ...callersOf('src/types.ts#Other.query'),
    ...callersOf('src/types.ts#Other.info'),
  ]).toEqual([]);
  return {
    query: callersOf('src/types.ts#Database.query'),
    info: callersOf('src/types.ts#Logger.info'),
  };
}

describe('receivers typed through object types', () => {
  it("types a value's fields by an alias of an object type, and of an intersection with one", async () => {
    const callers = await callersOfMethods([
      'export function run(options: Options) { options.db.query(); }',
      'export class Service {',
      '  constructor(private readonly options: Partial<Options>) {}',
      '  log() { this.options.log?.info(); }',
      '}',
      'export function audit(options: Extended) { options.audit.info(); options.db.query(); }',
    ]);
    expect(callers.query).toEqual([
      'src/use.ts#audit@7 likely type',
      'src/use.ts#run@2 likely type',
    ]);
    expect(callers.info).toEqual([
      'src/use.ts#Service.log@5 likely type',
      'src/use.ts#audit@7 likely type',
    ]);
  });

  it('types `value?.field.m()` as `value.field.m()`', async () => {
    const callers = await callersOfMethods([
      'export function run(options?: Options) { options?.db.query(); }',
      'export function log(ctx?: { log: Logger }) { ctx?.log.info(); }',
    ]);
    expect(callers.query).toEqual(['src/use.ts#run@2 likely type']);
    expect(callers.info).toEqual(['src/use.ts#log@3 likely type']);
  });

  it('types the fields of an object type written for a field, at any depth', async () => {
    const callers = await callersOfMethods([
      'export function run(ctx: Ctx) { ctx.services?.db.query(); }',
      'export class Service {',
      '  constructor(private scope: Scope) {}',
      '  log() { this.scope.ctx.services?.log.info(); }',
      '  query() { this.scope.nested.inner.db.query(); }',
      '}',
    ]);
    expect(callers.query).toEqual([
      'src/use.ts#Service.query@6 likely type',
      'src/use.ts#run@2 likely type',
    ]);
    expect(callers.info).toEqual(['src/use.ts#Service.log@5 likely type']);
  });

  it("types a literal's functions by the methods an alias of an object type writes", async () => {
    const callers = await callersOfMethods([
      'export const handlers: Handlers = { run(d) { d.query(); }, onLog: (l) => l.info() };',
    ]);
    expect(callers.query).toEqual(['src/use.ts#run@2 likely type']);
    expect(callers.info).toEqual(['file:src/use.ts likely type']);
  });

  it("types a nested literal's functions by the outer type's field", async () => {
    const callers = await callersOfMethods([
      'export const plugin: Plugin = {',
      '  hooks: { run(d) { d.query(); } },',
      '  named: { run() {}, onLog: (l) => l.info() },',
      '};',
      'export function setup() {',
      '  register({ hooks: { run: (d) => d.query() }, named: { run() {}, onLog(l) { l.info(); } } });',
      '}',
      'export const arrows: Setup = { hooks: { run: (d) => d.query() } };',
    ]);
    expect(callers.query).toEqual([
      'file:src/use.ts likely type',
      'src/use.ts#run@3 likely type',
      'src/use.ts#setup@6 likely type',
    ]);
    expect(callers.info).toEqual([
      'file:src/use.ts likely type',
      'src/use.ts#setup.onLog@7 likely type',
    ]);
  });
});

describe('receivers typed through a union of object types', () => {
  it('types a field by what any of the objects writes for it, destructured or read', async () => {
    const callersOf = await callersIn({
      'src/codecs.ts': [
        'export interface BlockDecoder<T> { decode(bytes: string): T }',
        'export interface MultibaseDecoder { decode(text: string): string }',
        'export class JsonCodec implements BlockDecoder<object> { decode(bytes: string) { return {}; } }',
        'export class Base32 implements MultibaseDecoder { decode(text: string) { return text; } }',
      ].join('\n'),
      'src/block.ts': [
        "import type { BlockDecoder } from './codecs.js';",
        'type Input<T> =',
        '  | { value?: undefined; codec: BlockDecoder<T> }',
        '  | { value: T; codec?: BlockDecoder<T> }',
        '  | { value: T; bytes: string };',
        "export function createUnsafe<T>({ value, codec }: Input<T>) { return value ?? codec?.decode('x'); }",
        "export function create<T>(input: Input<T>) { return input.value ?? input.codec?.decode('x'); }",
      ].join('\n'),
    });
    expect(callersOf('src/codecs.ts#JsonCodec.decode')).toEqual([
      'src/block.ts#create@7 possible dispatch',
      'src/block.ts#createUnsafe@6 possible dispatch',
    ]);
    expect(callersOf('src/codecs.ts#Base32.decode')).toEqual([]);
  });
});
