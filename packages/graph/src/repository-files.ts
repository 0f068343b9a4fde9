import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Path order, by UTF-16 code units as a plain sort: the order of a graph's files and skipped
 * files (a locale's collation would differ by platform, and costs its set-up on a warm query).
 */
export const comparePaths = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The files of a repository, repository-relative with `/`: what git tracks plus untracked files
 * it does not ignore. Outside a git repository, every file under `root` but those its
 * `.gitignore` names. The one listing of repository files: the graph indexes these and the
 * review's workspace tools may read only these.
 */
export async function listRepositoryFiles(root: string): Promise<string[]> {
  try {
    const { stdout } = await run(
      'git',
      ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
      { cwd: root, maxBuffer: 1 << 28 },
    );
    return stdout.split('\0').filter(Boolean);
  } catch {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    const found = entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
    const gitignore = await readFile(join(root, '.gitignore'), 'utf8').catch(() => '');
    const { notIgnored } = await import('./gitignore-filter.js');
    return notIgnored(found, gitignore);
  }
}
