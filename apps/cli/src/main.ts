import { Command, CommanderError } from 'commander';
import { EXIT, exitCodeFor, UsageError, type ExitCode } from './exit-codes.js';
import type { Io } from './io.js';
import { VERSION } from './version.js';

export { EXIT, type ExitCode } from './exit-codes.js';
export type { Io } from './io.js';
export { VERSION } from './version.js';

type CommandFactory = (io: Io, done: (code: ExitCode) => void) => Command;

// Each command is imported only when it runs: `--version` loads none of our packages and `score`
// loads only the findings and the scorer, instead of every provider, the graph and the model SDK.
const COMMANDS: Record<string, () => Promise<CommandFactory>> = {
  review: async () => (await import('./commands/review.js')).reviewCommand,
  graph: async () => (await import('./commands/graph.js')).graphCommand,
  publish: async () => (await import('./commands/publish.js')).publishCommand,
  score: async () => (await import('./commands/score.js')).scoreCommand,
  risk: async () => (await import('./commands/risk.js')).riskCommand,
  eval: async () => (await import('./commands/eval.js')).evalCommand,
};

/** The commands this run needs: the one named first, none for `--version`, all for help or a typo. */
async function commandsFor(argv: readonly string[]): Promise<CommandFactory[]> {
  const first = argv[0];
  if (first === '--version' || first === '-V') return [];
  const named = first === undefined ? undefined : COMMANDS[first];
  if (named) return [await named()];
  return Promise.all(Object.values(COMMANDS).map((load) => load()));
}

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
    .showHelpAfterError('(run with --help for usage)');
  for (const command of await commandsFor(argv)) program.addCommand(command(io, done));
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
