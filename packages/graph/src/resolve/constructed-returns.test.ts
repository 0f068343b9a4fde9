// What a function returns when no return type is written: the classes it constructs
// (`=> cached ?? new Controller(handlers)`), so a variable holding its call is typed, and through
// calls it returns of its own file (`return TimeDuration.validateNew(…)`), several deep.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const CONTROLLERS = [
  'export abstract class Controller {',
  '  use(handlers: string[]) { return handlers.length; }',
  '  abstract current(): string[];',
  '}',
  'export class MemoryController extends Controller {',
  '  current() { return []; }',
  '}',
  'export class Other { use() { return 0; } current() { return []; } }',
].join('\n');

describe('a function without a written return type', () => {
  it('returns the classes it constructs: a variable holding its call has their type', async () => {
    const callersOf = await callersIn({
      'src/controllers.ts': CONTROLLERS,
      'src/network.ts': [
        "import { Controller, MemoryController } from './controllers.js';",
        'export function defineNetwork(initial: Controller | string[]) {',
        '  const derive = (given: Controller | string[]) =>',
        '    given instanceof Controller ? given : new MemoryController();',
        '  let controller = derive(initial);',
        '  return {',
        '    use(...handlers: string[]) { controller.use(handlers); },',
        '    list() { return controller.current(); },',
        '    reset(next: string[]) { controller = derive(next); },',
        '  };',
        '}',
        'function build() {',
        '  if (Math.random() > 0.5) return new MemoryController();',
        '  return new MemoryController();',
        '}',
        'export function start() { const built = build(); return built.current(); }',
      ].join('\n'),
    });
    expect(callersOf('src/controllers.ts#Controller.use')).toEqual([
      'src/network.ts#defineNetwork.use@7 likely type',
    ]);
    expect(callersOf('src/controllers.ts#MemoryController.current')).toEqual([
      'src/network.ts#defineNetwork.list@8 likely type',
      'src/network.ts#start@16 likely type',
    ]);
    expect(callersOf('src/controllers.ts#Other.use')).toEqual([]);
  });

  it('is not typed by a nested helper whose name another function nests too', async () => {
    const callersOf = await callersIn({
      'src/controllers.ts': CONTROLLERS,
      'src/two.ts': [
        "import { MemoryController, Other } from './controllers.js';",
        'export function one() { const make = () => new MemoryController(); return make().current(); }',
        'export function two() { const make = () => new Other(); const made = make(); return made.use(); }',
      ].join('\n'),
    });
    expect(callersOf('src/controllers.ts#Controller.use')).toEqual([]);
    expect(callersOf('src/controllers.ts#Other.use')).toEqual([]);
  });

  it('types a function returning calls by what the callees of its file return, several calls deep', async () => {
    const callersOf = await callersIn({
      'src/duration.ts': [
        'export class TimeDuration {',
        '  constructor(readonly ns: number) {}',
        '  static validateNew(ns: number) { return new TimeDuration(ns); }',
        '  static fromComponents(h: number) { return TimeDuration.validateNew(h * 3600); }',
        '  add(other: TimeDuration) { return TimeDuration.validateNew(this.ns + other.ns); }',
        '  twice() { return this.add(this); }',
        '  sign() { return Math.sign(this.ns); }',
        '}',
        'export class Other { sign() { return 0; } }',
      ].join('\n'),
      'src/difference.ts': [
        "import { TimeDuration } from './duration.js';",
        'export function difference(h: number) {',
        '  const duration = TimeDuration.fromComponents(h);',
        '  return duration.twice().sign();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/duration.ts#TimeDuration.twice')).toEqual([
      'src/difference.ts#difference@2 likely type',
    ]);
    expect(callersOf('src/duration.ts#TimeDuration.sign')).toEqual([
      'src/difference.ts#difference@2 likely type',
    ]);
    expect(callersOf('src/duration.ts#Other.sign')).toEqual([]);
  });

  it('returns the class of a local it constructs and returns, beside a null', async () => {
    const callersOf = await callersIn({
      'src/controllers.ts': CONTROLLERS,
      'src/factory.ts': [
        "import { MemoryController } from './controllers.js';",
        'export class Factory {',
        '  static make(handlers: string[]) {',
        '    if (handlers.length > 99) return null;',
        '    const made = new MemoryController();',
        '    made.use(handlers);',
        '    return made;',
        '  }',
        '}',
        'export function start() { return Factory.make([]).current(); }',
      ].join('\n'),
    });
    expect(callersOf('src/controllers.ts#MemoryController.current')).toEqual([
      'src/factory.ts#start@10 likely type',
    ]);
    expect(callersOf('src/controllers.ts#Other.current')).toEqual([]);
  });
});
