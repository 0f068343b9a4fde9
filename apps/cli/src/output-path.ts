import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { UsageError } from './exit-codes.js';

const reasonOf = (error: unknown): string =>
  error instanceof Error && 'code' in error && typeof error.code === 'string'
    ? `${error.code} ${error.message.replace(/^[A-Z]+: /, '')}`
    : String(error);

/**
 * Makes sure `directory` exists and takes files, before any work is done: a review must not run for
 * minutes and then fail to save. Missing directories are made one level at a time (a recursive
 * mkdir under /proc never returns on Node 20), and a probe file proves the directory is writable.
 */
export async function ensureWritableDirectory(directory: string, flag: string): Promise<void> {
  const missing: string[] = [];
  let existing = directory;
  try {
    for (;;) {
      const found = await stat(existing).catch((error: unknown) => {
        if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
        throw error;
      });
      if (found) {
        if (!found.isDirectory()) throw new Error(`${existing} is not a directory`);
        break;
      }
      missing.unshift(existing);
      if (dirname(existing) === existing) break;
      existing = dirname(existing);
    }
    for (const path of missing) await mkdir(path);
    const probe = join(directory, `.codehawk-write-test-${process.pid}`);
    await writeFile(probe, '');
    await unlink(probe);
  } catch (error) {
    throw new UsageError(
      `cannot write ${directory} (${flag}): ${reasonOf(error)}. Pass a directory you can write to.`,
    );
  }
}

/** Makes sure `file` can be written (its directory exists and takes files) before any work is done. */
export async function ensureWritableFile(file: string, flag: string): Promise<void> {
  await ensureWritableDirectory(dirname(file), flag).catch((error: unknown) => {
    throw error instanceof UsageError
      ? new UsageError(
          error.message.replace(`cannot write ${dirname(file)}`, `cannot write ${file}`),
        )
      : error;
  });
  const found = await stat(file).catch(() => null);
  if (found?.isDirectory())
    throw new UsageError(`cannot write ${file} (${flag}): it is a directory. Pass a file path.`);
}

/**
 * Keeps CodeHawk's working directory out of git: a `.gitignore` of `*` inside it, written once (a
 * file the user already has there is left alone), so findings and the outbox are never committed.
 */
export async function ignoreInGit(directory: string): Promise<void> {
  await mkdir(directory, { recursive: true });
  await writeFile(
    join(directory, '.gitignore'),
    '# Written by CodeHawk: findings and the local outbox are not part of the repository.\n*\n',
    { flag: 'wx' },
  ).catch((error: unknown) => {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  });
}
