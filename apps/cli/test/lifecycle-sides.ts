// One side of a lifecycle world per platform: the fake GitHub or Azure DevOps behind a fault proxy,
// the CLI's environment for it, and what the tests read back from it.
import { parseMarkers } from '@codehawk/findings';
import {
  FakeAzureDevOps,
  FakeGitHub,
  FaultProxy,
  type FakePull,
  type FaultProxyOptions,
} from '@codehawk/testkit';
import { HEADS, UTIL_BASE } from './lifecycle-script.js';
import type { World } from './lifecycle-world.js';

const PROJECT = '6ce954b1-ce1f-45d1-b94d-e6bf2464ba2c';
const REPOSITORY = '3411ebc1-d5aa-464f-9615-0b527bc66719';
const BASE_SHA = 'a'.repeat(40);
const HEAD_SHA = 'b'.repeat(40);

function additionPatchOf(text: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  return `@@ -0,0 +1,${lines.length} @@\n${lines.map((line) => `+${line}`).join('\n')}`;
}

/** util.ts changed in its first four lines only. */
function utilPatch(text: string = HEADS.first['src/util.ts']): string {
  const head = text.split('\n');
  const base = UTIL_BASE.split('\n');
  return [
    '@@ -1,7 +1,7 @@',
    ...base.slice(0, 4).map((line) => `-${line}`),
    ...head.slice(0, 4).map((line) => `+${line}`),
    ...head.slice(4, 7).map((line) => ` ${line}`),
  ].join('\n');
}

function gitHubPull(fake: FakeGitHub): FakePull {
  fake.addUser('codehawk-bot', 'ghs_bot_token', 'Bot');
  fake.addUser('alice', 'ghp_alice');
  return fake.addPullRequest({
    owner: 'acme',
    repo: 'shop',
    number: 9,
    title: 'Login and utilities',
    author: 'alice',
    base: { sha: BASE_SHA, ref: 'main' },
    head: { sha: HEAD_SHA, ref: 'feature' },
    files: [
      {
        filename: 'src/auth.ts',
        status: 'added',
        additions: 4,
        deletions: 0,
        patch: additionPatchOf(HEADS.first['src/auth.ts']),
      },
      {
        filename: 'src/util.ts',
        status: 'modified',
        additions: 4,
        deletions: 4,
        patch: utilPatch(),
      },
    ],
    contents: {
      [BASE_SHA]: { 'src/util.ts': UTIL_BASE },
      [HEAD_SHA]: { ...HEADS.first },
    },
  });
}

/** The platform's half of a world: the fake behind its proxy, the CLI's environment, what we read back. */
export interface Side {
  proxy: FaultProxy;
  env: Record<string, string>;
  threadsByCrId: () => Map<string, number>;
  inline: World['inline'];
  summaryBodies: () => string[];
  push: World['push'];
  reply: World['reply'];
  thread: World['thread'];
  closeFake: () => Promise<void>;
}

/** What the proxy needs to start in front of a fake: the options of the world, and the kill switch. */
export type ProxyStart = Omit<FaultProxyOptions, 'target'>;

/** cr-id → how many of these comment bodies carry it. */
function countMarkers(bodies: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const body of bodies)
    for (const id of parseMarkers(body)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** Each push's head commit: a new sha every time. */
function headShas(): () => string {
  let pushes = 0;
  return () => (++pushes).toString(16).padStart(40, 'c');
}

/** Rejects the fake's recorded violations of the API description, then stops it. */
async function closeChecked(fake: FakeGitHub | FakeAzureDevOps): Promise<void> {
  if (fake.violations.length > 0) throw new Error(fake.violations.join('\n'));
  await fake.close();
}

/** The files of a GitHub pull request at a pushed head: util.ts modified, the rest added. */
function gitHubFilesOf(files: Record<string, string>): FakePull['files'] {
  return Object.entries(files).map(([filename, text]) =>
    filename === 'src/util.ts'
      ? { filename, status: 'modified', additions: 4, deletions: 4, patch: utilPatch(text) }
      : {
          filename,
          status: 'added',
          additions: text.split('\n').length - 1,
          deletions: 0,
          patch: additionPatchOf(text),
        },
  );
}

/** The GitHub pull request's threads, read back: the one carrying a cr-id, and its bodies. */
function gitHubThreads(pull: FakePull) {
  const bodyOf = (commentId: number | undefined): string =>
    pull.comments.find((comment) => comment.id === commentId)?.body ?? '';
  const threadOf = (id: string) =>
    pull.threads.find((candidate) => parseMarkers(bodyOf(candidate.commentIds[0])).includes(id));
  return {
    threadOf,
    threadsByCrId: () => countMarkers(pull.threads.map((thread) => bodyOf(thread.commentIds[0]))),
    thread: (id: string) => {
      const found = threadOf(id);
      return {
        resolved: found?.isResolved === true,
        bodies: (found?.commentIds ?? []).map(bodyOf),
      };
    },
  };
}

export async function gitHubSide(
  proxyStart: ProxyStart,
  common: Record<string, string>,
): Promise<Side> {
  const fake = await FakeGitHub.start();
  const pull = gitHubPull(fake);
  const proxy = await FaultProxy.start({ ...proxyStart, target: fake.baseUrl });
  const nextHead = headShas();
  const threads = gitHubThreads(pull);
  return {
    proxy,
    env: {
      ...common,
      GITHUB_TOKEN: 'ghs_bot_token',
      GITHUB_REPOSITORY: 'acme/shop',
      GITHUB_API_URL: proxy.origin,
    },
    threadsByCrId: threads.threadsByCrId,
    inline: () =>
      pull.threads.flatMap((thread) => {
        const first = pull.comments.find((comment) => comment.id === thread.commentIds[0]);
        return first?.line ? [{ file: first.path, line: first.line, body: first.body }] : [];
      }),
    summaryBodies: () =>
      pull.issueComments
        .map((comment) => comment.body)
        .filter((body) => body.includes('codehawk-summary')),
    push: (files, options = {}) => {
      const sha = nextHead();
      pull.parents = {
        ...pull.parents,
        [pull.head.sha]: pull.parents?.[pull.head.sha] ?? [BASE_SHA],
        [sha]: [options.rewrite ? BASE_SHA : pull.head.sha],
      };
      pull.head = { ...pull.head, sha };
      pull.contents = { ...pull.contents, [sha]: files };
      pull.files = gitHubFilesOf(files);
    },
    reply: async (id, body) => {
      const first = threads.threadOf(id)?.commentIds[0];
      const response = await fetch(
        `${fake.baseUrl}/repos/acme/shop/pulls/9/comments/${first}/replies`,
        {
          method: 'POST',
          headers: { authorization: 'token ghp_alice', 'content-type': 'application/json' },
          body: JSON.stringify({ body }),
        },
      );
      if (!response.ok) throw new Error(`reply failed: ${response.status}`);
    },
    thread: threads.thread,
    closeFake: () => closeChecked(fake),
  };
}

function azurePull(fake: FakeAzureDevOps): void {
  fake.addIdentity('Project Collection Build Service', 'system-access-token');
  fake.addIdentity('Alice', 'alice-pat');
  fake.addPullRequest({
    project: PROJECT,
    repositoryId: REPOSITORY,
    pullRequestId: 9,
    title: 'Login and utilities',
    author: 'Alice',
    sourceRefName: 'refs/heads/feature',
    targetRefName: 'refs/heads/main',
    baseCommit: BASE_SHA,
    headCommit: HEAD_SHA,
    changes: [
      { path: 'src/auth.ts', changeType: 'add' },
      { path: 'src/util.ts', changeType: 'edit' },
    ],
    contents: { [BASE_SHA]: { 'src/util.ts': UTIL_BASE }, [HEAD_SHA]: { ...HEADS.first } },
  });
}

type AzureThread = NonNullable<
  ReturnType<FakeAzureDevOps['state']['pulls']['get']>
>['threads'][number];

/** An Azure DevOps thread on a line of a file, as its first comment says. */
function azureInline(thread: AzureThread): ReturnType<World['inline']> {
  const context = thread.threadContext;
  const start = context?.rightFileStart;
  const line =
    typeof start === 'object' && start !== null && 'line' in start ? start.line : undefined;
  return typeof context?.filePath === 'string' && typeof line === 'number'
    ? [
        {
          file: context.filePath.replace(/^\//, ''),
          line,
          body: thread.comments[0]?.content ?? '',
        },
      ]
    : [];
}

export async function azureSide(
  proxyStart: ProxyStart,
  common: Record<string, string>,
): Promise<Side> {
  const fake = await FakeAzureDevOps.start('fabrikam');
  azurePull(fake);
  const proxy = await FaultProxy.start({
    ...proxyStart,
    target: fake.organizationUrl.replace(/\/fabrikam$/, ''),
  });
  const nextHead = headShas();
  const threads = () => fake.state.pulls.get(9)?.threads ?? [];
  const unsupported = (): never => {
    throw new Error('only the GitHub world supports this');
  };
  return {
    proxy,
    env: {
      ...common,
      TF_BUILD: 'True',
      SYSTEM_PULLREQUEST_PULLREQUESTID: '9',
      SYSTEM_COLLECTIONURI: `${proxy.origin}/fabrikam/`,
      SYSTEM_TEAMPROJECTID: PROJECT,
      BUILD_REPOSITORY_ID: REPOSITORY,
      SYSTEM_ACCESSTOKEN: 'system-access-token',
    },
    threadsByCrId: () =>
      countMarkers(
        threads()
          .filter((thread) => thread.threadContext !== null)
          .map((thread) => thread.comments[0]?.content ?? ''),
      ),
    inline: () => threads().flatMap(azureInline),
    summaryBodies: () =>
      threads()
        .map((thread) => thread.comments[0]?.content ?? '')
        .filter((body) => body.includes('codehawk-summary')),
    push: (files, options = {}) => {
      const pull = fake.state.pulls.get(9);
      if (!pull) throw new Error('no pull request 9');
      const sha = nextHead();
      pull.parents = {
        ...pull.parents,
        [pull.headCommit]: pull.parents?.[pull.headCommit] ?? [BASE_SHA],
        [sha]: [options.rewrite ? BASE_SHA : pull.headCommit],
      };
      pull.headCommit = sha;
      pull.contents = { ...pull.contents, [sha]: files };
      pull.changes = Object.keys(files).map((path) => ({
        path,
        changeType: path === 'src/util.ts' ? 'edit' : 'add',
      }));
    },
    reply: unsupported,
    thread: unsupported,
    closeFake: () => closeChecked(fake),
  };
}
