// What each `graph` subcommand does once its flags are read (by commander, or for a query by
// graph-flags.ts without it): build or load the graph, answer, print.
// `promises` of node:fs, read where used: importing node:fs/promises loads it (and readline,
// watchers) on every warm query, which uses none of it.
import { promises } from 'node:fs';
import { resolve } from 'node:path';
import type { CodeGraph } from '@codehawk/graph';
import { EXIT, UsageError, type ExitCode } from '../exit-codes.js';
import type { Io } from '../io.js';
import { indexingProgress } from '../progress.js';
import {
  blastRadiusReport,
  callersReport,
  dependentsReport,
  graphBuildReport,
  graphBuildSummary,
} from '../render/graph.js';
import { graphRoot, workingTreeNotCode } from '../working-tree.js';

export interface GraphFlags {
  root?: string;
  json?: boolean;
  progress?: boolean;
  timeout?: number;
}

let warmGraphLoaded = false;

/**
 * Whether the graph last loaded came whole from its cache: nothing parsed or resolved (what a
 * query's code cache is made after — one made after a build held the build's code too, and every
 * later warm query deserialized it: Django, 496 files, ~14 M instructions more a query). Files only
 * hashed again still count: a file changed within the last two seconds always is, so right after a
 * commit or a build no query would otherwise make the cache.
 */
export const loadedWarmGraph = (): boolean => warmGraphLoaded;

/** wire (root, time budget, progress) → build: the graph every subcommand answers from. */
async function load(io: Io, flags: GraphFlags): Promise<CodeGraph> {
  const onProgress = indexingProgress(io, flags.progress);
  const root = await graphRoot(io, flags.root);
  // The build lists the repository itself: with a warm cache, from the cache's index, not git.
  // The build's own entry: a warm query loads none of the code that parses and resolves files.
  const [{ buildGraph }, exclude] = await Promise.all([
    import('@codehawk/graph/build'),
    workingTreeNotCode(root),
  ]);
  const graph = await buildGraph({
    root,
    exclude,
    ...(flags.timeout === undefined ? {} : { deadline: Date.now() + flags.timeout * 1000 }),
    ...(onProgress ? { onProgress } : {}),
    onWarning: (message) => io.stderr(`codehawk: ${message}`),
  });
  const { parsed, resolved } = graph.stats;
  warmGraphLoaded = parsed + resolved === 0;
  return graph;
}

/** Prints a result: as JSON with `--json`, else in words. */
function print<T>(io: Io, flags: GraphFlags, result: T, text: (result: T) => string): ExitCode {
  io.stdout(flags.json ? JSON.stringify(result, null, 2) : text(result));
  return EXIT.ok;
}

export async function runBuild(flags: GraphFlags, io: Io): Promise<ExitCode> {
  return print(io, flags, graphBuildSummary(await load(io, flags)), graphBuildReport);
}

export async function runCallers(symbol: string, flags: GraphFlags, io: Io): Promise<ExitCode> {
  const graph = await load(io, flags);
  if (graph.find(symbol).length === 0)
    throw new UsageError(
      `No symbol "${symbol}" in the graph. Use file#name (for example src/auth.ts#login) or a plain name.`,
    );
  return print(io, flags, graph.callers(symbol), (callers) =>
    callersReport(graph, symbol, callers),
  );
}

export async function runDependents(file: string, flags: GraphFlags, io: Io): Promise<ExitCode> {
  const graph = await load(io, flags);
  if (!graph.knowsFile(file))
    throw new UsageError(
      `${file} is not in the graph: give a repository-relative path of a source file.`,
    );
  return print(io, flags, graph.dependents(file), (dependents) =>
    dependentsReport(file, dependents),
  );
}

export async function runBlastRadius(
  target: string,
  flags: GraphFlags & { depth: number },
  io: Io,
): Promise<ExitCode> {
  const graph = await load(io, flags);
  if (!graph.knowsFile(target) && graph.find(target).length === 0)
    throw new UsageError(`"${target}" is neither a file nor a symbol of the graph.`);
  return print(io, flags, graph.blastRadius(target, flags.depth), (radius) =>
    blastRadiusReport(target, flags.depth, radius),
  );
}

export async function runExport(
  flags: GraphFlags & { output?: string },
  io: Io,
): Promise<ExitCode> {
  const graph = await load(io, flags);
  const { exportGraph } = await import('@codehawk/graph');
  const text = JSON.stringify(exportGraph(graph), null, 2);
  if (flags.output) await promises.writeFile(resolve(io.cwd, flags.output), `${text}\n`);
  else io.stdout(text);
  return EXIT.ok;
}
