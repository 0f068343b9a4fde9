// What `graph` and `risk` read of the working tree they run in: its root and its not-code rule.
// The settings' validators load only when the repository has a `.codehawk.yml` to validate.
import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CONFIG_FILE, DEFAULT_NOT_CODE, notCodeGlobs } from '@codehawk/config/not-code';
import { UsageError } from './exit-codes.js';
import type { Io } from './io.js';
import { workingTreeTop } from './repository-root.js';

function readIfPresent(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The repository's `notCode` rule as globs: its working tree's `.codehawk.yml` at `root` (`graph`
 * and `risk` open no change, so there is no base branch to read), else the defaults. The graph's
 * index leaves these files out; risk rates their file type 0.
 */
export async function workingTreeNotCode(root: string): Promise<string[]> {
  // Read synchronously: a callback's read starts libuv's four threads, which a warm query
  // otherwise never needs (node:fs/promises, before that, cost ~3.6 M instructions to load).
  const file = readIfPresent(resolve(root, CONFIG_FILE));
  if (file === undefined) return notCodeGlobs(DEFAULT_NOT_CODE);
  const { loadSettings } = await import('@codehawk/config');
  return notCodeGlobs(loadSettings({ file }).settings.notCode);
}

/**
 * The directory `graph` indexes: `--root`, else the git repository around the current directory
 * (from a subdirectory too, paths and answers are the whole repository's), else the directory.
 */
export async function graphRoot(io: Io, root: string | undefined): Promise<string> {
  if (root !== undefined) {
    const directory = resolve(io.cwd, root);
    if (!statSync(directory, { throwIfNoEntry: false })?.isDirectory())
      throw new UsageError(`--root ${root} is not a directory: give the repository to index.`);
    return directory;
  }
  const top = workingTreeTop(io.cwd, io.env);
  if (top !== undefined) return top;
  try {
    const { stdout } = await promisify(process.getBuiltinModule('node:child_process').execFile)(
      'git',
      ['rev-parse', '--show-toplevel'],
      {
        cwd: io.cwd,
      },
    );
    return stdout.trim() || io.cwd;
  } catch {
    return io.cwd;
  }
}
