// A value a global class of the platform constructs (`new MessageChannel()`, declared by no module
// of the repository and imported by none): its fields are the platform's values, whose methods are
// the platform's, not those of the repository's classes declaring the same names.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/audio-context.ts': 'export interface IAudioContext {\n  close(): Promise<void>;\n}\n',
  'src/context-constructor.ts': [
    "import type { IAudioContext } from './audio-context';",
    'export const createContextConstructor = () => {',
    '  return class AudioContext implements IAudioContext {',
    '    close(): Promise<void> { return Promise.resolve(); }',
    '  };',
    '};',
  ].join('\n'),
  'src/port.ts': [
    'export class Port {',
    '  close(): void {}',
    '}',
    'export class Channel {',
    '  port1 = new Port();',
    '}',
  ].join('\n'),
  'src/clone.ts': [
    "import { Channel } from './port';",
    'export const clone = (data: unknown) => {',
    '  const { port1, port2 } = new MessageChannel();',
    '  port1.close();',
    '  port2.postMessage(data);',
    '};',
    'export const detach = () => {',
    '  const channel = new MessageChannel();',
    '  channel.port1.close();',
    '};',
    'export const own = () => {',
    '  const channel = new Channel();',
    '  channel.port1.close();',
    '  const { port1 } = new Channel();',
    '  port1.close();',
    '};',
  ].join('\n'),
};

describe("a value the platform's class constructs", () => {
  it("holds the platform's values in its fields, read or destructured", async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/context-constructor.ts#createContextConstructor.close')).toEqual([]);
    expect(callersOf('src/port.ts#Port.close')).toEqual([
      'src/clone.ts#own@11 likely type',
      'src/clone.ts#own@11 likely type',
    ]);
  });
});
