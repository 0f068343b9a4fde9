import type { ExitCode } from './exit-codes.js';
import type { Io } from './io.js';
import { runCommand } from './run-command.js';

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
  return runCommand(await commandOf(argv, io), io);
}
