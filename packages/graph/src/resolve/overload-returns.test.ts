// A method or function declared with overload signatures: a call's result is typed by the
// signature taking the string literal the call passes, else as many arguments as it passes.
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

  it('types its result by the overload written for the string literal the call passes', async () => {
    const callersOf = await callersIn({
      'src/helpers.ts': [
        'export interface ImageHelper { getResponse(r: unknown): string; }',
        'export interface AudioHelper { getResponse(r: unknown): number; }',
        'export class ImageTask implements ImageHelper { getResponse(r: unknown) { return ""; } }',
        'export class AudioTask implements AudioHelper { getResponse(r: unknown) { return 0; } }',
        'export function helperFor(provider: string, task: "text-to-image"): ImageHelper;',
        "export function helperFor(provider: string, task: 'audio' | 'speech'): AudioHelper;",
        'export function helperFor(provider: string, task: string): ImageHelper | AudioHelper {',
        "  return task === 'text-to-image' ? new ImageTask() : new AudioTask();",
        '}',
      ].join('\n'),
      'src/use.ts': [
        "import { helperFor } from './helpers.js';",
        'export function speak(provider: string) {',
        "  const helper = helperFor(provider, 'speech');",
        '  return helper.getResponse(null);',
        '}',
        'export function draw(provider: string) {',
        '  return helperFor(provider, "text-to-image").getResponse(null);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/helpers.ts#AudioTask.getResponse')).toEqual([
      'src/use.ts#speak@2 possible dispatch',
    ]);
    expect(callersOf('src/helpers.ts#ImageTask.getResponse')).toEqual([
      'src/use.ts#draw@6 possible dispatch',
    ]);
  });
});
