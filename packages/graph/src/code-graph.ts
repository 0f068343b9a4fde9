import { posix } from 'node:path';
import type { CallEdge, Definition, FileFacts, ImportEdge } from './model.js';
import type { ConfigReads, ModuleResolver } from './resolve/modules.js';
import { resolveFile, type ResolvedEdges } from './resolve/calls.js';
import { SymbolIndex } from './resolve/symbol-index.js';
import { isTestPath } from './extract/extract.js';
import { TestReachIndex, type TestReach } from './test-reach.js';
import { CachedFacts } from './cached-facts.js';

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

const WEIGHT = { certain: 1, likely: 0.7, possible: 0.4 } as const;

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
const IMPORT_WEIGHT = 0.5;

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
  reuse?: EdgeReuse;
  /** How the build read its files (the graph counts what it resolved). */
  reading?: Omit<BuildStats, 'resolved'>;
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
    return [...(this.importers.get(file) ?? [])].sort();
  }

  /**
   * Files that still import a file that is gone (deleted by the change): imports whose specifier
   * names its path — relative JavaScript/TypeScript specifiers, with or without an extension or
   * `/index`, and Python modules — and resolve to no file that exists.
   */
  importersOfMissing(path: string): { file: string; line: number; source: string }[] {
    const stem = (value: string): string => value.replace(/\.(d\.)?[cm]?[jt]sx?$|\.py$/, '');
    const wanted = stem(path);
    const indexOf = wanted.endsWith('/index') ? wanted.slice(0, -'/index'.length) : undefined;
    const pythonInit = path.endsWith('/__init__.py')
      ? path.slice(0, -'/__init__.py'.length)
      : undefined;
    const found: { file: string; line: number; source: string }[] = [];
    for (const file of this.files.values()) {
      const directory = file.path.includes('/')
        ? file.path.slice(0, file.path.lastIndexOf('/'))
        : '';
      for (const fact of file.imports) {
        let target: string | undefined;
        if (fact.source.startsWith('./') || fact.source.startsWith('../')) {
          target = stem(posix.normalize(posix.join(directory, fact.source)));
        } else if (file.language !== 'python') {
          // A tsconfig `paths` alias (`@app/util`) or a `baseUrl` import names the file too.
          target = this.resolver
            .aliasedPaths(file.path, fact.source)
            .map((named) => stem(posix.normalize(named)))
            .find((named) => named === wanted || named === indexOf);
        } else if (file.language === 'python' && /^[\w.]+$/.test(fact.source)) {
          const dots = /^\.*/.exec(fact.source)?.[0].length ?? 0;
          const rest = fact.source.slice(dots).split('.').filter(Boolean).join('/');
          const base =
            dots === 0
              ? ''
              : posix.normalize(posix.join(directory, ...Array<string>(dots - 1).fill('..')));
          target = posix.join(base, rest);
        }
        if (target === undefined) continue;
        if (target !== wanted && target !== indexOf && target !== pythonInit) continue;
        if (this.resolver.resolve(file, fact.source).length > 0) continue;
        found.push({ file: file.path, line: fact.line, source: fact.source });
      }
    }
    return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  }

  /**
   * What a change to a file or symbol can affect, up to `depth` hops backwards over calls and
   * imports. Calls weigh more than imports, certain edges more than guesses, near more than far.
   */
  blastRadius(target: string, depth = 2): BlastRadius {
    const startSymbols = this.files.has(target)
      ? (this.definitionsByFile.get(target) ?? []).map((definition) => definition.id)
      : this.find(target).map((definition) => definition.id);
    const startFiles = this.files.has(target)
      ? [target]
      : [...new Set(startSymbols.map((id) => this.fileOf(id)))];
    const symbolScore = new Map<string, { score: number; depth: number }>();
    const fileScore = new Map<string, { score: number; depth: number }>();
    const bump = (
      map: Map<string, { score: number; depth: number }>,
      key: string,
      score: number,
      level: number,
    ): void => {
      const entry = map.get(key);
      map.set(key, {
        score: (entry?.score ?? 0) + score,
        depth: Math.min(entry?.depth ?? level, level),
      });
    };
    let frontier = startSymbols.map((id) => ({ id, weight: 1 }));
    let fileFrontier = startFiles.map((file) => ({ file, weight: 1 }));
    const visited = new Set(startSymbols);
    const visitedFiles = new Set(startFiles);
    for (let level = 1; level <= depth; level++) {
      const next: { id: string; weight: number }[] = [];
      for (const { id, weight } of frontier) {
        for (const edge of this.incomingCalls.get(id) ?? []) {
          const score = (weight * WEIGHT[edge.confidence]) / level;
          bump(fileScore, this.fileOf(edge.from), score, level);
          if (!edge.from.startsWith('file:')) bump(symbolScore, edge.from, score, level);
          if (!visited.has(edge.from)) {
            visited.add(edge.from);
            next.push({ id: edge.from, weight: weight * WEIGHT[edge.confidence] });
          }
        }
      }
      const nextFiles: { file: string; weight: number }[] = [];
      for (const { file, weight } of fileFrontier) {
        for (const importer of this.importers.get(file) ?? []) {
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
    for (const file of startFiles) fileScore.delete(file);
    const round = (value: number): number => Math.round(value * 1000) / 1000;
    return {
      target,
      depth,
      files: [...fileScore]
        .map(([file, entry]) => ({ file, score: round(entry.score), depth: entry.depth }))
        .sort((a, b) => b.score - a.score || a.file.localeCompare(b.file)),
      symbols: [...symbolScore]
        .map(([id, entry]) => {
          const definition = this.definitions.get(id);
          return {
            id,
            name: definition?.qualifiedName ?? id,
            file: this.fileOf(id),
            score: round(entry.score),
            depth: entry.depth,
          };
        })
        .sort((a, b) => b.score - a.score),
    };
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
    const changed: Definition[] = [];
    for (const change of changes) {
      const file = this.files.get(change.path);
      if (!file) continue;
      for (const definition of file.definitions) {
        if (
          change.ranges.some(
            ([start, end]) => definition.startLine <= end && definition.endLine >= start,
          )
        )
          changed.push(definition);
      }
    }
    // A class counts through its changed methods, not on its own.
    const symbols = changed.filter(
      (definition) =>
        !(
          definition.kind === 'class' &&
          changed.some(
            (other) => other.container === definition.name && other.file === definition.file,
          )
        ),
    );
    const callers = symbols.map((definition) => ({
      symbol: definition.id,
      callers: (this.incomingCalls.get(definition.id) ?? []).map((edge) => ({
        id: edge.from,
        file: this.fileOf(edge.from),
        confidence: edge.confidence,
      })),
    }));
    const changedFiles = new Set(changes.map((change) => change.path));
    const dependentFiles = [...new Set([...changedFiles].flatMap((file) => this.dependents(file)))]
      .filter((file) => !changedFiles.has(file))
      .sort();
    const radius = new Map<string, ImpactedFile>();
    for (const definition of symbols) {
      for (const impacted of this.blastRadius(definition.id).files) {
        if (changedFiles.has(impacted.file)) continue;
        const previous = radius.get(impacted.file);
        radius.set(impacted.file, {
          file: impacted.file,
          score: (previous?.score ?? 0) + impacted.score,
          depth: Math.min(previous?.depth ?? impacted.depth, impacted.depth),
        });
      }
    }
    const callables = symbols.filter(
      (definition) =>
        (definition.kind === 'function' || definition.kind === 'method') && !definition.isTest,
    );
    const reach = new Map(callables.map((definition) => [definition, this.testReach(definition)]));
    const entry = (definition: Definition): { id: string; name: string; file: string } => ({
      id: definition.id,
      name: definition.qualifiedName,
      file: definition.file,
    });
    const testGaps = callables
      .filter((definition) => reach.get(definition)?.state === 'unreached')
      .map(entry);
    const testReachUnknown = callables.flatMap((definition) => {
      const found = reach.get(definition);
      return found?.state === 'unknown' ? [{ ...entry(definition), reason: found.reason }] : [];
    });
    const fileSignals: ChangeAnalysis['fileSignals'] = {};
    for (const path of changedFiles) {
      const facts = this.files.get(path);
      // Not parsed (JSON, YAML, other languages): the graph claims nothing.
      if (!facts) continue;
      const mine = facts.isTest ? [] : callables.filter((definition) => definition.file === path);
      const states = mine.map((definition) => reach.get(definition)?.state);
      const coveredByTests =
        mine.length === 0 || states.includes('unknown') ? undefined : !states.includes('unreached');
      fileSignals[path] = {
        callerCount: symbols
          .filter((definition) => definition.file === path)
          .reduce(
            (sum, definition) =>
              sum +
              (this.incomingCalls
                .get(definition.id)
                ?.filter((edge) => this.fileOf(edge.from) !== path).length ?? 0),
            0,
          ),
        ...(coveredByTests === undefined ? {} : { coveredByTests }),
        testReason: facts.isTest
          ? 'a test file'
          : mine.length === 0
            ? 'no changed function'
            : coveredByTests === undefined
              ? `unknown: ${testReachUnknown.find((gap) => gap.file === path)?.reason ?? ''}`
              : coveredByTests
                ? 'reached by tests'
                : `no test reaches ${mine
                    .filter((definition) => reach.get(definition)?.state === 'unreached')
                    .map((definition) => definition.qualifiedName)
                    .join(', ')}`,
      };
    }
    const reviewPriorities = [...changedFiles]
      .map((file) => {
        const signals = fileSignals[file] ?? { callerCount: 0 };
        const gaps = testGaps.filter((gap) => gap.file === file).length;
        const score = signals.callerCount + 2 * gaps + this.dependents(file).length;
        const reasons = [
          `${signals.callerCount} caller(s) elsewhere`,
          `${this.dependents(file).length} dependent file(s)`,
          ...(gaps > 0 ? [`${gaps} changed function(s) without tests`] : []),
        ];
        return { file, reason: reasons.join(', '), score };
      })
      .sort((a, b) => b.score - a.score || a.file.localeCompare(b.file));
    return {
      changedSymbols: symbols.map((definition) => ({
        id: definition.id,
        name: definition.qualifiedName,
        file: definition.file,
        kind: definition.kind,
        callers: this.incomingCalls.get(definition.id)?.length ?? 0,
      })),
      callers,
      dependentFiles,
      blastRadius: [...radius.values()].sort((a, b) => b.score - a.score),
      testGaps,
      testReachUnknown,
      fileSignals,
      reviewPriorities,
    };
  }
}
