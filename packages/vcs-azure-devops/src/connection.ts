import { VcsError } from '@codehawk/vcs';
import * as azdev from 'azure-devops-node-api';
import type { IGitApi } from 'azure-devops-node-api/GitApi.js';
import { readWithRetries, writeWithRetries } from './errors.js';

export interface AzureDevOpsProviderOptions {
  /** `https://dev.azure.com/ORG` (or a server collection URL). */
  organizationUrl: string;
  project: string;
  /** Repository id or name. */
  repository: string;
  pullRequestId: number;
  /** A personal access token (`AZURE_DEVOPS_PAT`). */
  personalAccessToken?: string;
  /** The pipeline's `System.AccessToken`, sent as a bearer token. */
  accessToken?: string;
  /** The identity id CodeHawk posts as; default: the authenticated identity. */
  identityId?: string;
  /**
   * Retries of failed requests; default 3. Reads retry throttling, 5xx and lost connections; writes
   * are sent again only when the failure proves nothing landed, or after reading back that it did not.
   */
  retries?: number;
  /** First retry delay in milliseconds, doubled each time (default 500). */
  retryDelayMs?: number;
  /** Milliseconds per Retry-After second (default 1,000). */
  retryAfterScale?: number;
}

/** The authenticated Git API of one pull request, with its retry rules for reads and writes. */
export class AzureDevOpsConnection {
  private readonly connection: azdev.WebApi;
  private git: IGitApi | undefined;
  private identity: string | undefined;

  constructor(readonly options: AzureDevOpsProviderOptions) {
    const handler = options.accessToken
      ? azdev.getBearerHandler(options.accessToken)
      : options.personalAccessToken
        ? azdev.getPersonalAccessTokenHandler(options.personalAccessToken)
        : undefined;
    if (!handler) {
      throw new VcsError(
        'AUTH',
        'No Azure DevOps credentials: set AZURE_DEVOPS_PAT, or run in a pipeline with System.AccessToken.',
      );
    }
    this.connection = new azdev.WebApi(options.organizationUrl.replace(/\/$/, ''), handler);
    this.identity = options.identityId;
  }

  async api(): Promise<IGitApi> {
    this.git ??= await this.read('connecting', () => this.connection.getGitApi());
    return this.git;
  }

  /** Runs a read, retrying throttled and transient failures with exponential backoff. */
  read<T>(action: string, request: () => Promise<T>): Promise<T> {
    return readWithRetries(action, request, this.options);
  }

  /** Runs a write, sent again only when that is safe (see `writeWithRetries`). */
  write<T>(
    action: string,
    send: () => Promise<T>,
    readBack?: () => Promise<T | undefined>,
  ): Promise<T> {
    return writeWithRetries(action, send, { ...this.options, ...(readBack ? { readBack } : {}) });
  }

  /** The identity id we post as. */
  async whoAmI(): Promise<string> {
    if (this.identity === undefined) {
      const data = await this.read('reading the authenticated identity', () =>
        this.connection.connect(),
      );
      const id = data.authenticatedUser?.id;
      if (!id) throw new VcsError('AUTH', 'Azure DevOps did not say who the token belongs to.');
      this.identity = id;
    }
    return this.identity;
  }
}
