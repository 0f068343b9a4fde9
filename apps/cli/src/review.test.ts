import { access, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { authCaller, FakeOpenAI, TempRepo, vulnerableAuth } from '@codehawk/testkit';
import { codehawk, NO_GRAPH } from '../test/run-cli.js';
import { afterEach, describe, expect, it } from 'vitest';

const repos: TempRepo[] = [];
let fake: FakeOpenAI | undefined;
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
  await fake?.close();
  fake = undefined;
});

const TOKEN = `ghp_${'Z9y8X7w6V5u4T3s2R1q0P9o8N7m6L5k4J3i2'}`;

/** A repository on branch `feature`, one commit ahead of `main`, whose change hard-codes a token. */
async function pullRequest(baseFiles: Record<string, string> = {}): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('base', { 'README.md': 'demo\n', ...baseFiles });
  await repo.branch('feature');
  await repo.commit('Add login', {
    'src/auth.ts': vulnerableAuth(TOKEN),
    'src/api.ts': authCaller,
  });
  return repo;
}

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

describe('codehawk review (local repository)', () => {
  it('offline: reports risk, blast radius and static findings, writes findings.json and the outbox', async () => {
    const repo = await pullRequest();
    const { code, stdout, stderr } = await codehawk(repo.path, ['review', '--base', 'main']);
    // Nothing on stderr but the advice to gate the critical credential.
    expect(
      stderr.replace(/^codehawk: \d+ critical finding\(s\), but no gate is set.*\n?/m, ''),
    ).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('offline (no model configured');
    expect(stdout).toMatch(/src\/auth\.ts\s+(LOW|MEDIUM|HIGH)/);
    expect(stdout).toContain('src/api.ts');
    expect(stdout).toMatch(/CRITICAL\s+src\/auth\.ts:2 .*\[security, static\]/);
    expect(stdout).not.toContain(TOKEN);

    const findings = JSON.parse(
      await readFile(join(repo.path, '.codehawk/findings.json'), 'utf8'),
    ) as { model_ran: boolean; findings: { file: string; line: number }[] };
    expect(findings.model_ran).toBe(false);
    expect(findings.findings).toMatchObject([{ file: 'src/auth.ts', line: 2 }]);
    expect(JSON.stringify(findings)).not.toContain(TOKEN);
    const outbox = await readdir(join(repo.path, '.codehawk/outbox'));
    expect(outbox.length).toBeGreaterThan(0);

    // A second run over the same change posts nothing new: the comment is already open.
    const again = await codehawk(repo.path, ['review', '--base', 'main']);
    expect(again.stdout).toContain('Posted 0 new comment(s)');
    expect(again.stdout).toMatch(/[1-9]\d* already open/);
  });

  it('--dry-run writes nothing; --format json and sarif are machine-readable', async () => {
    const repo = await pullRequest();
    const json = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run', '--format', 'json'],
      NO_GRAPH,
    );
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as {
      findings: { findings: { file: string }[] };
      publish: { dryRun: boolean; gate: { pass: boolean } };
    };
    expect(parsed.publish).toMatchObject({ dryRun: true, gate: { pass: true } });
    expect(parsed.findings.findings.map((finding) => finding.file)).toEqual(['src/auth.ts']);
    expect(await exists(join(repo.path, '.codehawk'))).toBe(false);

    const sarif = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run', '--format', 'sarif'],
      NO_GRAPH,
    );
    const log = JSON.parse(sarif.stdout) as {
      version: string;
      runs: {
        tool: { driver: { version: string } };
        results: { ruleId: string; locations: unknown[] }[];
      }[];
    };
    expect(log.version).toBe('2.1.0');
    const manifest = JSON.parse(
      await readFile(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { version: string };
    expect(log.runs[0]?.tool.driver.version).toBe(manifest.version);
    expect(log.runs[0]?.results).toMatchObject([
      {
        ruleId: 'static/committed-credential',
        locations: [
          {
            physicalLocation: { artifactLocation: { uri: 'src/auth.ts', uriBaseId: '%SRCROOT%' } },
          },
        ],
      },
    ]);
    expect(sarif.stdout).not.toContain(TOKEN);
    expect(await exists(join(repo.path, '.codehawk'))).toBe(false);
  });

  it("takes the gate from the base branch's .codehawk.yml and fails it with exit code 1", async () => {
    const repo = await pullRequest({ '.codehawk.yml': 'gate:\n  minStars: 5\n' });
    const { code, stdout } = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run'],
      NO_GRAPH,
    );
    expect(stdout).toContain('Gate: FAIL');
    expect(code).toBe(1);
    // The change itself cannot relax its own gate: the head's .codehawk.yml is not read.
    await repo.commit('Relax the gate', { '.codehawk.yml': 'gate:\n  minStars: 0\n' });
    const relaxedByChange = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run'],
      NO_GRAPH,
    );
    expect(relaxedByChange.stdout).toContain('Gate: FAIL');
    expect(relaxedByChange.code).toBe(1);
    // A flag outranks the file.
    const relaxed = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run', '--min-stars', '1'],
      NO_GRAPH,
    );
    expect(relaxed.stdout).toContain('Gate: PASS');
    expect(relaxed.code).toBe(0);
  });

  it('with a model endpoint, the agent reviews over HTTP and its findings join the static ones', async () => {
    const repo = await pullRequest();
    fake = await FakeOpenAI.start({
      fallback: (request) => {
        const sent = JSON.stringify(request.body);
        if (!sent.includes('"tools"')) {
          return { text: JSON.stringify({ candidates: [], files_clean: ['src/api.ts'] }) };
        }
        return {
          text: JSON.stringify({
            pr_id: 'feature',
            repo: 'r',
            vcs: 'local',
            review_modes: ['standard'],
            findings: [
              {
                file: 'src/auth.ts',
                line: 3,
                category: 'security',
                severity: 'warning',
                title: 'Admin check by user name',
                message: 'Anyone who signs up as "admin" gets the token.',
                confidence: 0.8,
              },
            ],
            fix_verifications: [],
          }),
        };
      },
    });
    const { code, stdout, stderr } = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run', '--base-url', fake.baseURL],
      { OPENAI_API_KEY: 'sk-test-key-never-printed', ...NO_GRAPH },
    );
    // Nothing on stderr but the advice to gate the critical credential.
    expect(
      stderr.replace(/^codehawk: \d+ critical finding\(s\), but no gate is set.*\n?/m, ''),
    ).toBe('');
    expect(code).toBe(0);
    expect(stdout).toContain('model gpt-4.1');
    expect(stdout).toMatch(
      /WARNING\s+src\/auth\.ts:3 +Admin check by user name +\[security, agent\]/,
    );
    expect(stdout).toMatch(/CRITICAL\s+src\/auth\.ts:2/);
    expect(stdout).not.toContain('sk-test-key-never-printed');
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(fake.violations).toEqual([]);
  });

  it('an unreachable model endpoint is a runtime failure (exit 3), not a clean pass', async () => {
    const repo = await pullRequest();
    const { code, stdout, stderr } = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--dry-run', '--base-url', 'http://127.0.0.1:9/v1'],
      { OPENAI_API_KEY: 'sk-unreachable', ...NO_GRAPH },
    );
    expect(code).toBe(3);
    expect(stderr).toContain('the model review is incomplete');
    expect(stderr).toContain('Could not reach the model endpoint');
    // The static finding is still reported.
    expect(stdout).toMatch(/CRITICAL\s+src\/auth\.ts:2/);
    expect(stderr + stdout).not.toContain('sk-unreachable');
  }, 60_000);

  it('exits 2 before any work when --output cannot be written', async () => {
    const repo = await pullRequest();
    const proc = await codehawk(repo.path, ['review', '--base', 'main', '--output', '/proc/nope']);
    expect(proc.code).toBe(2);
    expect(proc.stderr).toMatch(/cannot write \/proc\/nope \(--output\): /);
    const file = await codehawk(repo.path, ['review', '--base', 'main', '--output', 'README.md']);
    expect(file.code).toBe(2);
    expect(file.stderr).toMatch(/cannot write .*README\.md \(--output\): .*not a directory/);
    expect(await exists(join(repo.path, '.codehawk'))).toBe(false);
  });

  it('exits 2 with a clear message outside a git repository or for an unknown base', async () => {
    const repo = await pullRequest();
    const outside = await codehawk(repo.path, [
      'review',
      '--repo',
      join(repo.path, '..', 'no-such-dir'),
    ]);
    expect(outside.code).toBe(2);
    expect(outside.stderr).toMatch(/not inside a git repository/);
    const badBase = await codehawk(repo.path, ['review', '--base', 'no-such-branch']);
    expect(badBase.code).toBe(2);
    expect(badBase.stderr).toMatch(/no-such-branch/);
  });
});
