// `export *` passes on every export of a module but its default, and a name the module exports
// itself hides the same name from its `export *`, wherever written: `import NDK from './index.js'`
// with `export * from './lists.js'` (whose default is `NDKList`) before `export { NDK as default }
// from './ndk/index.js'` is the NDK class.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a module's own exports and its `export *`", () => {
  it("pass on no default through `export *`, and hide a star's name", async () => {
    const callersOf = await callersIn({
      'src/ndk/index.ts': 'export class NDK { subscribe(): void {} }',
      'src/lists.ts': [
        'export class NDKList { subscribe(): void {} }',
        'export function connect(): void {}',
        'export default NDKList;',
      ].join('\n'),
      'src/relay.ts': 'export function connect(): void {}',
      'src/index.ts': [
        "export * from './lists.js';",
        "export { NDK as default } from './ndk/index.js';",
        "export { connect } from './relay.js';",
      ].join('\n'),
      'src/use.ts': [
        "import NDK, { connect } from './index.js';",
        'export function start(): void {',
        '  const ndk = new NDK();',
        '  ndk.subscribe();',
        '  connect();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ndk/index.ts#NDK')).toEqual(['src/use.ts#start@2 certain import']);
    expect(callersOf('src/ndk/index.ts#NDK.subscribe')).toEqual(['src/use.ts#start@2 likely type']);
    expect(callersOf('src/lists.ts#NDKList')).toEqual([]);
    expect(callersOf('src/lists.ts#NDKList.subscribe')).toEqual([]);
    expect(callersOf('src/relay.ts#connect')).toEqual(['src/use.ts#start@2 certain import']);
    expect(callersOf('src/lists.ts#connect')).toEqual([]);
  });
});
