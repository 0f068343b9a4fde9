import { generateKeyPairSync } from 'node:crypto';
import { crId, embedMarker } from '@codehawk/findings';
import { FakeGitHub, FaultProxy, type FakePullFile } from '@codehawk/testkit';
import { collectChangedFiles } from '@codehawk/vcs';
import { afterEach, describe, expect, it } from 'vitest';
import { GitHubProvider } from './github-provider.js';

let fake: FakeGitHub | undefined;

afterEach(async () => {
  expect(fake?.violations ?? []).toEqual([]);
  await fake?.close();
  fake = undefined;
});

const BOT_TOKEN = 'ghp_codehawkbot000000000000000000000000';
const ALICE_TOKEN = 'ghp_alice0000000000000000000000000000000';

function patchOf(lines: number): string {
  return `@@ -1,${lines} +1,${lines + 1} @@\n${Array.from({ length: lines }, (_, index) => ` line ${index + 1}`).join('\n')}\n+added line`;
}

async function setUp(
  files: FakePullFile[] = [
    { filename: 'src/app.ts', status: 'modified', additions: 1, deletions: 0, patch: patchOf(60) },
  ],
): Promise<FakeGitHub> {
  fake = await FakeGitHub.start();
  fake.addUser('codehawk-bot', BOT_TOKEN);
  fake.addUser('alice', ALICE_TOKEN);
  fake.addPullRequest({
    owner: 'acme',
    repo: 'shop',
    number: 7,
    title: 'Add login',
    body: 'Adds the login form.',
    author: 'alice',
    base: { sha: 'a'.repeat(40), ref: 'main' },
    head: { sha: 'b'.repeat(40), ref: 'feature/login' },
    files,
    contents: {
      ['a'.repeat(40)]: { 'src/app.ts': 'old\n' },
      ['b'.repeat(40)]: { 'src/app.ts': 'new\n' },
    },
  });
  return fake;
}

/** The fake needs no pacing; retries still happen, just quickly. */
const FAST = {
  retryBaseMs: 5,
  pacing: { writeIntervalMs: 0, notificationIntervalMs: 0, retryAfterScale: 10 },
};

function provider(server: FakeGitHub, token = BOT_TOKEN): GitHubProvider {
  return new GitHubProvider({
    owner: 'acme',
    repo: 'shop',
    pullNumber: 7,
    token,
    baseUrl: server.baseUrl,
    ...FAST,
  });
}

describe('GitHubProvider — reading', () => {
  it('reads the pull request, pages through its files, and reads content at base and head', async () => {
    const files: FakePullFile[] = Array.from({ length: 250 }, (_, index) => ({
      filename: `src/file-${index}.ts`,
      status: index === 0 ? 'renamed' : 'modified',
      additions: 1,
      deletions: 0,
      patch: patchOf(3),
      ...(index === 0 ? { previous_filename: 'src/old.ts' } : {}),
    }));
    files.push(
      { filename: 'logo.png', status: 'added', additions: 0, deletions: 0 },
      {
        filename: 'src/app.ts',
        status: 'modified',
        additions: 1,
        deletions: 0,
        patch: patchOf(60),
      },
    );
    const server = await setUp(files);
    const github = provider(server);
    expect(await github.getPullRequest()).toMatchObject({
      id: '7',
      repository: 'acme/shop',
      title: 'Add login',
      author: 'alice',
      baseSha: 'a'.repeat(40),
      headRef: 'feature/login',
      draft: false,
      warnings: [],
    });
    const listed = await collectChangedFiles(github);
    expect(listed).toHaveLength(252);
    expect(listed[0]).toMatchObject({ status: 'renamed', oldPath: 'src/old.ts' });
    expect(listed.find((file) => file.path === 'logo.png')).toMatchObject({ binary: true });
    expect(server.log.filter((entry) => entry.path.endsWith('/files'))).toHaveLength(3);
    expect(await github.getFileContent('src/app.ts', 'base')).toBe('old\n');
    expect(await github.getFileContent('src/app.ts', 'head')).toBe('new\n');
    expect(await github.getFileContent('missing.ts', 'head')).toBeNull();
    const diff = await github.getFileDiff('src/app.ts', { startLine: 55, endLine: 61 });
    expect(diff).toContain('+added line');
  });

  it('says so when GitHub lists only part of a huge pull request', async () => {
    const files: FakePullFile[] = Array.from({ length: 3005 }, (_, index) => ({
      filename: `f${index}.ts`,
      status: 'modified',
      additions: 1,
      deletions: 0,
      patch: patchOf(1),
    }));
    const server = await setUp(files);
    const github = provider(server);
    expect((await github.getPullRequest()).warnings).toEqual([
      "GitHub lists only the first 3000 of this pull request's 3005 changed files; the rest were not reviewed.",
    ]);
    expect(await collectChangedFiles(github)).toHaveLength(3000);
  });
});

describe('GitHubProvider — posting', () => {
  it('posts 50 inline comments in exactly one write request, and a re-run sees them all as ours', async () => {
    const server = await setUp();
    const github = provider(server);
    const comments = Array.from({ length: 50 }, (_, index) => ({
      file: 'src/app.ts',
      line: index + 1,
      body: embedMarker(`Finding ${index}`, crId('src/app.ts', index + 1, 'correctness')),
    }));
    const result = await github.postComments(comments);
    expect(result.posted).toHaveLength(50);
    expect(result.posted.every((posted) => posted.threadId.startsWith('PRRT_'))).toBe(true);
    expect(server.writes().map((entry) => `${entry.method} ${entry.path}`)).toEqual([
      'POST /repos/acme/shop/pulls/7/reviews',
    ]);

    const threads = await provider(server).listThreads();
    expect(threads).toHaveLength(50);
    expect(threads.every((thread) => thread.ours && thread.status === 'active')).toBe(true);
    expect(threads[3]?.crIds).toEqual([crId('src/app.ts', 4, 'correctness')]);
  });

  it('moves a comment on a line outside the diff to notPlaced without failing the others', async () => {
    const server = await setUp();
    const result = await provider(server).postComments([
      { file: 'src/app.ts', line: 61, body: 'inside' },
      { file: 'src/app.ts', line: 500, body: 'outside' },
    ]);
    expect(result.posted.map((posted) => posted.comment.body)).toEqual(['inside']);
    expect(result.notPlaced).toMatchObject([
      { comment: { body: 'outside' }, reason: 'line 500 of src/app.ts is not part of the diff' },
    ]);
  });

  it('when GitHub still answers 422, splits the batch instead of losing it', async () => {
    const server = await setUp();
    server.inject({
      method: 'POST',
      path: /\/reviews$/,
      status: 422,
      message: 'Pull request review thread line must be part of the diff',
    });
    const result = await provider(server).postComments([
      { file: 'src/app.ts', line: 1, body: 'one' },
      { file: 'src/app.ts', line: 2, body: 'two' },
    ]);
    expect(result.posted).toHaveLength(2);
    expect(result.notPlaced).toEqual([]);
  });

  it('resolves and unresolves a thread through GraphQL, and reads the state back', async () => {
    const server = await setUp();
    const github = provider(server);
    const { posted } = await github.postComments([{ file: 'src/app.ts', line: 3, body: 'x' }]);
    const threadId = posted[0]?.threadId ?? '';
    await github.setThreadStatus(threadId, 'fixed');
    expect((await github.listThreads())[0]?.status).toBe('fixed');
    await github.setThreadStatus(threadId, 'active');
    expect((await github.listThreads())[0]?.status).toBe('active');
    await github.replyToThread(threadId, 'Still present in the latest push.');
    expect(
      (await github.listThreads())[0]?.comments.map((comment) => [comment.author, comment.ours]),
    ).toEqual([
      ['codehawk-bot', true],
      ['codehawk-bot', true],
    ]);
  });

  it('never counts a spoofed marker from another user as ours', async () => {
    const server = await setUp();
    await provider(server, ALICE_TOKEN).postComments([
      { file: 'src/app.ts', line: 5, body: embedMarker('copied', '1d884bc7') },
    ]);
    const [thread] = await provider(server).listThreads();
    expect(thread).toMatchObject({ ours: false, crIds: [] });
  });

  it('upserts one summary comment, edited in place', async () => {
    const server = await setUp();
    const github = provider(server);
    const first = await github.upsertSummary('## CodeHawk\n3 findings');
    const second = await github.upsertSummary('## CodeHawk\n1 finding');
    expect(first.created).toBe(true);
    expect(second).toEqual({ id: first.id, created: false });
    const pull = server.state.pull('acme', 'shop', 7);
    expect(pull?.issueComments).toHaveLength(1);
    expect(pull?.issueComments[0]?.body).toContain('1 finding');
  });
});

describe('GitHubProvider — faults and auth', () => {
  it('waits out a secondary rate limit and retries 5xx', async () => {
    const server = await setUp();
    server.inject({ method: 'GET', path: /\/pulls\/7$/, status: 403, retryAfter: 1 });
    server.inject({ method: 'GET', path: /\/files$/, status: 502, times: 2 });
    const github = provider(server);
    expect((await github.getPullRequest()).title).toBe('Add login');
    expect(await collectChangedFiles(github)).toHaveLength(1);
    expect(
      server.log.filter((entry) => entry.path.endsWith('/files')).map((entry) => entry.status),
    ).toEqual([502, 502, 200]);
  });

  it('never posts twice when the review landed but the answer was lost', async () => {
    const server = await setUp();
    server.inject({ method: 'POST', path: /\/reviews$/, status: 502, afterApplying: true });
    const result = await provider(server).postComments([
      { file: 'src/app.ts', line: 7, body: 'once' },
    ]);
    expect(result.posted).toHaveLength(1);
    expect(server.state.pull('acme', 'shop', 7)?.comments).toHaveLength(1);
    expect(server.writes().filter((entry) => entry.path.endsWith('/reviews'))).toHaveLength(1);
  });

  it('classifies bad credentials as AUTH with a hint', async () => {
    const server = await setUp();
    await expect(provider(server, 'ghp_wrong').getPullRequest()).rejects.toMatchObject({
      code: 'AUTH',
      message: expect.stringContaining('Check the token') as unknown,
    });
  });

  it('authenticates as a GitHub App installation and posts as its bot', async () => {
    const server = await setUp();
    const { privateKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      privateKeyEncoding: { type: 'pkcs1', format: 'pem' },
      publicKeyEncoding: { type: 'spki', format: 'pem' },
    });
    const github = new GitHubProvider({
      owner: 'acme',
      repo: 'shop',
      pullNumber: 7,
      app: { appId: 1, privateKey, installationId: 42 },
      baseUrl: server.baseUrl,
      ...FAST,
    });
    await github.postComments([{ file: 'src/app.ts', line: 2, body: 'from the app' }]);
    const [thread] = await github.listThreads();
    expect(thread).toMatchObject({ ours: true });
    expect(server.log.some((entry) => entry.path === '/app/installations/42/access_tokens')).toBe(
      true,
    );
  });
});

describe('GitHubProvider — every write is retried only when that is safe', () => {
  async function throughProxy(): Promise<{
    server: FakeGitHub;
    proxy: FaultProxy;
    github: GitHubProvider;
  }> {
    const server = await setUp();
    const proxy = await FaultProxy.start({ target: server.baseUrl, retryAfterSeconds: 1 });
    const github = new GitHubProvider({
      owner: 'acme',
      repo: 'shop',
      pullNumber: 7,
      token: BOT_TOKEN,
      baseUrl: proxy.origin,
      ...FAST,
    });
    return { server, proxy, github };
  }

  it('sends a write again after 429, 403-secondary, 502, 503 and a reset, and never twice', async () => {
    const { server, proxy, github } = await throughProxy();
    try {
      proxy.inject('throttled_429', { method: 'POST', path: /\/reviews$/ });
      proxy.inject('reset_before', { method: 'POST', path: /\/reviews$/ });
      const { posted } = await github.postComments([{ file: 'src/app.ts', line: 3, body: 'x' }]);
      const threadId = posted[0]?.threadId ?? '';
      proxy.inject('unavailable_503', { method: 'POST', path: /\/replies$/ });
      await github.replyToThread(threadId, 'Still present.');
      proxy.inject('secondary_403', { method: 'POST', path: /\/graphql$/ });
      await github.setThreadStatus(threadId, 'fixed');
      proxy.inject('bad_gateway_502', { method: 'POST', path: /\/comments$/ });
      await github.upsertSummary('## CodeHawk');
      proxy.inject('unavailable_503', { method: 'PATCH', path: /\/comments\/\d+$/ });
      await github.upsertSummary('## CodeHawk, edited');

      const pull = server.state.pull('acme', 'shop', 7);
      expect(pull?.comments.map((comment) => comment.body)).toEqual(['x', 'Still present.']);
      expect(pull?.issueComments.map((comment) => comment.body)).toEqual([
        expect.stringContaining('edited') as unknown,
      ]);
      expect((await github.listThreads())[0]?.status).toBe('fixed');
      expect(proxy.faulted().map((entry) => entry.fault)).toEqual([
        'throttled_429',
        'reset_before',
        'unavailable_503',
        'secondary_403',
        'bad_gateway_502',
        'unavailable_503',
      ]);
    } finally {
      await proxy.close();
    }
  });

  it('after a lost answer reads back, and re-sends nothing that landed', async () => {
    const { server, proxy, github } = await throughProxy();
    try {
      proxy.inject('lost_answer', { method: 'POST', path: /\/reviews$/ });
      const { posted } = await github.postComments([{ file: 'src/app.ts', line: 3, body: 'x' }]);
      proxy.inject('lost_answer', { method: 'POST', path: /\/replies$/ });
      await github.replyToThread(posted[0]?.threadId ?? '', 'Still present.');
      proxy.inject('lost_answer', { method: 'POST', path: /\/issues\/7\/comments$/ });
      const summary = await github.upsertSummary('## CodeHawk');
      const pull = server.state.pull('acme', 'shop', 7);
      expect(pull?.comments.map((comment) => comment.body)).toEqual(['x', 'Still present.']);
      expect(pull?.issueComments.map((comment) => String(comment.id))).toEqual([summary.id]);
      expect(server.writes()).toHaveLength(3);
    } finally {
      await proxy.close();
    }
  });
});
