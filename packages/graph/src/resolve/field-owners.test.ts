// A receiver written `CommandRegistry.ICommandOptions`, a type of the namespace merged with the
// class `CommandRegistry`, names the class too (its qualifier): reading the interface's `label` or
// `execute` field is no call of the registry's `label()` or `execute()`. Through the registry
// itself, it is; and an interface declaring the method stays one of a union's types.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a field one of the receiver's types declares", () => {
  it("is read, not another of its types' method of that name", async () => {
    const callersOf = await callersIn({
      'src/registry.ts': [
        'export class CommandRegistry {',
        '  label(id: string): string { return id; }',
        '  execute(id: string): void {}',
        '  add(options: CommandRegistry.ICommandOptions) { return Private.createCommand(options); }',
        '}',
        'export namespace CommandRegistry {',
        '  export interface ICommandOptions { label?: string; execute: () => void; }',
        '}',
        'namespace Private {',
        '  export function createCommand(options: CommandRegistry.ICommandOptions) {',
        '    options.execute();',
        '    return { label: options.label, run: options.execute };',
        '  }',
        '}',
        'export function run(registry: CommandRegistry) {',
        "  registry.execute('a');",
        "  return registry.label('a');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/registry.ts#CommandRegistry.label')).toEqual([
      'src/registry.ts#run@15 likely type',
    ]);
    expect(callersOf('src/registry.ts#CommandRegistry.execute')).toEqual([
      'src/registry.ts#run@15 likely type',
    ]);
  });

  it('leaves an interface declaring the method: in a union, either may be the value', async () => {
    const callersOf = await callersIn({
      'src/listener.ts': [
        'export interface FullListener { onReceiveMetadata: (metadata: string) => void; }',
        'export type Listener = Partial<FullListener>;',
        'export interface InterceptingListener { onReceiveMetadata(metadata: string): void; }',
        'export class ClientListener implements InterceptingListener {',
        '  onReceiveMetadata(metadata: string) {}',
        '}',
        'export function isIntercepting(listener: Listener | InterceptingListener) {',
        '  return listener.onReceiveMetadata !== undefined;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/listener.ts#ClientListener.onReceiveMetadata')).toEqual([
      'src/listener.ts#isIntercepting@7 possible dispatch',
    ]);
  });
});
