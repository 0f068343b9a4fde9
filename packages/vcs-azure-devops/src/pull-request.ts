import { VcsError, type PullRequestInfo } from '@codehawk/vcs';
import type { AzureDevOpsConnection } from './connection.js';

/** The pull request's info: title, author, both heads, its branches and its page. */
export async function readPullRequestInfo(
  connection: AzureDevOpsConnection,
): Promise<PullRequestInfo> {
  const { options } = connection;
  const git = await connection.api();
  const data = await connection.read(`reading pull request ${options.pullRequestId}`, () =>
    git.getPullRequestById(options.pullRequestId, options.project),
  );
  if (!data)
    throw new VcsError(
      'NOT_FOUND',
      `Pull request ${options.pullRequestId} was not found in ${options.project}.`,
    );
  return {
    id: String(data.pullRequestId ?? options.pullRequestId),
    // The pipeline may name the repository by its id; the pull request carries its name.
    repository: data.repository?.name ?? options.repository,
    title: data.title ?? '',
    body: data.description ?? '',
    author: data.createdBy?.uniqueName ?? data.createdBy?.displayName ?? '',
    baseSha: data.lastMergeTargetCommit?.commitId ?? '',
    headSha: data.lastMergeSourceCommit?.commitId ?? '',
    baseRef: data.targetRefName?.replace(/^refs\/heads\//, '') ?? '',
    headRef: data.sourceRefName?.replace(/^refs\/heads\//, '') ?? '',
    draft: data.isDraft === true,
    // The pull request's page: its host is where links in posted comments may point.
    url: [
      options.organizationUrl.replace(/\/$/, ''),
      encodeURIComponent(data.repository?.project?.name ?? options.project),
      '_git',
      encodeURIComponent(data.repository?.name ?? options.repository),
      'pullrequest',
      String(data.pullRequestId ?? options.pullRequestId),
    ].join('/'),
    warnings: [],
  };
}
