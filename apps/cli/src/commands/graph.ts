import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import { Command } from 'commander';
import { buildGraph, exportGraph, type CodeGraph } from '@codehawk/graph';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import { table, type Io } from '../io.js';
import { parseNumber } from '../options.js';
import { countedProgress, progressOf } from '../progress.js';

const run = promisify(execFile);

interface GraphFlags {
  root?: string;
  json?: boolean;
  progress?: boolean;
  timeout?: number;
}

/** Indexing progress on stderr, in a few lines (see `progressOf`). */
function progress(
  io: Io,
  flags: GraphFlags,
): ((state: { parsed: number; reused: number; total: number }) => void) | undefined {
  const lines = progressOf(io, flags.progress);
  if (!lines) return undefined;
  let reused = 0;
  const counted = countedProgress(
    lines,
    (done, total) => `indexing: ${done}/${total} files (${reused} from cache)`,
  );
  return (state) => {
    reused = state.reused;
    counted(state.parsed + state.reused, state.total);
  };
}

/** The top level of the git repository around a directory, or the directory when there is none. */
async function repositoryRoot(directory: string): Promise<string> {
  try {
    const { stdout } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: directory });
    return stdout.trim() || directory;
  } catch {
    return directory;
  }
}

async function load(io: Io, flags: GraphFlags): Promise<CodeGraph> {
  // From a subdirectory too, the graph is the whole repository's: paths and answers are the same.
  const root =
    flags.root === undefined ? await repositoryRoot(io.cwd) : resolve(io.cwd, flags.root);
  const onProgress = progress(io, flags);
  return buildGraph({
    root,
    ...(flags.timeout === undefined ? {} : { deadline: Date.now() + flags.timeout * 1000 }),
    ...(onProgress ? { onProgress } : {}),
    onWarning: (message) => io.stderr(`codehawk: ${message}`),
  });
}

/** "Nothing calls it" only when every call of that name was resolved elsewhere. */
function nobodyCalls(graph: CodeGraph, symbol: string): string {
  const unresolved = graph.unresolvedCallsTo(symbol);
  return unresolved.length === 0
    ? `Nothing calls ${symbol}.`
    : `Callers of ${symbol} are unknown: no call the graph resolved reaches it, but ${unresolved.length} call(s) of that name could not be resolved to one definition (for example ${unresolved[0]?.file}:${unresolved[0]?.line}).`;
}

const common = (command: Command): Command =>
  command
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
    common(
      new Command('build').description(
        'Index the repository (incremental: unchanged files come from .codehawk/graph).',
      ),
    ).action(async (flags: GraphFlags) => {
      const built = await load(io, flags);
      const summary = {
        files: built.files.size,
        definitions: built.definitions.size,
        calls: built.calls.length,
        imports: built.imports.length,
        skipped: built.skipped.length,
        partial: built.partial,
        cache: built.stats,
      };
      const { unchanged, rehashed, parsed, resolved } = built.stats;
      io.stdout(
        flags.json
          ? JSON.stringify(summary, null, 2)
          : `Indexed ${summary.files} files: ${summary.definitions} definitions, ${summary.calls} calls, ${summary.imports} imports; ${summary.skipped} skipped${summary.partial ? ' (partial: the time budget ran out)' : ''}.\n` +
              `Cache: ${unchanged} file(s) unchanged, ${rehashed} read again with the same content, ${parsed} parsed; the calls of ${resolved} file(s) resolved.`,
      );
      done(EXIT.ok);
    }),
  );

  graph.addCommand(
    common(
      new Command('callers')
        .description('Who calls a symbol (an id, file#name, or a name).')
        .argument('<symbol>'),
    ).action(async (symbol: string, flags: GraphFlags) => {
      const built = await load(io, flags);
      if (built.find(symbol).length === 0)
        throw new UsageError(
          `No symbol "${symbol}" in the graph. Use file#name (for example src/auth.ts#login) or a plain name.`,
        );
      const callers = built.callers(symbol);
      io.stdout(
        flags.json
          ? JSON.stringify(callers, null, 2)
          : callers.length === 0
            ? nobodyCalls(built, symbol)
            : table(
                ['caller', 'line', 'confidence', 'via'],
                callers.map((caller) => [
                  caller.caller.id,
                  String(caller.line),
                  caller.confidence,
                  caller.via,
                ]),
                [0, 2, 3],
              ),
      );
      done(EXIT.ok);
    }),
  );

  graph.addCommand(
    common(
      new Command('dependents').description('Files that import a file.').argument('<file>'),
    ).action(async (file: string, flags: GraphFlags) => {
      const built = await load(io, flags);
      if (!built.files.has(file))
        throw new UsageError(
          `${file} is not in the graph: give a repository-relative path of a source file.`,
        );
      const dependents = built.dependents(file);
      io.stdout(
        flags.json
          ? JSON.stringify(dependents, null, 2)
          : dependents.length === 0
            ? `Nothing imports ${file}.`
            : dependents.join('\n'),
      );
      done(EXIT.ok);
    }),
  );

  graph.addCommand(
    common(
      new Command('blast-radius')
        .description('What a change to a file or symbol can affect.')
        .argument('<target>'),
    )
      .option(
        '--depth <n>',
        'hops to follow backwards (default 2)',
        (value) => parseNumber('--depth', value, 1, 10, true),
        2,
      )
      .action(async (target: string, flags: GraphFlags & { depth: number }) => {
        const built = await load(io, flags);
        if (!built.files.has(target) && built.find(target).length === 0)
          throw new UsageError(`"${target}" is neither a file nor a symbol of the graph.`);
        const radius = built.blastRadius(target, flags.depth);
        io.stdout(
          flags.json
            ? JSON.stringify(radius, null, 2)
            : radius.files.length === 0
              ? `Nothing depends on ${target} within ${flags.depth} hop(s).`
              : table(
                  ['file', 'score', 'depth'],
                  radius.files.map((file) => [file.file, String(file.score), String(file.depth)]),
                ),
        );
        done(EXIT.ok);
      }),
  );

  graph.addCommand(
    common(new Command('export').description('The graph in its versioned JSON format.'))
      .option('--output <file>', 'write to a file instead of stdout')
      .action(async (flags: GraphFlags & { output?: string }) => {
        const text = JSON.stringify(exportGraph(await load(io, { ...flags, json: true })), null, 2);
        if (flags.output) await writeFile(resolve(io.cwd, flags.output), `${text}\n`);
        else io.stdout(text);
        done(EXIT.ok);
      }),
  );
  return graph;
}
