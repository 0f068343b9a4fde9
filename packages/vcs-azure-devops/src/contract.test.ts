import { FakeAzureDevOps } from '@codehawk/testkit';
import { expectedContractTranscript, runContractScenario } from '@codehawk/vcs/testing';
import { afterEach, expect, it } from 'vitest';
import { AzureDevOpsProvider } from './azure-devops-provider.js';

let fake: FakeAzureDevOps | undefined;

afterEach(async () => {
  await fake?.close();
});

it('AzureDevOpsProvider honours the VcsProvider contract', async () => {
  fake = await FakeAzureDevOps.start();
  fake.addIdentity('CodeHawk Build Service', 'system-access-token');
  fake.addIdentity('Alice', 'alice-pat');
  fake.addPullRequest({
    project: '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c',
    repositoryId: '3411ebc1-d5aa-464f-9615-0b527bc66719',
    pullRequestId: 22,
    title: 'Change',
    author: 'Alice',
    sourceRefName: 'refs/heads/feature',
    targetRefName: 'refs/heads/main',
    baseCommit: 'a'.repeat(40),
    headCommit: 'b'.repeat(40),
    changes: [{ path: 'src/auth.ts', changeType: 'edit' }],
    contents: {
      ['a'.repeat(40)]: { 'src/auth.ts': 'export const a = 1;\n' },
      ['b'.repeat(40)]: {
        'src/auth.ts':
          'export const a = 1;\nexport const b = 2;\nexport const c = 3;\nexport const d = 4;\n',
      },
    },
  });
  const server = fake;
  const common = {
    organizationUrl: server.organizationUrl,
    project: '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c',
    repository: '3411ebc1-d5aa-464f-9615-0b527bc66719',
    pullRequestId: 22,
  };
  const transcript = await runContractScenario({
    file: 'src/auth.ts',
    ours: () => new AzureDevOpsProvider({ ...common, accessToken: 'system-access-token' }),
    developer: () => new AzureDevOpsProvider({ ...common, personalAccessToken: 'alice-pat' }),
  });
  expect(transcript).toEqual(expectedContractTranscript('src/auth.ts'));
  expect(server.violations).toEqual([]);
});
