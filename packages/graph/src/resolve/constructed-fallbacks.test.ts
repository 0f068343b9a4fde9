// A class constructed in place of a missing value (`(obj || new Int()).__init(bb)`, as FlatBuffers'
// generated readers write) is what the receiver is: the call reaches that class's method.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a receiver constructed in place of a missing value', () => {
  it("reaches the constructed class's method", async () => {
    const callersOf = await callersIn({
      'src/int.ts': [
        'export class Int {',
        '  bb: Uint8Array | null = null;',
        '  __init(bb: Uint8Array): Int { this.bb = bb; return this; }',
        '  static getRootAsInt(bb: Uint8Array, obj?: Int): Int {',
        '    return (obj || new Int()).__init(bb);',
        '  }',
        '}',
      ].join('\n'),
      'src/float.ts': [
        'export class Float {',
        '  __init(bb: Uint8Array): Float { return this; }',
        '  static getRootAsFloat(bb: Uint8Array, obj?: Float): Float {',
        '    return (obj ?? new Float()).__init(bb);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/int.ts#Int.__init@3')).toEqual([
      'src/int.ts#Int.getRootAsInt@4 likely type',
    ]);
    expect(callersOf('src/float.ts#Float.__init@2')).toEqual([
      'src/float.ts#Float.getRootAsFloat@3 likely type',
    ]);
  });
});
