import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Finding, FindingsFile } from '@codehawk/findings';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CorpusError, loadCorpus, type EvalCase } from './corpus.js';
import { renderMarkdown, renderText } from './report/text.js';
import { runEval, type ReviewCase } from './run.js';
import { makeCorpus, type TestCase } from './test-corpus.js';

const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
let cleanupShared: () => Promise<void> = () => Promise.resolve();
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const RANGE =
  'export function range(n: number): number[] {\n  const out: number[] = [];\n  for (let i = 0; i < n; i++) out.push(i);\n  return out;\n}\n';

const CASES: TestCase[] = [
  {
    id: 'ts-off-by-one',
    kind: 'off-by-one',
    base: { 'src/range.ts': RANGE },
    head: { 'src/range.ts': RANGE.replace('i < n', 'i <= n') },
    expected: [{ file: 'src/range.ts', line: 3, category: 'correctness', severity: 'warning' }],
  },
  {
    id: 'py-injection',
    kind: 'injection',
    asBundle: true,
    base: {
      'db.py':
        'def find(cursor, name):\n    cursor.execute("SELECT * FROM users WHERE name = ?", (name,))\n',
    },
    head: {
      'db.py':
        'def find(cursor, name):\n    cursor.execute(f"SELECT * FROM users WHERE name = \'{name}\'")\n',
    },
    expected: [{ file: 'db.py', line: 2, category: 'security', severity: 'critical' }],
  },
  {
    id: 'clean-comment',
    base: { 'src/range.ts': RANGE },
    head: { 'src/range.ts': `// Numbers from 0 to n - 1.\n${RANGE}` },
    expected: [],
  },
];

function findingAt(file: string, line: number, category: Finding['category']): Finding {
  return {
    cr_id: null,
    file,
    line,
    category,
    severity: 'warning',
    title: 'A problem',
    message: 'Something is wrong here.',
    confidence: 0.8,
  };
}

function fileOf(findings: Finding[]): FindingsFile {
  return {
    pr_id: 'head',
    repo: 'r',
    vcs: 'local',
    review_modes: ['standard'],
    findings,
    fix_verifications: [],
    usage: {
      input_tokens: 1000,
      output_tokens: 100,
      total_tokens: 1100,
      tool_calls: 2,
      turns: 3,
      model: 'm',
    },
  };
}

const perfect: ReviewCase = ({ evalCase }) =>
  Promise.resolve(
    fileOf(evalCase.expected.map((item) => findingAt(item.file, item.line, item.category))),
  );
const silent: ReviewCase = () => Promise.resolve(fileOf([]));
/** Finds every bug, and also complains about every clean change. */
const noisy: ReviewCase = async (input) =>
  input.evalCase.clean
    ? fileOf([
        findingAt('src/range.ts', 1, 'code_style'),
        findingAt('src/range.ts', 3, 'performance'),
      ])
    : perfect(input);

async function corpus(cases: TestCase[] = CASES) {
  const made = await makeCorpus(cases);
  cleanups.push(made.cleanup);
  return { directory: made.directory, corpus: await loadCorpus(made.directory) };
}

describe('runEval with scripted models', () => {
  // One corpus on disk for the tests that only read it.
  let shared: Awaited<ReturnType<typeof corpus>>;
  beforeAll(async () => {
    const made = await makeCorpus(CASES);
    shared = { directory: made.directory, corpus: await loadCorpus(made.directory) };
    cleanupShared = made.cleanup;
  });
  afterAll(() => cleanupShared());

  it('a perfect model scores P = R = 1 and sees each case as real git with base and head', async () => {
    const loaded = shared.corpus;
    const seen: string[] = [];
    const report = await runEval({
      corpus: loaded,
      models: ['perfect'],
      review: async (input) => {
        const { stdout } = await run('git', ['diff', '--stat', 'base', 'head'], {
          cwd: input.checkout.directory,
        });
        seen.push(`${input.evalCase.id}: ${stdout.trim().split('\n')[0]?.trim() ?? ''}`);
        return perfect(input);
      },
      prices: { perfect: { input: 2, output: 8 } },
    });
    expect(seen).toEqual([
      'clean-comment: src/range.ts | 1 +',
      'py-injection: db.py | 2 +-',
      'ts-off-by-one: src/range.ts | 2 +-',
    ]);
    const overall = report.summary[0]?.overall;
    expect(overall).toMatchObject({
      precision: 1,
      recall: 1,
      f1: 1,
      f05: 1,
      falsePositivesPerCleanCase: 0,
      truePositives: 2,
    });
    expect(overall).toMatchObject({ inputTokens: 3000, outputTokens: 300, turns: 9, toolCalls: 6 });
    // 3 × (1000 × $2 + 100 × $8) per million tokens.
    expect(overall?.costUsd).toBeCloseTo(0.0084, 6);
    expect(report.complete).toBe(true);
  });

  it('a silent model scores R = 0; a noisy model pays in false positives on clean cases', async () => {
    const loaded = shared.corpus;
    const quiet = await runEval({ corpus: loaded, models: ['silent'], review: silent });
    expect(quiet.summary[0]?.overall).toMatchObject({
      recall: 0,
      f1: 0,
      f05: 0,
      falseNegatives: 2,
    });
    expect(quiet.summary[0]?.overall.precision).toBeUndefined();

    const loud = await runEval({ corpus: loaded, models: ['noisy'], review: noisy });
    const overall = loud.summary[0]?.overall;
    expect(overall).toMatchObject({
      recall: 1,
      truePositives: 2,
      falsePositives: 2,
      falsePositivesPerCleanCase: 2,
    });
    expect(overall?.precision).toBe(0.5);
    expect(overall?.f05).toBeCloseTo(0.5556, 3);
    const text = renderText(loud);
    expect(text).toMatch(/noisy\s+50\.0%\s+100\.0%\s+66\.7%\s+55\.6%\s+2\.00/);
    expect(text).toMatch(/clean-comment\s+clean\s+2 FP/);
  });

  it('--models compares side by side on the same cases; --repeat reports the spread', async () => {
    const loaded = shared.corpus;
    let calls = 0;
    // Finds the off-by-one only on odd calls: recall varies between repetitions.
    const flaky: ReviewCase = (input) =>
      input.evalCase.id === 'ts-off-by-one' && ++calls % 2 === 0 ? silent(input) : perfect(input);
    const report = await runEval({
      corpus: loaded,
      models: ['a', 'b'],
      repeat: 2,
      review: (input) => (input.model === 'a' ? perfect(input) : flaky(input)),
    });
    expect(report.summary.map((summary) => summary.model)).toEqual(['a', 'b']);
    expect(report.cases.every((item) => item.runs.length === 4)).toBe(true);
    const spread = report.summary[1]?.spread?.recall;
    expect(spread).toMatchObject({ min: 0.5, max: 1, mean: 0.75 });
    expect(spread?.stdev).toBeCloseTo(0.25);
    expect(report.summary[0]?.spread?.recall).toMatchObject({ min: 1, max: 1, stdev: 0 });
    const markdown = renderMarkdown(report);
    expect(markdown).toContain('| b | 100.0% ±0.0 [100–100] | 75.0% ±25.0 [50–100] |');
  });

  it('an interrupted run leaves a partial report of the runs that finished', async () => {
    const loaded = shared.corpus;
    const controller = new AbortController();
    const progress: string[] = [];
    const report = await runEval({
      corpus: loaded,
      models: ['m'],
      signal: controller.signal,
      onProgress: (message) => progress.push(message),
      review: async (input) => {
        if (input.evalCase.id === 'py-injection') controller.abort();
        return perfect(input);
      },
    });
    expect(report.complete).toBe(false);
    expect(report.cases.map((item) => item.runs.length)).toEqual([1, 0, 0]);
    expect(progress).toEqual([
      expect.stringMatching(/^\[1\/3\] clean-comment — m: 0 found, 0 false positive/),
    ]);
    expect(renderText(report)).toContain('Partial report');
  });

  it('a review that fails is an error for that case, not a silent pass', async () => {
    const loaded = shared.corpus;
    const report = await runEval({
      corpus: loaded,
      models: ['m'],
      review: (input) =>
        input.evalCase.id === 'ts-off-by-one'
          ? Promise.reject(new Error('endpoint unreachable'))
          : perfect(input),
    });
    expect(report.summary[0]?.overall).toMatchObject({ errors: 1, runs: 2, recall: 1 });
    expect(report.cases[2]?.runs[0]).toMatchObject({
      status: 'error',
      error: 'endpoint unreachable',
    });
  });
});

describe('loading a corpus', () => {
  it('reads a manifest with folders and inline cases, resolving paths beside it', async () => {
    const { directory } = await corpus();
    const manifest = join(directory, 'corpus.yml');
    await writeFile(
      manifest,
      'name: mine\ncases:\n  - ts-off-by-one\n  - id: inline\n    base_dir: clean-comment/base\n    patch: clean-comment/change.patch\n    expected: []\n',
    );
    const loaded = await loadCorpus(manifest);
    expect(loaded.name).toBe('mine');
    expect(loaded.cases.map((item: EvalCase) => [item.id, item.clean])).toEqual([
      ['ts-off-by-one', false],
      ['inline', true],
    ]);
  });

  it('names the case and the field of bad input', async () => {
    const { directory } = await corpus();
    const file = join(directory, 'ts-off-by-one', 'case.json');
    const original = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    const expectFailure = async (definition: Record<string, unknown>, pattern: RegExp) => {
      await writeFile(file, JSON.stringify(definition));
      const error = await loadCorpus(directory).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CorpusError);
      expect((error as CorpusError).message).toMatch(pattern);
    };
    await expectFailure(
      { ...original, expected: [{ file: 'src/range.ts', line: 0, category: 'correctness' }] },
      /Case "ts-off-by-one": expected\.0\.line: .*>=1/,
    );
    await expectFailure(
      { ...original, expected: [{ file: 'a', line: 1, category: 'bugs' }] },
      /Case "ts-off-by-one": expected\.0\.category: .*"security"/,
    );
    await expectFailure(
      { ...original, patch: 'missing.patch' },
      /Case "ts-off-by-one": patch: .*missing\.patch does not exist/,
    );
    await expectFailure(
      { ...original, bundle: 'x.bundle' },
      /Case "ts-off-by-one": patch: give exactly one of/,
    );
    await expectFailure(
      { ...original, id: 'py-injection' },
      /Case "py-injection": id: two cases have this id/,
    );
  });

  it('a patch that does not apply is an error naming the case and "patch"', async () => {
    const { directory, corpus: loaded } = await corpus();
    await writeFile(
      join(directory, 'ts-off-by-one', 'base', 'src', 'range.ts'),
      'something else\n',
    );
    await expect(
      runEval({ corpus: loaded, models: ['m'], review: perfect, only: ['ts-off-by-one'] }),
    ).rejects.toThrow(/Case "ts-off-by-one": patch: git failed: .*patch failed/);
  });
});
