// Whether tests reach a function, and how sure the graph can be of the answer. "No test reaches
// it" is a claim reviewers act on, so it is made only when even a by-name over-approximation of
// what tests may call (every reference a test makes, followed through every definition of that
// name) never names the function; otherwise the answer is "unknown".
import type { CallEdge, Definition, FileFacts, ImportEdge } from './model.js';

/** What the graph can say about tests reaching a changed function. */
export type TestReachState = 'reached' | 'unreached' | 'unknown';

export interface TestReach {
  state: TestReachState;
  /** Why: the test that reaches it, or what the graph could not resolve. */
  reason: string;
}

/** Method names a language calls without a written call (`${x}`, `await x`, `for…of`, `JSON.stringify`). */
const IMPLICIT_CALLS = new Set([
  'toString',
  'valueOf',
  'toJSON',
  'toLocaleString',
  'then',
  'catch',
  'finally',
  'next',
  'return',
  'throw',
  'handleEvent',
  '__str__',
  '__repr__',
  '__eq__',
  '__hash__',
  '__call__',
  '__enter__',
  '__exit__',
  '__iter__',
  '__next__',
  '__len__',
  '__getattr__',
  '__getitem__',
  'String',
  'Drop',
  'fmt',
]);

/** Members a class's construction runs: `new X()` / `X()` reaches them. */
function isConstructor(definition: Definition): boolean {
  return (
    definition.kind === 'method' &&
    (definition.name === 'constructor' ||
      definition.name === '__init__' ||
      definition.name === '__new__' ||
      definition.name === '__post_init__' ||
      definition.name === definition.container)
  );
}

/** The type name of a written supertype (`Base<T>` → `Base`, `pkg.Base` → `Base`). */
function typeName(written: string): string {
  const bare = written.replace(/<.*$/s, '').trim();
  return bare.slice(bare.lastIndexOf('.') + 1);
}

/** What the test-reach walk follows, gathered from every file's facts once. */
interface NameIndex {
  byName: Map<string, Definition[]>;
  /** The names each definition's body refers to, by definition id. */
  referencesOf: Map<string, string[]>;
  /** The names each file's top-level code refers to, by path. */
  topLevel: Map<string, string[]>;
  /** Import and export aliases: a name, and the names it also stands for. */
  aliases: Map<string, Set<string>>;
  supertypes: Map<string, string[]>;
}

function indexNames(files: Iterable<FileFacts>): NameIndex {
  const index: NameIndex = {
    byName: new Map(),
    referencesOf: new Map(),
    topLevel: new Map(),
    aliases: new Map(),
    supertypes: new Map(),
  };
  const defaultExports = new Set<string>();
  const alias = (from: string, to: string): void => {
    if (from === to) return;
    const set = index.aliases.get(from) ?? new Set<string>();
    set.add(to);
    index.aliases.set(from, set);
  };
  for (const file of files) {
    for (const definition of file.definitions) {
      const list = index.byName.get(definition.name) ?? [];
      list.push(definition);
      index.byName.set(definition.name, list);
    }
    for (const reference of file.references) {
      // `s.size` (a getter), `a.b.c()`: every part may name a definition.
      // `this.check.bind(this)`, `run(handler).then()`: names in the receiver are read too.
      const parts = [
        ...reference.name.split('.').filter(Boolean),
        ...(reference.receiver?.match(/[A-Za-z_$][\w$]*/g) ?? []),
      ];
      const owner = reference.from === -1 ? undefined : file.definitions[reference.from]?.id;
      const target = owner === undefined ? index.topLevel : index.referencesOf;
      const key = owner ?? file.path;
      const list = target.get(key) ?? [];
      list.push(...parts);
      target.set(key, list);
    }
    for (const fact of file.imports) {
      // `export { _upper as upper } from './api.js'`: `upper` is `_upper`.
      for (const reexport of fact.reexports)
        if (reexport.imported !== '*') alias(reexport.exported, reexport.imported);
      for (const binding of fact.bindings) {
        if (binding.imported === 'default') alias(binding.local, '<default>');
        else if (binding.imported !== '*') alias(binding.local, binding.imported);
      }
    }
    for (const [exported, local] of Object.entries(file.exports)) {
      if (exported === 'default') defaultExports.add(local);
      else alias(exported, local);
    }
    for (const type of file.types)
      if (type.kind === 'class') index.supertypes.set(type.name, type.supertypes.map(typeName));
  }
  for (const local of defaultExports) alias('<default>', local);
  return index;
}

/** Test reach of definitions: precise over the resolved edges, checked by name. */
export class TestReachIndex {
  /** Names tests may call, directly or through any definition of a name they call. */
  private names: Set<string> | undefined;
  private readonly cache = new Map<string, TestReach>();

  constructor(
    private readonly files: ReadonlyMap<string, FileFacts>,
    private readonly definitions: ReadonlyMap<string, Definition>,
    private readonly incoming: (id: string) => readonly CallEdge[],
    private readonly imports: readonly ImportEdge[],
    /** Why no answer can be certain (a partial graph, a test file not parsed), if so. */
    private readonly incomplete: string | undefined,
  ) {}

  /** Whether tests reach a definition, and how sure that is. */
  of(definition: Definition): TestReach {
    let found = this.cache.get(definition.id);
    if (!found) {
      found = this.compute(definition);
      this.cache.set(definition.id, found);
    }
    return found;
  }

  private isTestCaller(id: string): boolean {
    if (id.startsWith('file:')) return this.files.get(id.slice(5))?.isTest === true;
    return this.definitions.get(id)?.isTest === true;
  }

  /** Incoming edges, with a constructor reached by every edge into its class (`new X()`). */
  private edgesInto(definition: Definition): readonly CallEdge[] {
    const own = this.incoming(definition.id);
    if (!isConstructor(definition) || definition.container === undefined) return own;
    const owner = this.files
      .get(definition.file)
      ?.definitions.find(
        (candidate) => candidate.kind === 'class' && candidate.name === definition.container,
      );
    return owner ? [...own, ...this.incoming(owner.id)] : own;
  }

  /** A test reaching the definition over resolved edges, at any depth: its id, or undefined. */
  private reachingTest(start: Definition): string | undefined {
    const seen = new Set([start.id]);
    let frontier: Definition[] = [start];
    while (frontier.length > 0) {
      const next: Definition[] = [];
      for (const current of frontier)
        for (const edge of this.edgesInto(current)) {
          if (this.isTestCaller(edge.from)) return edge.from;
          if (seen.has(edge.from)) continue;
          seen.add(edge.from);
          const caller = this.definitions.get(edge.from);
          if (caller) next.push(caller);
        }
      frontier = next;
    }
    return undefined;
  }

  private compute(definition: Definition): TestReach {
    const test = this.reachingTest(definition);
    if (test !== undefined)
      return { state: 'reached', reason: `reached from ${test.replace(/^file:/, '')}` };
    if (this.incomplete !== undefined) return { state: 'unknown', reason: this.incomplete };
    if (definition.accessor === true)
      return {
        state: 'unknown',
        reason: `${definition.name} is a getter or setter, run by property reads the graph does not follow`,
      };
    if (!/^[A-Za-z_$][\w$]*$/.test(definition.name))
      return {
        state: 'unknown',
        reason: `${definition.name} is not an identifier, so it is called through a computed name`,
      };
    const broken = this.unparsed(definition.file);
    if (broken !== undefined)
      return {
        state: 'unknown',
        reason: `${broken} has syntax errors the graph could not parse, and may call it`,
      };
    if (IMPLICIT_CALLS.has(definition.name))
      return {
        state: 'unknown',
        reason: `${definition.name} may be called implicitly by the language`,
      };
    const outside = (definition.dispatchTypes ?? []).filter(
      (type) => !this.isRepositoryType(typeName(type)),
    );
    if (outside.length > 0)
      return {
        state: 'unknown',
        reason: `it implements ${typeName(outside[0] ?? '')}, declared outside the repository, whose code may call it`,
      };
    const names = this.testNames();
    const name = isConstructor(definition)
      ? (definition.container ?? definition.name)
      : definition.name;
    if (names.has(name))
      return {
        state: 'unknown',
        reason: `tests call something named ${name} that the graph could not resolve to one definition`,
      };
    return {
      state: 'unreached',
      reason: `no test, nor anything a test calls, refers to a name ${name}`,
    };
  }

  /** Files with syntax errors, by the files they import (and themselves). */
  private brokenImporters: Map<string, string> | undefined;

  /** A file with syntax errors that is, or imports, `path`: its unparsed code may call anything there. */
  private unparsed(path: string): string | undefined {
    if (!this.brokenImporters) {
      this.brokenImporters = new Map();
      const broken = new Set(
        [...this.files.values()].filter((file) => file.hasErrors).map((file) => file.path),
      );
      for (const path of broken) this.brokenImporters.set(path, path);
      for (const edge of this.imports)
        if (broken.has(edge.from) && !this.brokenImporters.has(edge.to))
          this.brokenImporters.set(edge.to, edge.from);
    }
    return this.brokenImporters.get(path);
  }

  private typeNames: Set<string> | undefined;

  private isRepositoryType(name: string): boolean {
    this.typeNames ??= new Set(
      [...this.files.values()].flatMap((file) => file.types.map((type) => type.name)),
    );
    return this.typeNames.has(name);
  }

  /**
   * Every name test code may reach, as an over-approximation: the names tests refer to, then the
   * names referred to by every definition so named (any file), through import and export aliases,
   * constructors and the constructors of base classes, and the top-level code of the modules tests
   * import.
   */
  private testNames(): Set<string> {
    if (this.names) return this.names;
    const index = indexNames(this.files.values());
    const names = new Set<string>();
    const queue: string[] = [];
    const add = (name: string): void => {
      if (names.has(name)) return;
      names.add(name);
      queue.push(name);
    };
    // Test files: everything in them, and the top-level code of every module they import.
    for (const path of this.loadedByTests())
      for (const name of index.topLevel.get(path) ?? []) add(name);
    for (const file of this.files.values()) {
      if (!file.isTest) continue;
      for (const definition of file.definitions)
        for (const name of index.referencesOf.get(definition.id) ?? []) add(name);
    }
    for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
      for (const other of index.aliases.get(name) ?? []) add(other);
      for (const definition of index.byName.get(name) ?? []) {
        for (const referenced of index.referencesOf.get(definition.id) ?? []) add(referenced);
        if (definition.kind !== 'class') continue;
        // Constructing a class runs its constructor, and its base classes' constructors.
        for (const member of this.files.get(definition.file)?.definitions ?? [])
          if (member.container === definition.name && isConstructor(member))
            for (const referenced of index.referencesOf.get(member.id) ?? []) add(referenced);
        for (const base of index.supertypes.get(definition.name) ?? []) add(base);
      }
    }
    this.names = names;
    return names;
  }

  /** Every file a test file loads: the test files and, transitively, the modules they import. */
  private loadedByTests(): Set<string> {
    const importsOf = new Map<string, string[]>();
    for (const edge of this.imports) {
      const list = importsOf.get(edge.from) ?? [];
      list.push(edge.to);
      importsOf.set(edge.from, list);
    }
    const loaded = new Set<string>();
    for (const file of this.files.values()) {
      if (!file.isTest) continue;
      const pending = [file.path];
      for (let current = pending.pop(); current !== undefined; current = pending.pop()) {
        if (loaded.has(current)) continue;
        loaded.add(current);
        pending.push(...(importsOf.get(current) ?? []));
      }
    }
    return loaded;
  }
}
