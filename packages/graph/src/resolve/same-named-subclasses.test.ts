// `this.m()` in a class reaches the overrides in its subclasses: those extending it, not classes
// of the same name elsewhere extending other classes (each manager's `NoopManager`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

/** A manager whose `startNew` calls `this.connectTo()`, and a `NoopManager` subclass of it. */
function manager(name: string): string {
  return [
    `export class ${name} {`,
    '  startNew(id: string) { return this.connectTo(id); }',
    '  connectTo(id: string) { return id; }',
    '}',
    `export class NoopManager extends ${name} {`,
    '  connectTo(id: string) { return id.trim(); }',
    '}',
  ].join('\n');
}

describe('overrides a `this.` call reaches', () => {
  it('are those of its own subclasses, not of same-named classes extending others', async () => {
    const callersOf = await callersIn({
      'src/kernel/manager.ts': manager('KernelManager'),
      'src/session/manager.ts': manager('SessionManager'),
      'src/terminal/manager.ts': manager('TerminalManager'),
    });
    expect(callersOf('src/kernel/manager.ts#NoopManager.connectTo')).toEqual([
      'src/kernel/manager.ts#KernelManager.startNew@2 likely this',
    ]);
    expect(callersOf('src/session/manager.ts#NoopManager.connectTo')).toEqual([
      'src/session/manager.ts#SessionManager.startNew@2 likely this',
    ]);
  });
});
