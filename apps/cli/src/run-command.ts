import { EXIT, exitCodeFor, UsageError, type ExitCode } from './exit-codes.js';
import type { Io } from './io.js';

/**
 * Runs a command read from the arguments and turns its failure into what the user sees: a usage
 * error or a library's error in its own words with its exit code, anything else as unexpected.
 */
export async function runCommand(command: () => Promise<ExitCode>, io: Io): Promise<ExitCode> {
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
