import { execFile, spawn } from 'node:child_process';
import { VcsError } from '../errors.js';

/**
 * git's environment: no prompts, stable messages, and paths taken literally — a file named
 * `src/s*.ts` or `:(glob)x` is that file, never a pattern that matches others.
 */
export const GIT_ENV = { GIT_TERMINAL_PROMPT: '0', LC_ALL: 'C', GIT_LITERAL_PATHSPECS: '1' };

/** What a git process printed, and why it failed when it did. */
export interface GitOutcome {
  stdout: string;
  failure?: VcsError;
}

/**
 * Runs git (never through a shell) and returns what it printed, and a `VcsError` when it failed:
 * for a probe whose output before a failure still answers.
 */
export function gitOutcome(
  cwd: string,
  args: readonly string[],
  /** Extra environment for this call (a temporary index). */
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<GitOutcome> {
  return new Promise((resolve) => {
    execFile(
      'git',
      ['-c', 'core.quotePath=false', ...args],
      {
        cwd,
        maxBuffer: 256 * 1024 * 1024,
        encoding: 'utf8',
        env: { ...process.env, ...GIT_ENV, ...extraEnv },
      },
      (error, stdout, stderr) => {
        if (!error) {
          resolve({ stdout });
          return;
        }
        const missing = 'code' in error && error.code === 'ENOENT';
        const failure = new VcsError(
          missing ? 'UNSUPPORTED' : 'INVALID',
          missing
            ? 'git is not installed or not on PATH.'
            : `git ${args.join(' ')} failed: ${stderr.trim() || error.message}`,
          { cause: error },
        );
        resolve({ stdout, failure });
      },
    );
  });
}

/** Runs git (never through a shell) and returns stdout; failures become a `VcsError`. */
export async function git(
  cwd: string,
  args: readonly string[],
  /** Extra environment for this call (a temporary index). */
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<string> {
  const { stdout, failure } = await gitOutcome(cwd, args, extraEnv);
  if (failure) throw failure;
  return stdout;
}

/** Whether git succeeds (for probing refs). */
export async function gitSucceeds(cwd: string, args: readonly string[]): Promise<boolean> {
  try {
    await git(cwd, args);
    return true;
  } catch {
    return false;
  }
}

/**
 * Streams the NUL-separated fields of a git command's output, so huge listings are never held in
 * memory at once.
 */
export async function* gitFields(cwd: string, args: readonly string[]): AsyncGenerator<string> {
  const child = spawn('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    env: { ...process.env, ...GIT_ENV },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exited = new Promise<number>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code ?? 1));
  });
  let pending: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of child.stdout as AsyncIterable<Buffer>) {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      let start = 0;
      for (let end = pending.indexOf(0, start); end !== -1; end = pending.indexOf(0, start)) {
        yield pending.toString('utf8', start, end);
        start = end + 1;
      }
      pending = pending.subarray(start);
    }
  } finally {
    if (child.exitCode === null) child.kill();
  }
  if (pending.length > 0) yield pending.toString('utf8');
  const code = await exited.catch((error: unknown) => {
    throw new VcsError('UNSUPPORTED', 'git is not installed or not on PATH.', { cause: error });
  });
  if (code !== 0) throw new VcsError('INVALID', `git ${args.join(' ')} failed: ${stderr.trim()}`);
}
