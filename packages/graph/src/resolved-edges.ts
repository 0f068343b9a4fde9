// Resolving a graph's files: a build that parsed or rehashed files, and an in-process update, hand
// the edges to CodeGraph — a warm graph reads them from the index and never loads this code.
import type { EdgeReuse } from './graph-types.js';
import type { FileFacts } from './model.js';
import { resolveFile, type ResolvedEdges } from './resolve/calls.js';
import { withLibraryHeritage } from './resolve/declared-library-types.js';
import type { ModuleResolver } from './resolve/modules.js';
import { SymbolIndex } from './resolve/symbol-index.js';

/** Each file's outgoing edges, in the graph's file order, and how many files were resolved. */
export interface Resolution {
  edges: ReadonlyMap<string, ResolvedEdges>;
  resolved: number;
}

/** A file's kept edges, with those into moved definitions pointing at their new ids. */
function follow(
  edges: ResolvedEdges | undefined,
  moved: ReadonlyMap<string, string>,
): ResolvedEdges | undefined {
  if (!edges || moved.size === 0) return edges;
  if (!edges.calls.some((edge) => moved.has(edge.to))) return edges;
  return {
    calls: edges.calls.map((edge) => {
      const to = moved.get(edge.to);
      return to === undefined ? edge : { ...edge, to };
    }),
    imports: edges.imports,
  };
}

/**
 * The edges of every file: those `reuse` keeps (the files a change cannot affect), the others
 * resolved against an index of every file's definitions, made only when a file is resolved.
 */
export function resolveEdges(
  files: ReadonlyMap<string, FileFacts>,
  resolver: ModuleResolver,
  reuse?: EdgeReuse,
): Resolution {
  let index: SymbolIndex | undefined;
  // Classes with the library interfaces their library bases implement, once something resolves.
  let widened: ReadonlyMap<string, FileFacts> | undefined;
  let resolved = 0;
  const edges = new Map<string, ResolvedEdges>();
  for (const [path, file] of files) {
    const kept =
      reuse === undefined || reuse.affected.has(path)
        ? undefined
        : follow(reuse.edges.get(path), reuse.moved);
    if (kept) {
      edges.set(path, kept);
      continue;
    }
    widened ??= withLibraryHeritage(files, resolver);
    index ??= new SymbolIndex(widened.values(), resolver);
    resolved++;
    edges.set(path, resolveFile(widened.get(path) ?? file, index, resolver));
  }
  return { edges, resolved };
}
