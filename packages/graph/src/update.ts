import { CodeGraph, type EdgeReuse } from './code-graph.js';
import { runFileTask } from './extract/file-task.js';
import { languageOf } from './languages.js';
import type { FileFacts } from './model.js';
import type { ResolvedEdges } from './resolve/calls.js';
import { ModuleResolver } from './resolve/modules.js';

/**
 * The graph after some files changed, in process: only those files are read and parsed again
 * (deleted ones dropped, new ones added); every other file's facts are reused as they are, then
 * only the edges those files can affect are resolved again. For editors, watchers and re-reviews
 * of a few files.
 */
export async function updateGraph(
  graph: CodeGraph,
  root: string,
  changedPaths: readonly string[],
  options: { maxFileBytes?: number } = {},
): Promise<CodeGraph> {
  let files = new Map<string, FileFacts>(graph.files);
  const skipped = graph.skipped.filter((entry) => !changedPaths.includes(entry.path));
  const changed = new Set(changedPaths);
  let added = false;
  let parsed = 0;
  for (const path of changedPaths) {
    const outcome = languageOf(path)
      ? await runFileTask({ root, path, maxBytes: options.maxFileBytes ?? 1024 * 1024 })
      : undefined;
    if (outcome?.kind === 'parsed') {
      parsed++;
      added ||= !files.has(path);
      files.set(path, outcome.facts); // in place: the graph's order stays the build's
      continue;
    }
    files.delete(path);
    if (outcome?.kind === 'skipped' && outcome.reason !== 'missing on disk')
      skipped.push({ path, reason: outcome.reason });
  }
  // New files take their place in path order, as a build lists them.
  if (added) files = new Map([...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return new CodeGraph(files, new ModuleResolver(root, files.values()), {
    skipped,
    partial: graph.partial,
    reuse: affectedFiles(graph, files, changedPaths),
    reading: {
      unchanged: [...files.keys()].filter((path) => !changed.has(path)).length,
      rehashed: 0,
      parsed,
    },
  });
}

/** What other files can see of a file: its definitions (not their lines), exports and types. */
function outline(facts: FileFacts): string {
  return JSON.stringify([
    // Keys sorted: a warm graph's definitions come from the cache's index, keys in another order.
    facts.definitions.map(({ id: _id, startLine: _s, endLine: _e, nameLine: _n, ...rest }) =>
      Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
    facts.exports,
    facts.imports.map((fact) => [fact.source, fact.reexports]),
    facts.types,
    facts.packageName,
    facts.instances,
  ]);
}

/** What deciding the files a change affects reads of the graph before it. */
export type EarlierGraph = Pick<CodeGraph, 'files' | 'resolvedEdges' | 'dependents'>;

/**
 * The graph before a change as its cached edges tell it — its files, their edges and importers —
 * without indexing its definitions or calls as a CodeGraph would.
 */
export function earlierGraph(
  files: ReadonlyMap<string, FileFacts>,
  edges: ReadonlyMap<string, ResolvedEdges>,
): EarlierGraph {
  const importers = new Map<string, Set<string>>();
  for (const file of edges.values())
    for (const edge of file.imports) {
      const set = importers.get(edge.to);
      if (set) set.add(edge.from);
      else importers.set(edge.to, new Set([edge.from]));
    }
  return {
    files,
    resolvedEdges: edges,
    dependents: (path) => [...(importers.get(path) ?? [])].sort(),
  };
}

/**
 * The files whose edges may differ after `changedPaths` changed, and the definitions that only
 * moved. A changed file others see the same of (only lines moved) is re-resolved alone, and the
 * edges into it follow its definitions' new ids. Otherwise: its importers (through re-exporting
 * barrels too), and files whose unbound names, method calls or receiver types name one of its
 * definitions. When a file appeared or vanished, or a type changed (dispatch depends on every
 * interface), all of them.
 */
export function affectedFiles(
  graph: EarlierGraph,
  after: ReadonlyMap<string, FileFacts>,
  changedPaths: readonly string[],
): EdgeReuse {
  const edges = graph.resolvedEdges;
  const everything = { edges, affected: new Set(after.keys()), moved: new Map<string, string>() };
  const names = new Set<string>();
  const methods = new Set<string>();
  const moved = new Map<string, string>();
  const reshaped: string[] = [];
  for (const path of changedPaths) {
    const old = graph.files.get(path);
    const current = after.get(path);
    if (!old || !current) return everything;
    if (outline(old) === outline(current)) {
      old.definitions.forEach((definition, index) => {
        const id = current.definitions[index]?.id;
        if (id !== undefined && id !== definition.id) moved.set(definition.id, id);
      });
      continue;
    }
    if (JSON.stringify(old.types) !== JSON.stringify(current.types)) return everything;
    reshaped.push(path);
    for (const facts of [old, current])
      for (const definition of facts.definitions) {
        names.add(definition.name);
        if (definition.kind === 'method') methods.add(definition.name);
      }
  }
  const affected = new Set(changedPaths);
  // Importers, and the importers of barrels re-exporting them.
  const queue = [...reshaped];
  for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
    for (const importer of graph.dependents(path)) {
      if (affected.has(importer)) continue;
      affected.add(importer);
      if (after.get(importer)?.imports.some((fact) => fact.reexports.length > 0))
        queue.push(importer);
    }
  }
  if (names.size === 0) return { edges, affected, moved };
  for (const [path, facts] of after) {
    if (affected.has(path)) continue;
    // Names the file binds itself, by import or at top level, never resolve elsewhere by name.
    const bound = new Set(
      facts.imports.flatMap((fact) => fact.bindings.map((binding) => binding.local)),
    );
    for (const definition of facts.definitions)
      if (!definition.qualifiedName.includes('.')) bound.add(definition.name);
    const named = facts.references.some(
      (reference) =>
        (reference.kind !== 'mention' &&
          // A method call (`ns.f()` is an import), or a name resolved by package or by name.
          (reference.receiver === undefined
            ? names.has(reference.name) && !bound.has(reference.name)
            : methods.has(reference.name))) ||
        reference.receiverTypes?.some((type) => names.has(type)) === true,
    );
    if (named) affected.add(path);
  }
  return { edges, affected, moved };
}
