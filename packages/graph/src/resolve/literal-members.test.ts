// A variable holding an object literal: a read of one of its fields is what that field holds
// (`dec.high.or(…)` with `const dec = { high: Long.fromNumber(0) }`), a read by a key that is not
// written any of them (`keysToCodecs[key].fromExtendedJSON(…)`, a table of classes).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const VALUES = [
  'export class ObjectId { static fromExtendedJSON(doc: unknown) { return new ObjectId(); } }',
  'export class Binary { static fromExtendedJSON(doc: unknown) { return new Binary(); } }',
  'export class Code { static fromExtendedJSON(doc: unknown) { return new Code(); } }',
  'export class Long {',
  '  static fromNumber(n: number): Long { return new Long(); }',
  '  or(other: Long): Long { return this; }',
  '  lessThan(other: Long): boolean { return false; }',
  '}',
].join('\n');

describe('a variable holding an object literal', () => {
  it('read by a key that is not written gives any of its fields', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/ejson.ts': [
        "import { Binary, ObjectId } from './values';",
        'const keysToCodecs = { $oid: ObjectId, $binary: Binary, $uuid: Binary } as const;',
        'export function deserialize(value: Record<string, unknown>) {',
        '  const keys = Object.keys(value) as (keyof typeof keysToCodecs)[];',
        '  for (let i = 0; i < keys.length; i++) {',
        '    const c = keysToCodecs[keys[i]];',
        '    if (c) return c.fromExtendedJSON(value);',
        '  }',
        '}',
        'export function first(key: keyof typeof keysToCodecs) {',
        '  return keysToCodecs[key].fromExtendedJSON({});',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#ObjectId.fromExtendedJSON')).toEqual([
      'src/ejson.ts#deserialize@3 likely type',
      'src/ejson.ts#first@10 likely type',
    ]);
    expect(callersOf('src/values.ts#Binary.fromExtendedJSON')).toEqual([
      'src/ejson.ts#deserialize@3 likely type',
      'src/ejson.ts#first@10 likely type',
    ]);
    // A class the table does not hold is none of its values.
    expect(callersOf('src/values.ts#Code.fromExtendedJSON')).toEqual([]);
  });

  it('read at a field gives what that field holds: a call’s result or a constructed class', async () => {
    const callersOf = await callersIn({
      'src/values.ts': VALUES,
      'src/decimal.ts': [
        "import { Long } from './values';",
        'export class Other { or(other: Long) { return this; } lessThan(o: Long) { return true; } }',
        'export function encode(bias: number) {',
        '  const dec = { low: Long.fromNumber(0), high: new Long(), other: new Other() };',
        '  dec.high = dec.high.or(Long.fromNumber(bias));',
        '  return dec.low.lessThan(dec.high);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/values.ts#Long.or')).toEqual(['src/decimal.ts#encode@3 likely type']);
    expect(callersOf('src/values.ts#Long.lessThan')).toEqual([
      'src/decimal.ts#encode@3 likely type',
    ]);
    expect(callersOf('src/decimal.ts#Other.or')).toEqual([]);
  });
});
