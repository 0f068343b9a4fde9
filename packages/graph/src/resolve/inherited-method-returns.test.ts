// A method a class inherits from a generic superclass returns what the class's heritage clause
// binds its parameters to: `ActionHandlerRegistry extends MultiInstanceRegistry<IActionHandler>`,
// so the inherited `get(key): T[]` holds IActionHandlers, never ActionHandlerRegistries.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const registry = [
  'export class MultiInstanceRegistry<T> {',
  '  private readonly elements = new Map<string, T[]>();',
  '  get(key: string): T[] { return this.elements.get(key) ?? []; }',
  '  first(key: string): T { return this.get(key)[0]; }',
  '  handle(): void {}',
  '}',
  'export interface IActionHandler { handle(action: string): void }',
  'export class ActionHandlerRegistry extends MultiInstanceRegistry<IActionHandler> {}',
  'export class LogHandler implements IActionHandler { handle(action: string) {} }',
  'export class UndoHandler implements IActionHandler { handle(action: string) {} }',
].join('\n');

describe('methods inherited from a generic superclass', () => {
  it("return what the subclass's heritage clause binds", async () => {
    const callersOf = await callersIn({
      'src/registry.ts': registry,
      'src/dispatcher.ts': [
        "import { ActionHandlerRegistry } from './registry';",
        'export class Dispatcher {',
        '  constructor(private readonly handlers: ActionHandlerRegistry) {}',
        '  dispatch(kind: string) {',
        '    const found = this.handlers.get(kind);',
        '    found.pop()!.handle(kind);',
        '    for (const handler of this.handlers.get(kind)) handler.handle(kind);',
        '    this.handlers.first(kind).handle(kind);',
        '  }',
        '}',
      ].join('\n'),
    });
    // Through the interface: each of its implementations, once per call.
    const dispatches = Array(3).fill('src/dispatcher.ts#Dispatcher.dispatch@4 possible dispatch');
    expect(callersOf('src/registry.ts#LogHandler.handle')).toEqual(dispatches);
    expect(callersOf('src/registry.ts#UndoHandler.handle')).toEqual(dispatches);
    // The registry's own `handle` is no handler's.
    expect(callersOf('src/registry.ts#MultiInstanceRegistry.handle')).toEqual([]);
  });

  it('pass on what a subclass writes for parameters of its own', async () => {
    const callersOf = await callersIn({
      'src/registry.ts': [
        registry,
        'export class Pool<T> extends MultiInstanceRegistry<T> {}',
      ].join('\n'),
      'src/runner.ts': [
        "import { LogHandler, Pool } from './registry';",
        'export function run(pool: Pool<LogHandler>) {',
        "  pool.get('log').pop()!.handle('run');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/registry.ts#LogHandler.handle')).toEqual([
      'src/runner.ts#run@2 likely type',
    ]);
    expect(callersOf('src/registry.ts#MultiInstanceRegistry.handle')).toEqual([]);
  });
});
