// A field with no written type set in a method to what a call returned
// (`this.#machine = createActor(machine)`): typed as if initialised by that call.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const channels = [
  'export interface Channel { send(message: string): void }',
  'export class Presence implements Channel { send(message: string) {} }',
  'export class Store { save() { return 1; } }',
  'export class Archive { save() { return 2; } }',
  'export function openStore(): Store { return new Store(); }',
].join('\n');

describe('a field set to a call in a method', () => {
  it("is a library's value when a library's function returned it", async () => {
    const callersOf = await callersIn({
      'src/channels.ts': channels,
      'src/handle.ts': [
        "import { createActor } from 'xstate';",
        'export class Handle {',
        '  #machine;',
        '  constructor() {',
        '    this.#machine = createActor({});',
        '  }',
        '  update() {',
        "    this.#machine.send({ type: 'UPDATE' });",
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/channels.ts#Presence.send')).toEqual([]);
  });

  it("is typed by a repository function's written return type", async () => {
    const callersOf = await callersIn({
      'src/channels.ts': channels,
      'src/keeper.ts': [
        "import { openStore } from './channels.js';",
        'export class Keeper {',
        '  private store;',
        '  constructor() {',
        '    this.store = openStore();',
        '  }',
        '  keep() {',
        '    return this.store.save();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/channels.ts#Store.save')).toEqual([
      'src/keeper.ts#Keeper.keep@7 likely type',
    ]);
    expect(callersOf('src/channels.ts#Archive.save')).toEqual([]);
  });
});
