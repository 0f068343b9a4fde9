// What `graph` and `risk` read of the working tree they run in: its root and its not-code rule.
// The settings' validators load only when the repository has a `.codehawk.yml` to validate.
import { readFile, stat, type Stats } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { CONFIG_FILE, DEFAULT_NOT_CODE, notCodeGlobs } from '@codehawk/config/not-code';
import { UsageError } from './exit-codes.js';
import type { Io } from './io.js';
import { workingTreeTop } from './repository-root.js';

/**
 * The repository's `notCode` rule as globs: its working tree's `.codehawk.yml` at `root` (`graph`
 * and `risk` open no change, so there is no base branch to read), else the defaults. The graph's
 * index leaves these files out; risk rates their file type 0.
 */
export async function workingTreeNotCode(root: string): Promise<string[]> {
  // Callbacks, not node:fs/promises: loading it cost every warm query ~3.6 M instructions.
  const file = await new Promise<string | undefined>((done) => {
    readFile(resolve(root, CONFIG_FILE), 'utf8', (error, text) => done(error ? undefined : text));
  });
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
    const found = await new Promise<Stats | undefined>((done) => {
      stat(directory, (error, stats) => done(error ? undefined : stats));
    });
    if (!found?.isDirectory())
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
