import { writeSafely } from '@codehawk/vcs';
import {
  createGitHubClient,
  failureFacts,
  toVcsError,
  type GitHubClient,
  type GitHubClientOptions,
} from './client.js';

export interface GitHubProviderOptions extends GitHubClientOptions {
  owner: string;
  repo: string;
  pullNumber: number;
  /** The login CodeHawk posts as; default: the authenticated user (or `<app>[bot]`). */
  identity?: string;
  /** A ready Octokit instead of building one. */
  client?: GitHubClient;
}

/** The client of one pull request's repository, with its error and retry rules for writes. */
export class GitHubConnection {
  readonly client: GitHubClient;
  readonly target: { owner: string; repo: string };
  private identity: string | undefined;

  constructor(readonly options: GitHubProviderOptions) {
    this.client = options.client ?? createGitHubClient(options);
    this.target = { owner: options.owner, repo: options.repo };
    this.identity = options.identity;
  }

  async call<T>(action: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw toVcsError(error, action);
    }
  }

  /**
   * Sends a write with Octokit's own blind retries off, and sends it again only when that is safe:
   * after a failure that proves nothing landed, or once `readBack` found it absent.
   */
  write<T>(
    action: string,
    send: () => Promise<T>,
    readBack?: () => Promise<T | undefined>,
  ): Promise<T> {
    return this.call(action, () =>
      writeSafely({
        send,
        ...(readBack ? { readBack } : {}),
        facts: failureFacts,
        retries: this.options.retries ?? 3,
        retryDelayMs: this.options.retryBaseMs ?? 1000,
        retryAfterScale: this.options.pacing?.retryAfterScale ?? 1000,
      }),
    );
  }

  /** The login we post as. */
  async whoAmI(): Promise<string> {
    if (this.identity !== undefined) return this.identity;
    if (this.options.app) {
      const { data } = await this.call('reading the app', () =>
        this.client.rest.apps.getAuthenticated(),
      );
      this.identity = `${data?.slug ?? 'app'}[bot]`;
    } else {
      const { data } = await this.call('reading the authenticated user', () =>
        this.client.rest.users.getAuthenticated(),
      );
      this.identity = data.login;
    }
    return this.identity;
  }
}
