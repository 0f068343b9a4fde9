import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { git } from './git.js';

/** The reviewed head's files in a directory. */
export interface HeadTree {
  directory: string;
  fromCheckout: boolean;
  /**
   * The repository's git directory when `directory` is a copy: git run with it and the copy as
   * work tree reads the commit's own `.gitattributes` and `.gitignore`.
   */
  gitDirectory?: string;
  cleanup: () => Promise<void>;
}

/**
 * A directory holding the reviewed head's files, for everything that reads files rather than
 * diffs (the code graph, the agent's tools): the checkout itself when it is the head commit,
 * unchanged, or the working tree under review; otherwise the head commit's tree, written from
 * git's objects into a temporary directory (remove it with `cleanup`). Nothing in the repository
 * changes: a temporary index is used.
 */
export async function headTree(
  root: string,
  headSha: string,
  workingTree: boolean,
): Promise<HeadTree> {
  const nothing = (): Promise<void> => Promise.resolve();
  if (workingTree) return { directory: root, fromCheckout: true, cleanup: nothing };
  const checkedOut = (
    await git(root, ['rev-parse', '--verify', '--quiet', 'HEAD']).catch(() => '')
  ).trim();
  if (checkedOut === headSha) {
    const status = await git(root, ['status', '--porcelain', '-z', '--untracked-files=no']);
    if (status === '') return { directory: root, fromCheckout: true, cleanup: nothing };
  }
  const directory = await mkdtemp(join(tmpdir(), 'codehawk-head-'));
  const cleanup = (): Promise<void> => rm(directory, { recursive: true, force: true });
  try {
    const env = { GIT_INDEX_FILE: join(directory, '.index') };
    await git(root, ['read-tree', headSha], env);
    await git(root, ['checkout-index', '--all', '--force', `--prefix=${directory}/tree/`], env);
    await rm(join(directory, '.index'), { force: true });
  } catch (error) {
    await cleanup();
    throw error;
  }
  const gitDirectory = (await git(root, ['rev-parse', '--absolute-git-dir'])).trim();
  return { directory: join(directory, 'tree'), fromCheckout: false, gitDirectory, cleanup };
}
