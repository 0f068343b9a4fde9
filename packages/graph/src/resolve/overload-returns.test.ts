// A method or function declared with overload signatures: a call's result is typed by the
// signature taking as many arguments as the call passes.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const STATE = {
  'src/event.ts': [
    'export class MatrixEvent { getContent() { return {}; } getId() { return ""; } }',
    'export class Other { getContent() { return 0; } getId() { return 1; } }',
  ].join('\n'),
  'src/state.ts': [
    "import { MatrixEvent } from './event.js';",
    'export class RoomState {',
    '  /** All events of a type. */',
    '  public getStateEvents(type: string): MatrixEvent[];',
    '  /** The event of a type and key. */',
    '  public getStateEvents(type: string, key: string): MatrixEvent | null;',
    '  public getStateEvents(type: string, key?: string): MatrixEvent[] | MatrixEvent | null {',
    '    return key === undefined ? [] : null;',
    '  }',
    '}',
    'export function pick(type: string): MatrixEvent[];',
    'export function pick(type: string, key: string): MatrixEvent;',
    'export function pick(type: string, key?: string): MatrixEvent[] | MatrixEvent {',
    '  return key === undefined ? [] : new MatrixEvent();',
    '}',
  ].join('\n'),
};

describe('an overloaded method', () => {
  it("types its result by the overload taking the call's arguments", async () => {
    const callersOf = await callersIn({
      ...STATE,
      'src/use.ts': [
        "import type { RoomState } from './state.js';",
        'export function powerLevels(state: RoomState) {',
        "  const event = state.getStateEvents('m.room.power_levels', '');",
        '  return event.getContent();',
        '}',
        'export function creator(state: RoomState) {',
        "  return state.getStateEvents('m.room.create', '')?.getId();",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/event.ts#MatrixEvent.getContent')).toEqual([
      'src/use.ts#powerLevels@2 likely type',
    ]);
    expect(callersOf('src/event.ts#MatrixEvent.getId')).toEqual([
      'src/use.ts#creator@6 likely type',
    ]);
    expect(callersOf('src/event.ts#Other.getContent')).toEqual([]);
  });

  it('types the elements of the overload returning an array', async () => {
    const callersOf = await callersIn({
      ...STATE,
      'src/use.ts': [
        "import { pick } from './state.js';",
        'export function ids() {',
        "  for (const event of pick('m.room.member')) event.getId();",
        "  return pick('m.room.create', '').getContent();",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/event.ts#MatrixEvent.getId')).toEqual(['src/use.ts#ids@2 likely type']);
    expect(callersOf('src/event.ts#MatrixEvent.getContent')).toEqual([
      'src/use.ts#ids@2 likely type',
    ]);
  });
});
