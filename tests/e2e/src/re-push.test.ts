import { crId, sameCrId } from '@codehawk/findings';
import { OpenAIProvider } from '@codehawk/provider-openai';
import { publishFindings } from '@codehawk/publish';
import {
  FakeAzureDevOps,
  FakeGitHub,
  FakeOpenAI,
  TempRepo,
  type RecordedRequest,
} from '@codehawk/testkit';
import { LocalGitProvider, type VcsProvider } from '@codehawk/vcs';
import { AzureDevOpsProvider } from '@codehawk/vcs-azure-devops';
import { GitHubProvider } from '@codehawk/vcs-github';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyFixes } from '@codehawk/fix-verifier';

const BASE = { 'src/app.ts': 'x\n', 'src/db.ts': 'x\n' };
const lines = (count: number, name: string): string =>
  Array.from({ length: count }, (_, index) => `${name} ${index + 1}`).join('\n') + '\n';
const HEAD = { 'src/app.ts': lines(10, 'app'), 'src/db.ts': lines(5, 'db') };
const FIXED_APP = HEAD['src/app.ts'].replace('app 2\n', 'verify(token)\n');

const A = crId('src/app.ts', 2, 'security');
const B = crId('src/db.ts', 2, 'error_handling');
const C = crId('src/app.ts', 4, 'correctness');

function finding(
  file: string,
  line: number,
  category: string,
  title: string,
): Record<string, unknown> {
  return {
    cr_id: null,
    file,
    line,
    category,
    severity: 'warning',
    title,
    message: `${title}.`,
    confidence: 0.9,
  };
}

const REVIEW = {
  pr_id: 22,
  repo: 'shop',
  vcs: 'local',
  review_modes: ['standard'],
  findings: [
    finding('src/app.ts', 2, 'security', 'Token is not verified'),
    finding('src/db.ts', 2, 'error_handling', 'Error swallowed'),
    finding('src/app.ts', 4, 'correctness', 'Off by one'),
  ],
  fix_verifications: [],
};

/** A unified diff where every line of `after` is added. */
function patchFor(before: string, after: string): string {
  const old = before.trimEnd().split('\n');
  const added = after.trimEnd().split('\n');
  return `@@ -1,${old.length} +1,${added.length} @@\n${old.map((line) => `-${line}`).join('\n')}\n${added.map((line) => `+${line}`).join('\n')}`;
}

interface World {
  /** How a won't-fix thread reads back: GitHub only knows "resolved", which reads as fixed. */
  dismissedReadsAs: 'wont_fix' | 'fixed';
  ours: () => Promise<VcsProvider> | VcsProvider;
  developer: () => Promise<VcsProvider> | VcsProvider;
  repush: (files: Record<string, string>) => Promise<void>;
  violations: () => string[];
  close: () => Promise<void>;
}

async function localWorld(): Promise<World> {
  const repo = await TempRepo.create();
  await repo.commit('base', BASE);
  await repo.branch('feature');
  await repo.commit('change', HEAD);
  return {
    dismissedReadsAs: 'wont_fix',
    ours: () => LocalGitProvider.open({ repository: repo.path }),
    developer: () => LocalGitProvider.open({ repository: repo.path, identity: 'alice' }),
    repush: async (files) => void (await repo.commit('fix', files)),
    violations: () => [],
    close: () => repo.cleanup(),
  };
}

async function githubWorld(): Promise<World> {
  const server = await FakeGitHub.start();
  server.addUser('codehawk-bot', 'ghp_bot');
  server.addUser('alice', 'ghp_alice');
  const files = (contents: Record<string, string>) =>
    Object.entries(contents).map(([filename, content]) => ({
      filename,
      status: 'modified' as const,
      additions: content.trimEnd().split('\n').length,
      deletions: 1,
      patch: patchFor(BASE[filename as keyof typeof BASE], content),
    }));
  server.addPullRequest({
    owner: 'acme',
    repo: 'shop',
    number: 22,
    title: 'Change',
    author: 'alice',
    base: { sha: 'a'.repeat(40), ref: 'main' },
    head: { sha: 'b'.repeat(40), ref: 'feature' },
    files: files(HEAD),
    contents: { ['a'.repeat(40)]: BASE, ['b'.repeat(40)]: HEAD },
  });
  const make = (token: string) => () =>
    new GitHubProvider({
      owner: 'acme',
      repo: 'shop',
      pullNumber: 22,
      token,
      baseUrl: server.baseUrl,
      pacing: { writeIntervalMs: 0, notificationIntervalMs: 0 },
    });
  return {
    dismissedReadsAs: 'fixed',
    ours: make('ghp_bot'),
    developer: make('ghp_alice'),
    repush: (changed) => {
      const pull = server.state.pull('acme', 'shop', 22);
      if (pull) {
        const head = { ...(pull.contents?.[pull.head.sha] ?? {}), ...changed };
        pull.head = { ...pull.head, sha: 'c'.repeat(40) };
        pull.contents = { ...pull.contents, ['c'.repeat(40)]: head };
        pull.files = files(head);
      }
      return Promise.resolve();
    },
    violations: () => server.violations,
    close: () => server.close(),
  };
}

async function azureWorld(): Promise<World> {
  const server = await FakeAzureDevOps.start();
  server.addIdentity('CodeHawk', 'pipeline-token');
  server.addIdentity('Alice', 'alice-pat');
  server.addPullRequest({
    project: '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c',
    repositoryId: '3411ebc1-d5aa-464f-9615-0b527bc66719',
    pullRequestId: 22,
    title: 'Change',
    author: 'Alice',
    sourceRefName: 'refs/heads/feature',
    targetRefName: 'refs/heads/main',
    baseCommit: 'a'.repeat(40),
    headCommit: 'b'.repeat(40),
    changes: [
      { path: 'src/app.ts', changeType: 'edit' },
      { path: 'src/db.ts', changeType: 'edit' },
    ],
    contents: { ['a'.repeat(40)]: BASE, ['b'.repeat(40)]: HEAD },
  });
  const make = (credentials: { accessToken?: string; personalAccessToken?: string }) => () =>
    new AzureDevOpsProvider({
      organizationUrl: server.organizationUrl,
      project: '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c',
      repository: '3411ebc1-d5aa-464f-9615-0b527bc66719',
      pullRequestId: 22,
      ...credentials,
    });
  return {
    dismissedReadsAs: 'wont_fix',
    ours: make({ accessToken: 'pipeline-token' }),
    developer: make({ personalAccessToken: 'alice-pat' }),
    repush: (changed) => {
      const pull = server.state.pulls.get(22);
      if (pull) {
        pull.contents['c'.repeat(40)] = { ...(pull.contents[pull.headCommit] ?? {}), ...changed };
        pull.headCommit = 'c'.repeat(40);
      }
      return Promise.resolve();
    },
    violations: () => server.violations,
    close: () => server.close(),
  };
}

/** The fake model: verifies the fix of A (not C), and accepts the developer's reason for B. */
function model(request: RecordedRequest): { text: string } {
  const prompt = JSON.stringify(request.body);
  if (prompt.includes('These files changed')) {
    return {
      text: JSON.stringify({
        verifications: [
          { cr_id: A, status: 'fixed', reason: 'The token is now verified before use.' },
          { cr_id: C, status: 'still_present', reason: 'The loop still stops one element early.' },
        ],
      }),
    };
  }
  return {
    text: JSON.stringify({
      decision: 'accept',
      explanation: 'Errors here are retried by the job runner, so dropping them is safe.',
      rule_suggestion: 'Errors inside job handlers may be dropped: the runner retries the job.',
    }),
  };
}

const worlds: [string, () => Promise<World>][] = [
  ['local git', localWorld],
  ['GitHub', githubWorld],
  ['Azure DevOps', azureWorld],
];

let world: World | undefined;
let openai: FakeOpenAI | undefined;

afterEach(async () => {
  await world?.close();
  await openai?.close();
});

describe.each(worlds)('review, re-run and re-push on %s', (_name, create) => {
  it('posts once, re-runs silently, then resolves the fix, accepts the dismissal and keeps the rest open', async () => {
    world = await create();
    openai = await FakeOpenAI.start({ fallback: model });

    const first = await publishFindings(REVIEW, await world.ours());
    expect(first.counts.posted).toBe(3);
    const rerun = await publishFindings(REVIEW, await world.ours());
    expect(rerun.counts).toMatchObject({ posted: 0, already_posted: 3 });

    const threads = await (await world.ours()).listThreads();
    const threadOf = (id: string) => threads.find((thread) => thread.crIds.includes(id));
    await (
      await world.developer()
    ).replyToThread(
      threadOf(B)?.id ?? '',
      'This is intended: the job runner retries failed jobs, so the error is not lost.',
    );
    await world.repush({ 'src/app.ts': FIXED_APP });

    const verifications = await verifyFixes({
      vcs: await world.ours(),
      provider: new OpenAIProvider({ apiKey: 'k', baseURL: openai.baseURL }),
      model: 'gpt-4.1',
    });
    expect(Object.fromEntries(verifications.map((entry) => [entry.cr_id, entry.status]))).toEqual({
      [A]: 'fixed',
      [B]: 'dismissed',
      [C]: 'still_present',
    });
    expect(openai.requests).toHaveLength(2); // one call for the modified file, one for the dismissal

    const second = await publishFindings(
      { ...REVIEW, findings: [], fix_verifications: verifications },
      await world.ours(),
    );
    expect(second.ok).toBe(true);
    const after = await (await world.ours()).listThreads();
    const final = (id: string) => after.find((thread) => thread.crIds.includes(id));
    expect(final(A)?.status).toBe('fixed');
    expect(final(B)?.status).toBe(world.dismissedReadsAs);
    expect(final(B)?.comments.at(-1)?.body).toContain('Errors inside job handlers may be dropped');
    expect(final(C)?.status).toBe('active');
    expect(final(C)?.comments.at(-1)?.body).toContain('Still present');
    expect(second.summary.body).toContain('✅ 1 fixed · ⏳ 1 still present · 🚫 1 dismissed');
    expect(world.violations()).toEqual([]);
    expect(openai.violations).toEqual([]);
  });

  it('recognises threads an earlier version marked with 8-character ids: nothing posted twice, fixes still verified', async () => {
    world = await create();
    openai = await FakeOpenAI.start({ fallback: model });
    // What an earlier version posted: each finding marked with the first 8 characters of its id.
    const legacy = (id: string): string => id.slice(0, 8);
    const earlier = await (
      await world.ours()
    ).postComments([
      {
        file: 'src/app.ts',
        line: 2,
        body: `Token is not verified.\n\n<!-- cr-id: ${legacy(A)} -->`,
      },
      { file: 'src/db.ts', line: 2, body: `Error swallowed.\n\n<!-- cr-id: ${legacy(B)} -->` },
      { file: 'src/app.ts', line: 4, body: `Off by one.\n\n<!-- cr-id: ${legacy(C)} -->` },
    ]);
    expect(earlier.posted).toHaveLength(3);

    const rerun = await publishFindings(REVIEW, await world.ours());
    expect(rerun.counts).toMatchObject({ posted: 0, already_posted: 3 });
    expect(await (await world.ours()).listThreads()).toHaveLength(3);

    await world.repush({ 'src/app.ts': FIXED_APP });
    const verifications = await verifyFixes({
      vcs: await world.ours(),
      provider: new OpenAIProvider({ apiKey: 'k', baseURL: openai.baseURL }),
      model: 'gpt-4.1',
    });
    const statusOf = (id: string) =>
      verifications.find((entry) => sameCrId(entry.cr_id, id))?.status;
    expect([statusOf(A), statusOf(C)]).toEqual(['fixed', 'still_present']);

    const second = await publishFindings(
      { ...REVIEW, findings: [], fix_verifications: verifications },
      await world.ours(),
    );
    expect(second.ok).toBe(true);
    const after = await (await world.ours()).listThreads();
    const final = (id: string) => after.find((thread) => thread.crIds.includes(legacy(id)));
    expect(final(A)?.status).toBe('fixed');
    expect(final(C)?.status).toBe('active');
    expect(final(C)?.comments.at(-1)?.body).toContain('Still present');
    expect(world.violations()).toEqual([]);
  });
});
