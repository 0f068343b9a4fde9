import { createAppAuth } from '@octokit/auth-app';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import { Octokit } from '@octokit/rest';
import Bottleneck from 'bottleneck';
import {
  codeForStatus,
  httpStatusOf,
  networkCodeOf,
  VcsError,
  type FailureFacts,
} from '@codehawk/vcs';

const GitHubOctokit = Octokit.plugin(throttling, retry);

/** The client the provider uses: Octokit's REST, pagination and GraphQL. */
export type GitHubClient = Octokit;

export interface GitHubAuthOptions {
  /** A token (`GITHUB_TOKEN`, `GH_TOKEN`, a PAT). */
  token?: string;
  /** GitHub App installation auth instead of a token. */
  app?: { appId: number | string; privateKey: string; installationId: number };
}

export interface GitHubClientOptions extends GitHubAuthOptions {
  /** API base URL; for GitHub Enterprise Server `https://HOST/api/v3`. */
  baseUrl?: string;
  /** How often a throttled or failed request is retried (default 3). */
  retries?: number;
  /** Base of the retry backoff in milliseconds (default 1,000). */
  retryBaseMs?: number;
  /**
   * Pacing of writes. GitHub asks integrations to leave about a second between writes (three
   * before notification-triggering comments) to stay clear of secondary rate limits; these are
   * the defaults. Tests against a local fake set them to 0. `retryAfterScale` multiplies a
   * Retry-After in seconds into milliseconds (default 1,000).
   */
  pacing?: { writeIntervalMs?: number; notificationIntervalMs?: number; retryAfterScale?: number };
  fetch?: typeof fetch;
}

/** Octokit with throttling (primary and secondary rate limits, Retry-After honoured) and retries. */
export function createGitHubClient(options: GitHubClientOptions): GitHubClient {
  const retries = options.retries ?? 3;
  if (!options.token && !options.app) {
    throw new VcsError(
      'AUTH',
      'No GitHub credentials: set GITHUB_TOKEN (or GH_TOKEN), or configure a GitHub App installation.',
    );
  }
  return new GitHubOctokit({
    ...(options.app
      ? {
          authStrategy: createAppAuth,
          auth: {
            appId: options.app.appId,
            privateKey: options.app.privateKey,
            installationId: options.app.installationId,
          },
        }
      : { auth: options.token }),
    ...(options.baseUrl === undefined ? {} : { baseUrl: options.baseUrl.replace(/\/$/, '') }),
    request: options.fetch === undefined ? {} : { fetch: options.fetch },
    userAgent: 'codehawk',
    log: {
      debug: () => undefined,
      info: () => undefined,
      warn: () => undefined,
      error: () => undefined,
    },
    throttle: {
      ...(options.pacing?.writeIntervalMs === undefined
        ? {}
        : {
            write: new Bottleneck.Group({
              id: 'codehawk-write',
              maxConcurrent: 1,
              minTime: options.pacing.writeIntervalMs,
            }),
          }),
      ...(options.pacing?.notificationIntervalMs === undefined
        ? {}
        : {
            notifications: new Bottleneck.Group({
              id: 'codehawk-notifications',
              maxConcurrent: 1,
              minTime: options.pacing.notificationIntervalMs,
            }),
          }),
      ...(options.pacing?.retryAfterScale === undefined
        ? {}
        : { retryAfterBaseValue: options.pacing.retryAfterScale }),
      onRateLimit: (_retryAfter: number, _options: object, _octokit: unknown, retryCount: number) =>
        retryCount < retries,
      onSecondaryRateLimit: (
        _retryAfter: number,
        _options: object,
        _octokit: unknown,
        retryCount: number,
      ) => retryCount < retries,
    },
    retry: {
      retries,
      ...(options.retryBaseMs === undefined ? {} : { retryAfterBaseValue: options.retryBaseMs }),
    },
  });
}

/** An Octokit failure as a classified `VcsError`. */
export function toVcsError(error: unknown, action: string): VcsError {
  if (VcsError.isInstance(error)) return error;
  const status = httpStatusOf(error, 'status');
  const message = error instanceof Error ? error.message : String(error);
  if (status === undefined)
    return new VcsError('TRANSIENT', `GitHub: ${action} failed: ${message}`, { cause: error });
  const code =
    status === 403 && /rate limit/i.test(message) ? 'RATE_LIMITED' : codeForStatus(status);
  const hint =
    code === 'AUTH'
      ? ' Check the token and that it may write pull requests (pull-requests: write).'
      : '';
  return new VcsError(code, `GitHub: ${action} failed (${status}): ${message}.${hint}`, {
    cause: error,
    status,
  });
}

/** What an Octokit failure says about a write: the status, Retry-After, or the network error. */
export function failureFacts(error: unknown): FailureFacts {
  const response: unknown =
    typeof error === 'object' && error !== null ? Reflect.get(error, 'response') : undefined;
  // Octokit reports a request that got no answer as a 500 without a response.
  if (typeof response !== 'object' || response === null) {
    const networkCode = networkCodeOf(error);
    return networkCode === undefined ? {} : { networkCode };
  }
  const status = httpStatusOf(error, 'status');
  const headers: unknown = Reflect.get(response, 'headers');
  const retryAfter =
    typeof headers === 'object' && headers !== null
      ? Number(Reflect.get(headers, 'retry-after'))
      : Number.NaN;
  const message = error instanceof Error ? error.message : '';
  return {
    ...(status === undefined ? {} : { status }),
    ...(Number.isFinite(retryAfter) && retryAfter >= 0 ? { retryAfterSeconds: retryAfter } : {}),
    ...(/secondary rate/i.test(message) ? { secondaryRateLimit: true } : {}),
  };
}
