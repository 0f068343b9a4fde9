// The graph's public shapes: what its queries answer and what a build hands it.
import type { CallEdge, Definition, FileFacts } from './model.js';
import type { PackedGraph } from './packed-graph.js';
import type { ResolvedEdges } from './resolve/calls.js';
import type { Resolution } from './resolved-edges.js';

export interface SkippedFile {
  path: string;
  reason: string;
}

export interface Caller {
  caller: Definition | { id: string; file: string; kind: 'file' };
  confidence: CallEdge['confidence'];
  via: CallEdge['via'];
  line: number;
}

export interface ImpactedFile {
  file: string;
  /** Higher is more affected: edge weight over depth, summed over paths. */
  score: number;
  depth: number;
}

export interface BlastRadius {
  target: string;
  depth: number;
  files: ImpactedFile[];
  symbols: { id: string; name: string; file: string; score: number; depth: number }[];
}

export interface ChangedRange {
  path: string;
  /** New-file line ranges, inclusive. */
  ranges: [number, number][];
}

export interface ChangeAnalysis {
  changedSymbols: { id: string; name: string; file: string; kind: string; callers: number }[];
  callers: { symbol: string; callers: { id: string; file: string; confidence: string }[] }[];
  dependentFiles: string[];
  blastRadius: ImpactedFile[];
  /**
   * Changed functions and methods that no test reaches — only those the graph is sure of: not even
   * a by-name over-approximation of what tests call names them.
   */
  testGaps: { id: string; name: string; file: string }[];
  /** Changed functions and methods of unknown test reach, and why it is unknown. */
  testReachUnknown: { id: string; name: string; file: string; reason: string }[];
  /**
   * Signals for the risk classifier, per changed file the graph parsed and that is not a test:
   * `coveredByTests` is absent when the file has no changed function or their reach is unknown.
   */
  fileSignals: Record<
    string,
    { callerCount: number; coveredByTests?: boolean; testReason: string }
  >;
  /** Files to review first: most callers and widest impact, untested first. */
  reviewPriorities: { file: string; reason: string; score: number }[];
}

/** Edges resolved earlier, kept for every file not `affected`; those into `moved` ids follow them. */
export interface EdgeReuse {
  edges: ReadonlyMap<string, ResolvedEdges>;
  affected: ReadonlySet<string>;
  moved: ReadonlyMap<string, string>;
}

/** What a build read, parsed and resolved, and what it took from its cache instead. */
export interface BuildStats {
  /** Files whose facts came from the cache unread: their size and modification time had not changed. */
  unchanged: number;
  /** Files read and hashed again whose content had not changed: their facts came from the cache. */
  rehashed: number;
  /** Files parsed. */
  parsed: number;
  /** Files whose calls and imports were resolved; every other file's edges were reused. */
  resolved: number;
}

export interface GraphParts {
  skipped?: SkippedFile[];
  /** The build stopped early (deadline or cancellation): some files are missing. */
  partial?: boolean;
  /** Each file's edges, and how many files were resolved (see `resolveEdges`). */
  resolution?: Resolution;
  /** A warm graph's definitions and edges as the index stores them (then `resolution` is not read). */
  packed?: PackedGraph;
  /** How the build read its files (what it resolved is `resolution`'s). */
  reading?: Omit<BuildStats, 'resolved'>;
}

/** What the graph's analyses read: its facts and its edge indexes, read-only. */
export interface GraphView {
  readonly files: ReadonlyMap<string, FileFacts>;
  /** The definition with an id. */
  definition(id: string): Definition | undefined;
  /** The calls into a definition. */
  incomingCalls(id: string): readonly CallEdge[];
  /** The files that import a file, in the order the graph met them. */
  importersOf(file: string): Iterable<string>;
  /** Files skipped for what they hold (too large, minified): imported, but never parsed. */
  readonly unparsed: ReadonlySet<string>;
  /** A file's definitions. */
  definitionsIn(file: string): readonly Definition[];
  /** The file of a definition id (or of a `file:` id). */
  fileOf(id: string): string;
  /** Definitions matching an id, `file#name`, a qualified name or a plain name. */
  find(symbol: string): Definition[];
}
