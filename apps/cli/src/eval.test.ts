import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeOpenAI } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { codehawk } from '../test/run-cli.js';

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function scratch(): Promise<string> {
  const directory = await mkdtemp(join(tmpdir(), 'codehawk-eval-cli-'));
  cleanups.push(() => rm(directory, { recursive: true, force: true }));
  return directory;
}

// A model that reports the planted swapped arguments in lib/utils.js, wherever it reviews.
function finder(): Promise<FakeOpenAI> {
  return FakeOpenAI.start({
    fallback: (request) => {
      const sent = JSON.stringify(request.body);
      if (!sent.includes('"tools"'))
        return { text: JSON.stringify({ candidates: [], files_clean: [] }) };
      const findings = sent.includes('padPattern')
        ? [
            {
              file: 'lib/utils.js',
              line: 73,
              category: 'correctness',
              severity: 'warning',
              title: 'padEnd arguments swapped',
              message: "padEnd takes the target length first: pattern.padEnd(width, ' ').",
              confidence: 0.9,
            },
          ]
        : [];
      return {
        text: JSON.stringify({
          pr_id: 'head',
          repo: 'r',
          vcs: 'local',
          review_modes: ['standard'],
          findings,
          fix_verifications: [],
        }),
      };
    },
  });
}

const CASES = ['--case', 'js-swapped-arguments-pad', 'js-clean-helper'];

describe('codehawk eval', () => {
  it('runs the starter cases through the review, reports on stdout, progress on stderr, HTML beside', async () => {
    const directory = await scratch();
    const fake = await finder();
    cleanups.push(() => fake.close());
    const cassette = join(directory, 'eval.cassette.json');
    const { code, stdout, stderr } = await codehawk(
      directory,
      [
        'eval',
        ...CASES,
        '--base-url',
        fake.baseURL,
        '--format',
        'json',
        '--html',
        'report.html',
        '--record',
        cassette,
      ],
      { OPENAI_API_KEY: 'sk-eval-key-never-written-0123456789' },
    );
    expect(code).toBe(0);
    expect(stderr).toMatch(
      /codehawk eval: \[1\/2\] js-clean-helper — gpt-4\.1: 0 found, 0 false positive/,
    );
    expect(stderr).toMatch(
      /codehawk eval: \[2\/2\] js-swapped-arguments-pad — gpt-4\.1: 1 found, 0 false positive\(s\), 0 missed/,
    );
    const report = JSON.parse(stdout) as {
      complete: boolean;
      summary: { overall: Record<string, number> }[];
    };
    expect(report.complete).toBe(true);
    expect(report.summary[0]?.overall).toMatchObject({
      precision: 1,
      recall: 1,
      falsePositivesPerCleanCase: 0,
    });
    expect(await readFile(join(directory, 'report.html'), 'utf8')).toContain(
      'js-swapped-arguments-pad',
    );
    expect(await readFile(cassette, 'utf8')).not.toContain('sk-eval-key-never-written');

    // The same evaluation from the cassette: no endpoint, the same scores.
    await fake.close();
    const replayed = await codehawk(directory, [
      'eval',
      ...CASES,
      '--replay',
      cassette,
      '--format',
      'json',
    ]);
    expect(replayed.code).toBe(0);
    const again = JSON.parse(replayed.stdout) as typeof report;
    expect(again.summary[0]?.overall).toMatchObject({ precision: 1, recall: 1 });
  }, 180_000);

  it('bad corpus input exits 2 naming the case and field', async () => {
    const directory = await scratch();
    await writeFile(
      join(directory, 'corpus.json'),
      JSON.stringify({ cases: [{ id: 'mine', patch: 'x.patch', expected: [] }] }),
    );
    const { code, stderr } = await codehawk(directory, ['eval', 'corpus.json']);
    expect(code).toBe(2);
    expect(stderr).toMatch(/Case "mine": base_dir: a "patch" case needs "base_dir"/);
    const unknown = await codehawk(directory, ['eval', '--case', 'no-such-case']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('--case: no case named no-such-case');
  }, 60_000);

  it('Ctrl-C stops in the current case and still prints a partial report (exit 3)', async () => {
    const directory = await scratch();
    // The second case's model call never answers in time: the run is interrupted there.
    const fake = await FakeOpenAI.start({
      fallback: (request) => {
        const sent = JSON.stringify(request.body);
        if (sent.includes('padPattern')) return { fault: 'slow_headers', delayMs: 60_000 };
        if (!sent.includes('"tools"'))
          return { text: JSON.stringify({ candidates: [], files_clean: [] }) };
        return {
          text: JSON.stringify({
            pr_id: 'head',
            repo: 'r',
            vcs: 'local',
            review_modes: ['standard'],
            findings: [],
            fix_verifications: [],
          }),
        };
      },
    });
    cleanups.push(() => fake.close());
    const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
    const child = spawn(process.execPath, [bin, 'eval', ...CASES, '--base-url', fake.baseURL], {
      cwd: directory,
      env: { PATH: process.env.PATH ?? '', OPENAI_API_KEY: 'sk-interrupt-0123456789abcdef' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes('[1/2]') && !child.killed) child.kill('SIGINT');
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(stderr).toContain('interrupted — finishing with a partial report');
    expect(code).toBe(3);
    expect(stdout).toContain('Partial report');
    expect(stdout).toMatch(/js-clean-helper\s+clean\s+quiet/);
    expect(stdout).toMatch(/js-swapped-arguments-pad\s+swapped-arguments\s+not run/);
  }, 120_000);
});
