// A variable declared with neither a type nor a value (`let approx, rem, res;`) is typed by what is
// assigned to it later, as TypeScript types it: a read takes the last assignment written before it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const LONG = [
  'export class Long {',
  '  static ZERO = new Long();',
  '  static fromNumber(n: number): Long { return new Long(); }',
  '  add(other: Long): Long { return this; }',
  '  sub(other: Long): Long { return this; }',
  '  gte(other: Long): boolean { return true; }',
  '  divide(divisor: Long): Long {',
  '    let approx, rem, res;',
  '    rem = this;',
  '    res = Long.ZERO;',
  '    while (rem.gte(divisor)) {',
  '      approx = Long.fromNumber(1);',
  '      res = res.add(approx);',
  '      rem = rem.sub(approx);',
  '    }',
  '    return res;',
  '  }',
  '}',
].join('\n');

describe('a variable declared without a type or a value', () => {
  it('holds what is assigned to it later: `this`, a call, a static field', async () => {
    const callersOf = await callersIn({ 'src/long.ts': LONG });
    expect(callersOf('src/long.ts#Long.gte')).toEqual(['src/long.ts#Long.divide@7 likely type']);
    expect(callersOf('src/long.ts#Long.add')).toEqual(['src/long.ts#Long.divide@7 likely type']);
    expect(callersOf('src/long.ts#Long.sub')).toEqual(['src/long.ts#Long.divide@7 likely type']);
  });

  it('holds the value last assigned before the read: a class constructed', async () => {
    const callersOf = await callersIn({
      'src/long.ts': LONG,
      'src/binary.ts': [
        'export class Binary { toUUID() { return 1; } sub(o: unknown) { return this; } }',
        'export class Text { toUUID() { return 2; } sub(o: unknown) { return this; } }',
      ].join('\n'),
      'src/deserialize.ts': [
        "import { Binary, Text } from './binary';",
        'export function deserialize(buffer: Uint8Array, uuid: boolean) {',
        '  let value;',
        '  value = new Text();',
        '  if (uuid) {',
        '    value = new Binary();',
        '    return value.toUUID();',
        '  }',
        '  return value;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/binary.ts#Binary.toUUID')).toEqual([
      'src/deserialize.ts#deserialize@2 likely type',
    ]);
    expect(callersOf('src/binary.ts#Text.toUUID')).toEqual([]);
  });
});
