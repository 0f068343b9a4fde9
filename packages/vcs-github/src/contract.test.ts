import { FakeGitHub } from '@codehawk/testkit';
import { expectedContractTranscript, runContractScenario } from '@codehawk/vcs/testing';
import { afterEach, expect, it } from 'vitest';
import { GitHubProvider } from './github-provider.js';

let fake: FakeGitHub | undefined;

afterEach(async () => {
  await fake?.close();
});

it('GitHubProvider honours the VcsProvider contract', async () => {
  fake = await FakeGitHub.start();
  fake.addUser('codehawk-bot', 'ghp_bot');
  fake.addUser('alice', 'ghp_alice');
  fake.addPullRequest({
    owner: 'acme',
    repo: 'shop',
    number: 9,
    title: 'Change',
    author: 'alice',
    base: { sha: 'a'.repeat(40), ref: 'main' },
    head: { sha: 'b'.repeat(40), ref: 'feature' },
    files: [
      {
        filename: 'src/auth.ts',
        status: 'modified',
        additions: 3,
        deletions: 0,
        patch:
          '@@ -1 +1,4 @@\n export const a = 1;\n+export const b = 2;\n+export const c = 3;\n+export const d = 4;',
      },
    ],
  });
  const server = fake;
  const make = (token: string) => () =>
    new GitHubProvider({
      owner: 'acme',
      repo: 'shop',
      pullNumber: 9,
      token,
      baseUrl: server.baseUrl,
      pacing: { writeIntervalMs: 0, notificationIntervalMs: 0 },
    });
  const transcript = await runContractScenario({
    file: 'src/auth.ts',
    ours: make('ghp_bot'),
    developer: make('ghp_alice'),
  });
  expect(transcript).toEqual(expectedContractTranscript('src/auth.ts'));
  expect(server.violations).toEqual([]);
});
