// Whether git's listing of a repository (`git ls-files --cached --others --exclude-standard`) can
// differ from the one a build took, told without running git. A warm query spawned git only to
// learn what it already knew: Node's child_process and a fork of the whole process cost it ~18 M
// of its ~220 M instructions (Django, 496 files). This module is the check, loaded by every query;
// listing-record.ts takes the state, on a build that writes the cache.
import { readdirSync, statSync } from 'node:fs';
import { languageOf } from './languages.js';

/** A file's modification and change times and size; null when it did not exist. */
export type FileIdentity = [number, number, number] | null;

/** What git's listing of a repository depended on when a build took it, and the listing. */
export interface ListingState {
  /** The environment git read its location and configuration from (see gitEnvironment). */
  environment: string;
  /**
   * Each directory git walks for untracked files ('' the root; not those ignored as a whole),
   * with what of its entries can change the listing (see listedEntries).
   */
  directories: [string, string][];
  /** The files git's answer read besides them — its index, HEAD, configuration, ignore files. */
  files: [string, FileIdentity][];
  /** The listing's paths of a language, in git's order. */
  paths: string[];
}

/** Where git finds the user's configuration and ignore files. */
const USER_LOCATIONS = ['HOME', 'USERPROFILE', 'XDG_CONFIG_HOME'];

/** The variables git's location, configuration and ignore files depend on, with their values. */
export function gitEnvironment(env: NodeJS.ProcessEnv): string {
  return Object.keys(env)
    .filter((name) => name.startsWith('GIT_') || USER_LOCATIONS.includes(name))
    .sort()
    .map((name) => `${name}=${env[name] ?? ''}`)
    .join('\0');
}

/** A file's identity now: its symbolic links followed, as git reads its configuration. */
export function identityOf(path: string): FileIdentity {
  const stat = statSync(path, { throwIfNoEntry: false });
  return stat ? [stat.mtimeMs, stat.ctimeMs, stat.size] : null;
}

const sameIdentity = (a: FileIdentity, b: FileIdentity): boolean =>
  a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1] && a[2] === b[2]);

/**
 * A directory's entries that can change the listing — its subdirectories (`name/`, but not `.git`:
 * git's own), its files of a language and its `.gitignore` — sorted and joined; undefined when it
 * cannot be read. Other files (the graph's own cache among them) never reach a graph.
 */
export function listedEntries(directory: string): string | undefined {
  let entries;
  try {
    entries = readdirSync(directory, { withFileTypes: true });
  } catch {
    return undefined;
  }
  const kept: string[] = [];
  for (const entry of entries) {
    const { name } = entry;
    if (name === '.git') continue;
    if (entry.isDirectory()) kept.push(`${name}/`);
    else if (name === '.gitignore' || languageOf(name)) kept.push(name);
  }
  return kept.sort().join('\0');
}

/**
 * The listing's paths when nothing it depended on changed since the state was taken — the same
 * environment, files and directory entries; undefined otherwise (git lists the files again).
 */
export function unchangedListing(root: string, state: ListingState): string[] | undefined {
  if (state.environment !== gitEnvironment(process.env)) return undefined;
  for (const [path, identity] of state.files)
    if (!sameIdentity(identityOf(path), identity)) return undefined;
  for (const [directory, entries] of state.directories)
    if (listedEntries(directory === '' ? root : `${root}/${directory}`) !== entries)
      return undefined;
  return state.paths;
}
