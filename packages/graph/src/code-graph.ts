import type { CallEdge, Definition, FileFacts, ImportEdge } from './model.js';
import type { ConfigReads, ModuleResolver } from './resolve/modules.js';
import { resolveFile, type ResolvedEdges } from './resolve/calls.js';
import { SymbolIndex } from './resolve/symbol-index.js';
import { isTestPath } from './test-paths.js';
import { TestReachIndex, type TestReach } from './test-reach.js';
import { CachedFacts } from './cached-facts.js';
import { blastRadius } from './blast-radius.js';
import { changeAnalysis, dependentsOf } from './change-analysis.js';
import { importersOfMissing } from './missing-imports.js';
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

/** The resolved graph: definitions, call and import edges, and the queries over them. */
export class CodeGraph {
  readonly definitions = new Map<string, Definition>();
  readonly calls: CallEdge[] = [];
  readonly imports: ImportEdge[] = [];
  readonly skipped: SkippedFile[];
  /** The build stopped early (deadline or cancellation): some files are missing. */
  readonly partial: boolean;
  readonly stats: BuildStats;
  private readonly incomingCalls = new Map<string, CallEdge[]>();
  private readonly importers = new Map<string, Set<string>>();
  /** Each file's outgoing edges, kept so an update re-resolves only the files it affects. */
  private readonly edgesByFile = new Map<string, ResolvedEdges>();

  private readonly definitionsByFile = new Map<string, Definition[]>();
  private moduleResolver: ModuleResolver | (() => ModuleResolver);

  /**
   * `resolver` may be made only when first needed: a warm build's facts are read only then, and
   * a resolver reads every file's.
   */
  constructor(
    readonly files: ReadonlyMap<string, FileFacts>,
    resolver: ModuleResolver | (() => ModuleResolver),
    parts: GraphParts = {},
  ) {
    this.moduleResolver = resolver;
    this.skipped = parts.skipped ?? [];
    this.partial = parts.partial ?? false;
    const { reuse } = parts;
    // Only when a file is resolved: a warm build reusing every edge needs no index.
    let index: SymbolIndex | undefined;
    let resolved = 0;
    const known = files instanceof CachedFacts ? files.definitionsOf : undefined;
    for (const path of files.keys()) {
      const definitions = known?.get(path) ?? files.get(path)?.definitions ?? [];
      this.definitionsByFile.set(path, definitions);
      for (const definition of definitions) this.definitions.set(definition.id, definition);
      const kept =
        reuse === undefined || reuse.affected.has(path)
          ? undefined
          : follow(reuse.edges.get(path), reuse.moved);
      let edges = kept;
      const file = edges ? undefined : files.get(path);
      if (file) {
        index ??= new SymbolIndex(files.values());
        edges = resolveFile(file, index, this.resolver);
        resolved++;
      }
      edges ??= { calls: [], imports: [] };
      this.edgesByFile.set(path, edges);
      for (const edge of edges.calls) this.calls.push(edge);
      for (const edge of edges.imports) this.imports.push(edge);
    }
    this.stats = { unchanged: 0, rehashed: 0, parsed: 0, ...parts.reading, resolved };
    for (const edge of this.calls) {
      const list = this.incomingCalls.get(edge.to);
      if (list) list.push(edge);
      else this.incomingCalls.set(edge.to, [edge]);
    }
    for (const edge of this.imports) {
      const set = this.importers.get(edge.to) ?? new Set<string>();
      set.add(edge.from);
      this.importers.set(edge.to, set);
    }
  }

  /** Each file's outgoing edges (for the build's cache and in-process updates). */
  get resolvedEdges(): ReadonlyMap<string, ResolvedEdges> {
    return this.edgesByFile;
  }

  private get resolver(): ModuleResolver {
    if (typeof this.moduleResolver === 'function') this.moduleResolver = this.moduleResolver();
    return this.moduleResolver;
  }

  /** What resolution read besides the sources (for the build's cache). */
  get configReads(): ConfigReads {
    return this.resolver.reads;
  }

  /** The graph as its analyses read it (blast radius, change analysis). */
  private get view(): GraphView {
    return {
      files: this.files,
      definitions: this.definitions,
      incomingCalls: (id) => this.incomingCalls.get(id) ?? [],
      importersOf: (file) => this.importers.get(file) ?? [],
      definitionsIn: (file) => this.definitionsByFile.get(file) ?? [],
      fileOf: (id) => this.fileOf(id),
      find: (symbol) => this.find(symbol),
    };
  }

  private fileOf(id: string): string {
    return id.startsWith('file:')
      ? id.slice(5)
      : (this.definitions.get(id)?.file ?? id.split('#')[0] ?? id);
  }

  /** Definitions matching an id, `file#name`, a qualified name or a plain name. */
  find(symbol: string): Definition[] {
    const exact = this.definitions.get(symbol);
    if (exact) return [exact];
    const [file, name] = symbol.includes('#') ? symbol.split('#') : [undefined, symbol];
    return [...this.definitions.values()].filter(
      (definition) =>
        (file === undefined || definition.file === file) &&
        (definition.qualifiedName === name || definition.name === name),
    );
  }

  /** Who calls a symbol. */
  callers(symbol: string): Caller[] {
    return this.find(symbol).flatMap((definition) =>
      (this.incomingCalls.get(definition.id) ?? []).map((edge) => ({
        caller: this.definitions.get(edge.from) ?? {
          id: edge.from,
          file: this.fileOf(edge.from),
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
      (id) => this.incomingCalls.get(id) ?? [],
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
