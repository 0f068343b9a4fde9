import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  addPullRequestFromEvent,
  examplePullRequestEvent,
  FakeGitHub,
  TempRepo,
} from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { codehawk } from '../test/run-cli.js';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function repository(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  cleanups.push(() => repo.cleanup());
  await repo.commit('base', { 'src/a.ts': 'export const a = 1;\n' });
  return repo;
}

// Each library error a user can meet, through the real binary: the exit code comes from the one
// table in exit-codes.ts, the message from the library, and it says what to do.
describe('library errors end a run with the exit code of their code', () => {
  it('a setting that is not accepted (config INVALID_SETTING) exits 2 naming what is', async () => {
    const repo = await repository();
    const outcome = await codehawk(repo.path, ['review'], { VCS: 'gitlab' });
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toBe(
      'codehawk: VCS: "gitlab" is not accepted. Accepted: local, github, azure-devops.\n',
    );
  });

  it('a directory outside any repository (vcs NOT_FOUND) exits 2 saying where to run', async () => {
    const outside = await mkdtemp(join(tmpdir(), 'codehawk-not-a-repository-'));
    cleanups.push(() => rm(outside, { recursive: true, force: true }));
    const outcome = await codehawk(outside, ['review']);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain(
      'is not inside a git repository. Run CodeHawk in a repository, or pass its path.',
    );
    expect(outcome.stderr).not.toContain('unexpected failure');
  });

  it('a cassette that is not one (agent INVALID_CASSETTE) exits 2 saying to record it again', async () => {
    const repo = await repository();
    const cassette = join(repo.path, 'broken.cassette.json');
    await writeFile(cassette, '{ not json');
    const outcome = await codehawk(repo.path, ['review', '--replay', cassette]);
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(
      /broken\.cassette\.json is not JSON .*record it again with --record/,
    );
  });

  it('a token GitHub refuses (vcs AUTH) exits 2 saying to check the token', async () => {
    const repo = await repository();
    const event = examplePullRequestEvent();
    const fake = await FakeGitHub.start();
    cleanups.push(() => fake.close());
    addPullRequestFromEvent(fake, event, { 'src/a.ts': 'export const a = 2;\n' }, 'ghs_right');
    const outcome = await codehawk(
      repo.path,
      ['review', '--vcs', 'github', '--pr', String(event.pull_request.number)],
      {
        GITHUB_REPOSITORY: event.repository.full_name,
        GITHUB_TOKEN: 'ghs_wrong',
        GITHUB_API_URL: fake.baseUrl,
      },
    );
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toMatch(/^codehawk: GitHub: .*\(401\).*Check the token/m);
    expect(outcome.stderr).not.toContain('ghs_wrong');
  });
});
