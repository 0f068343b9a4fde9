// A generic interface implemented with different arguments: a value written as `IField<bigint>`
// is no `class Field2 implements IField<Fp2>`, whether the receiver's type writes the arguments
// itself, through an alias (`type FpField = IField<bigint> & {…}`), or an alias names the
// primitive (`type Fp = bigint`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const fields = {
  'src/field.ts': [
    'export interface IField<T> { mul(a: T, b: T): T; sqrt(a: T): T; }',
    'export type FpField = IField<bigint> & { isLE: boolean };',
    'export type Fp = bigint;',
    'export class PrimeField implements IField<bigint> {',
    '  isLE = true;',
    '  mul(a: bigint, b: bigint) { return a * b; }',
    '  sqrt(a: bigint) { return a; }',
    '}',
  ].join('\n'),
  'src/tower.ts': [
    "import * as mod from './field';",
    'export type Fp2 = { c0: bigint; c1: bigint };',
    'export type Fp6 = { c0: Fp2; c1: Fp2; c2: Fp2 };',
    'export type Fp6Field = mod.IField<Fp6> & { frobenius(a: Fp6): Fp6 };',
    'export class Field2 implements mod.IField<Fp2> {',
    '  mul(a: Fp2, b: Fp2) { return a; }',
    '  sqrt(a: Fp2) { return a; }',
    '}',
    'export class Field6 implements Fp6Field {',
    '  mul(a: Fp6, b: Fp6) { return a; }',
    '  sqrt(a: Fp6) { return a; }',
    '  frobenius(a: Fp6) { return a; }',
    '}',
    'export function square2(F: mod.IField<Fp2>, x: Fp2) { return F.mul(x, x); }',
    'export function root6(F: Fp6Field, x: Fp6) { return F.sqrt(x); }',
  ].join('\n'),
  'src/curve.ts': [
    "import type { FpField, IField, Fp } from './field';",
    'export function double(F: IField<bigint>, a: bigint) { return F.mul(a, a); }',
    'export function lift(F: Readonly<FpField>, a: bigint) { return F.sqrt(a); }',
    'export function square(F: IField<Fp>, a: Fp) { return F.mul(a, a); }',
    'export function anyField<T>(F: IField<T>, a: T) { return F.mul(a, a); }',
  ].join('\n'),
};

describe('generic types written with different arguments', () => {
  it('reach only the implementations written with arguments the receiver may have', async () => {
    const callersOf = await callersIn(fields);
    expect(callersOf('src/field.ts#PrimeField.mul')).toEqual([
      'src/curve.ts#anyField@5 possible dispatch',
      'src/curve.ts#double@2 possible dispatch',
      'src/curve.ts#square@4 possible dispatch',
    ]);
    expect(callersOf('src/tower.ts#Field2.mul')).toEqual([
      'src/curve.ts#anyField@5 possible dispatch',
      'src/tower.ts#square2@14 possible dispatch',
    ]);
    expect(callersOf('src/tower.ts#Field6.mul')).toEqual([
      'src/curve.ts#anyField@5 possible dispatch',
    ]);
    expect(callersOf('src/field.ts#PrimeField.sqrt')).toEqual([
      'src/curve.ts#lift@3 possible dispatch',
    ]);
    expect(callersOf('src/tower.ts#Field6.sqrt')).toEqual([
      'src/tower.ts#root6@15 possible dispatch',
    ]);
  });
});
