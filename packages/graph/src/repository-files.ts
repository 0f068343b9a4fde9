import type * as ChildProcess from 'node:child_process';
// `promises` of node:fs, read where used: importing node:fs/promises loads it (and readline,
// watchers) on every warm query, which uses none of it.
import {
  closeSync,
  mkdtempSync,
  openSync,
  promises,
  readFileSync,
  rmdirSync,
  unlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

/**
 * Node's child_process, loaded when git runs: a warm query, which lists no files, would load it
 * (and net, dgram, streams) for nothing, ~12 M instructions.
 */
const childProcess = (): typeof ChildProcess => process.getBuiltinModule('node:child_process');

/** Git's listing of a repository: what it tracks, and untracked files it does not ignore. */
const GIT_LISTING = ['ls-files', '-z', '--cached', '--others', '--exclude-standard'];

/**
 * Path order, by UTF-16 code units as a plain sort: the order of a graph's files and skipped
 * files (a locale's collation would differ by platform, and costs its set-up on a warm query).
 */
export const comparePaths = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Git's listing read from its standard output (a pipe): where no temporary file can be made. */
async function pipedGitListing(root: string): Promise<string> {
  return (
    await promisify(childProcess().execFile)('git', GIT_LISTING, { cwd: root, maxBuffer: 1 << 28 })
  ).stdout;
}

/**
 * Git's listing, NUL-separated; rejects outside a repository or without git. Git writes it to a
 * temporary file, read once git exits: Node's pipe and stream machinery for a child's output cost
 * a warm query more of its own thread than reading the file (~4 % of its instructions).
 */
async function gitListing(root: string): Promise<string> {
  let directory: string;
  try {
    directory = mkdtempSync(join(tmpdir(), 'codehawk-files-'));
  } catch {
    return pipedGitListing(root);
  }
  const path = join(directory, 'listing');
  const output = openSync(path, 'w');
  try {
    const exitCode = await new Promise<number | null>((resolve, reject) => {
      childProcess()
        .spawn('git', GIT_LISTING, { cwd: root, stdio: ['ignore', output, 'ignore'] })
        .on('error', reject)
        .on('exit', resolve);
    });
    if (exitCode !== 0) throw new Error(`git ls-files exited with ${String(exitCode)}`);
    return readFileSync(path, 'utf8');
  } finally {
    closeSync(output);
    unlinkSync(path);
    rmdirSync(directory);
  }
}

/**
 * The files of a repository, repository-relative with `/`: what git tracks plus untracked files
 * it does not ignore. Outside a git repository, every file under `root` but those its
 * `.gitignore` names. The one listing of repository files: the graph indexes these and the
 * review's workspace tools may read only these.
 */
export async function listRepositoryFiles(root: string): Promise<string[]> {
  try {
    return (await gitListing(root)).split('\0').filter(Boolean);
  } catch {
    const entries = await promises.readdir(root, { recursive: true, withFileTypes: true });
    const found = entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
    const gitignore = await promises.readFile(join(root, '.gitignore'), 'utf8').catch(() => '');
    const { notIgnored } = await import('./gitignore-filter.js');
    return notIgnored(found, gitignore);
  }
}
