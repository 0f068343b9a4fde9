import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { Command } from 'commander';
import type { CodeGraph } from '@codehawk/graph';
import { listRepositoryFiles } from '@codehawk/graph/repository-files';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { parseNumber } from '../options.js';
import { indexingProgress } from '../progress.js';
import {
  blastRadiusReport,
  callersReport,
  dependentsReport,
  graphBuildReport,
  graphBuildSummary,
} from '../render/graph.js';
import { graphRoot, workingTreeNotCode } from '../working-tree.js';

interface GraphFlags {
  root?: string;
  json?: boolean;
  progress?: boolean;
  timeout?: number;
}

/** wire (root, time budget, progress) → build: the graph every subcommand answers from. */
async function load(io: Io, flags: GraphFlags): Promise<CodeGraph> {
  const onProgress = indexingProgress(io, flags.progress);
  const root = await graphRoot(io, flags.root);
  // Git lists the repository (tens of milliseconds in a large tree) while the graph's code loads:
  // a warm query would otherwise wait for it after loading.
  const files = listRepositoryFiles(root);
  // Its failure is buildGraph's to report: not an unhandled rejection while the code loads.
  files.catch(() => undefined);
  // The build's own entry: a warm query loads none of the code that parses and resolves files.
  const [{ buildGraph }, exclude] = await Promise.all([
    import('@codehawk/graph/build'),
    workingTreeNotCode(root),
  ]);
  return buildGraph({
    root,
    files,
    exclude,
    ...(flags.timeout === undefined ? {} : { deadline: Date.now() + flags.timeout * 1000 }),
    ...(onProgress ? { onProgress } : {}),
    onWarning: (message) => io.stderr(`codehawk: ${message}`),
  });
}

/** Prints a result: as JSON with `--json`, else in words. */
function print<T>(io: Io, flags: GraphFlags, result: T, text: (result: T) => string): ExitCode {
  io.stdout(flags.json ? JSON.stringify(result, null, 2) : text(result));
  return EXIT.ok;
}

async function runBuild(flags: GraphFlags, io: Io): Promise<ExitCode> {
  return print(io, flags, graphBuildSummary(await load(io, flags)), graphBuildReport);
}

async function runCallers(symbol: string, flags: GraphFlags, io: Io): Promise<ExitCode> {
  const graph = await load(io, flags);
  if (graph.find(symbol).length === 0)
    throw new UsageError(
      `No symbol "${symbol}" in the graph. Use file#name (for example src/auth.ts#login) or a plain name.`,
    );
  return print(io, flags, graph.callers(symbol), (callers) =>
    callersReport(graph, symbol, callers),
  );
}

async function runDependents(file: string, flags: GraphFlags, io: Io): Promise<ExitCode> {
  const graph = await load(io, flags);
  if (!graph.files.has(file))
    throw new UsageError(
      `${file} is not in the graph: give a repository-relative path of a source file.`,
    );
  return print(io, flags, graph.dependents(file), (dependents) =>
    dependentsReport(file, dependents),
  );
}

async function runBlastRadius(
  target: string,
  flags: GraphFlags & { depth: number },
  io: Io,
): Promise<ExitCode> {
  const graph = await load(io, flags);
  if (!graph.files.has(target) && graph.find(target).length === 0)
    throw new UsageError(`"${target}" is neither a file nor a symbol of the graph.`);
  return print(io, flags, graph.blastRadius(target, flags.depth), (radius) =>
    blastRadiusReport(target, flags.depth, radius),
  );
}

async function runExport(flags: GraphFlags & { output?: string }, io: Io): Promise<ExitCode> {
  const graph = await load(io, flags);
  const { exportGraph } = await import('@codehawk/graph');
  const text = JSON.stringify(exportGraph(graph), null, 2);
  if (flags.output) await writeFile(resolve(io.cwd, flags.output), `${text}\n`);
  else io.stdout(text);
  return EXIT.ok;
}

/** The options every subcommand takes: where to index, JSON, progress, a time budget. */
const subcommand = (name: string, description: string): Command =>
  new Command(name)
    .description(description)
    .option(
      '--root <dir>',
      'the directory to index (default: the git repository around the current directory)',
    )
    .option('--json', 'print JSON on stdout')
    .option('--progress', 'progress on stderr (default: only at a terminal, not in CI)')
    .option('--no-progress', 'no progress on stderr')
    .option(
      '--timeout <seconds>',
      'stop indexing after this long and use the partial graph',
      (value) => parseNumber('--timeout', value, 1),
    );

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
  graph.addCommand(
    subcommand('callers', 'Who calls a symbol (an id, file#name, or a name).')
      .argument('<symbol>')
      .action(async (symbol: string, flags: GraphFlags) =>
        done(await runCallers(symbol, flags, io)),
      ),
  );
  graph.addCommand(
    subcommand('dependents', 'Files that import a file.')
      .argument('<file>')
      .action(async (file: string, flags: GraphFlags) =>
        done(await runDependents(file, flags, io)),
      ),
  );
  graph.addCommand(
    subcommand('blast-radius', 'What a change to a file or symbol can affect.')
      .argument('<target>')
      .option(
        '--depth <n>',
        'hops to follow backwards (default 2)',
        (value) => parseNumber('--depth', value, 1, 10, true),
        2,
      )
      .action(async (target: string, flags: GraphFlags & { depth: number }) =>
        done(await runBlastRadius(target, flags, io)),
      ),
  );
  graph.addCommand(
    subcommand('export', 'The graph in its versioned JSON format.')
      .option('--output <file>', 'write to a file instead of stdout')
      .action(async (flags: GraphFlags & { output?: string }) => done(await runExport(flags, io))),
  );
  return graph;
}
