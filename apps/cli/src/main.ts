import { Command, CommanderError } from 'commander';
import { graphCommand } from './commands/graph.js';
import { publishCommand } from './commands/publish.js';
import { reviewCommand } from './commands/review.js';
import { riskCommand } from './commands/risk.js';
import { scoreCommand } from './commands/score.js';
import { EXIT, UsageError, type ExitCode } from './exit-codes.js';
import type { Io } from './io.js';
import { VERSION } from './version.js';

export { EXIT, type ExitCode } from './exit-codes.js';
export type { Io } from './io.js';
export { VERSION } from './version.js';

/** Runs `codehawk` with the given arguments and returns the exit code; never exits the process. */
export async function main(argv: readonly string[], io: Io): Promise<ExitCode> {
  let exitCode: ExitCode = EXIT.ok;
  const done = (code: ExitCode): void => {
    exitCode = code;
  };
  const program = new Command('codehawk')
    .description('CodeHawk: AI pull-request review with a deterministic scorer and CI gate.')
    .version(VERSION)
    .configureOutput({
      writeOut: (text) => io.stdout(text.trimEnd()),
      writeErr: (text) => io.stderr(text.trimEnd()),
    })
    .exitOverride()
    .showHelpAfterError('(run with --help for usage)')
    .addCommand(reviewCommand(io, done))
    .addCommand(graphCommand(io, done))
    .addCommand(publishCommand(io, done))
    .addCommand(scoreCommand(io, done))
    .addCommand(riskCommand(io, done));
  // Every command, nested ones included, reports usage errors to us instead of exiting.
  const configure = (command: Command): void => {
    command.exitOverride().configureOutput(program.configureOutput());
    command.commands.forEach(configure);
  };
  program.commands.forEach(configure);

  try {
    await program.parseAsync([...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    if (error instanceof CommanderError) {
      // --help and --version end here too, with exit code 0.
      return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
    }
    if (error instanceof UsageError) {
      io.stderr(`codehawk: ${error.message}`);
      return EXIT.usage;
    }
    io.stderr(
      `codehawk: unexpected failure: ${error instanceof Error ? error.message : String(error)}`,
    );
    return EXIT.runtime;
  }
}
