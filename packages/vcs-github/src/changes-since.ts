import type { HeadComparison } from '@codehawk/vcs';
import { changedFileOf, diffOf } from './changed-file.js';
import { toVcsError } from './client.js';
import type { GitHubConnection } from './connection.js';

/** GitHub lists at most this many files of a comparison of two commits. */
const GITHUB_COMPARE_FILE_LIMIT = 300;

/** What changed between an earlier head and the pull request's head, from GitHub's comparison. */
export async function changesSince(
  connection: GitHubConnection,
  earlierHead: string,
  head: string,
): Promise<HeadComparison> {
  let data;
  try {
    ({ data } = await connection.client.rest.repos.compareCommitsWithBasehead({
      ...connection.target,
      basehead: `${earlierHead}...${head}`,
    }));
  } catch (error) {
    const classified = toVcsError(error, `comparing ${earlierHead.slice(0, 12)} with the head`);
    // A force-push can leave the earlier head unreachable: GitHub no longer knows it.
    if (classified.code === 'NOT_FOUND') return { ancestor: false, files: [] };
    throw classified;
  }
  if (data.status !== 'ahead' && data.status !== 'identical') return { ancestor: false, files: [] };
  const files = (data.files ?? []).map((entry) => ({
    file: changedFileOf(entry),
    diff: diffOf(entry.filename, entry.previous_filename, entry.patch),
  }));
  return files.length >= GITHUB_COMPARE_FILE_LIMIT
    ? {
        ancestor: true,
        files,
        incomplete: `GitHub lists at most ${GITHUB_COMPARE_FILE_LIMIT} files of a comparison.`,
      }
    : { ancestor: true, files };
}
