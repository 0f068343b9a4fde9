import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CodeGraph, type EdgeReuse } from './code-graph.js';
import { EXCLUDED_REASON, exclusionOf } from './exclusions.js';
import { comparePaths } from './repository-files.js';
import { runFileTask } from './extract/file-task.js';
import { languageOf } from './languages.js';
import { SPREAD_EXPORT, type FileFacts } from './model.js';
import type { ResolvedEdges } from './resolve/calls.js';
import { ModuleResolver } from './resolve/modules.js';
import { resolveEdges } from './resolved-edges.js';

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
  /** As the graph was built with: files it excludes by name are left out, as a build leaves them. */
  options: { maxFileBytes?: number; exclude?: readonly string[] } = {},
): Promise<CodeGraph> {
  let files = new Map<string, FileFacts>(graph.files);
  const skipped = graph.skipped.filter((entry) => !changedPaths.includes(entry.path));
  const changed = new Set(changedPaths);
  const excluded = await exclusionOf(options.exclude);
  let added = false;
  let parsed = 0;
  for (const path of changedPaths) {
    if (languageOf(path) && excluded(path)) {
      files.delete(path);
      if (existsSync(join(root, path))) skipped.push({ path, reason: EXCLUDED_REASON });
      continue;
    }
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
  skipped.sort((a, b) => comparePaths(a.path, b.path));
  // New files take their place in path order, as a build lists them.
  if (added) files = new Map([...files].sort(([a], [b]) => comparePaths(a, b)));
  const resolver = new ModuleResolver(root, files.values());
  return new CodeGraph(files, resolver, {
    skipped,
    partial: graph.partial,
    resolution: resolveEdges(files, resolver, affectedFiles(graph, files, changedPaths)),
    reading: {
      unchanged: [...files.keys()].filter((path) => !changed.has(path)).length,
      rehashed: 0,
      parsed,
    },
  });
}

/**
 * What other files can see of a file besides its import bindings: its definitions (not their
 * lines), exports and types.
 */
function outline(facts: FileFacts): string {
  return JSON.stringify([
    // Keys sorted: a warm graph's definitions come from the cache's index, keys in another order.
    facts.definitions.map(({ id: _id, startLine: _s, endLine: _e, nameLine: _n, ...rest }) =>
      Object.entries(rest)
        .filter(([, value]) => value !== undefined)
        .sort(([a], [b]) => (a < b ? -1 : 1)),
    ),
    facts.exports,
    facts.imports.map((fact) => [fact.source, fact.reexports]),
    facts.types,
    facts.packageName,
    facts.instances,
    facts.callables,
  ]);
}

/**
 * The local names a file binds by import differently after a change (another module, another
 * name, or no longer). Another file may import them from it: `from app import Engine` where
 * app/__init__.py imports Engine (a module's exported names are looked up through its imports).
 */
function rebound(old: FileFacts, current: FileFacts): string[] {
  const keys = (facts: FileFacts): Set<string> =>
    new Set(
      facts.imports.flatMap((fact) =>
        fact.bindings.map((binding) => `${fact.source}\0${binding.imported}\0${binding.local}`),
      ),
    );
  const before = keys(old);
  const after = keys(current);
  const changed = new Set<string>();
  for (const [from, to] of [
    [before, after],
    [after, before],
  ] as const)
    for (const key of from) if (!to.has(key)) changed.add(key.slice(key.lastIndexOf('\0') + 1));
  return [...changed];
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
 * edges into it follow its definitions' new ids. Otherwise: its importers (onwards through the
 * files that pass a changed name on), files whose unbound names, method calls or receiver types
 * name one of its definitions, and files calling the methods of an object literal passed to one
 * of them (the literal implements the callee's parameter type). When a file appeared or vanished,
 * or a type changed (dispatch depends on every interface), all of them.
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
  // Each changed file others must look at again, with the names whose meaning may have changed.
  const changedNames = new Map<string, Set<string>>();
  for (const path of changedPaths) {
    const old = graph.files.get(path);
    const current = after.get(path);
    if (!old || !current) return everything;
    const passed = new Set(rebound(old, current));
    if (outline(old) === outline(current)) {
      old.definitions.forEach((definition, index) => {
        const id = current.definitions[index]?.id;
        if (id !== undefined && id !== definition.id) moved.set(definition.id, id);
      });
      if (passed.size > 0) changedNames.set(path, passed);
      continue;
    }
    if (JSON.stringify(old.types) !== JSON.stringify(current.types)) return everything;
    for (const facts of [old, current]) {
      for (const definition of facts.definitions) {
        names.add(definition.name);
        passed.add(definition.name);
        if (definition.kind === 'method') methods.add(definition.name);
      }
      for (const instance of Object.keys(facts.instances ?? {})) passed.add(instance);
      for (const callable of Object.keys(facts.callables ?? {})) passed.add(callable);
    }
    changedNames.set(path, passed);
  }
  const affected = new Set(changedPaths);
  addImporters(graph, after, changedNames, affected);
  if (names.size === 0) return { edges, affected, moved };
  for (const facts of after.values())
    for (const definition of facts.definitions)
      if (definition.passedTo && names.has(definition.passedTo.callee))
        methods.add(definition.name);
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

/**
 * Adds the files that import a changed name: every importer of a changed file and of a barrel
 * re-exporting the name, and the importers that bind the name from a file that imported it (or
 * read it through the whole module), onwards as long as a file passes the name on.
 */
function addImporters(
  graph: EarlierGraph,
  after: ReadonlyMap<string, FileFacts>,
  changedNames: ReadonlyMap<string, ReadonlySet<string>>,
  affected: Set<string>,
): void {
  const passedOn = new Map<string, Set<string>>();
  const queue = [...changedNames].map(([path, names]) => ({ path, names, everyImporter: true }));
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    for (const importer of graph.dependents(next.path)) {
      const facts = after.get(importer);
      if (!facts) continue;
      const bindings = facts.imports.flatMap((fact) => fact.bindings);
      const named = bindings.filter((binding) => next.names.has(binding.imported));
      // A barrel passing one of the names on (`export * from`, `export { name } from`).
      const passing = facts.imports.flatMap((fact) =>
        fact.reexports.filter(
          (reexport) => reexport.imported === '*' || next.names.has(reexport.imported),
        ),
      );
      const barrel = passing.length > 0;
      // `ns.name` through a namespace or module import looks the name up in the module.
      const wholeModule =
        bindings.some((binding) => binding.imported === '*' || binding.imported === '<package>') &&
        facts.references.some((reference) => next.names.has(reference.name));
      // `export default { ...base }`: its default object holds what the spread import holds.
      const spread = new Set(
        Object.entries(facts.exports)
          .filter(([exported]) => exported.startsWith(SPREAD_EXPORT))
          .map(([, local]) => local),
      );
      const spreading = bindings.some((binding) => spread.has(binding.local));
      if (!next.everyImporter && !barrel && !wholeModule && !spreading && named.length === 0)
        continue;
      affected.add(importer);
      // What its importers may now find differently through it.
      const names = new Set(named.map((binding) => binding.local));
      if (spreading) for (const name of next.names) names.add(`default.${name}`);
      for (const [exported, local] of Object.entries(facts.exports))
        if (names.has(local)) names.add(exported);
      // `Ast.isAst()` through `import Ast from …` looks its member up in the default object.
      if ([...names].some((name) => name.startsWith('default.'))) names.add('default');
      for (const reexport of passing)
        if (reexport.imported === '*') for (const name of next.names) names.add(name);
        else names.add(reexport.exported);
      const seen = passedOn.get(importer) ?? new Set<string>();
      const fresh = [...names].filter((name) => !seen.has(name));
      if (fresh.length === 0) continue;
      for (const name of fresh) seen.add(name);
      passedOn.set(importer, seen);
      queue.push({ path: importer, names: new Set(fresh), everyImporter: barrel });
    }
  }
}
