import { loadSettings } from '@codehawk/config';
import { isTestPath } from '@codehawk/graph';
import type { ChangedFile } from '@codehawk/vcs';
import { describe, expect, it } from 'vitest';
import { classifyRisk } from './risk.js';

const settings = loadSettings({ env: {} }).settings;
const changed = (path: string): ChangedFile => ({
  path,
  status: 'modified',
  binary: false,
  additions: 40,
  deletions: 10,
});
const pathReason = (path: string): string | undefined =>
  classifyRisk([changed(path)], settings)[0]?.components.find(
    (component) => component.name === 'path_sensitivity',
  )?.reason;

describe('one test-path rule for risk and the graph', () => {
  it('rates a test LOW-risk by path exactly when the graph counts it as a test', () => {
    // Paths the two rules once disagreed on: the graph alone knew testing/ and CartTest.java,
    // risk alone knew cart.spec.rb, cart_test.rs and Tests/ spelt with a capital.
    const tests = [
      'app/testing/session_fixtures.ts',
      'src/test/java/shop/auth/CartTest.java',
      'lib/auth/cart.spec.rb',
      'lib/auth/cart_test.rs',
      'Tests/AuthTests.swift',
    ];
    for (const path of tests) {
      expect(isTestPath(path), path).toBe(true);
      expect(pathReason(path), path).toBe('test or documentation path');
    }
    for (const path of ['src/auth/Latest.java', 'src/auth/attestation.py']) {
      expect(isTestPath(path), path).toBe(false);
      expect(pathReason(path), path).toBe('security-sensitive path ("auth")');
    }
  });
});
