import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeOpenAI, TempRepo, type FakeStep } from '@codehawk/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { codehawk } from '../test/run-cli.js';

const FIXTURES = fileURLToPath(new URL('./__fixtures__/', import.meta.url));
const KEY = 'sk-proj-cassetteKeyNeverWritten0123456789';
const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

// Fixed commit dates make the fixture repository, and so every request, the same on every run.
const dates = {
  GIT_AUTHOR_DATE: process.env.GIT_AUTHOR_DATE,
  GIT_COMMITTER_DATE: process.env.GIT_COMMITTER_DATE,
};
beforeAll(() => {
  process.env.GIT_AUTHOR_DATE = '2024-01-01T00:00:00Z';
  process.env.GIT_COMMITTER_DATE = '2024-01-01T00:00:00Z';
});
afterAll(() => {
  for (const [name, value] of Object.entries(dates))
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
});

/** A small pull request: a pagination helper with an off-by-one. */
async function pullRequest(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  cleanups.push(() => repo.cleanup());
  await repo.commit('base', {
    'README.md': 'demo\n',
    'src/page.ts':
      'export function page<T>(items: T[], size: number): T[] {\n  return items.slice(0, size);\n}\n',
  });
  await repo.branch('feature');
  await repo.commit('Add lastPage', {
    'src/page.ts':
      'export function page<T>(items: T[], size: number): T[] {\n  return items.slice(0, size);\n}\n\nexport function lastPage(total: number, size: number): number {\n  return Math.floor(total / size) + 1;\n}\n',
  });
  return repo;
}

/** The model's side of the review: a scan answer, then the verified finding. */
const model: FakeStep = (request) => {
  const sent = JSON.stringify(request.body);
  if (!sent.includes('"tools"'))
    return {
      text: JSON.stringify({
        candidates: [{ file: 'src/page.ts', line: 6, title: 'lastPage off by one' }],
        files_clean: [],
      }),
    };
  return {
    text: JSON.stringify({
      pr_id: 'feature',
      repo: 'r',
      vcs: 'local',
      review_modes: ['standard'],
      findings: [
        {
          file: 'src/page.ts',
          line: 6,
          category: 'correctness',
          severity: 'warning',
          title: 'lastPage is one too high when total is a multiple of size',
          message: 'For total = 20 and size = 10 this returns 3; use Math.ceil(total / size).',
          confidence: 0.9,
        },
      ],
      fix_verifications: [],
    }),
  };
};

async function record(repo: TempRepo, cassette: string): Promise<string> {
  const fake = await FakeOpenAI.start({ fallback: model });
  try {
    const recorded = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--base-url', fake.baseURL, '--record', cassette],
      { OPENAI_API_KEY: KEY },
    );
    expect(recorded.stderr).toBe('');
    expect(recorded.code).toBe(0);
    expect(fake.violations).toEqual([]);
  } finally {
    await fake.close();
  }
  const findings = await readFile(join(repo.path, '.codehawk/findings.json'), 'utf8');
  // The outbox now holds the posted comments; a later run would only verify them.
  await rm(join(repo.path, '.codehawk'), { recursive: true, force: true });
  return findings;
}

describe('codehawk review --record / --replay', () => {
  it('replays a recorded review without the endpoint to a byte-identical findings.json', async () => {
    const repo = await pullRequest();
    const directory = await mkdtemp(join(tmpdir(), 'codehawk-cassette-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const cassette = join(directory, 'review.cassette.json');
    const recordedFindings = await record(repo, cassette);
    const text = await readFile(cassette, 'utf8');
    expect(text).not.toContain(KEY);
    const parsed = JSON.parse(text) as {
      settings: { model: { name: string } };
      exchanges: unknown[];
    };
    expect(parsed.settings.model.name).toBe('gpt-4.1');
    expect(parsed.exchanges.length).toBeGreaterThanOrEqual(2);
    expect(recordedFindings).toContain('lastPage is one too high');

    // No key and no endpoint: every answer comes from the cassette.
    const replayed = await codehawk(repo.path, ['review', '--base', 'main', '--replay', cassette]);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(replayed.stdout).toMatch(/WARNING\s+src\/page\.ts:6 +lastPage is one too high/);
    expect(await readFile(join(repo.path, '.codehawk/findings.json'), 'utf8')).toBe(
      recordedFindings,
    );

    await rm(join(repo.path, '.codehawk'), { recursive: true, force: true });
    // A different prompt (another review mode) is a mismatch naming the call and the field.
    const changed = await codehawk(repo.path, [
      'review',
      '--base',
      'main',
      '--dry-run',
      '--mode',
      'security',
      '--replay',
      cassette,
    ]);
    expect(changed.code).toBe(3);
    expect(changed.stderr).toMatch(
      /--replay: Replay call 1 \(model gpt-4\.1\) matches no recorded call\. Nearest is recorded call \d+; they first differ at \S+: recorded .*, now .*record the cassette again with --record/,
    );
  }, 120_000);

  it('the committed cassette still replays the fixture review (re-record on purpose after a prompt change)', async () => {
    const repo = await pullRequest();
    const cassette = join(FIXTURES, 'review.cassette.json');
    const expected = join(FIXTURES, 'review.findings.json');
    // findings.json names the repository, here a temporary directory: the fixture keeps a placeholder.
    const placeholder = (text: string): string =>
      text.replace(`"repo": "${basename(repo.path)}"`, '"repo": "<repository>"');
    if (process.env.CODEHAWK_RECORD_CASSETTES === '1')
      await writeFile(expected, placeholder(await record(repo, cassette)));
    const replayed = await codehawk(repo.path, ['review', '--base', 'main', '--replay', cassette]);
    expect(replayed.stderr).toBe('');
    expect(replayed.code).toBe(0);
    expect(placeholder(await readFile(join(repo.path, '.codehawk/findings.json'), 'utf8'))).toBe(
      await readFile(expected, 'utf8'),
    );
  }, 120_000);

  it('rejects --record without a model, --record with --replay, and a file that is not a cassette', async () => {
    const repo = await pullRequest();
    const offline = await codehawk(repo.path, [
      'review',
      '--base',
      'main',
      '--dry-run',
      '--record',
      'x.json',
    ]);
    expect(offline.code).toBe(2);
    expect(offline.stderr).toContain('--record needs a model to record');
    const both = await codehawk(repo.path, [
      'review',
      '--dry-run',
      '--record',
      'a',
      '--replay',
      'b',
    ]);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--record and --replay cannot be used together');
    await writeFile(join(repo.path, 'not-a-cassette.json'), '{"version": 1}');
    const bad = await codehawk(repo.path, [
      'review',
      '--dry-run',
      '--replay',
      'not-a-cassette.json',
    ]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(
      /--replay: .*not-a-cassette\.json is not a CodeHawk cassette .*provider/,
    );
  }, 60_000);
});
