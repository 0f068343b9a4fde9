// A variable holding a call's value or an empty literal in its place (`this.commands() ?? []`,
// `|| {}`) holds what the call returns: the empty literal has no elements or methods to call.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a call defaulting to an empty literal', () => {
  it('types the variable as the call does, an array as an object', async () => {
    const callersOf = await callersIn({
      'src/commands.ts': [
        'export class Command { execute(context: object) { return context; } }',
        'export class Registry { lookup(name: string) { return name; } }',
        'export class Other { execute() {} lookup() {} }',
        'export class Dispatcher {',
        '  commands(): Command[] { return []; }',
        '  registry(): Registry | undefined { return undefined; }',
        '  apply(context: object) {',
        '    const commands = this.commands() ?? [];',
        '    return commands.map((command) => command.execute(context));',
        '  }',
        "  find() { const registry = this.registry() || {}; return registry.lookup('a'); }",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/commands.ts#Command.execute')).toEqual([
      'src/commands.ts#Dispatcher.apply@7 likely type',
    ]);
    expect(callersOf('src/commands.ts#Registry.lookup')).toEqual([
      'src/commands.ts#Dispatcher.find@11 likely type',
    ]);
    expect(callersOf('src/commands.ts#Other.execute')).toEqual([]);
    expect(callersOf('src/commands.ts#Other.lookup')).toEqual([]);
  });
});
