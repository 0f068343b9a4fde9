// A type name a file declares as its own alias (`type NativeModule = { startObserving?(): void }`)
// means that alias there, not a class of the same name another file declares.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a file's own alias", () => {
  it('hides a same-named class of another file from the values it types', async () => {
    const callersOf = await callersIn({
      'src/core.ts': [
        'export class EventEmitter {',
        '  startObserving() {}',
        '}',
        'export class NativeModule extends EventEmitter {}',
        'export function observe(module: NativeModule) {',
        '  module.startObserving();',
        '}',
      ].join('\n'),
      'src/legacy.ts': [
        'type NativeModule = {',
        '  startObserving?: () => void;',
        '};',
        'export class LegacyEmitter {',
        '  constructor(private readonly nativeModule: NativeModule) {}',
        '  listen() {',
        '    this.nativeModule.startObserving?.();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/core.ts#EventEmitter.startObserving@2')).toEqual([
      'src/core.ts#observe@5 likely type',
    ]);
  });
});
