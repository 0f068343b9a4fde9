// The `codehawk` program for commander: every command's flags, help and usage errors.
import { Command, CommanderError } from 'commander';
import { EXIT, type ExitCode } from './exit-codes.js';
import type { Io } from './io.js';
import { VERSION } from './version.js';

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

/**
 * `codehawk` read by commander, ready to run: the run throws a command's own errors to the caller
 * and answers help, `--version` and usage errors itself.
 */
export async function programFor(
  argv: readonly string[],
  io: Io,
): Promise<() => Promise<ExitCode>> {
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
  return async () => {
    try {
      await program.parseAsync([...argv], { from: 'user' });
      return exitCode;
    } catch (error) {
      // --help and --version end here too, with exit code 0.
      if (error instanceof CommanderError) return error.exitCode === 0 ? EXIT.ok : EXIT.usage;
      throw error;
    }
  };
}
