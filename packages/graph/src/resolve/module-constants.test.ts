// Module constants read by functions: one initialised by an arrow function called in place
// (`const Fp = (() => Field(p))()`, a pattern bundlers keep as pure), and one declared below the
// functions reading it (`const { Fp2 } = tower()`), which they read when they run.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const files = {
  'src/fields.ts': [
    'export class PrimeField { toBytes(a: bigint) { return [a]; } }',
    'export class OtherField { toBytes(a: bigint) { return [a]; } }',
    'export class Curve { readonly Fp: PrimeField = new PrimeField(); }',
    'export class Tower { readonly Fp2 = new OtherField(); }',
    'export function Field(p: bigint): PrimeField { return new PrimeField(); }',
    'export function curve(): Curve { return new Curve(); }',
    'export function tower(): Tower { return new Tower(); }',
  ].join('\n'),
  'src/use.ts': [
    "import { Field, curve, tower } from './fields';",
    'const Fp448 = /* @__PURE__ */ (() => Field(7n))();',
    'const Point = curve();',
    'const Fp = (() => Point.Fp)();',
    'export function encode(a: bigint) { return Fp448.toBytes(a); }',
    'export function encodeFp(a: bigint) { return Fp.toBytes(a); }',
    'export function encode2(a: bigint) { return Fp2.toBytes(a); }',
    'const { Fp2 } = tower();',
  ].join('\n'),
};

describe('module constants', () => {
  it('initialised by an arrow function called in place hold what it returns', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/fields.ts#PrimeField.toBytes')).toEqual([
      'src/use.ts#encode@5 likely type',
      'src/use.ts#encodeFp@6 likely type',
    ]);
  });

  it('declared below the functions reading them are what those functions read', async () => {
    const callersOf = await callersIn(files);
    expect(callersOf('src/fields.ts#OtherField.toBytes')).toEqual([
      'src/use.ts#encode2@7 likely type',
    ]);
  });
});
