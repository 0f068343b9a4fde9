import type { BlastRadius, Caller, CodeGraph } from '@codehawk/graph';
import { table } from './tables.js';

/** `codehawk graph build`'s summary (its `--json`): what was indexed and what the cache saved. */
export interface GraphBuildSummary {
  files: number;
  definitions: number;
  calls: number;
  imports: number;
  skipped: number;
  partial: boolean;
  cache: CodeGraph['stats'];
}

export function graphBuildSummary(graph: CodeGraph): GraphBuildSummary {
  return {
    files: graph.files.size,
    definitions: graph.definitions.size,
    calls: graph.calls.length,
    imports: graph.imports.length,
    skipped: graph.skipped.length,
    partial: graph.partial,
    cache: graph.stats,
  };
}

export function graphBuildReport(summary: GraphBuildSummary): string {
  const { unchanged, rehashed, parsed, resolved } = summary.cache;
  return (
    `Indexed ${summary.files} files: ${summary.definitions} definitions, ${summary.calls} calls, ${summary.imports} imports; ${summary.skipped} skipped${summary.partial ? ' (partial: the time budget ran out)' : ''}.\n` +
    `Cache: ${unchanged} file(s) unchanged, ${rehashed} read again with the same content, ${parsed} parsed; the calls of ${resolved} file(s) resolved.`
  );
}

/** "Nothing calls it" only when every call of that name was resolved elsewhere. */
function nobodyCalls(graph: CodeGraph, symbol: string): string {
  const unresolved = graph.unresolvedCallsTo(symbol);
  return unresolved.length === 0
    ? `Nothing calls ${symbol}.`
    : `Callers of ${symbol} are unknown: no call the graph resolved reaches it, but ${unresolved.length} call(s) of that name could not be resolved to one definition (for example ${unresolved[0]?.file}:${unresolved[0]?.line}).`;
}

/** `codehawk graph callers`: who calls a symbol, how sure the graph is, and through what. */
export function callersReport(
  graph: CodeGraph,
  symbol: string,
  callers: readonly Caller[],
): string {
  if (callers.length === 0) return nobodyCalls(graph, symbol);
  return table(
    ['caller', 'line', 'confidence', 'via'],
    callers.map((caller) => [caller.caller.id, String(caller.line), caller.confidence, caller.via]),
    [0, 2, 3],
  );
}

/** `codehawk graph dependents`: the files that import a file, one a line. */
export const dependentsReport = (file: string, dependents: readonly string[]): string =>
  dependents.length === 0 ? `Nothing imports ${file}.` : dependents.join('\n');

/** `codehawk graph blast-radius`: the files a change can affect, with their score and distance. */
export function blastRadiusReport(target: string, depth: number, radius: BlastRadius): string {
  if (radius.files.length === 0) return `Nothing depends on ${target} within ${depth} hop(s).`;
  return table(
    ['file', 'score', 'depth'],
    radius.files.map((file) => [file.file, String(file.score), String(file.depth)]),
  );
}
