import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  addPullRequestFromEvent,
  examplePullRequestEvent,
  FakeAzureDevOps,
  FakeGitHub,
  TempRepo,
  vulnerableAuth,
} from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { codehawk, NO_GRAPH } from '../test/run-cli.js';

const TOKEN = `ghp_${'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8'}`;
const AUTH = vulnerableAuth(TOKEN);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The runner's checkout of the pull request's head. */
async function checkout(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  cleanups.push(() => repo.cleanup());
  await repo.commit('head', { 'src/auth.ts': AUTH });
  return repo;
}

describe('codehawk review on a GitHub Actions pull_request run', () => {
  it('detects GitHub from the environment, posts the finding inline with a summary, and never twice', async () => {
    const repo = await checkout();
    const event = examplePullRequestEvent();
    const eventPath = join(repo.path, '.git', 'event.json');
    await writeFile(eventPath, JSON.stringify(event));
    const fake = await FakeGitHub.start();
    cleanups.push(() => fake.close());
    const pull = addPullRequestFromEvent(fake, event, { 'src/auth.ts': AUTH }, 'ghs_actions_token');
    const env = {
      GITHUB_ACTIONS: 'true',
      CI: 'true',
      GITHUB_EVENT_PATH: eventPath,
      GITHUB_REPOSITORY: event.repository.full_name,
      GITHUB_TOKEN: 'ghs_actions_token',
      GITHUB_API_URL: fake.baseUrl,
      ...NO_GRAPH,
    };

    const first = await codehawk(repo.path, ['review'], env);
    // Nothing on stderr but the advice to gate the critical finding.
    expect(
      first.stderr.replace(/^codehawk: \d+ critical finding\(s\), but no gate is set.*\n?/m, ''),
    ).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toContain('Posted 1 new comment(s) to the GitHub pull request');
    expect(pull.comments.map((comment) => [comment.path, comment.line])).toEqual([
      ['src/auth.ts', 2],
    ]);
    expect(pull.comments[0]?.body).toMatch(/<!-- cr-id: [0-9a-f]{16} -->/);
    expect(pull.issueComments).toHaveLength(1);
    expect(JSON.stringify([pull.comments, pull.issueComments])).not.toContain(TOKEN);
    expect(first.stdout).not.toContain('ghs_actions_token');

    // The same head again: already reviewed completely, so nothing is asked or posted.
    const second = await codehawk(repo.path, ['review'], env);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('was already reviewed completely; nothing new was asked');
    expect(pull.comments).toHaveLength(1);
    expect(pull.issueComments).toHaveLength(1);
    expect(fake.violations).toEqual([]);
    // GitHub asks for a pause between writes; the real pacing runs here, hence the longer limit.
  }, 90_000);

  it('an Azure Pipelines build of a GitHub repository posts on GitHub, not to Azure Repos', async () => {
    const repo = await checkout();
    const event = examplePullRequestEvent();
    const fake = await FakeGitHub.start();
    cleanups.push(() => fake.close());
    const pull = addPullRequestFromEvent(
      fake,
      event,
      { 'src/auth.ts': AUTH },
      'ghp_pipeline_secret',
    );
    const pipeline = {
      TF_BUILD: 'True',
      BUILD_REPOSITORY_PROVIDER: 'GitHub',
      BUILD_REPOSITORY_NAME: event.repository.full_name,
      // Azure Pipelines' own id of the PR, and GitHub's number for it.
      SYSTEM_PULLREQUEST_PULLREQUESTID: '987654321',
      SYSTEM_PULLREQUEST_PULLREQUESTNUMBER: String(event.pull_request.number),
      GITHUB_API_URL: fake.baseUrl,
      GITHUB_PACE_WRITES: 'false',
      ...NO_GRAPH,
    };
    const missing = await codehawk(repo.path, ['review'], pipeline);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('map a GitHub token (a secret variable) to GITHUB_TOKEN');
    const { code, stdout } = await codehawk(repo.path, ['review'], {
      ...pipeline,
      GITHUB_TOKEN: 'ghp_pipeline_secret',
    });
    expect(code).toBe(0);
    expect(stdout).toContain('Posted 1 new comment(s) to the GitHub pull request');
    expect(pull.comments.map((comment) => [comment.path, comment.line])).toEqual([
      ['src/auth.ts', 2],
    ]);
    expect(fake.violations).toEqual([]);
  }, 90_000);

  it('says what to set when the token or the pull request is missing (exit 2)', async () => {
    const repo = await checkout();
    const noToken = await codehawk(repo.path, ['review', '--vcs', 'github', '--pr', '3'], {
      GITHUB_REPOSITORY: 'acme/shop',
    });
    expect(noToken.code).toBe(2);
    expect(noToken.stderr).toContain('set GITHUB_TOKEN');
    const noPull = await codehawk(repo.path, ['review', '--vcs', 'github'], {
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_TOKEN: 't',
    });
    expect(noPull.code).toBe(2);
    expect(noPull.stderr).toContain('Pass --pr N');
  });
});

describe('codehawk review in an Azure Pipelines PR validation build', () => {
  it('uses the variables the pipeline sets and System.AccessToken, and posts a thread and the summary', async () => {
    const repo = await checkout();
    const fake = await FakeAzureDevOps.start('fabrikam');
    cleanups.push(() => fake.close());
    fake.addIdentity('Project Collection Build Service', 'system-access-token');
    fake.addIdentity('Alice', 'alice-pat');
    const base = 'a'.repeat(40);
    const head = 'b'.repeat(40);
    const project = '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c';
    const repository = '3411ebc1-d5aa-464f-9615-0b527bc66719';
    fake.addPullRequest({
      project,
      repositoryId: repository,
      pullRequestId: 22,
      title: 'Add login',
      author: 'Alice',
      sourceRefName: 'refs/heads/feature/login',
      targetRefName: 'refs/heads/main',
      baseCommit: base,
      headCommit: head,
      changes: [{ path: 'src/auth.ts', changeType: 'add' }],
      contents: { [base]: {}, [head]: { 'src/auth.ts': AUTH } },
    });
    const env = {
      TF_BUILD: 'True',
      SYSTEM_PULLREQUEST_PULLREQUESTID: '22',
      SYSTEM_COLLECTIONURI: `${fake.organizationUrl}/`,
      SYSTEM_TEAMPROJECT: 'Shop',
      SYSTEM_TEAMPROJECTID: project,
      BUILD_REPOSITORY_NAME: 'shop-web',
      BUILD_REPOSITORY_ID: repository,
      SYSTEM_ACCESSTOKEN: 'system-access-token',
      MIN_STARS: '5',
      ...NO_GRAPH,
    };
    const { code, stdout, stderr } = await codehawk(repo.path, ['review'], env);
    expect(stderr).toBe('');
    // A hard-coded credential is critical: the gate (MIN_STARS=5) fails the build.
    expect(stdout).toContain('Gate: FAIL');
    expect(code).toBe(1);
    const threads = fake.state.pulls.get(22)?.threads ?? [];
    const inline = threads.filter((thread) => thread.threadContext !== null);
    expect(inline).toHaveLength(1);
    expect(inline[0]?.threadContext).toMatchObject({ filePath: '/src/auth.ts' });
    expect(threads.length).toBe(2);
    expect(JSON.stringify(threads)).not.toContain(TOKEN);
    expect(stdout).not.toContain('system-access-token');
    expect(fake.violations).toEqual([]);
  });
});

describe('codehawk review when posting fails', () => {
  it('lists every posting error and exits 3, even when the gate fails too', async () => {
    const repo = await checkout();
    const fake = await FakeGitHub.start();
    cleanups.push(() => fake.close());
    const event = examplePullRequestEvent();
    const pull = addPullRequestFromEvent(fake, event, { 'src/auth.ts': AUTH }, 'ghs_token');
    // The summary POST keeps failing after every retry.
    fake.inject({ method: 'POST', path: /\/issues\/\d+\/comments$/, status: 503, times: 3 });
    const env = {
      GITHUB_REPOSITORY: event.repository.full_name,
      GITHUB_TOKEN: 'ghs_token',
      GITHUB_API_URL: fake.baseUrl,
      GITHUB_PACE_WRITES: 'false',
      REQUEST_RETRIES: '2',
      REQUEST_RETRY_DELAY_MS: '1',
      MIN_STARS: '5',
      ...NO_GRAPH,
    };
    const args = ['review', '--vcs', 'github', '--pr', String(event.pull_request.number)];
    const failed = await codehawk(repo.path, args, env);
    expect(failed.code).toBe(3);
    expect(failed.stdout).toContain('Gate: FAIL');
    expect(failed.stdout).toMatch(
      /Posting failed \(1\)[^\n]*\n {2}Updating the summary failed: .*503/,
    );
    expect(failed.stderr).toContain('codehawk: Updating the summary failed');
    expect(pull.comments).toHaveLength(1);
    expect(pull.issueComments).toHaveLength(0);

    // A run once GitHub answers again posts the missing summary, and nothing twice.
    const again = await codehawk(repo.path, args, env);
    expect(again.code).toBe(1);
    expect(pull.comments).toHaveLength(1);
    expect(pull.issueComments).toHaveLength(1);
    expect(fake.violations).toEqual([]);
  });
});
