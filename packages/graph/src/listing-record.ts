// The state of git's listing a build writes with the cache (see listing-state.ts): taken with git's
// help, then checked against a second listing, so that a change made meanwhile leaves no state.
import { execFile, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { homedir } from 'node:os';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { RACY_MS } from './fingerprint.js';
import { languageOf } from './languages.js';
import {
  gitEnvironment,
  identityOf,
  listedEntries,
  type FileIdentity,
  type ListingState,
} from './listing-state.js';
import { listRepositoryFiles } from './repository-files.js';

/** Beyond this many directories, git's own walk costs a query less than reading each of them. */
const MAX_DIRECTORIES = 1000;

async function git(
  root: string,
  args: readonly string[],
  env?: NodeJS.ProcessEnv,
): Promise<string> {
  const options = { cwd: root, maxBuffer: 1 << 28, ...(env ? { env } : {}) };
  return (await promisify(execFile)('git', args, options)).stdout;
}

/** The paths of `input` git ignores (`git check-ignore`, NUL-separated on its standard input). */
function ignoredOf(root: string, input: readonly string[]): Promise<Set<string>> {
  if (input.length === 0) return Promise.resolve(new Set());
  return new Promise((done, fail) => {
    const child = spawn('git', ['check-ignore', '-z', '--stdin'], { cwd: root });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    child.on('error', fail).on('close', (code) => {
      // 1: none of them is ignored.
      if (code === 0 || code === 1) done(new Set(output.split('\0').filter(Boolean)));
      else fail(new Error(`git check-ignore exited with ${String(code)}`));
    });
    child.stdin.end(input.join('\0'));
  });
}

/**
 * The directories git leaves out of its walk: those an ignore rule names (not those only holding
 * ignored files, where a new file would be listed).
 */
async function excludedDirectories(root: string): Promise<Set<string>> {
  const ignored = await git(root, [
    'ls-files',
    '-z',
    '--others',
    '--ignored',
    '--exclude-standard',
    '--directory',
  ]);
  const directories = ignored
    .split('\0')
    .filter((path) => path.endsWith('/'))
    .map((path) => path.slice(0, -1));
  return ignoredOf(root, directories);
}

/**
 * How many directories git's walk reads at least: every one holding a listed file, with those
 * above it ('' the root). Told from the listing, before any git process runs or any directory is
 * read; a tracked file in a directory an ignore rule names counts too, which at worst leaves a
 * state unrecorded that could have been.
 */
function directoriesHolding(listed: readonly string[]): number {
  const directories = new Set<string>(['']);
  for (const path of listed)
    for (let end = path.lastIndexOf('/'); end > 0; end = path.lastIndexOf('/', end - 1)) {
      const directory = path.slice(0, end);
      if (directories.has(directory)) break; // and so are those above it
      directories.add(directory);
    }
  return directories.size;
}

/** Each directory git walks, repository-relative, with its entries; undefined past the limit. */
function walk(root: string, excluded: ReadonlySet<string>): [string, string][] | undefined {
  const directories: [string, string][] = [];
  const pending = [''];
  for (let directory = pending.pop(); directory !== undefined; directory = pending.pop()) {
    const entries = listedEntries(directory === '' ? root : join(root, directory));
    if (entries === undefined || directories.length === MAX_DIRECTORIES) return undefined;
    directories.push([directory, entries]);
    for (const entry of entries.split('\0'))
      if (entry.endsWith('/')) {
        const path = `${directory === '' ? '' : `${directory}/`}${entry.slice(0, -1)}`;
        if (!excluded.has(path)) pending.push(path);
      }
  }
  return directories;
}

/** The configuration and ignore files git reads (every one it could), absolute. */
async function gitFiles(root: string): Promise<string[] | undefined> {
  const [locations, configuration, system] = await Promise.all([
    git(root, [
      'rev-parse',
      ...['index', 'HEAD', 'info/exclude', 'config', 'config.worktree'].flatMap((name) => [
        '--git-path',
        name,
      ]),
    ]),
    git(root, ['config', '-z', '--list', '--show-origin']),
    // The system file's path, wherever git was built to look (printed by an "editor" echoing it).
    git(root, ['config', '--system', '--edit'], { ...process.env, GIT_EDITOR: 'echo' }),
  ]);
  const fields = configuration.split('\0');
  const origins: string[] = [];
  let excludesFile: string | undefined;
  for (let at = 0; at + 1 < fields.length; at += 2) {
    const origin = fields[at] ?? '';
    const [key = '', value = ''] = (fields[at + 1] ?? '').split('\n');
    // A file included only if it exists, or on a condition: not followed, so no state.
    if (key.startsWith('include.') || key.startsWith('includeif.')) return undefined;
    if (key === 'core.excludesfile') excludesFile = value;
    if (origin.startsWith('file:')) origins.push(origin.slice(5));
  }
  const home = homedir();
  const config = process.env.XDG_CONFIG_HOME || join(home, '.config');
  const expanded = (path: string): string =>
    path.startsWith('~/') ? join(home, path.slice(2)) : path;
  return [
    ...locations.split('\n').filter(Boolean),
    ...origins,
    system.trim(),
    join(home, '.gitconfig'),
    join(config, 'git', 'config'),
    excludesFile === undefined ? join(config, 'git', 'ignore') : expanded(excludesFile),
  ].map((path) => (isAbsolute(path) ? path : resolve(root, path)));
}

/** What recording a listing gives when a file git reads changed too recently to tell a later change. */
export const CHANGED_TOO_RECENTLY = 'changed too recently';

/**
 * The state of git's listing `listed` (what this build listed), or undefined when it cannot be
 * vouched for: outside git, a configuration that includes other files, more directories than
 * reading them is worth, or a listing taken again that differs (something changed meanwhile);
 * CHANGED_TOO_RECENTLY when a file git reads changed too recently to tell a later change.
 */
export async function recordListing(
  root: string,
  cacheDirectory: string,
  listed: readonly string[],
): Promise<ListingState | typeof CHANGED_TOO_RECENTLY | undefined> {
  const started = Date.now();
  const environment = gitEnvironment(process.env);
  // Django's 859 files lie in 2,554 directories: each build ran six git processes and read a
  // thousand directories for a state it then could not keep.
  if (directoriesHolding(listed) > MAX_DIRECTORIES) return undefined;
  try {
    // There before the walk, which leaves it out: a build never indexes the cache's own files.
    mkdirSync(cacheDirectory, { recursive: true });
    const [files, excluded] = await Promise.all([gitFiles(root), excludedDirectories(root)]);
    excluded.add(relative(root, cacheDirectory).split(sep).join('/'));
    const directories = files && walk(root, excluded);
    if (!files || !directories) return undefined;
    for (const [directory, entries] of directories)
      if (entries.split('\0').includes('.gitignore'))
        files.push(join(root, directory, '.gitignore'));
    const identities: [string, FileIdentity][] = [...new Set(files)].map((path) => [
      path,
      identityOf(path),
    ]);
    // Changed too recently to tell a later change by its time (coarse clocks), as for source files.
    if (identities.some(([, identity]) => identity && started - identity[0] < RACY_MS))
      return CHANGED_TOO_RECENTLY;
    const paths = listed.filter((path) => languageOf(path));
    const again = (await listRepositoryFiles(root)).filter((path) => languageOf(path));
    if (again.length !== paths.length || again.some((path, index) => path !== paths[index]))
      return undefined;
    return { environment, directories, files: identities, paths };
  } catch {
    return undefined;
  }
}
