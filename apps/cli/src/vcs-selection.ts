import { readFile } from 'node:fs/promises';
import type { Settings } from '@codehawk/config';
import { LocalGitProvider, type VcsProvider } from '@codehawk/vcs';
import { Option, type Command } from 'commander';
import { UsageError } from './exit-codes.js';
import { parseNumber } from './options.js';

export const VCS_CHOICES = ['local', 'github', 'azure-devops'] as const;
export type VcsChoice = (typeof VCS_CHOICES)[number];

/** The flags that name the change, the same for `review` and `publish`. */
export function addChangeOptions(command: Command): Command {
  return command
    .addOption(
      new Option(
        '--vcs <vcs>',
        'where the change lives (default: detected from the CI environment, else local)',
      ).choices([...VCS_CHOICES]),
    )
    .option('--pr <n>', 'the pull request (default: from the CI environment)', (value) =>
      parseNumber('--pr', value, 1, Infinity, true),
    )
    .option(
      '--config <path>',
      'the configuration file in the repository, read from the base branch (default .codehawk.yml)',
    )
    .option('--repo <dir>', 'the repository (for GitHub and Azure DevOps: the checkout)', '.')
    .option(
      '--base <ref>',
      'base of a local change (default: merge-base with origin/HEAD, main or master)',
    );
}

type Env = Readonly<Record<string, string | undefined>>;

/** An Azure Pipelines build of a repository hosted on GitHub (its PRs live on GitHub). */
const isPipelinesBuildOfGitHub = (env: Env): boolean =>
  Boolean(env.TF_BUILD) && /^GitHub(Enterprise)?$/i.test(env.BUILD_REPOSITORY_PROVIDER ?? '');

/**
 * Where the change lives, from the CI environment: a GitHub pull_request event, an Azure Pipelines
 * PR build (of an Azure Repos repository, or of a GitHub one — then the PR is on GitHub), else local.
 */
export function detectVcs(env: Env): VcsChoice {
  if (env.GITHUB_ACTIONS === 'true' && env.GITHUB_EVENT_PATH) return 'github';
  if (env.TF_BUILD && env.SYSTEM_PULLREQUEST_PULLREQUESTID)
    return isPipelinesBuildOfGitHub(env) ? 'github' : 'azure-devops';
  return 'local';
}

export interface VcsRequest {
  choice: VcsChoice;
  settings: Settings;
  env: Env;
  /** The checkout on disk (local: the repository; otherwise the workspace the tools and graph read). */
  directory: string;
  pullRequest?: number;
  base?: string;
  head?: string;
  workingTree?: boolean;
  outboxDirectory?: string;
}

function pullRequestNumber(value: string | number | undefined, source: string): number {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) {
    throw new UsageError(`${source} is not a pull request number (got ${String(value)}).`);
  }
  return number;
}

async function gitHubPullRequest(request: VcsRequest): Promise<number> {
  if (request.pullRequest !== undefined) return pullRequestNumber(request.pullRequest, '--pr');
  // Azure Pipelines gives a GitHub PR's own number here (PULLREQUESTID is its internal id).
  if (isPipelinesBuildOfGitHub(request.env) && request.env.SYSTEM_PULLREQUEST_PULLREQUESTNUMBER)
    return pullRequestNumber(
      request.env.SYSTEM_PULLREQUEST_PULLREQUESTNUMBER,
      'SYSTEM_PULLREQUEST_PULLREQUESTNUMBER',
    );
  const eventPath = request.env.GITHUB_EVENT_PATH;
  if (!eventPath) {
    throw new UsageError('Which pull request? Pass --pr N, or run in a pull_request workflow.');
  }
  let event: { pull_request?: { number?: number } };
  try {
    event = JSON.parse(await readFile(eventPath, 'utf8')) as typeof event;
  } catch (error) {
    throw new UsageError(
      `Cannot read the GitHub event payload ${eventPath}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (event.pull_request?.number === undefined) {
    throw new UsageError(
      'The workflow was not triggered by a pull request (no pull_request in the event payload). Trigger it on pull_request, or pass --pr N.',
    );
  }
  return pullRequestNumber(event.pull_request.number, 'The event payload');
}

/** Builds the one VCS provider this run talks to; every missing piece is a usage error that names the variable to set. */
export async function openVcs(request: VcsRequest): Promise<VcsProvider> {
  const { settings, env } = request;
  switch (request.choice) {
    case 'github': {
      // Azure Pipelines names a GitHub repository owner/name in BUILD_REPOSITORY_NAME.
      const slug =
        env.GITHUB_REPOSITORY ??
        (isPipelinesBuildOfGitHub(env) ? env.BUILD_REPOSITORY_NAME : undefined) ??
        '';
      const [owner, repo] = slug.split('/');
      if (!owner || !repo) {
        throw new UsageError('GITHUB_REPOSITORY must name the repository as owner/name.');
      }
      if (!settings.github.token) {
        throw new UsageError(
          isPipelinesBuildOfGitHub(env)
            ? 'This Azure Pipelines build is of a GitHub repository, so the review is posted on GitHub: map a GitHub token (a secret variable) to GITHUB_TOKEN.'
            : 'No GitHub token: set GITHUB_TOKEN (or GH_TOKEN).',
        );
      }
      // Each platform's client loads only when it is the one: Azure DevOps's alone is 3 MB of code.
      const { GitHubProvider } = await import('@codehawk/vcs-github');
      return new GitHubProvider({
        owner,
        repo,
        pullNumber: await gitHubPullRequest(request),
        token: settings.github.token,
        ...(settings.github.apiUrl ? { baseUrl: settings.github.apiUrl } : {}),
        retries: settings.requests.retries,
        retryBaseMs: settings.requests.retryDelayMs,
        ...(settings.requests.paceGitHubWrites
          ? {}
          : { pacing: { writeIntervalMs: 0, notificationIntervalMs: 0 } }),
      });
    }
    case 'azure-devops': {
      const { organization, project, personalAccessToken, accessToken } = settings.azureDevOps;
      const organizationUrl =
        env.SYSTEM_COLLECTIONURI ??
        (organization ? `https://dev.azure.com/${organization}` : undefined);
      const projectName = project ?? env.SYSTEM_TEAMPROJECTID ?? env.SYSTEM_TEAMPROJECT;
      const repository = env.BUILD_REPOSITORY_ID ?? env.BUILD_REPOSITORY_NAME;
      if (!organizationUrl || !projectName || !repository) {
        throw new UsageError(
          'Azure DevOps needs the organization (SYSTEM_COLLECTIONURI or AZURE_DEVOPS_ORG), the project (SYSTEM_TEAMPROJECT or AZURE_DEVOPS_PROJECT) and the repository (BUILD_REPOSITORY_ID or BUILD_REPOSITORY_NAME).',
        );
      }
      if (!personalAccessToken && !accessToken) {
        throw new UsageError(
          'No Azure DevOps credentials: map System.AccessToken to SYSTEM_ACCESSTOKEN, or set AZURE_DEVOPS_PAT.',
        );
      }
      const { AzureDevOpsProvider } = await import('@codehawk/vcs-azure-devops');
      return new AzureDevOpsProvider({
        organizationUrl: organizationUrl.replace(/\/+$/, ''),
        project: projectName,
        repository,
        pullRequestId: pullRequestNumber(
          request.pullRequest ?? env.SYSTEM_PULLREQUEST_PULLREQUESTID,
          request.pullRequest === undefined ? 'SYSTEM_PULLREQUEST_PULLREQUESTID' : '--pr',
        ),
        ...(accessToken ? { accessToken } : {}),
        ...(personalAccessToken ? { personalAccessToken } : {}),
        retries: settings.requests.retries,
        retryDelayMs: settings.requests.retryDelayMs,
      });
    }
    default:
      if (request.pullRequest !== undefined)
        throw new UsageError(
          '--pr names a pull request on GitHub or Azure DevOps, but this review is of a local repository. Add --vcs github or --vcs azure-devops (with its token), or drop --pr to review the local change.',
        );
      return await LocalGitProvider.open({
        repository: request.directory,
        ...(request.base ? { base: request.base } : {}),
        ...(request.head ? { head: request.head } : {}),
        ...(request.workingTree ? { workingTree: true } : {}),
        ...(request.outboxDirectory ? { outboxDirectory: request.outboxDirectory } : {}),
      });
  }
}
