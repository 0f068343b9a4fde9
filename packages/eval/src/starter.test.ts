import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkoutCase } from './checkout.js';
import { loadCorpus } from './corpus.js';
import { STARTER_CORPUS } from './starter.js';

const run = promisify(execFile);

/** Lines the change added or modified in a file of the head, from `git diff -U0`. */
async function changedLines(directory: string, file: string): Promise<Set<number>> {
  const { stdout } = await run('git', ['diff', '-U0', 'base', 'head', '--', file], {
    cwd: directory,
  });
  const lines = new Set<number>();
  for (const match of stdout.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(match[1]);
    const count = match[2] === undefined ? 1 : Number(match[2]);
    for (let line = start; line < start + count; line++) lines.add(line);
  }
  return lines;
}

describe('the shipped starter corpus', () => {
  it('has at least 40 labelled bugs in four languages, every listed kind, and at least 10 clean cases', async () => {
    const corpus = await loadCorpus(STARTER_CORPUS);
    const bugs = corpus.cases.filter((item) => !item.clean);
    expect(bugs.length).toBeGreaterThanOrEqual(40);
    expect(corpus.cases.filter((item) => item.clean).length).toBeGreaterThanOrEqual(10);
    expect(new Set(bugs.map((item) => item.language))).toEqual(
      new Set(['typescript', 'python', 'go', 'javascript']),
    );
    expect(new Set(bugs.map((item) => item.kind))).toEqual(
      new Set([
        'off-by-one',
        'inverted-condition',
        'missing-await',
        'missing-null-check',
        'swapped-arguments',
        'injection',
        'leaked-secret',
        'resource-leak',
        'wrong-error-handling',
      ]),
    );
    for (const item of corpus.cases)
      expect(item.provenance, item.id).toMatch(/base code from (npm|debian):/);
  });

  it('every case checks out, and every expected line is one the change touched', async () => {
    const corpus = await loadCorpus(STARTER_CORPUS);
    for (const item of corpus.cases) {
      const checkout = await checkoutCase(item);
      try {
        for (const expectation of item.expected) {
          const changed = await changedLines(checkout.directory, expectation.file);
          expect(changed.has(expectation.line), `${item.id}: line ${expectation.line}`).toBe(true);
        }
        if (item.clean) {
          const { stdout } = await run('git', ['diff', '--stat', 'base', 'head'], {
            cwd: checkout.directory,
          });
          expect(stdout, item.id).toMatch(/1 file changed/);
        }
      } finally {
        await checkout.cleanup();
      }
    }
  }, 180_000);
});
