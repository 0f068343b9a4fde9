// `codehawk graph`'s commands for commander: help, usage errors, build and export. A query with
// plain arguments is read without commander (graph-flags.ts) from the same definitions.
import { Command } from 'commander';
import type { ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { parseNumber } from '../options.js';
import { COMMON_FLAGS, GRAPH_QUERIES, type GraphFlag, type QueryFlags } from './graph-flags.js';
import { runBuild, runExport, type GraphFlags } from './graph-run.js';

/** Adds a flag of the table to a commander command: numbers checked by commander's parser. */
function withFlag(command: Command, flag: GraphFlag): Command {
  const { number } = flag;
  if (number === undefined) return command.option(flag.flags, flag.description);
  const name = /^--[\w-]+/.exec(flag.flags)?.[0] ?? flag.flags;
  const parse = (value: string): number =>
    parseNumber(name, value, number.min, number.max, number.integer);
  return flag.default === undefined
    ? command.option(flag.flags, flag.description, parse)
    : command.option(flag.flags, flag.description, parse, flag.default);
}

/** The options every subcommand takes: where to index, JSON, progress, a time budget. */
const subcommand = (name: string, description: string): Command =>
  COMMON_FLAGS.reduce(withFlag, new Command(name).description(description));

export function graphCommand(io: Io, done: (code: ExitCode) => void): Command {
  const graph = new Command('graph')
    .description('The code graph: callers, dependents, blast radius, export.')
    .addHelpText(
      'after',
      `
Examples:
  $ codehawk graph build
  $ codehawk graph callers 'src/auth.ts#login'
  $ codehawk graph dependents src/auth.ts --json
  $ codehawk graph blast-radius src/auth.ts --depth 3
  $ codehawk graph export --json > graph.json`,
    );
  graph.addCommand(
    subcommand(
      'build',
      'Index the repository (incremental: unchanged files come from .codehawk/graph).',
    ).action(async (flags: GraphFlags) => done(await runBuild(flags, io))),
  );
  for (const [name, query] of Object.entries(GRAPH_QUERIES)) {
    const command = subcommand(name, query.description).argument(query.argument);
    graph.addCommand(
      query.flags
        .reduce(withFlag, command)
        .action(async (target: string, flags: QueryFlags) =>
          done(await query.run(target, flags, io)),
        ),
    );
  }
  graph.addCommand(
    subcommand('export', 'The graph in its versioned JSON format.')
      .option('--output <file>', 'write to a file instead of stdout')
      .action(async (flags: GraphFlags & { output?: string }) => done(await runExport(flags, io))),
  );
  return graph;
}
