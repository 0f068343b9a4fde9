// A case becomes a real git repository in a temporary directory, with `base` and `head` refs, so
// the review runs over it exactly as over a user's repository.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { CorpusError, type EvalCase } from './corpus.js';

const run = promisify(execFile);

/** A materialised case; remove it with `cleanup()`. */
export interface CaseCheckout {
  directory: string;
  /** The base commit. */
  base: string;
  /** The head commit (checked out). */
  head: string;
  cleanup(): Promise<void>;
}

const IDENTITY = [
  '-c',
  'user.name=CodeHawk Eval',
  '-c',
  'user.email=eval@codehawk.invalid',
  '-c',
  'commit.gpgsign=false',
];
// Fixed dates make the commits, and so the whole checkout, identical on every run.
const FIXED_DATE = '2024-01-01T00:00:00Z';

async function git(directory: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', [...IDENTITY, ...args], {
    cwd: directory,
    maxBuffer: 64 * 1024 * 1024,
    env: {
      ...process.env,
      GIT_AUTHOR_DATE: FIXED_DATE,
      GIT_COMMITTER_DATE: FIXED_DATE,
      GIT_CONFIG_NOSYSTEM: '1',
    },
  });
  return stdout.trim();
}

function gitFailure(item: EvalCase, field: string, error: unknown): CorpusError {
  const detail =
    error !== null &&
    typeof error === 'object' &&
    'stderr' in error &&
    typeof error.stderr === 'string'
      ? error.stderr.trim()
      : error instanceof Error
        ? error.message
        : String(error);
  return new CorpusError(`Case "${item.id}": ${field}: git failed: ${detail}`, item.id, field);
}

/** Checks a case out into a new temporary repository on branch `head`, one change ahead of `base`. */
export async function checkoutCase(item: EvalCase): Promise<CaseCheckout> {
  const directory = await mkdtemp(join(tmpdir(), `codehawk-eval-${item.id.slice(0, 40)}-`));
  const cleanup = (): Promise<void> => rm(directory, { recursive: true, force: true });
  try {
    const { change } = item;
    if (change.type === 'patch') {
      await git(directory, ['init', '-q', '-b', 'base']);
      await cp(change.baseDirectory, directory, { recursive: true });
      await git(directory, ['add', '-A']);
      await git(directory, ['commit', '-q', '--allow-empty', '-m', 'base']);
      await git(directory, ['checkout', '-q', '-b', 'head']);
      try {
        await git(directory, ['apply', '--whitespace=nowarn', change.patch]);
      } catch (error) {
        throw gitFailure(item, 'patch', error);
      }
      await git(directory, ['add', '-A']);
      await git(directory, ['commit', '-q', '-m', item.title]);
    } else {
      const source = change.type === 'bundle' ? change.bundle : change.repo;
      try {
        await git(directory, ['init', '-q', '-b', 'eval-scratch']);
        await git(directory, ['fetch', '-q', source, `${change.base}:refs/heads/base`]);
      } catch (error) {
        throw gitFailure(item, 'base', error);
      }
      try {
        await git(directory, ['fetch', '-q', source, `${change.head}:refs/heads/head`]);
      } catch (error) {
        throw gitFailure(item, 'head', error);
      }
      await git(directory, ['checkout', '-q', 'head']);
      await git(directory, ['branch', '-q', '-D', 'eval-scratch']).catch(() => '');
    }
    return {
      directory,
      base: await git(directory, ['rev-parse', 'base']),
      head: await git(directory, ['rev-parse', 'head']),
      cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}
