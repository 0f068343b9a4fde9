// A method called on a class constructed in place (`new OutgoingMessage(name).writeStateless(p)`)
// is that class's, and so is what it returns: a chained call, or a variable holding the chain
// (`const message = new OutgoingMessage(name).writeStateless(p); message.toUint8Array()`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('chains on a class constructed in place', () => {
  it('type the methods called on what the chain returns', async () => {
    const callersOf = await callersIn({
      'src/message.ts': [
        'export class OutgoingMessage {',
        '  constructor(private readonly name: string) {}',
        '  writeStateless(payload: string): OutgoingMessage { return this; }',
        '  toUint8Array(): Uint8Array { return new Uint8Array(); }',
        '}',
        'export class Other { toUint8Array() { return new Uint8Array(); } }',
      ].join('\n'),
      'src/connection.ts': [
        "import { OutgoingMessage } from './message';",
        'export function sendStateless(name: string, payload: string) {',
        '  const message = new OutgoingMessage(name).writeStateless(payload);',
        '  return message.toUint8Array();',
        '}',
        'export function direct(name: string) {',
        "  return new OutgoingMessage(name).writeStateless('x').toUint8Array();",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/message.ts#OutgoingMessage.toUint8Array')).toEqual([
      'src/connection.ts#direct@6 likely import',
      'src/connection.ts#sendStateless@2 likely type',
    ]);
    expect(callersOf('src/message.ts#Other.toUint8Array')).toEqual([]);
  });
});
