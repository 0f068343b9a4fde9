// The top of the git working tree around a directory, found as git finds it (the nearest `.git`
// upward) without running git: `git rev-parse --show-toplevel` was a process a graph query started
// and waited for before it could list the repository's files. Whatever this would not read exactly
// as git does (its location variables, an unusual `.git`, another owner, a mount point) is left to git.
import { readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';

/** Variables that move git's repository or bound its search: with one set, git answers. */
const GIT_LOCATION_VARIABLES = [
  'GIT_DIR',
  'GIT_WORK_TREE',
  'GIT_COMMON_DIR',
  'GIT_CEILING_DIRECTORIES',
  'GIT_DISCOVERY_ACROSS_FILESYSTEM',
];

/** Settings of a git directory that put its working tree elsewhere, or that may (an include). */
const MOVED_WORK_TREE = /^\s*(?:worktree\s*=|bare\s*=\s*true\b|\[include)/im;

const NOT_HERE = Symbol('not here');

const entryAt = (path: string) => statSync(path, { throwIfNoEntry: false });

function readIfPresent(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** The git directory a `.git` file names (a linked worktree's, a submodule's), if it exists. */
function namedGitDirectory(dotGitFile: string): string | undefined {
  const named = /^gitdir: (.+?)\r?\n?$/.exec(readIfPresent(dotGitFile))?.[1];
  const directory = named === undefined ? undefined : resolve(dirname(dotGitFile), named);
  return directory !== undefined && entryAt(directory)?.isDirectory() ? directory : undefined;
}

/** A git directory whose working tree is the directory holding its `.git`. */
function isPlainGitDirectory(gitDirectory: string): boolean {
  return (
    entryAt(join(gitDirectory, 'HEAD'))?.isFile() === true &&
    !MOVED_WORK_TREE.test(readIfPresent(join(gitDirectory, 'config'))) &&
    !MOVED_WORK_TREE.test(readIfPresent(join(gitDirectory, 'config.worktree')))
  );
}

/** `directory` when its `.git` makes it a working tree's top; NOT_HERE to look further up. */
function topAt(directory: string, user: number): string | undefined | typeof NOT_HERE {
  const dotGit = join(directory, '.git');
  const entry = entryAt(dotGit);
  // No `.git`: git would take a directory with a HEAD for a bare repository (and fail).
  if (!entry) return entryAt(join(directory, 'HEAD')) ? undefined : NOT_HERE;
  // Git refuses a repository another user owns unless configured to trust it.
  if (entry.uid !== user) return undefined;
  const gitDirectory = entry.isDirectory() ? dotGit : namedGitDirectory(dotGit);
  return gitDirectory !== undefined && isPlainGitDirectory(gitDirectory) ? directory : undefined;
}

/**
 * What `git rev-parse --show-toplevel` would print in `directory`, read from the file system, or
 * undefined where git itself must say (outside a repository too, and on systems without user ids).
 */
export function workingTreeTop(
  directory: string,
  env: Readonly<Record<string, string | undefined>>,
): string | undefined {
  const user = process.getuid?.();
  if (user === undefined || GIT_LOCATION_VARIABLES.some((name) => env[name] !== undefined))
    return undefined;
  let current: string;
  try {
    current = realpathSync.native(directory);
  } catch {
    return undefined;
  }
  // Inside a git directory there is no working tree: git's error, not a parent's top.
  if (current.split(sep).includes('.git')) return undefined;
  const device = entryAt(current)?.dev;
  for (;;) {
    const top = topAt(current, user);
    if (top !== NOT_HERE) return top;
    const parent = dirname(current);
    // Git stops at the file system's root, and at a mount point unless told to cross it.
    if (parent === current || entryAt(parent)?.dev !== device) return undefined;
    current = parent;
  }
}
