import { FakeGitHub } from '@codehawk/testkit';
import { afterEach, expect, it } from 'vitest';
import { GitHubProvider } from './github-provider.js';

const BASE = 'a'.repeat(40);
const FIRST = 'b'.repeat(40);
const SECOND = 'c'.repeat(40);
const REWRITTEN = 'd'.repeat(40);

let fake: FakeGitHub | undefined;
afterEach(async () => {
  await fake?.close();
});

/** A pull request pushed twice: FIRST, then SECOND on top of it (or REWRITTEN over the base). */
async function pullAt(head: string): Promise<GitHubProvider> {
  fake = await FakeGitHub.start();
  fake.addUser('codehawk-bot', 'ghp_bot');
  fake.addUser('alice', 'ghp_alice');
  fake.addPullRequest({
    owner: 'acme',
    repo: 'shop',
    number: 9,
    title: 'Change',
    author: 'alice',
    base: { sha: BASE, ref: 'main' },
    head: { sha: head, ref: 'feature' },
    files: [],
    contents: {
      [BASE]: { 'src/a.ts': 'export const a = 0;\n' },
      [FIRST]: { 'src/a.ts': 'export const a = 1;\n', 'src/b.ts': 'export const b = 1;\n' },
      [SECOND]: {
        'src/a.ts': 'export const a = 1;\n',
        'src/b.ts': 'export const b = 2;\n',
        'src/c.ts': 'export const c = 3;\n',
      },
      [REWRITTEN]: { 'src/a.ts': 'export const a = 9;\n' },
    },
    parents: { [FIRST]: [BASE], [SECOND]: [FIRST], [REWRITTEN]: [BASE] },
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

it('lists only the commits pushed since an earlier head, with their diffs', async () => {
  const provider = await pullAt(SECOND);
  const since = await provider.changesSince(FIRST);
  expect(since.ancestor).toBe(true);
  expect(since.files.map(({ file }) => [file.path, file.status])).toEqual([
    ['src/b.ts', 'modified'],
    ['src/c.ts', 'added'],
  ]);
  expect(since.files[0]?.diff).toContain('-export const b = 1;\n+export const b = 2;');
  expect(since.files[1]?.diff).toContain('+++ b/src/c.ts');
  expect(fake?.violations).toEqual([]);
});

it('says when the earlier head is no ancestor (force-push) or unknown', async () => {
  const provider = await pullAt(REWRITTEN);
  expect(await provider.changesSince(FIRST)).toEqual({ ancestor: false, files: [] });
  expect(await provider.changesSince('e'.repeat(40))).toEqual({ ancestor: false, files: [] });
  expect(fake?.violations).toEqual([]);
});
