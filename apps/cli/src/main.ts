import { EXIT, exitCodeFor, UsageError, type ExitCode } from './exit-codes.js';
import type { Io } from './io.js';

export { EXIT, type ExitCode } from './exit-codes.js';
export type { Io } from './io.js';
export { VERSION } from './version.js';

/**
 * The command, ready to run: a graph query with plain arguments read without commander (a warm
 * query is a few hundred milliseconds, commander's load and set-up were ~10 % of it), else every
 * other command, help and usage error by commander (program.ts).
 */
async function commandOf(argv: readonly string[], io: Io): Promise<() => Promise<ExitCode>> {
  const query =
    argv[0] === 'graph'
      ? (await import('./commands/graph-flags.js')).plainQuery(argv.slice(1), io)
      : undefined;
  return query ?? (await import('./program.js')).programFor(argv, io);
}

/** Runs `codehawk` with the given arguments and returns the exit code; never exits the process. */
export async function main(argv: readonly string[], io: Io): Promise<ExitCode> {
  // Loaded before the run: a CLI whose modules cannot load crashes in bin.ts with exit code 3.
  const command = await commandOf(argv, io);
  try {
    return await command();
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr(`codehawk: ${error.message}`);
      return EXIT.usage;
    }
    // A library's error says what went wrong and what to do; its code decides the exit code.
    const failure = (await import('./library-failure.js')).libraryFailureOf(error);
    if (failure && error instanceof Error) {
      io.stderr(`codehawk: ${error.message}`);
      return exitCodeFor(failure);
    }
    io.stderr(
      `codehawk: unexpected failure: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.runtime;
  }
}
