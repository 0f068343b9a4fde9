import type { CallEdge, Definition, FileFacts, ImportEdge } from './model.js';
import type { ConfigReads, ModuleResolver } from './resolve/modules.js';
import type { ResolvedEdges } from './resolve/calls.js';
import { isTestPath } from './test-paths.js';
import { TestReachIndex, type TestReach } from './test-reach.js';
import { symbolParts, type PackedGraph } from './packed-graph.js';
import { findWithNamespaces } from './namespaced-symbols.js';
import { blastRadius } from './blast-radius.js';
import { changeAnalysis, dependentsOf } from './change-analysis.js';
import { importersOfMissing } from './missing-imports.js';
import { comparePaths } from './repository-files.js';
import type {
  BlastRadius,
  BuildStats,
  Caller,
  ChangeAnalysis,
  ChangedRange,
  GraphParts,
  GraphView,
  SkippedFile,
} from './graph-types.js';

export type {
  BlastRadius,
  BuildStats,
  Caller,
  ChangeAnalysis,
  ChangedRange,
  EdgeReuse,
  GraphParts,
  ImpactedFile,
  SkippedFile,
} from './graph-types.js';

/** The graph's definitions and edges, and the indexes its queries read. */
interface Tables {
  definitions: Map<string, Definition>;
  calls: CallEdge[];
  imports: ImportEdge[];
  incomingCalls: Map<string, CallEdge[]>;
  importers: Map<string, Set<string>>;
  /** Each file's outgoing edges, kept so an update re-resolves only the files it affects. */
  edgesByFile: Map<string, ResolvedEdges>;
  definitionsByFile: Map<string, Definition[]>;
}

/** Tables of each file's definitions and outgoing edges, taken in the graph's file order. */
function tablesOf(files: Iterable<[string, Definition[], ResolvedEdges]>): Tables {
  const tables: Tables = {
    definitions: new Map(),
    calls: [],
    imports: [],
    incomingCalls: new Map(),
    importers: new Map(),
    edgesByFile: new Map(),
    definitionsByFile: new Map(),
  };
  for (const [path, definitions, edges] of files) {
    tables.definitionsByFile.set(path, definitions);
    for (const definition of definitions) tables.definitions.set(definition.id, definition);
    tables.edgesByFile.set(path, edges);
    for (const edge of edges.calls) tables.calls.push(edge);
    for (const edge of edges.imports) tables.imports.push(edge);
  }
  for (const edge of tables.calls) {
    const list = tables.incomingCalls.get(edge.to);
    if (list) list.push(edge);
    else tables.incomingCalls.set(edge.to, [edge]);
  }
  for (const edge of tables.imports) {
    const set = tables.importers.get(edge.to) ?? new Set<string>();
    set.add(edge.from);
    tables.importers.set(edge.to, set);
  }
  return tables;
}

const NO_EDGES: ResolvedEdges = { calls: [], imports: [] };

/** Why a build skips a file for what it holds (see file-task.ts), not by its name. */
const SKIPPED_FOR_CONTENT = /^(?:minified$|larger than )/;

/** The resolved graph: definitions, call and import edges, and the queries over them. */
export class CodeGraph {
  readonly skipped: SkippedFile[];
  /** The build stopped early (deadline or cancellation): some files are missing. */
  readonly partial: boolean;
  readonly stats: BuildStats;
  /** Built at once when files are resolved; a warm graph's only when a query needs them all. */
  private tables: Tables | undefined;
  /** A warm graph's definitions and edges as the index stores them. */
  private readonly packed: PackedGraph | undefined;
  private moduleResolver: ModuleResolver | (() => ModuleResolver);
  /** Files skipped for what they hold (too large, minified): imported still, never parsed. */
  private readonly unparsed: ReadonlySet<string>;
  private readonly unparsedImporters = new Map<string, string[]>();
  private withUnparsed: ImportEdge[] | undefined;

  /**
   * `resolver` may be made only when first needed: a warm build's facts are read only then, and
   * a resolver reads every file's. The edges are `parts.resolution`'s (see `resolveEdges`), or a
   * warm graph's `parts.packed`.
   */
  constructor(
    readonly files: ReadonlyMap<string, FileFacts>,
    resolver: ModuleResolver | (() => ModuleResolver),
    parts: GraphParts = {},
  ) {
    this.moduleResolver = resolver;
    this.skipped = parts.skipped ?? [];
    this.unparsed = new Set(
      this.skipped.filter((entry) => SKIPPED_FOR_CONTENT.test(entry.reason)).map((e) => e.path),
    );
    this.partial = parts.partial ?? false;
    this.packed = parts.packed;
    const edges = parts.resolution?.edges;
    if (!this.packed)
      this.tables = tablesOf(
        [...files.keys()].map((path) => [
          path,
          files.get(path)?.definitions ?? [],
          edges?.get(path) ?? NO_EDGES,
        ]),
      );
    this.stats = {
      unchanged: 0,
      rehashed: 0,
      parsed: 0,
      ...parts.reading,
      resolved: parts.resolution?.resolved ?? 0,
    };
  }

  /** The tables, unpacked from the index the first time a warm graph needs them. */
  private get indexed(): Tables {
    this.tables ??= tablesOf(
      [...this.files.keys()].map((path) => [
        path,
        this.packed?.definitionsIn(path) ?? [],
        this.packed?.edgesOf(path) ?? NO_EDGES,
      ]),
    );
    return this.tables;
  }

  /** Every definition by its id. */
  get definitions(): Map<string, Definition> {
    return this.indexed.definitions;
  }

  get calls(): CallEdge[] {
    return this.indexed.calls;
  }

  /** Import edges, with those to files skipped for what they hold (see `importersOf`). */
  get imports(): ImportEdge[] {
    if (this.unparsed.size === 0) return this.indexed.imports;
    this.withUnparsed ??= [
      ...this.indexed.imports,
      ...[...this.unparsed]
        .sort(comparePaths)
        .flatMap((to) =>
          [...this.importersOf(to, () => [])]
            .sort(comparePaths)
            .map((from): ImportEdge => ({ kind: 'imports', from, to, confidence: 'certain' })),
        ),
    ];
    return this.withUnparsed;
  }

  /** Each file's outgoing edges (for the build's cache and in-process updates). */
  get resolvedEdges(): ReadonlyMap<string, ResolvedEdges> {
    return this.indexed.edgesByFile;
  }

  private get resolver(): ModuleResolver {
    if (typeof this.moduleResolver === 'function') this.moduleResolver = this.moduleResolver();
    return this.moduleResolver;
  }

  /** What resolution read besides the sources (for the build's cache). */
  get configReads(): ConfigReads {
    return this.resolver.reads;
  }

  /**
   * The graph as its queries and analyses read it: a warm graph answers from the index's rows
   * until something needs every definition and edge.
   */
  private get view(): GraphView {
    const packed = this.tables ? undefined : this.packed;
    const fileOf = (id: string, definition: (id: string) => Definition | undefined): string =>
      id.startsWith('file:') ? id.slice(5) : (definition(id)?.file ?? id.split('#')[0] ?? id);
    if (packed) {
      const definition = (id: string) => packed.definition(id);
      return {
        files: this.files,
        definition,
        incomingCalls: (id) => packed.incomingCalls(id),
        importersOf: (file) => this.importersOf(file, (path) => packed.importersOf(path)),
        unparsed: this.unparsed,
        definitionsIn: (file) => (this.files.has(file) ? packed.definitionsIn(file) : []),
        fileOf: (id) => fileOf(id, definition),
        find: (symbol) => findWithNamespaces(symbol, (name) => packed.find(name)),
      };
    }
    const tables = this.indexed;
    const definition = (id: string) => tables.definitions.get(id);
    return {
      files: this.files,
      definition,
      incomingCalls: (id) => tables.incomingCalls.get(id) ?? [],
      importersOf: (file) => this.importersOf(file, (path) => tables.importers.get(path) ?? []),
      unparsed: this.unparsed,
      definitionsIn: (file) => tables.definitionsByFile.get(file) ?? [],
      fileOf: (id) => fileOf(id, definition),
      find: (symbol) =>
        findWithNamespaces(symbol, (name) => {
          const exact = definition(name);
          if (exact) return [exact];
          const [file, wanted] = symbolParts(name);
          return [...tables.definitions.values()].filter(
            (candidate) =>
              (file === undefined || candidate.file === file) &&
              (candidate.qualifiedName === wanted || candidate.name === wanted),
          );
        }),
    };
  }

  /** Definitions matching an id, `file#name`, a qualified name or a plain name. */
  find(symbol: string): Definition[] {
    return this.view.find(symbol);
  }

  /** Who calls a symbol. */
  callers(symbol: string): Caller[] {
    const view = this.view;
    return view.find(symbol).flatMap((definition) =>
      view.incomingCalls(definition.id).map((edge) => ({
        caller: view.definition(edge.from) ?? {
          id: edge.from,
          file: view.fileOf(edge.from),
          kind: 'file' as const,
        },
        confidence: edge.confidence,
        via: edge.via,
        line: edge.line,
      })),
    );
  }

  /**
   * Calls and method calls named like a symbol that the graph resolved to no definition of that
   * name: where there are any, "nothing calls it" cannot be said — its callers are unknown.
   */
  unresolvedCallsTo(symbol: string): { file: string; line: number }[] {
    const names = new Set(this.find(symbol).map((definition) => definition.name));
    const resolved = new Set(
      this.calls
        .filter((edge) => names.has(this.definitions.get(edge.to)?.name ?? ''))
        .map((edge) => `${edge.from}\0${edge.line}`),
    );
    const found: { file: string; line: number }[] = [];
    for (const file of this.files.values())
      for (const reference of file.references) {
        if (reference.kind === 'mention' || !names.has(reference.name)) continue;
        const from =
          reference.from === -1
            ? `file:${file.path}`
            : (file.definitions[reference.from]?.id ?? `file:${file.path}`);
        if (!resolved.has(`${from}\0${reference.line}`))
          found.push({ file: file.path, line: reference.line });
      }
    return found;
  }

  /**
   * The files importing a file: from the edges, or for a file never parsed (no edge leads to
   * it) those whose imports name its path (as for a deleted file) — what a change to a generated
   * module of several megabytes reaches.
   */
  private importersOf(file: string, edges: (file: string) => Iterable<string>): Iterable<string> {
    if (!this.unparsed.has(file)) return edges(file);
    let found = this.unparsedImporters.get(file);
    if (!found) {
      const importers = importersOfMissing(this.files.values(), this.resolver, file);
      found = [...new Set(importers.map((importer) => importer.file))];
      this.unparsedImporters.set(file, found);
    }
    return found;
  }

  /** Whether the graph knows a file: parsed, or skipped for what it holds (imported still). */
  knowsFile(file: string): boolean {
    return this.files.has(file) || this.unparsed.has(file);
  }

  /** Files that import a file directly. */
  dependents(file: string): string[] {
    return dependentsOf(this.view, file);
  }

  /**
   * Files that still import a file that is gone (deleted by the change): imports whose specifier
   * names its path and resolve to no file that exists (see `importersOfMissing`).
   */
  importersOfMissing(path: string): { file: string; line: number; source: string }[] {
    return importersOfMissing(this.files.values(), this.resolver, path);
  }

  /**
   * What a change to a file or symbol can affect, up to `depth` hops backwards over calls and
   * imports. Calls weigh more than imports, certain edges more than guesses, near more than far.
   */
  blastRadius(target: string, depth = 2): BlastRadius {
    return blastRadius(this.view, target, depth);
  }

  private testReachIndex: TestReachIndex | undefined;

  /** Whether tests reach a definition, and how sure the graph is of it. */
  testReach(definition: Definition): TestReach {
    this.testReachIndex ??= new TestReachIndex(
      this.files,
      this.definitions,
      (id) => this.indexed.incomingCalls.get(id) ?? [],
      this.imports,
      this.partial
        ? 'the graph build stopped early and some files are missing'
        : this.skipped
            .filter((entry) => isTestPath(entry.path))
            .map((entry) => `the test file ${entry.path} was not parsed (${entry.reason})`)[0],
    );
    return this.testReachIndex.of(definition);
  }

  /** Changed line ranges → changed symbols, callers, dependents, blast radius, test gaps, priorities. */
  changeAnalysis(changes: readonly ChangedRange[]): ChangeAnalysis {
    return changeAnalysis(this.view, changes, (definition) => this.testReach(definition));
  }
}
