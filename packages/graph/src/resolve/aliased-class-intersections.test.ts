// An intersection that joins an alias of a class (`UnknownPlugin<M, B, State> & BaseProviderPlugin
// & { … }`, with `type UnknownPlugin<…> = BasePlugin<any, …>`): a value of it has the class's
// methods, as a value of the alias alone has.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('an intersection joining an alias of a class', () => {
  it("reaches the class's methods", async () => {
    const callersOf = await callersIn({
      'src/BasePlugin.ts': [
        'export default class BasePlugin<Opts, M, State extends object = object> {',
        '  setPluginState(update?: Partial<State>): void {}',
        '}',
        'export class OtherPlugin { setPluginState(update?: object): void {} }',
      ].join('\n'),
      'src/Uppy.ts': [
        "import type BasePlugin from './BasePlugin.js';",
        'export type UnknownPlugin<M, State extends object = object> = BasePlugin<any, M, State>;',
        'export type ProviderState = { loading: boolean };',
        'export type BaseProviderPlugin = { title: string };',
        'export type UnknownProviderPlugin<M> = UnknownPlugin<M, ProviderState> &',
        '  BaseProviderPlugin & { rootFolderId: string | null };',
      ].join('\n'),
      'src/ProviderView.ts': [
        "import type { UnknownProviderPlugin } from './Uppy.js';",
        'export default class ProviderView<M> {',
        '  constructor(private readonly plugin: UnknownProviderPlugin<M>) {}',
        '  reset(): void {',
        '    this.plugin.setPluginState({ loading: false });',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/BasePlugin.ts#BasePlugin.setPluginState')).toEqual([
      'src/ProviderView.ts#ProviderView.reset@4 likely type',
    ]);
    expect(callersOf('src/BasePlugin.ts#OtherPlugin.setPluginState')).toEqual([]);
  });
});
