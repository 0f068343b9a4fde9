import { realpath } from 'node:fs/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { VcsError } from '../errors.js';
import { git, gitOutcome, gitSucceeds } from './git.js';

export interface LocalGitProviderOptions {
  /** Any directory inside the repository. */
  repository: string;
  /** The base of the change; its merge-base with head is used. Default: origin/HEAD, then main, then master. */
  base?: string;
  /** The head of the change (default HEAD). */
  head?: string;
  /** Review the uncommitted working tree (tracked changes and untracked files) instead of `head`. */
  workingTree?: boolean;
  /** Where posted comments, threads and the summary are kept (default `.codehawk` in the repository). */
  outboxDirectory?: string;
  /** The author name CodeHawk posts as (default `codehawk`). */
  identity?: string;
  now?: () => Date;
}

/** A local change resolved to commits: what the provider reads and where it posts. */
export interface ResolvedChange {
  root: string;
  baseSha: string;
  headSha: string;
  headRef: string;
  workingTree: boolean;
  outboxDirectory: string;
  /** The outbox's folder relative to the root, when inside the repository (its files are not the change's). */
  outboxRelative: string | null;
  /** How the base was chosen: the ref and its tip, and whether it was the default. */
  baseChoice: { name: string; tip: string; explicit: boolean; head: string };
}

const DEFAULT_BRANCHES = ['origin/HEAD', 'main', 'master'];

/** What to do about a shallow clone (the default of GitHub's checkout). */
const SHALLOW_HINT =
  'This is a shallow clone, so the base and its history may be missing: fetch the full history (`fetch-depth: 0` on actions/checkout, `fetchDepth: 0` in Azure Pipelines, or `git fetch --unshallow`).';

async function resolveCommit(root: string, ref: string, what: string): Promise<string> {
  try {
    return (await git(root, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim();
  } catch (error) {
    throw new VcsError('NOT_FOUND', `Cannot resolve ${what} to a commit.`, { cause: error });
  }
}

async function defaultBase(root: string): Promise<string> {
  for (const candidate of DEFAULT_BRANCHES) {
    if (await gitSucceeds(root, ['rev-parse', '--verify', '--quiet', `${candidate}^{commit}`]))
      return candidate;
  }
  throw new VcsError(
    'NOT_FOUND',
    'Cannot find the default branch (origin/HEAD, main or master); pass the base of the change explicitly.',
  );
}

/**
 * The repository's top folder and whether it is a shallow clone; a bare repository or a folder
 * outside git is refused. One git process: in a bare repository `--is-bare-repository` answers
 * `true` before `--show-toplevel` fails, so the answers come in this order.
 */
async function openRepository(directory: string): Promise<{ root: string; shallow: boolean }> {
  const { stdout, failure } = await gitOutcome(directory, [
    'rev-parse',
    '--is-bare-repository',
    '--is-shallow-repository',
    '--show-toplevel',
  ]);
  const [bare, shallow, ...top] = stdout.split('\n');
  // A folder's name may hold a newline: the top folder is the rest of the output.
  const root = top.join('\n').replace(/\n$/, '');
  if (bare === 'true')
    throw new VcsError(
      'UNSUPPORTED',
      `${directory} is a bare repository: CodeHawk reviews a checkout (it reads the working tree). Clone it (git clone ${directory}) and run CodeHawk in the clone.`,
    );
  if (failure || !root)
    throw new VcsError(
      'NOT_FOUND',
      `${directory} is not inside a git repository. Run CodeHawk in a repository, or pass its path.`,
      { cause: failure },
    );
  return { root, shallow: shallow === 'true' };
}

async function resolveIn(root: string, options: LocalGitProviderOptions): Promise<ResolvedChange> {
  const head = options.head ?? 'HEAD';
  const headSha = await resolveCommit(
    root,
    head,
    `the head "${head}" (does the repository have a commit?)`,
  );
  const baseName = options.base ?? (await defaultBase(root));
  const baseTip = await resolveCommit(root, baseName, `the base "${baseName}"`);
  let baseSha: string;
  try {
    baseSha = (await git(root, ['merge-base', baseTip, headSha])).trim();
  } catch (error) {
    throw new VcsError(
      'INVALID',
      `"${baseName}" and "${head}" have no common history; pass a base that the head branched from.`,
      { cause: error },
    );
  }
  const branch = (await git(root, ['rev-parse', '--abbrev-ref', head]).catch(() => head)).trim();
  const headRef = branch === 'HEAD' || branch === '' ? `detached-${headSha.slice(0, 12)}` : branch;
  const outboxRoot = resolve(root, options.outboxDirectory ?? '.codehawk');
  const outboxRelative = relative(root, outboxRoot);
  return {
    root: await realpath(root),
    baseSha,
    headSha,
    headRef,
    workingTree: options.workingTree === true,
    outboxDirectory: join(outboxRoot, 'outbox', headRef.replace(/[^A-Za-z0-9._-]+/g, '_')),
    outboxRelative:
      outboxRelative.startsWith('..') || isAbsolute(outboxRelative)
        ? null
        : outboxRelative.split(sep).join('/'),
    baseChoice: { name: baseName, tip: baseTip, explicit: options.base !== undefined, head },
  };
}

/** Finds the repository and resolves the change's base and head. */
export async function resolveChange(options: LocalGitProviderOptions): Promise<ResolvedChange> {
  const { root, shallow } = await openRepository(resolve(options.repository));
  try {
    return await resolveIn(root, options);
  } catch (error) {
    if (error instanceof VcsError && shallow)
      throw new VcsError(error.code, `${error.message} ${SHALLOW_HINT}`, { cause: error });
    throw error;
  }
}
