// A method with no return type written that returns one call on another value (a field, a
// parameter, or a local holding it) returns what that call returns, looked up where the method is
// declared: `reinit() { const child = this.#injector.createChild(); return child; }`. A value
// returned through `as` is what the assertion writes (a type parameter's bound), no longer the
// value's own type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('methods returning a call of another value, with no return type written', () => {
  it('return what the call returns: through a field, a parameter, a local and a function-typed property', async () => {
    const callersOf = await callersIn({
      'src/injector.ts': [
        'export class Injector {',
        '  createChild(): Injector { return new Injector(); }',
        '  get(token: string) { return token; }',
        '}',
        'export class Other { get(token: string) { return token; } toArray() { return []; } }',
        'export class Numbers { toArray(): number[] { return []; } }',
        'export interface Tracker { engaged: () => Numbers; }',
      ].join('\n'),
      'src/services.ts': [
        "import { Injector, type Tracker } from './injector';",
        'export class PerApp {',
        '  #injector = new Injector();',
        '  constructor(private readonly tracker: Tracker) {}',
        '  reinit() {',
        '    const child = this.#injector.createChild();',
        '    return child;',
        '  }',
        '  forExtensions(perModule: Injector) { return perModule.createChild(); }',
        '  engaged() { return this.tracker.engaged(); }',
        '  #cache = new Map<string, unknown>();',
        '  lookup<T extends Injector = Injector>(id: string) { return this.#cache.get(id) as T; }',
        '}',
      ].join('\n'),
      'src/app.ts': [
        "import type { Injector } from './injector';",
        "import { PerApp } from './services';",
        'export function bootstrap(service: PerApp) {',
        '  const injector = service.reinit();',
        "  return injector.get('logger');",
        '}',
        'export function extend(service: PerApp, perModule: Injector) {',
        "  return service.forExtensions(perModule).get('extensions');",
        '}',
        'export function visible(service: PerApp) { return service.engaged().toArray(); }',
        'function internals(injector: Injector) {',
        '  return injector as unknown as { get: (token: string) => string };',
        '}',
        "export function raw(injector: Injector) { return internals(injector).get('raw'); }",
        "export function cached(service: PerApp) { return service.lookup('id').get('cached'); }",
      ].join('\n'),
    });
    expect(callersOf('src/injector.ts#Injector.get')).toEqual([
      'src/app.ts#bootstrap@3 likely type',
      'src/app.ts#cached@15 likely type',
      'src/app.ts#extend@7 likely type',
    ]);
    expect(callersOf('src/injector.ts#Numbers.toArray')).toEqual([
      'src/app.ts#visible@10 likely type',
    ]);
    expect(callersOf('src/injector.ts#Other.get')).toEqual([]);
    expect(callersOf('src/injector.ts#Other.toArray')).toEqual([]);
  });
});
