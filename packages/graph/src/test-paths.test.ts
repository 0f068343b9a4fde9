import { describe, expect, it } from 'vitest';
import { isTestPath } from './test-paths.js';

describe('isTestPath', () => {
  it('knows the test files of every language the graph and risk each knew alone', () => {
    for (const path of [
      'src/cart.test.ts',
      'src/cart.spec.tsx',
      'pkg/cart_test.go',
      'tests/test_cart.py',
      'app/testing/fixtures.ts',
      'src/test/java/shop/CartTest.java',
      'Shop.Tests/CartTests.cs',
      'spec/cart.spec.rb',
      'lib/cart_test.rs',
      'Tests/CartTests.swift',
      'src/Cart.TEST.ts',
      'src/__tests__/cart.ts',
    ])
      expect(isTestPath(path), path).toBe(true);
  });

  it('does not mistake ordinary code whose name holds "test"', () => {
    for (const path of [
      'src/Latest.java',
      'src/contest.ts',
      'src/attestation.py',
      'src/testimonials/page.tsx',
      'src/test_data.ts',
    ])
      expect(isTestPath(path), path).toBe(false);
  });
});
