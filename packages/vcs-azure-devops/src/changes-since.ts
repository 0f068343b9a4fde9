import { VcsError, type ChangedFile, type HeadComparison } from '@codehawk/vcs';
import * as GitInterfaces from 'azure-devops-node-api/interfaces/GitInterfaces.js';
import type { AzureDevOpsConnection } from './connection.js';
import { readItemText } from './items.js';
import { changeStatus, lineCounts, stripSlash } from './mapping.js';
import { twoFileDiff } from './two-file-diff.js';

const commit = (version: string) => ({
  version,
  versionType: GitInterfaces.GitVersionType.Commit,
});

/**
 * The changes between two commits, page by page; null when the earlier one is not an ancestor of
 * the head (a force-push can leave it unreachable, or no longer the two commits' common commit).
 */
async function commitChanges(
  connection: AzureDevOpsConnection,
  earlierHead: string,
  head: string,
): Promise<GitInterfaces.GitChange[] | null> {
  const { options } = connection;
  const git = await connection.api();
  const changes: GitInterfaces.GitChange[] = [];
  const top = 100;
  for (let skip = 0; ; skip += top) {
    let page: GitInterfaces.GitCommitDiffs | null;
    try {
      page = await connection.read(`comparing ${earlierHead.slice(0, 12)} with the head`, () =>
        git.getCommitDiffs(
          options.repository,
          options.project,
          false,
          top,
          skip,
          commit(earlierHead),
          commit(head),
        ),
      );
    } catch (error) {
      // A force-push can leave the earlier head unreachable: the service no longer knows it.
      if (VcsError.isInstance(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    }
    // A commit the service does not know answers 404, which the client hands back as no body.
    // The earlier head is an ancestor exactly when it is the two commits' common commit.
    if (!page || page.commonCommit !== earlierHead) return null;
    changes.push(...(page.changes ?? []));
    if ((page.changes ?? []).length < top) return changes;
  }
}

/** What changed between an earlier head and the pull request's head, each file with its diff. */
export async function changesSince(
  connection: AzureDevOpsConnection,
  earlierHead: string,
  head: string,
): Promise<HeadComparison> {
  const changes = await commitChanges(connection, earlierHead, head);
  if (changes === null) return { ancestor: false, files: [] };
  const git = await connection.api();
  const read = (at: string, where: string) =>
    connection.read(`reading ${where} at ${at.slice(0, 12)}`, () =>
      readItemText(git, connection.options, where, at),
    );
  const files: HeadComparison['files'] = [];
  for (const change of changes) {
    const path = stripSlash(change.item?.path);
    if (
      path === '' ||
      change.item?.isFolder ||
      change.item?.gitObjectType === GitInterfaces.GitObjectType.Tree
    )
      continue;
    const status = changeStatus(change.changeType);
    const oldPath = change.originalPath ? stripSlash(change.originalPath) : path;
    const before = status === 'added' ? '' : ((await read(earlierHead, oldPath)) ?? '');
    const after = status === 'deleted' ? '' : ((await read(head, path)) ?? '');
    const file: ChangedFile = { path, status, ...lineCounts(oldPath, path, before, after) };
    if (status === 'renamed') file.oldPath = oldPath;
    files.push({ file, diff: twoFileDiff(oldPath, path, before, after) });
  }
  return { ancestor: true, files };
}
