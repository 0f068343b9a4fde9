import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const bin = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const run = promisify(execFile);

/**
 * The environment of a review whose test asserts nothing the code graph adds (callers, blast
 * radius, test reach, the importers of a deleted file): the graph off, as a user can switch it off.
 * Building it cost such a review ~1 s of CPU (compiling the grammars' queries in a new process)
 * for output no assertion reads. The tests of what the graph adds to a review keep it on.
 */
export const NO_GRAPH: Readonly<Record<string, string>> = { ENABLE_GRAPH: 'false' };

export interface Outcome {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs the built `codehawk` as a user would: a separate process with a minimal environment;
 * `input`, when given, is piped to its stdin.
 */
export async function codehawk(
  cwd: string,
  args: readonly string[],
  env: Record<string, string> = {},
  input?: string,
): Promise<Outcome> {
  try {
    const running = run(process.execPath, [bin, ...args], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        // The tests' cache directory (test/cache-home.ts), so nothing is written to the user's.
        ...(process.env.XDG_CACHE_HOME ? { XDG_CACHE_HOME: process.env.XDG_CACHE_HOME } : {}),
        ...env,
      },
    });
    if (input !== undefined) running.child.stdin?.end(input);
    const { stdout, stderr } = await running;
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failure = error as Outcome;
    return { code: failure.code, stdout: failure.stdout, stderr: failure.stderr };
  }
}
