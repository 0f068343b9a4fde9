// A method a class inherits from an abstract declaration is implemented by that class or below
// it: a call (or a read of it as a value) through the class reaches the implementations in its
// subclasses, not those of its siblings.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('abstract methods inherited by the receiver class', () => {
  it("reaches the implementations below the receiver's class, not its siblings'", async () => {
    const callersOf = await callersIn({
      'src/frames.ts': [
        'export abstract class NetworkFrame {',
        '  abstract passthrough(): void;',
        '  handle() { this.passthrough(); }',
        '}',
        'export class HttpFrame extends NetworkFrame { passthrough() { return; } }',
        'export class SocketFrame extends NetworkFrame { passthrough() { return; } }',
        'export abstract class BufferedFrame extends NetworkFrame {}',
        'export class BufferedHttpFrame extends BufferedFrame { passthrough() { return; } }',
      ].join('\n'),
      'src/use.ts': [
        "import { BufferedFrame, NetworkFrame, SocketFrame } from './frames';",
        'export function viaBase(frame: NetworkFrame) { frame.passthrough(); }',
        'export function viaBuffered(frame: BufferedFrame) { frame.passthrough(); }',
        'export function viaEither(frame: BufferedFrame | SocketFrame) { frame.passthrough(); }',
      ].join('\n'),
    });
    expect(callersOf('src/frames.ts#HttpFrame.passthrough')).toEqual([
      'src/frames.ts#NetworkFrame.handle@3 likely this',
      'src/use.ts#viaBase@2 likely type',
    ]);
    expect(callersOf('src/frames.ts#BufferedHttpFrame.passthrough')).toEqual([
      'src/frames.ts#NetworkFrame.handle@3 likely this',
      'src/use.ts#viaBase@2 likely type',
      'src/use.ts#viaBuffered@3 likely type',
      'src/use.ts#viaEither@4 likely type',
    ]);
    expect(callersOf('src/frames.ts#SocketFrame.passthrough')).toEqual([
      'src/frames.ts#NetworkFrame.handle@3 likely this',
      'src/use.ts#viaBase@2 likely type',
      'src/use.ts#viaEither@4 likely type',
    ]);
  });
});
