import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { codehawk } from '../test/run-cli.js';
import { afterEach, describe, expect, it } from 'vitest';

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
});

// A credential the model quoted: it must reach neither the comments nor the SARIF file.
const QUOTED_TOKEN = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`;

const FINDINGS = {
  pr_id: 'feature',
  repo: 'demo',
  vcs: 'local',
  review_modes: ['standard'],
  findings: [
    {
      file: 'src/app.ts',
      line: 2,
      category: 'security',
      severity: 'critical',
      title: 'Token not verified',
      message: `Verify it; the change also commits ${QUOTED_TOKEN}.`,
      confidence: 0.9,
    },
    {
      file: 'src/app.ts',
      line: 3,
      category: 'code_style',
      severity: 'suggestion',
      title: 'Naming',
      message: 'Rename.',
      confidence: 0.2,
    },
  ],
  fix_verifications: [],
};

async function setUp(): Promise<TempRepo> {
  repo = await TempRepo.create();
  await repo.commit('base', { 'src/app.ts': 'x\n' });
  await repo.branch('feature');
  await repo.commit('change', { 'src/app.ts': 'a\nb\nc\n' });
  await writeFile(join(repo.path, 'findings.json'), JSON.stringify(FINDINGS));
  return repo;
}

describe('codehawk publish (local repository)', () => {
  it('--dry-run prints every comment and the summary, and writes nothing', async () => {
    const created = await setUp();
    const { code, stdout } = await codehawk(created.path, [
      'publish',
      'findings.json',
      '--dry-run',
    ]);
    expect(code).toBe(0);
    expect(stdout).toContain('Dry run — nothing was posted. 1 comment(s) would be posted inline:');
    expect(stdout).toContain('── src/app.ts:2');
    expect(stdout).toContain('**🔴 Critical · security** — Token not verified');
    expect(stdout).toContain('## 🦅 CodeHawk review');
    await expect(
      readFile(join(created.path, '.codehawk/outbox/feature/threads.json')),
    ).rejects.toThrow(/ENOENT/);
  });

  it('publishes to the outbox, gates, writes SARIF, and a re-run posts nothing', async () => {
    const created = await setUp();
    const first = await codehawk(created.path, [
      'publish',
      'findings.json',
      '--json',
      '--min-stars',
      '5',
      '--sarif',
      'out.sarif',
    ]);
    expect(first.code).toBe(1);
    const result = JSON.parse(first.stdout) as {
      counts: Record<string, number>;
      gate: { pass: boolean };
    };
    expect(result.counts).toMatchObject({ input: 2, posted: 1, filtered_low_confidence: 1 });
    expect(result.gate.pass).toBe(false);
    const sarif = await readFile(join(created.path, 'out.sarif'), 'utf8');
    expect(JSON.parse(sarif)).toMatchObject({ version: '2.1.0' });
    expect(sarif).toContain('[REDACTED credential]');
    expect(sarif).not.toContain(QUOTED_TOKEN);
    const second = await codehawk(created.path, ['publish', 'findings.json']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('0 posted, 1 already open');
  });

  it('exits 2 before posting anything when --sarif cannot be written', async () => {
    const created = await setUp();
    const { code, stderr } = await codehawk(created.path, [
      'publish',
      'findings.json',
      '--sarif',
      '/proc/nope/out.sarif',
    ]);
    expect(code).toBe(2);
    expect(stderr).toMatch(/cannot write \/proc\/nope\/out\.sarif \(--sarif\): /);
    await expect(
      readFile(join(created.path, '.codehawk/outbox/feature/threads.json')),
    ).rejects.toThrow(/ENOENT/);
  });

  it('exits 2 with a clear message for a broken file or a directory that is not a repository', async () => {
    const created = await setUp();
    await writeFile(join(created.path, 'bad.json'), '{"findings": 3}');
    const bad = await codehawk(created.path, ['publish', 'bad.json']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      'codehawk: bad.json: $.findings: expected an array of findings. Correct the file there to match the findings.json format',
    );
    // --sarif reads the file first: the same message, nothing written.
    const sarif = await codehawk(created.path, ['publish', 'bad.json', '--sarif', 'out.sarif']);
    expect(sarif.code).toBe(2);
    expect(sarif.stderr).toContain(
      'codehawk: bad.json: $.findings: expected an array of findings.',
    );
    await expect(readFile(join(created.path, 'out.sarif'))).rejects.toThrow(/ENOENT/);
    const outside = await codehawk('/', ['publish', join(created.path, 'findings.json')]);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toContain('is not inside a git repository');
  });

  it('--dry-run counts what it lists, refuses control characters in paths and shows what it changed to fit', async () => {
    const created = await setUp();
    const finding = (extra: Record<string, unknown>): Record<string, unknown> => ({
      file: 'src/app.ts',
      line: 2,
      category: 'security',
      severity: 'critical',
      title: 'Token not verified',
      message: 'Verify it.',
      confidence: 0.9,
      ...extra,
    });
    await writeFile(
      join(created.path, 'odd.json'),
      JSON.stringify({
        ...FINDINGS,
        findings: [
          finding({ severity: 'HIGH', confidence: 1.7 }),
          // Outside the diff: it goes in the summary, so it is not among the comments listed.
          finding({ line: 40, category: 'correctness' }),
          finding({ file: 'src/\u001b[2Japp.ts' }),
        ],
      }),
    );
    const { code, stdout } = await codehawk(created.path, ['publish', 'odd.json', '--dry-run']);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Dry run — nothing was posted. 1 comment(s) would be posted inline; 1 finding(s) outside the diff would go in the summary:',
    );
    expect(stdout.match(/^── src\/app\.ts:/gm)).toEqual(['── src/app.ts:']);
    expect(stdout).toContain('1 to post,');
    expect(stdout).toContain(
      '$.findings[2].file: the path contains the control character U+001B; no file is named so',
    );
    expect(stdout).not.toContain('\u001b');
    expect(stdout).toContain('Changed to fit (2):');
    expect(stdout).toContain('$.findings[0].severity: "HIGH" → "critical"');
    expect(stdout).toContain('$.findings[0].confidence: 1.7 → 1');
  });
});
