// A pull request on a fake GitHub or Azure DevOps, reviewed by the real `codehawk` CLI in its own
// process, through a fault-injecting proxy, with a scripted model: what the lifecycle tests and the
// fault soak share.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { crId, parseMarkers } from '@codehawk/findings';
import { parseRunState, type RunState } from '@codehawk/publish';
import {
  FakeAzureDevOps,
  FakeGitHub,
  FakeOpenAI,
  FaultProxy,
  PROXY_FAULTS,
  TempRepo,
  type FakePull,
  type FaultProxyOptions,
  vulnerableAuth,
} from '@codehawk/testkit';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

export type Platform = 'github' | 'azure-devops';

export interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

const TOKEN = `ghp_${'Q1w2E3r4T5y6U7i8O9p0A1s2D3f4G5h6J7k8'}`;

/** The pull request's files at each head: a hard-coded token (a static critical finding) and a util module. */
export const HEADS = {
  first: {
    'src/auth.ts': vulnerableAuth(TOKEN),
    'src/util.ts': [
      'export function last<T>(items: T[]): T | undefined {',
      '  return items[items.length];',
      '}',
      'export const ratio = (a: number, b: number) => a / b;',
      ...Array.from({ length: 30 }, (_, index) => `export const constant${index} = ${index};`),
      'export const retries = -1;',
      '',
    ].join('\n'),
  },
} as const;

/** A base version of util.ts that differs only in its first four lines: line 35 is off the diff. */
const UTIL_BASE = HEADS.first['src/util.ts']
  .split('\n')
  .map((line, index) => (index < 4 ? `// line ${index + 1}` : line))
  .join('\n');

export const MODEL_FINDINGS = [
  {
    file: 'src/util.ts',
    line: 2,
    category: 'correctness',
    severity: 'warning',
    title: 'last() reads one past the end',
    message: 'items[items.length] is always undefined; use items.length - 1.',
    confidence: 0.9,
  },
  {
    file: 'src/util.ts',
    line: 35,
    category: 'correctness',
    severity: 'warning',
    title: 'A negative retry count',
    message: 'retries = -1 disables every retry loop that counts down to 0.',
    confidence: 0.8,
  },
];

/** The fix of the off-diff finding (line 35 of util.ts). */
export const RETRIES_FIXED = 'export const retries = 3;';

/** A bug only the second head has: the model finds it when it reviews the new commits. */
export const NEW_BUG = {
  file: 'src/cache.ts',
  line: 2,
  category: 'security',
  severity: 'critical',
  title: 'Cache key from user input',
  message: 'The raw header becomes a file path: a request can read any file.',
  confidence: 0.9,
};

/**
 * The scripted model: reports the bugs the code it is shown still has, accepts a developer's
 * dismissal, and verifies the off-by-one as fixed once the code shows the fix.
 */
export async function scriptedModel(): Promise<FakeOpenAI> {
  return FakeOpenAI.start({
    fallback: (request) => {
      const sent = JSON.stringify(request.body);
      if (sent.includes('Accept the dismissal'))
        return {
          text: JSON.stringify({
            decision: 'accept',
            explanation: 'The token is a published test fixture.',
            rule_suggestion: 'Tokens under fixtures/ are test data.',
          }),
        };
      if (sent.includes('fix verifier'))
        return {
          text: JSON.stringify({
            verifications: [
              ...(sent.includes('items.length - 1')
                ? [
                    {
                      cr_id: crId('src/util.ts', 2, 'correctness'),
                      status: 'fixed',
                      reason: 'last() now reads the last element.',
                    },
                  ]
                : []),
              ...(sent.includes(RETRIES_FIXED)
                ? [
                    {
                      cr_id: crId('src/util.ts', 35, 'correctness'),
                      status: 'fixed',
                      reason: 'retries is positive now.',
                    },
                  ]
                : []),
            ],
          }),
        };
      const findings = [
        ...(sent.includes('items[items.length];') ? MODEL_FINDINGS.slice(0, 1) : []),
        ...(sent.includes('src/util.ts') && !sent.includes(RETRIES_FIXED)
          ? MODEL_FINDINGS.slice(1)
          : []),
        ...(sent.includes('src/cache.ts') ? [NEW_BUG] : []),
      ];
      return { text: JSON.stringify({ findings }) };
    },
  });
}

export interface World {
  platform: Platform;
  proxy: FaultProxy;
  /** Runs `codehawk review` for the pull request; `killAt` SIGKILLs it at a write. */
  review(options?: {
    killAt?: { writeIndex: number; applied: boolean };
    env?: Record<string, string>;
  }): Promise<Outcome>;
  /**
   * Runs `codehawk <command> …args` in the checkout, with the pull request's environment (and on
   * GitHub `--vcs github --pr 9`) — `review` as `review()` runs it, or `publish` and `score`.
   */
  codehawk(
    command: string,
    args?: readonly string[],
    options?: { env?: Record<string, string> },
  ): Promise<Outcome>;
  /** Our inline comments on the pull request as posted: where, and the first comment's body. */
  inline(): { file: string; line: number; body: string }[];
  /** cr-id → how many of our threads carry it. */
  threadsByCrId(): Map<string, number>;
  /** How many summaries we posted, and the run state the last one carries. */
  summaries(): { count: number; state: RunState | undefined; body: string };
  /** Requests that wrote, through the proxy. */
  writes(): number;
  /**
   * Pushes a new head with these files: a commit on top of the current head, or with `rewrite`
   * one that replaces it (a force-push after a rebase).
   */
  push(files: Record<string, string>, options?: { rewrite?: boolean }): void;
  /** What the model was sent since the last `review()` began: review prompts, and fix verification's. */
  prompts(): { review: string[]; verify: string[] };
  /** The pull request's author replies on the thread that carries `id` (GitHub). */
  reply(id: string, body: string): Promise<void>;
  /** The bodies of the comments in the thread that carries `id`, in order (GitHub). */
  thread(id: string): { resolved: boolean; bodies: string[] };
  close(): Promise<void>;
}

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

function run(
  cwd: string,
  args: readonly string[],
  env: Record<string, string>,
  onStart: (kill: () => void) => void,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    onStart(() => child.kill('SIGKILL'));
    child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr }));
  });
}

/** The platform's half of a world: the fake behind its proxy, the CLI's environment, what we read back. */
interface Side {
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
type ProxyStart = Omit<FaultProxyOptions, 'target'>;

/** The environment every run shares: the scripted model, no graph, fast retries, a gate at 4 stars. */
function commonEnv(model: FakeOpenAI): Record<string, string> {
  return {
    OPENAI_API_KEY: 'sk-lifecycle',
    OPENAI_BASE_URL: model.baseURL,
    TWO_PASS_ENABLED: 'false',
    ENABLE_GRAPH: 'false',
    GITHUB_PACE_WRITES: 'false',
    REQUEST_RETRY_DELAY_MS: '5',
    MIN_STARS: '4',
    CI: 'true',
  };
}

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

/**
 * SIGKILLs the CLI at one write of a run (counted from the run's start), before or after it
 * applied, as a crash would.
 */
function killSwitch() {
  let killer: { at: { writeIndex: number; applied: boolean }; kill: () => void } | undefined;
  let writesBefore = 0;
  return {
    onWrite: (write: { writeIndex: number; applied: boolean }): Promise<void> | void => {
      if (
        killer &&
        write.writeIndex - writesBefore === killer.at.writeIndex &&
        write.applied === killer.at.applied
      ) {
        killer.kill();
        // Hold the answer until the process is gone, as a crash would.
        return new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    /** A run starts after `writes` writes: its count from there; `at` absent, nothing is killed. */
    arm(
      at: { writeIndex: number; applied: boolean } | undefined,
      kill: () => void,
      writes: number,
    ): void {
      writesBefore = writes;
      killer = at ? { at, kill } : undefined;
    },
  };
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

async function gitHubSide(proxyStart: ProxyStart, common: Record<string, string>): Promise<Side> {
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

async function azureSide(proxyStart: ProxyStart, common: Record<string, string>): Promise<Side> {
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

/** What the model was sent since request `from`: review prompts, and fix verification's. */
function promptsSince(model: FakeOpenAI, from: number): { review: string[]; verify: string[] } {
  const sent = model.requests.slice(from).map((request) => JSON.stringify(request.body));
  const verifying = (text: string) =>
    text.includes('fix verifier') || text.includes('Accept the dismissal');
  return { review: sent.filter((text) => !verifying(text)), verify: sent.filter(verifying) };
}

/** A pull request with the first head, a checkout of it, and a proxy in front of the fake. */
export async function startWorld(
  platform: Platform,
  proxyOptions: Omit<FaultProxyOptions, 'target' | 'onWrite'> = {},
): Promise<World> {
  const repo = await TempRepo.create();
  await repo.commit('head', { ...HEADS.first });
  const model = await scriptedModel();
  const kills = killSwitch();
  const start = { ...proxyOptions, onWrite: kills.onWrite };
  const side = await (platform === 'github' ? gitHubSide : azureSide)(start, commonEnv(model));
  const { proxy, env } = side;
  const vcsArgs = platform === 'github' ? ['--vcs', 'github', '--pr', '9'] : [];
  let promptsBefore = 0;
  const bodies = side.summaryBodies;
  const writes = () => proxy.log.filter((entry) => entry.write).length;
  return {
    platform,
    proxy,
    review: (options = {}) => {
      promptsBefore = model.requests.length;
      return run(repo.path, ['review', ...vcsArgs], { ...env, ...options.env }, (kill) =>
        kills.arm(options.killAt, kill, writes()),
      );
    },
    codehawk: (command, args = [], options = {}) => {
      const named = command === 'score' ? [] : vcsArgs;
      return run(repo.path, [command, ...args, ...named], { ...env, ...options.env }, (kill) =>
        kills.arm(undefined, kill, writes()),
      );
    },
    inline: side.inline,
    threadsByCrId: side.threadsByCrId,
    summaries: () => ({
      count: bodies().length,
      state: parseRunState(bodies().at(-1)),
      body: bodies().at(-1) ?? '',
    }),
    writes,
    push: side.push,
    prompts: () => promptsSince(model, promptsBefore),
    reply: side.reply,
    thread: side.thread,
    close: async () => {
      await proxy.close();
      await model.close();
      await repo.cleanup();
      await side.closeFake();
    },
  };
}

/** `world(platform)` starts a pull request that is closed after each test. */
export function useWorlds(): (platform: Platform) => Promise<World> {
  const worlds: World[] = [];
  afterEach(async () => {
    for (const world of worlds.splice(0)) await world.close();
  });
  return async (platform) => {
    const started = await startWorld(platform);
    worlds.push(started);
    return started;
  };
}

/** What a clean first review leaves on the pull request: the reference a soak compares against. */
export interface Reference {
  crIds: string[];
  code: number | null;
  open: number;
}

export async function referenceOf(platform: Platform): Promise<Reference> {
  const clean = await startWorld(platform);
  try {
    const outcome = await clean.review();
    return {
      crIds: [...clean.threadsByCrId().keys()].sort(),
      code: outcome.code,
      open: clean.summaries().state?.open.length ?? 0,
    };
  } finally {
    await clean.close();
  }
}

export interface SoakResult {
  /** Threads or summaries posted more than once. */
  duplicates: number;
  /** Findings of the reference missing from the pull request, or from its state. */
  lost: number;
  /** Runs whose gate differs from the reference's. */
  gateFlips: number;
  /** The first review did not complete on its first attempt (though nothing killed it). */
  neededRetry: boolean;
  killed: boolean;
  attempts: number;
  /** What to look at when something was lost or doubled: the seed, each run's exit code, what is missing. */
  trace: { seed: number; codes: (number | null)[]; missing: string[]; open: number };
}

/**
 * One lifecycle under faults: a first review (SIGKILLed at a random write in some lifecycles), run
 * again until it completes as CI would on "Re-run", then an identical re-run; compared with the
 * reference.
 */
export async function soakLifecycle(
  platform: Platform,
  seed: number,
  rate: number,
  reference: Reference,
): Promise<SoakResult> {
  // A secondary rate limit (403) is GitHub's; Azure DevOps throttles with 429 and 503.
  const faults = PROXY_FAULTS.filter((fault) => platform === 'github' || fault !== 'secondary_403');
  const pr = await startWorld(platform, { rate, seed, retryAfterSeconds: 0, faults });
  try {
    const killed = seed % 3 === 0;
    let attempts = 0;
    let gateFlips = 0;
    let last: Outcome | undefined;
    const codes: (number | null)[] = [];
    for (; attempts < 6;) {
      attempts++;
      last = await pr.review(
        killed && attempts === 1
          ? { killAt: { writeIndex: seed % 3, applied: seed % 2 === 0 } }
          : {},
      );
      codes.push(last.code);
      if (last.code === 0 || last.code === 1) break;
    }
    if (last?.code !== reference.code) gateFlips++;
    const again = await pr.review();
    codes.push(again.code);
    if (again.code !== reference.code) gateFlips++;
    const threads = pr.threadsByCrId();
    const summaries = pr.summaries();
    const duplicates =
      [...threads.values()].reduce((sum, count) => sum + count - 1, 0) +
      Math.max(0, summaries.count - 1);
    const missing = reference.crIds.filter((id) => !threads.has(id));
    const open = summaries.state?.open.length ?? 0;
    const lost = missing.length + Math.max(0, reference.open - open);
    return {
      trace: { seed, codes, missing, open },
      duplicates,
      lost,
      gateFlips,
      neededRetry: !killed && attempts > 1,
      killed,
      attempts,
    };
  } finally {
    await pr.close();
  }
}
