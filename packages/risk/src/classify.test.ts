import { describe, expect, it } from 'vitest';
import { classifyRisk } from './classify.js';

const base = { additions: 0, deletions: 0, isNew: false };

describe('classifyRisk', () => {
  it('rates a large new auth module HIGH and explains every component', () => {
    const risk = classifyRisk({
      path: 'src/auth/session.ts',
      additions: 400,
      deletions: 100,
      isNew: true,
      callerCount: 12,
      coveredByTests: false,
    });
    expect(risk.level).toBe('HIGH');
    expect(risk.score).toBe(1);
    expect(risk.missing).toEqual([]);
    expect(Object.fromEntries(risk.components.map((c) => [c.name, [c.value, c.weight]]))).toEqual({
      lines_changed: [1, 0.25],
      path_sensitivity: [1, 0.25],
      new_file: [1, 0.15],
      test_coverage_gap: [1, 0.15],
      caller_count: [1, 0.1],
      file_type: [1, 0.1],
    });
  });

  it('follows the weighted formula with every signal known', () => {
    // 100 lines → 0.2; ordinary path → 0.5; existing; covered → 0; 5 callers → 0.5; code → 1.
    const risk = classifyRisk({
      path: 'src/cart.ts',
      additions: 60,
      deletions: 40,
      isNew: false,
      callerCount: 5,
      coveredByTests: true,
    });
    expect(risk.score).toBeCloseTo(0.25 * 0.2 + 0.25 * 0.5 + 0.1 * 0.5 + 0.1 * 1, 6);
    expect(risk.level).toBe('MEDIUM');
  });

  it('rates documentation and tests LOW, tests by the rule the caller passes', () => {
    expect(classifyRisk({ ...base, path: 'docs/guide.md', additions: 300 }).level).toBe('LOW');
    const testFile = {
      ...base,
      path: 'tests/test_auth.py',
      additions: 20,
      coveredByTests: true,
      callerCount: 0,
    };
    const isTestPath = (path: string): boolean => path.startsWith('tests/');
    expect(classifyRisk(testFile, { isTestPath }).level).toBe('LOW');
    // Without a rule no path is a test: the auth word counts.
    expect(classifyRisk(testFile).level).toBe('MEDIUM');
  });

  it('without graph signals, judges on what is known and says what was missing', () => {
    const risk = classifyRisk({ ...base, path: 'src/crypto/keys.go', additions: 250, isNew: true });
    expect(risk.missing).toEqual(['test_coverage_gap', 'caller_count']);
    // Known weights 0.75 are scaled to 1: (0.25·0.5 + 0.25·1 + 0.15·1 + 0.1·1) / 0.75.
    expect(risk.score).toBeCloseTo((0.125 + 0.25 + 0.15 + 0.1) / 0.75, 2);
    expect(risk.components.find((c) => c.name === 'caller_count')).toMatchObject({
      value: null,
      effectiveWeight: 0,
      contribution: 0,
    });
  });

  it('offers neutral and pessimistic policies for missing signals', () => {
    const file = { ...base, path: 'src/util.ts', additions: 50 };
    const neutral = classifyRisk(file, { missingSignals: 'neutral' });
    const pessimistic = classifyRisk(file, { missingSignals: 'pessimistic' });
    expect(neutral.score).toBeCloseTo(0.025 + 0.125 + 0.15 * 0.5 + 0.1 * 0.5 + 0.1, 6);
    expect(pessimistic.score).toBeCloseTo(0.025 + 0.125 + 0.15 + 0.1 + 0.1, 6);
  });

  it('accepts custom weights, thresholds and sensitive globs', () => {
    const file = {
      ...base,
      path: 'billing-engine/rates.ts',
      additions: 10,
      callerCount: 0,
      coveredByTests: true,
    };
    expect(classifyRisk(file).components.find((c) => c.name === 'path_sensitivity')?.value).toBe(1);
    const custom = classifyRisk(file, {
      sensitiveWords: [],
      sensitivePaths: ['**/vault/**'],
      thresholds: { medium: 0.1 },
      weights: { file_type: 0.5 },
    });
    expect(custom.components.find((c) => c.name === 'path_sensitivity')?.value).toBe(0.5);
    expect(custom.level).toBe('MEDIUM');
  });

  it('matches security words only as whole words of the path, and names the word', () => {
    const why = (path: string): string | undefined =>
      classifyRisk({ ...base, path, additions: 10 }).components.find(
        (component) => component.name === 'path_sensitivity',
      )?.reason;
    expect(why('src/OracleClient.ts')).toBe('ordinary path');
    expect(why('src/models/Author.ts')).toBe('ordinary path');
    expect(why('src/text/tokenizer.ts')).toBe('ordinary path');
    expect(why('src/oracle/aclOracle.ts')).toBe('security-sensitive path ("acl")');
    expect(why('src/auth/users.ts')).toBe('security-sensitive path ("auth")');
    expect(why('src/auth.ts')).toBe('security-sensitive path ("auth")');
    expect(why('src/oauth.ts')).toBe('security-sensitive path ("oauth")');
    expect(why('lib/oauth2-client.ts')).toBe('security-sensitive path ("oauth2")');
    expect(why('lib/OAuthProvider.ts')).toBe('security-sensitive path ("auth")');
    expect(why('src/user_session_store.py')).toBe('security-sensitive path ("session")');
    expect(why('db/migrations/001.sql')).toBe('security-sensitive path ("migrations")');
  });

  it('claims no test gap it does not know, and says why', () => {
    const unknown = classifyRisk({
      ...base,
      path: 'src/cart.ts',
      additions: 10,
      testReason: 'unknown: tests call something named add that the graph could not resolve',
    });
    expect(unknown.missing).toContain('test_coverage_gap');
    expect(unknown.components.find((c) => c.name === 'test_coverage_gap')?.reason).toMatch(
      /^unknown: tests call something named add/,
    );
  });

  it('rates a rename without a changed line LOW, whatever its path', () => {
    const moved = classifyRisk({
      ...base,
      path: 'src/auth/session.ts',
      renamed: true,
      callerCount: 40,
      coveredByTests: false,
    });
    expect(moved).toMatchObject({ score: 0, level: 'LOW' });
    expect(moved.components.find((c) => c.name === 'lines_changed')?.reason).toBe(
      'renamed without changes',
    );
    expect(
      classifyRisk({ ...base, path: 'src/auth/session.ts', renamed: true, additions: 300 }).level,
    ).not.toBe('LOW');
  });
});
