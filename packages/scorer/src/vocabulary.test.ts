import {
  CATEGORIES as CONTRACT_CATEGORIES,
  type REVIEW_MODES as CONTRACT_REVIEW_MODES,
  SEVERITIES as CONTRACT_SEVERITIES,
} from '@codehawk/findings';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CATEGORIES, SEVERITIES, type ReviewMode } from './matrix.js';

// The scorer keeps its own copy of the vocabulary (it has no runtime dependencies, to stay small
// enough for dashboards); this keeps the copy identical to the findings contract.
describe('the scorer and the findings contract', () => {
  it('score exactly the categories and severities a findings file may contain, in the same order', () => {
    expect(CATEGORIES).toEqual(CONTRACT_CATEGORIES);
    expect(SEVERITIES).toEqual(CONTRACT_SEVERITIES);
  });

  it('know the same review modes (checked by the type checker)', () => {
    expectTypeOf<ReviewMode>().toEqualTypeOf<(typeof CONTRACT_REVIEW_MODES)[number]>();
  });
});
