import { describe, expect, it } from 'vitest';
import { addedLines, STATIC_CHECKS, staticFindings } from './checks.js';

const diff = (lines: string[]): string =>
  `diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1,1 +1,${lines.length + 1} @@\n context\n${lines.map((line) => `+${line}`).join('\n')}`;

describe('static checks', () => {
  it('numbers added lines by their place in the new file', () => {
    expect(addedLines('@@ -1,2 +1,3 @@\n a\n+b\n c\n+d')).toEqual([
      { line: 2, text: 'b' },
      { line: 4, text: 'd' },
    ]);
  });

  it('finds a committed credential and masks it in the finding', async () => {
    const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`;
    const [found] = await staticFindings([
      { path: 'src/config.ts', diff: diff(['const a = 1;', `const token = "${token}";`]) },
    ]);
    expect(found).toMatchObject({
      file: 'src/config.ts',
      line: 3,
      category: 'security',
      severity: 'critical',
      source: 'static',
      rule_id: 'committed-credential',
    });
    expect(found?.message).not.toContain(token);
    expect(found?.message).toContain('ghp_…(');
  });

  it('scans files whose names hold a newline or `::end`, each credential on its own file and line', async () => {
    const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`;
    const findings = await staticFindings([
      { path: 'src/odd\nname.ts', diff: diff([`const token = "${token}";`]) },
      { path: 'src/x::end||y.ts', diff: diff(['const a = 1;', 'const b = 2;', `key: ${token}`]) },
      { path: 'src/clean.ts', diff: diff(['const c = 3;']) },
    ]);
    expect(findings.map((found) => [found.file, found.line, found.severity])).toEqual([
      ['src/odd\nname.ts', 2, 'critical'],
      ['src/x::end||y.ts', 4, 'critical'],
    ]);
  });

  it('reports a credential in a URL on an example host as a likely fixture, not a critical leak', async () => {
    const findings = await staticFindings([
      {
        path: 'test/fixtures.ts',
        diff: diff(['const url = "https://user:hunter2pass@example.com/path";']),
      },
      {
        path: 'src/db.ts',
        diff: diff(['const url = "postgres://admin:s3cretpw@db.internal.acme.io:5432/x";']),
      },
    ]);
    expect(findings.map((found) => [found.file, found.severity, found.title])).toEqual([
      ['test/fixtures.ts', 'suggestion', 'Credential on an example host'],
      ['src/db.ts', 'critical', 'Credential committed'],
    ]);
  });

  it('finds conflict markers, focused and skipped tests, and debugger leftovers', async () => {
    const findings = await staticFindings([
      {
        path: 'src/a.ts',
        diff: diff(['<<<<<<< HEAD', 'const a = 1;', '=======', '>>>>>>> feature', 'debugger;']),
      },
      {
        path: 'src/a.test.ts',
        diff: diff(["it.only('works', () => {});", "describe.skip('later', () => {});"]),
      },
      { path: 'app/views.py', diff: diff(['breakpoint()']) },
      { path: 'src/not-a-test.ts', diff: diff(["it.only('x', () => {});"]) },
      // A test file by the code graph's rule too: one rule decides what a test is.
      { path: 'src/LoginTest.java', diff: diff(['@Disabled']) },
    ]);
    expect(
      findings.map((entry) => `${entry.file}:${entry.line} ${entry.rule_id} ${entry.title}`),
    ).toEqual([
      'src/a.ts:2 merge-conflict Merge conflict marker committed',
      'src/a.ts:4 merge-conflict Merge conflict marker committed',
      'src/a.ts:5 merge-conflict Merge conflict marker committed',
      'src/a.ts:6 debugger Debugger statement left in',
      'src/a.test.ts:2 focused-test Focused test left in',
      'src/a.test.ts:3 skipped-test Test skipped',
      'app/views.py:2 debugger Debugger statement left in',
      'src/LoginTest.java:2 skipped-test Test skipped',
    ]);
  });

  it('describes every check once, with a name distinct from its id', () => {
    const ids = STATIC_CHECKS.map((check) => check.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const check of STATIC_CHECKS) {
      expect(check.name).not.toBe(check.id);
      expect(check.description.length).toBeGreaterThan(check.title.length);
      expect(check.help).not.toBe('');
    }
  });
});
