// `this` in what a class body runs outside its methods: a field's initializer (`timer =
// getTimer(() => this.expire())`, `gainNode = this.context.createGain()`) and a static method's
// `new this()`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('`this` in a class outside its methods', () => {
  it("links a field initializer's `this.m()` to the class's method, its base's and its overrides", async () => {
    const callersOf = await callersIn({
      'src/handler.ts': [
        "import { debounce, getTimer } from 'timers-lib';",
        'export class Base { protected flush() { return 0; } }',
        'export class Handler extends Base {',
        '  private readonly size = this.measure();',
        '  private readonly update = debounce(() => this.refresh(), 10);',
        '  private readonly timer = getTimer(100, async () => { await this.flush(); });',
        '  private readonly handlers = { close: () => this.close() };',
        '  static readonly shared = this.create();',
        '  measure() { return 1; }',
        '  refresh() { return 2; }',
        '  close() { return 3; }',
        '  static create() { return 4; }',
        '}',
        'export class Sub extends Handler { override refresh() { return 5; } }',
        'export class Other { measure() { return 6; } refresh() { return 7; } close() { return 8; } }',
      ].join('\n'),
    });
    const handler = 'src/handler.ts#Handler@3';
    expect(callersOf('src/handler.ts#Handler.measure')).toEqual([`${handler} certain this`]);
    expect(callersOf('src/handler.ts#Handler.refresh')).toEqual([`${handler} certain this`]);
    expect(callersOf('src/handler.ts#Sub.refresh')).toEqual([`${handler} likely this`]);
    expect(callersOf('src/handler.ts#Base.flush')).toEqual([`${handler} certain this`]);
    expect(callersOf('src/handler.ts#Handler.close')).toEqual([`${handler} certain this`]);
    expect(callersOf('src/handler.ts#Handler.create')).toEqual([`${handler} certain this`]);
    expect(callersOf('src/handler.ts#Other.measure')).toEqual([]);
    expect(callersOf('src/handler.ts#Other.refresh')).toEqual([]);
  });

  it("links a static method's `new this()` to its class, not to another class", async () => {
    const callersOf = await callersIn({
      'src/service.ts': [
        'export class Service {',
        '  constructor(readonly name: string) {}',
        '  static create(name: string) { return new this(name); }',
        '}',
        'export class Registry {',
        '  static empty() { return new this(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/service.ts#Service')).toEqual([
      'src/service.ts#Service.create@3 certain this',
    ]);
    expect(callersOf('src/service.ts#Registry')).toEqual([
      'src/service.ts#Registry.empty@6 certain this',
    ]);
  });

  it("links a field initializer's call on a field of `this` by the field's written type", async () => {
    const callersOf = await callersIn({
      'src/context.ts': [
        'export abstract class BaseContext { abstract createGain(): GainNode; }',
        'export class Context extends BaseContext {',
        '  createGain(): GainNode { return {} as GainNode; }',
        '}',
        'export class Recorder { createGain(): GainNode { return {} as GainNode; } }',
        'export abstract class ToneWithContext {',
        '  constructor(readonly context: BaseContext) {}',
        '}',
      ].join('\n'),
      'src/gain.ts': [
        "import { ToneWithContext } from './context.js';",
        'export class Gain extends ToneWithContext {',
        '  private gainNode: GainNode = this.context.createGain();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/context.ts#Context.createGain')).toEqual([
      'src/gain.ts#Gain@2 likely type',
    ]);
    expect(callersOf('src/context.ts#Recorder.createGain')).toEqual([]);
  });
});
