import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberText } from './number-text.js';

describe('numberText', () => {
  it('writes counts as toLocaleString("en") does', () => {
    expect(numberText(0)).toBe('0');
    expect(numberText(999)).toBe('999');
    expect(numberText(1000)).toBe('1,000');
    expect(numberText(1234567)).toBe('1,234,567');
    expect(numberText(-45000)).toBe('-45,000');
  });

  it('rounds to three decimals as ICU does, from the shortest decimal of the value', () => {
    expect(numberText(1.0005)).toBe('1.001'); // toFixed(3) gives 1.000
    expect(numberText(1.2345)).toBe('1.235'); // toFixed(3) gives 1.234
    expect(numberText(999.9995)).toBe('1,000');
    expect(numberText(12.5)).toBe('12.5');
    expect(numberText(-0.0001)).toBe('-0');
  });

  it('agrees with toLocaleString("en") on any number', () => {
    const agrees = (value: number): boolean => numberText(value) === value.toLocaleString('en');
    fc.assert(fc.property(fc.double(), agrees), { numRuns: 2_000 });
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), agrees), { numRuns: 1_000 });
    const thousandths = fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000);
    fc.assert(fc.property(thousandths, agrees), { numRuns: 1_000 });
    const halves = fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 10_000 + 0.00005);
    fc.assert(fc.property(halves, agrees), { numRuns: 1_000 });
  });
});
