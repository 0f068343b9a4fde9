// A pull request on a fake GitHub or Azure DevOps, reviewed by the real `codehawk` CLI in its own
// process, through a fault-injecting proxy, with a scripted model: what the lifecycle tests and the
// fault soak share.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { parseRunState, type RunState } from '@codehawk/publish';
import {
  PROXY_FAULTS,
  TempRepo,
  type FakeOpenAI,
  type FaultProxy,
  type FaultProxyOptions,
} from '@codehawk/testkit';
import { azureSide, gitHubSide, type Side } from './lifecycle-sides.js';
import { HEADS, scriptedModel } from './lifecycle-script.js';

export {
  HEADS,
  MODEL_FINDINGS,
  NEW_BUG,
  RETRIES_FIXED,
  scriptedModel,
} from './lifecycle-script.js';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));

export type Platform = 'github' | 'azure-devops';

export interface Outcome {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
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
  const kills = killSwitch();
  const start = { ...proxyOptions, onWrite: kills.onWrite };
  const repo = await TempRepo.create();
  let model: FakeOpenAI | undefined;
  let side: Side;
  try {
    await repo.commit('head', { ...HEADS.first });
    model = await scriptedModel();
    side = await (platform === 'github' ? gitHubSide : azureSide)(start, commonEnv(model));
  } catch (error) {
    // A world that cannot start (no API descriptions, say) leaves no repository behind.
    await model?.close();
    await repo.cleanup();
    throw error;
  }
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
  /** What the review printed, and how many requests of it wrote. */
  stdout: string;
  writes: number;
}

export async function referenceOf(platform: Platform): Promise<Reference> {
  const clean = await startWorld(platform);
  try {
    const outcome = await clean.review();
    return {
      crIds: [...clean.threadsByCrId().keys()].sort(),
      code: outcome.code,
      open: clean.summaries().state?.open.length ?? 0,
      stdout: outcome.stdout,
      writes: clean.writes(),
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
