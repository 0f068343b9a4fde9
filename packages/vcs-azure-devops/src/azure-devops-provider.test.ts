import { FakeAzureDevOps, FaultProxy } from '@codehawk/testkit';
import { collectChangedFiles } from '@codehawk/vcs';
import { afterEach, describe, expect, it } from 'vitest';
import { AzureDevOpsProvider } from './azure-devops-provider.js';

let fake: FakeAzureDevOps | undefined;

afterEach(async () => {
  expect(fake?.violations ?? []).toEqual([]);
  await fake?.close();
  fake = undefined;
});

const PROJECT = '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c';
const REPOSITORY = '3411ebc1-d5aa-464f-9615-0b527bc66719';
const BASE = 'a'.repeat(40);
const HEAD = 'b'.repeat(40);

async function setUp(): Promise<FakeAzureDevOps> {
  fake = await FakeAzureDevOps.start('fabrikam');
  fake.addIdentity('Project Collection Build Service', 'pipeline-token');
  fake.addIdentity('Alice', 'alice-pat');
  fake.addPullRequest({
    project: PROJECT,
    repositoryId: REPOSITORY,
    pullRequestId: 22,
    title: 'Add login',
    description: 'Fixes #12',
    author: 'Alice',
    isDraft: true,
    sourceRefName: 'refs/heads/feature/login',
    targetRefName: 'refs/heads/main',
    baseCommit: BASE,
    headCommit: HEAD,
    changes: [
      { path: 'src/app.ts', changeType: 'edit' },
      { path: 'src/new.ts', changeType: 'add' },
      { path: 'docs/old.md', changeType: 'delete' },
      { path: 'src/renamed.ts', changeType: 'rename', originalPath: 'src/original.ts' },
    ],
    contents: {
      [BASE]: { 'src/app.ts': 'a\nb\nc\n', 'docs/old.md': 'gone\n', 'src/original.ts': 'same\n' },
      [HEAD]: { 'src/app.ts': 'a\nB\nc\nd\n', 'src/new.ts': 'new\n', 'src/renamed.ts': 'same\n' },
    },
  });
  return fake;
}

function provider(
  server: FakeAzureDevOps,
  credentials: { accessToken?: string; personalAccessToken?: string } = {
    accessToken: 'pipeline-token',
  },
): AzureDevOpsProvider {
  return new AzureDevOpsProvider({
    organizationUrl: server.organizationUrl,
    project: PROJECT,
    repository: REPOSITORY,
    pullRequestId: 22,
    retryDelayMs: 1,
    ...credentials,
  });
}

describe('AzureDevOpsProvider', () => {
  it('reads the pull request, its latest iteration’s changes with line counts, content and diffs', async () => {
    const server = await setUp();
    const ado = provider(server, { personalAccessToken: 'alice-pat' });
    expect(await ado.getPullRequest()).toMatchObject({
      id: '22',
      repository: 'repo',
      title: 'Add login',
      body: 'Fixes #12',
      baseSha: BASE,
      headSha: HEAD,
      headRef: 'feature/login',
      draft: true,
      url: `${server.organizationUrl}/${PROJECT}/_git/repo/pullrequest/22`,
    });
    expect(await collectChangedFiles(ado)).toEqual([
      { path: 'src/app.ts', status: 'modified', binary: false, additions: 2, deletions: 1 },
      { path: 'src/new.ts', status: 'added', binary: false, additions: 1, deletions: 0 },
      { path: 'docs/old.md', status: 'deleted', binary: false, additions: 0, deletions: 1 },
      {
        path: 'src/renamed.ts',
        status: 'renamed',
        oldPath: 'src/original.ts',
        binary: false,
        additions: 0,
        deletions: 0,
      },
    ]);
    expect(await ado.getFileContent('src/app.ts', 'base')).toBe('a\nb\nc\n');
    expect(await ado.getFileContent('src/new.ts', 'base')).toBeNull();
    const itemReads = (): number =>
      server.log.filter((entry) => entry.method === 'GET' && entry.path.endsWith('/items')).length;
    const readsWhileListing = itemReads();
    expect(await ado.getFileDiff('src/app.ts')).toContain('+B');
    // Both versions were read while counting lines: the diff reads nothing again.
    expect(itemReads()).toBe(readsWhileListing);
  });

  it('creates threads with spec-valid contexts, escaping work-item links and fences', async () => {
    const server = await setUp();
    const ado = provider(server);
    await ado.postComments([
      {
        file: 'src/app.ts',
        line: 2,
        body: 'See #12 and `#13`.\n**Suggestion:**```ts\nconst b = 2;\n```',
      },
    ]);
    const [thread] = server.state.pulls.get(22)?.threads ?? [];
    expect(thread?.threadContext).toEqual({
      filePath: '/src/app.ts',
      rightFileStart: { line: 2, offset: 1 },
      rightFileEnd: { line: 2, offset: 1 },
    });
    expect(thread?.pullRequestThreadContext).toEqual({
      changeTrackingId: 1,
      iterationContext: { firstComparingIteration: 1, secondComparingIteration: 1 },
    });
    expect(thread?.comments[0]?.content).toBe(
      'See `#12` and `#13`.\n**Suggestion:**\n```ts\nconst b = 2;\n```',
    );
  });

  it('maps statuses: fixed → fixed, won’t fix → wontFix, and reads them back', async () => {
    const server = await setUp();
    const ado = provider(server);
    const { posted } = await ado.postComments([
      { file: 'src/app.ts', line: 2, body: 'one' },
      { file: 'src/app.ts', line: 4, body: 'two' },
    ]);
    await ado.setThreadStatus(posted[0]?.threadId ?? '', 'fixed');
    await ado.setThreadStatus(posted[1]?.threadId ?? '', 'wont_fix');
    expect(server.state.pulls.get(22)?.threads.map((thread) => thread.status)).toEqual([
      'fixed',
      'wontFix',
    ]);
    expect((await ado.listThreads()).map((thread) => thread.status)).toEqual(['fixed', 'wont_fix']);
  });

  it('retries throttled and failing reads, and never posts a thread twice', async () => {
    const server = await setUp();
    server.inject({ method: 'GET', path: /\/threads$/, status: 503, times: 2 });
    server.inject({ method: 'POST', path: /\/threads$/, status: 503, afterApplying: true });
    const result = await provider(server).postComments([
      { file: 'src/app.ts', line: 2, body: 'once' },
    ]);
    expect(result.posted).toHaveLength(1);
    expect(server.state.pulls.get(22)?.threads).toHaveLength(1);
    expect(server.writes()).toHaveLength(1);
  });

  it('reports bad credentials as AUTH with a hint', async () => {
    const server = await setUp();
    await expect(
      provider(server, { personalAccessToken: 'wrong' }).getPullRequest(),
    ).rejects.toMatchObject({ code: 'AUTH' });
  });
});

describe('AzureDevOpsProvider — writes retried only when that is safe', () => {
  async function throughProxy(
    retries = 3,
  ): Promise<{ proxy: FaultProxy; ado: AzureDevOpsProvider }> {
    const server = await setUp();
    const proxy = await FaultProxy.start({
      target: server.organizationUrl.replace(/\/fabrikam$/, ''),
      retryAfterSeconds: 0,
    });
    const ado = new AzureDevOpsProvider({
      organizationUrl: `${proxy.origin}/fabrikam`,
      project: PROJECT,
      repository: REPOSITORY,
      pullRequestId: 22,
      retryDelayMs: 1,
      retries,
      accessToken: 'pipeline-token',
    });
    return { proxy, ado };
  }
  const threadsOf = () => fake?.state.pulls.get(22)?.threads ?? [];
  const THREADS = /\/threads$/;

  it('posts every thread, reply, status and summary once through throttling, 503s, resets and lost answers', async () => {
    const { proxy, ado } = await throughProxy();
    try {
      proxy.inject('throttled_429', { method: 'POST', path: THREADS });
      proxy.inject('lost_answer', { method: 'POST', path: THREADS });
      proxy.inject('reset_before', { method: 'POST', path: THREADS });
      const result = await ado.postComments([
        { file: 'src/app.ts', line: 2, body: 'one' },
        { file: 'src/app.ts', line: 4, body: 'two' },
      ]);
      expect(result.posted).toHaveLength(2);
      expect(result.failed).toEqual([]);
      const threadId = result.posted[0]?.threadId ?? '';
      proxy.inject('lost_answer', { method: 'POST', path: /\/comments$/ });
      await ado.replyToThread(threadId, 'Still present.');
      proxy.inject('unavailable_503', { method: 'PATCH', path: /\/threads\/\d+$/ });
      await ado.setThreadStatus(threadId, 'fixed');
      proxy.inject('lost_answer', { method: 'POST', path: THREADS });
      await ado.upsertSummary('## CodeHawk');

      const threads = threadsOf();
      expect(threads.map((thread) => thread.comments[0]?.content)).toEqual([
        'one',
        'two',
        expect.stringContaining('## CodeHawk') as unknown,
      ]);
      expect(threads[0]?.comments.map((comment) => comment.content)).toEqual([
        'one',
        'Still present.',
      ]);
      expect((await ado.listThreads())[0]?.status).toBe('fixed');
      expect(proxy.faulted()).toHaveLength(6);
    } finally {
      await proxy.close();
    }
  });

  it('when posting fails part-way, reports exactly the comments that did not land', async () => {
    const { proxy, ado } = await throughProxy(0);
    try {
      proxy.inject('unavailable_503', { method: 'POST', path: THREADS, skip: 1 });
      const result = await ado.postComments([
        { file: 'src/app.ts', line: 2, body: 'one' },
        { file: 'src/app.ts', line: 3, body: 'two' },
        { file: 'src/app.ts', line: 4, body: 'three' },
      ]);
      expect(result.posted.map((entry) => entry.comment.body)).toEqual(['one', 'three']);
      expect(result.failed?.map((entry) => entry.comment.body)).toEqual(['two']);
      expect(result.failed?.[0]?.reason).toContain('503');
      expect(threadsOf().map((thread) => thread.comments[0]?.content)).toEqual(['one', 'three']);
    } finally {
      await proxy.close();
    }
  });
});
