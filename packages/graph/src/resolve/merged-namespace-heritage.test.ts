// A class implementing a type of a namespace merged with an interface: JupyterLab declares
// `interface ISettingRegistry` beside `namespace ISettingRegistry { interface ISettings }`, and its
// `Settings implements ISettingRegistry.ISettings` is no `ISettingRegistry`, though it holds one and
// calls its methods of the same names.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a class implementing a type of an interface's merged namespace", () => {
  it('implements that type, not the interface', async () => {
    const callersOf = await callersIn({
      'src/tokens.ts': [
        'export interface ISettingRegistry { remove(plugin: string, key: string): Promise<void>; }',
        'export namespace ISettingRegistry {',
        '  export interface ISettings { remove(key: string): Promise<void>; }',
        '}',
      ].join('\n'),
      'src/registry.ts': [
        "import { ISettingRegistry } from './tokens';",
        'export class SettingRegistry implements ISettingRegistry {',
        '  async remove(plugin: string, key: string): Promise<void> {}',
        '}',
        'export class Settings implements ISettingRegistry.ISettings {',
        '  constructor(readonly registry: ISettingRegistry) {}',
        '  remove(key: string): Promise<void> { return this.registry.remove("p", key); }',
        '}',
        'export function drop(settings: ISettingRegistry.ISettings) { return settings.remove("k"); }',
      ].join('\n'),
    });
    expect(callersOf('src/registry.ts#SettingRegistry.remove')).toEqual([
      'src/registry.ts#Settings.remove@7 possible dispatch',
    ]);
    expect(callersOf('src/registry.ts#Settings.remove')).toEqual([
      'src/registry.ts#drop@9 possible dispatch',
    ]);
  });
});
