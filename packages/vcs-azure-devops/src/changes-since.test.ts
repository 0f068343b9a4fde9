import { FakeAzureDevOps } from '@codehawk/testkit';
import { afterEach, expect, it } from 'vitest';
import { AzureDevOpsProvider } from './azure-devops-provider.js';

const PROJECT = '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c';
const REPOSITORY = '3411ebc1-d5aa-464f-9615-0b527bc66719';
const BASE = 'a'.repeat(40);
const FIRST = 'b'.repeat(40);
const SECOND = 'c'.repeat(40);
const REWRITTEN = 'd'.repeat(40);

let fake: FakeAzureDevOps | undefined;
afterEach(async () => {
  await fake?.close();
});

/** A pull request pushed twice: FIRST, then SECOND on top of it (or REWRITTEN over the base). */
async function pullAt(head: string): Promise<AzureDevOpsProvider> {
  fake = await FakeAzureDevOps.start();
  fake.addIdentity('CodeHawk Build Service', 'system-access-token');
  fake.addIdentity('Alice', 'alice-pat');
  fake.addPullRequest({
    project: PROJECT,
    repositoryId: REPOSITORY,
    pullRequestId: 22,
    title: 'Change',
    author: 'Alice',
    sourceRefName: 'refs/heads/feature',
    targetRefName: 'refs/heads/main',
    baseCommit: BASE,
    headCommit: head,
    changes: [],
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
  return new AzureDevOpsProvider({
    organizationUrl: fake.organizationUrl,
    project: PROJECT,
    repository: REPOSITORY,
    pullRequestId: 22,
    accessToken: 'system-access-token',
    retryDelayMs: 1,
  });
}

it('lists only the commits pushed since an earlier head, with their diffs', async () => {
  const provider = await pullAt(SECOND);
  const since = await provider.changesSince(FIRST);
  expect(since.ancestor).toBe(true);
  expect(since.files.map(({ file }) => [file.path, file.status, file.additions])).toEqual([
    ['src/b.ts', 'modified', 1],
    ['src/c.ts', 'added', 1],
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
