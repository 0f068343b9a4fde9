import type { BlastRadius, GraphView } from './graph-types.js';
import { comparePaths } from './repository-files.js';

const WEIGHT = { certain: 1, likely: 0.7, possible: 0.4 } as const;
const IMPORT_WEIGHT = 0.5;

type Scores = Map<string, { score: number; depth: number }>;

/** Adds a path's score to a file or symbol, keeping the nearest depth it was reached at. */
function bump(map: Scores, key: string, score: number, level: number): void {
  const entry = map.get(key);
  map.set(key, {
    score: (entry?.score ?? 0) + score,
    depth: Math.min(entry?.depth ?? level, level),
  });
}

/** Where a walk starts: a file's definitions and the file, or a symbol's definitions and their files. */
function startOf(graph: GraphView, target: string): { symbols: string[]; files: string[] } {
  // A file never parsed (too large, minified) has no definitions, but its importers.
  if (graph.unparsed.has(target)) return { symbols: [], files: [target] };
  const symbols = graph.files.has(target)
    ? graph.definitionsIn(target).map((definition) => definition.id)
    : graph.find(target).map((definition) => definition.id);
  const files = graph.files.has(target)
    ? [target]
    : [...new Set(symbols.map((id) => graph.fileOf(id)))];
  return { symbols, files };
}

/** Scores every file and symbol within `depth` hops backwards over calls and imports. */
function walk(
  graph: GraphView,
  start: { symbols: string[]; files: string[] },
  depth: number,
): { fileScore: Scores; symbolScore: Scores } {
  const symbolScore: Scores = new Map();
  const fileScore: Scores = new Map();
  let frontier = start.symbols.map((id) => ({ id, weight: 1 }));
  let fileFrontier = start.files.map((file) => ({ file, weight: 1 }));
  const visited = new Set(start.symbols);
  const visitedFiles = new Set(start.files);
  for (let level = 1; level <= depth; level++) {
    const next: { id: string; weight: number }[] = [];
    for (const { id, weight } of frontier) {
      for (const edge of graph.incomingCalls(id)) {
        const score = (weight * WEIGHT[edge.confidence]) / level;
        bump(fileScore, graph.fileOf(edge.from), score, level);
        if (!edge.from.startsWith('file:')) bump(symbolScore, edge.from, score, level);
        if (!visited.has(edge.from)) {
          visited.add(edge.from);
          next.push({ id: edge.from, weight: weight * WEIGHT[edge.confidence] });
        }
      }
    }
    const nextFiles: { file: string; weight: number }[] = [];
    for (const { file, weight } of fileFrontier) {
      for (const importer of graph.importersOf(file)) {
        bump(fileScore, importer, (weight * IMPORT_WEIGHT) / level, level);
        if (!visitedFiles.has(importer)) {
          visitedFiles.add(importer);
          nextFiles.push({ file: importer, weight: weight * IMPORT_WEIGHT });
        }
      }
    }
    frontier = next;
    fileFrontier = nextFiles;
  }
  return { fileScore, symbolScore };
}

const round = (value: number): number => Math.round(value * 1000) / 1000;

/**
 * What a change to a file or symbol can affect, up to `depth` hops backwards over calls and
 * imports. Calls weigh more than imports, certain edges more than guesses, near more than far.
 */
export function blastRadius(graph: GraphView, target: string, depth: number): BlastRadius {
  const start = startOf(graph, target);
  const { fileScore, symbolScore } = walk(graph, start, depth);
  for (const file of start.files) fileScore.delete(file);
  return {
    target,
    depth,
    files: [...fileScore]
      .map(([file, entry]) => ({ file, score: round(entry.score), depth: entry.depth }))
      // Ties in path order, as the graph's files: a locale's collation differs by machine, and
      // its set-up alone cost a warm query more than the rest of the walk.
      .sort((a, b) => b.score - a.score || comparePaths(a.file, b.file)),
    symbols: [...symbolScore]
      .map(([id, entry]) => ({
        id,
        name: graph.definition(id)?.qualifiedName ?? id,
        file: graph.fileOf(id),
        score: round(entry.score),
        depth: entry.depth,
      }))
      .sort((a, b) => b.score - a.score),
  };
}
