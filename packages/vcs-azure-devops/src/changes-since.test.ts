import {
  changesSinceAnswers,
  FakeAzureDevOps,
  PUSHED_TWICE,
  PUSHED_TWICE_ANSWERS,
} from '@codehawk/testkit';
import { afterEach, expect, it } from 'vitest';
import { AzureDevOpsProvider } from './azure-devops-provider.js';

const PROJECT = '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c';
const REPOSITORY = '3411ebc1-d5aa-464f-9615-0b527bc66719';

const fakes: FakeAzureDevOps[] = [];
afterEach(async () => {
  for (const fake of fakes.splice(0)) await fake.close();
});

/** The pushed-twice pull request with its head at `head`. */
async function pullAt(head: string): Promise<AzureDevOpsProvider> {
  const fake = await FakeAzureDevOps.start();
  fakes.push(fake);
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
    baseCommit: PUSHED_TWICE.base,
    headCommit: head,
    changes: [],
    contents: PUSHED_TWICE.contents,
    parents: PUSHED_TWICE.parents,
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

it('lists only the commits pushed since an earlier head, with their diffs; no ancestor after a force-push or for an unknown commit', async () => {
  expect(await changesSinceAnswers(pullAt)).toEqual(PUSHED_TWICE_ANSWERS);
  expect(fakes.flatMap((fake) => fake.violations)).toEqual([]);
});
