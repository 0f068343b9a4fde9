// Effect's service tags: a class written `extends Context.Tag(key)<Self, Service>()` stands for its
// service. An effect yielding it (`const runners = yield* Runners`) holds the service, and the
// object literals made as one (`Runners.of({ … })`, `identity<Snowflake.Generator>({ … })`)
// implement it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/snowflake.ts': [
    "import { Context, Effect, identity } from 'effect';",
    'export declare namespace Snowflake {',
    '  export interface Generator {',
    '    readonly unsafeNext: () => number',
    '  }',
    '}',
    'export const makeGenerator = Effect.sync(() =>',
    '  identity<Snowflake.Generator>({',
    '    unsafeNext() { return 1; },',
    '  }),',
    ');',
    'export class Generator extends Context.Tag("Generator")<Generator, Snowflake.Generator>() {}',
  ].join('\n'),
  'src/runners.ts': [
    "import { Context, Effect } from 'effect';",
    'export class Runners extends Context.Tag("Runners")<Runners, {',
    '  readonly ping: (address: string) => Effect.Effect<void>',
    '  send(message: string): Effect.Effect<void>',
    '}>() {}',
    'export const make = Effect.gen(function* () {',
    '  return Runners.of({',
    '    ping(address) { return Effect.void; },',
    '    send(message) { return Effect.void; },',
    '  });',
    '});',
    'export class Pinger {',
    '  ping(address: string) { return address; }',
    '  send(message: string) { return message; }',
    '}',
  ].join('\n'),
  'src/sharding.ts': [
    "import { Effect } from 'effect';",
    "import { Runners } from './runners.js';",
    "import * as Snowflake from './snowflake.js';",
    'export const make = Effect.gen(function* () {',
    '  const runners = yield* Runners;',
    '  const generator = yield* Snowflake.Generator;',
    '  function sendAll() {',
    '    runners.ping("a");',
    '    return runners.send(String(generator.unsafeNext()));',
    '  }',
    '  return { sendAll };',
    '});',
  ].join('\n'),
};

describe('service tags', () => {
  it('hold their service when yielded, which the literals made as one implement', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/runners.ts#ping@8')).toEqual([
      'src/sharding.ts#sendAll@7 possible dispatch',
    ]);
    expect(callersOf('src/runners.ts#send@9')).toEqual([
      'src/sharding.ts#sendAll@7 possible dispatch',
    ]);
    expect(callersOf('src/snowflake.ts#unsafeNext@9')).toEqual([
      'src/sharding.ts#sendAll@7 possible dispatch',
    ]);
    // An unrelated class with methods of those names is not the service.
    expect(callersOf('src/runners.ts#ping@13')).toEqual([]);
    expect(callersOf('src/runners.ts#send@14')).toEqual([]);
  });

  it('type what a service method returns: a literal it returns implements the written type', async () => {
    const callersOf = await callersIn({
      'src/serialization.ts': [
        "import { Context } from 'effect';",
        'export interface Parser {',
        '  readonly decode: (data: string) => ReadonlyArray<unknown>',
        '  readonly encode: (response: unknown) => string',
        '}',
        'export class Serialization extends Context.Tag("Serialization")<Serialization, {',
        '  unsafeMake(): Parser',
        '}>() {}',
        'export const lines = Serialization.of({',
        '  unsafeMake() {',
        '    return {',
        '      decode(data) { return data.split("\\n"); },',
        '      encode: (response) => String(response),',
        '    };',
        '  },',
        '});',
      ].join('\n'),
      'src/server.ts': [
        "import { Effect } from 'effect';",
        "import { Serialization } from './serialization.js';",
        'export const serve = Effect.gen(function* () {',
        '  const serialization = yield* Serialization;',
        '  const parser = serialization.unsafeMake();',
        '  function receive(data: string) { return parser.decode(data); }',
        '  return { receive };',
        '});',
      ].join('\n'),
    });
    expect(callersOf('src/serialization.ts#unsafeMake.decode@12')).toEqual([
      'src/server.ts#receive@6 possible dispatch',
    ]);
  });
});
