import {
  changesSinceAnswers,
  FakeGitHub,
  PUSHED_TWICE,
  PUSHED_TWICE_ANSWERS,
} from '@codehawk/testkit';
import { afterEach, expect, it } from 'vitest';
import { GitHubProvider } from './github-provider.js';

const fakes: FakeGitHub[] = [];
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

/** The pushed-twice pull request with its head at `head`. */
async function pullAt(head: string): Promise<GitHubProvider> {
  const fake = await FakeGitHub.start();
  fakes.push(fake);
  fake.addUser('codehawk-bot', 'ghp_bot');
  fake.addUser('alice', 'ghp_alice');
  fake.addPullRequest({
    owner: 'acme',
    repo: 'shop',
    number: 9,
    title: 'Change',
    author: 'alice',
    base: { sha: PUSHED_TWICE.base, ref: 'main' },
    head: { sha: head, ref: 'feature' },
    files: [],
    contents: PUSHED_TWICE.contents,
    parents: PUSHED_TWICE.parents,
  });
  return new GitHubProvider({
    owner: 'acme',
    repo: 'shop',
    pullNumber: 9,
    token: 'ghp_bot',
    baseUrl: fake.baseUrl,
    pacing: { writeIntervalMs: 0, notificationIntervalMs: 0 },
  });
}

it('lists only the commits pushed since an earlier head, with their diffs; no ancestor after a force-push or for an unknown commit', async () => {
  expect(await changesSinceAnswers(pullAt)).toEqual(PUSHED_TWICE_ANSWERS);
  expect(fakes.flatMap((fake) => fake.violations)).toEqual([]);
});
