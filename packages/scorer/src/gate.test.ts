import { describe, expect, it } from 'vitest';
import { evaluateGate } from './gate.js';

describe('evaluateGate', () => {
  it('passes when no threshold is set', () => {
    expect(evaluateGate({ stars: 0, penalty: 99 })).toEqual({
      pass: true,
      reason: 'no gate thresholds set',
    });
  });

  it('fails below the minimum stars and says why', () => {
    expect(evaluateGate({ stars: 2, penalty: 20 }, { minStars: 3 })).toEqual({
      pass: false,
      reason: '2 star(s) is below the minimum of 3',
    });
  });

  it('fails above the maximum penalty, and passes on the boundary', () => {
    expect(evaluateGate({ stars: 3, penalty: 10.5 }, { maxPenalty: 10 }).pass).toBe(false);
    expect(evaluateGate({ stars: 3, penalty: 10 }, { maxPenalty: 10, minStars: 3 })).toEqual({
      pass: true,
      reason: '3 star(s) meets the minimum of 3; penalty 10 is within the maximum of 10',
    });
  });
});
