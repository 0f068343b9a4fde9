// Python's classes as each file sees them: a base class is the class its name (`Base`,
// `sqltypes.TIME`, `Outer.Inner`) means through that file's own definitions and imports, and a
// method is looked up along the class's method resolution order (C3), as Python does.
import type { Definition, FileFacts, TypeFacts } from '../model.js';
import type { ModuleResolver } from './modules.js';
import type { SymbolIndex } from './symbol-index.js';

export class PythonClasses {
  private readonly bases = new Map<string, Definition[]>();
  private readonly orders = new Map<string, Definition[]>();
  private readonly named = new Map<string, Definition[]>();
  private readonly known = new Map<string, Definition[] | undefined>();
  /** Class id → its direct subclasses, each found when first asked. */
  private readonly subclasses = new Map<string, Definition[]>();
  private readonly descendants = new Map<string, Definition[]>();
  private readonly methodsByFile = new Map<string, Map<string, Definition[]>>();
  private readonly classesByFile = new Map<string, Map<string, Definition[]>>();
  private writtenBases: WrittenBases | undefined;
  private aliases: Set<string> | undefined;

  constructor(
    private readonly index: SymbolIndex,
    private readonly resolver: ModuleResolver,
  ) {}

  /**
   * The classes a name written in file `path` means: the file's own class, an imported one, a
   * module's (`sqltypes.TIME`) or a nested one (`Outer.Inner`); every class of the name when the
   * file does not say (a star import of a module outside the repository, a name from nowhere).
   */
  classesNamed(path: string, name: string): Definition[] {
    const key = `${path}\0${name}`;
    let found = this.named.get(key);
    if (!found) {
      const file = this.index.byFile.get(path);
      found = (file && this.classesIn(file, name)) ?? this.everyClassNamed(name);
      this.named.set(key, found);
    }
    return found;
  }

  private everyClassNamed(name: string): Definition[] {
    const last = name.slice(name.lastIndexOf('.') + 1);
    return this.index
      .named(last)
      .filter((definition) => definition.kind === 'class' && definition.file.endsWith('.py'));
  }

  /** The classes `name` means in `file`; [] when it names something else; undefined when unknown. */
  classesIn(file: FileFacts, name: string): Definition[] | undefined {
    const key = `${file.path}\0${name}`;
    if (this.known.has(key)) return this.known.get(key);
    // Unknown while it is looked up: modules importing the name from each other end here.
    this.known.set(key, undefined);
    const found = this.findClassesIn(file, name);
    this.known.set(key, found);
    return found;
  }

  private findClassesIn(file: FileFacts, name: string): Definition[] | undefined {
    const own = this.ownClasses(file).get(name);
    if (own) return [...own];
    const alias = file.types.find((type) => type.name === name && type.union !== undefined);
    if (alias?.union)
      return [...new Set(alias.union.flatMap((member) => this.classesNamed(file.path, member)))];
    const dot = name.lastIndexOf('.');
    if (dot !== -1) {
      const modules = this.modulePaths(file, name.slice(0, dot));
      return modules && this.exportedClasses(modules, name.slice(dot + 1));
    }
    for (const fact of file.imports)
      for (const binding of fact.bindings) {
        const star = binding.local === '*';
        if (binding.local !== name && !star) continue;
        const found = this.exportedClasses(
          this.resolver.resolve(file, fact.source),
          star ? name : binding.imported,
        );
        if (found.length > 0 || !star) return found;
      }
    return undefined;
  }

  /** A file's own classes by qualified name (`Outer.Inner`), indexed when first asked. */
  private ownClasses(file: FileFacts): Map<string, Definition[]> {
    return indexedOnce(this.classesByFile, file.path, () =>
      grouped(file.definitions, 'class', (definition) => definition.qualifiedName),
    );
  }

  /**
   * The files of the module a dotted name written in `file` means through its imports (`sqltypes`
   * of `from ..sql import sqltypes`, `sql.base`, `a.b` of `import a.b`); undefined when its first
   * part is not imported.
   */
  modulePaths(file: FileFacts, name: string): string[] | undefined {
    const parts = name.split('.');
    const head = parts.shift();
    for (const fact of file.imports)
      for (const binding of fact.bindings) {
        if (binding.local !== head) continue;
        // `import a.b` binds `a`; `import a.b as m` binds the module itself; `from p import m`.
        const module =
          binding.imported === '<package>'
            ? name
            : binding.imported === '*'
              ? [fact.source, ...parts].join('.')
              : [submodule(fact.source, binding.imported), ...parts].join('.');
        return this.resolver.resolve(file, module);
      }
    return undefined;
  }

  private exportedClasses(modules: readonly string[], name: string): Definition[] {
    const found = modules
      .flatMap((target) => this.index.exported(target, name, this.resolver))
      .filter((definition) => definition.kind === 'class');
    if (found.length > 0 || !this.aliasNames().has(name)) return found;
    // An alias is no definition: it is looked up in the module, through what that imports.
    return modules.flatMap((target) => {
      const file = this.index.byFile.get(target);
      return (file && this.classesIn(file, name)) ?? [];
    });
  }

  /** The names of the repository's Python aliases of unions (`AnyByteStream = Union[…]`). */
  private aliasNames(): ReadonlySet<string> {
    if (!this.aliases) {
      this.aliases = new Set();
      for (const file of this.index.byFile.values())
        if (file.language === 'python')
          for (const type of file.types) if (type.union !== undefined) this.aliases.add(type.name);
    }
    return this.aliases;
  }

  /** A class's facts: its written bases. */
  private factsOf(owner: Definition): TypeFacts | undefined {
    return this.index.byFile
      .get(owner.file)
      ?.types.find((facts) => facts.kind === 'class' && facts.name === owner.name);
  }

  /** The classes a class's bases name, as its own file sees them. */
  basesOf(owner: Definition): Definition[] {
    let found = this.bases.get(owner.id);
    if (!found) {
      found = (this.factsOf(owner)?.supertypes ?? [])
        .flatMap((base) => this.classesNamed(owner.file, base))
        .filter((base) => base.id !== owner.id);
      this.bases.set(owner.id, found);
    }
    return found;
  }

  /** The class and its ancestors in Python's method resolution order (C3; depth first if none). */
  order(owner: Definition, visiting = new Set<string>()): Definition[] {
    const known = this.orders.get(owner.id);
    if (known) return known;
    if (visiting.has(owner.id)) return [owner];
    visiting.add(owner.id);
    const bases = this.basesOf(owner);
    const lists = [...bases.map((base) => [...this.order(base, visiting)]), [...bases]];
    visiting.delete(owner.id);
    const order = [owner, ...mergeOrders(lists)];
    this.orders.set(owner.id, order);
    return order;
  }

  /**
   * The types written for field `name` of an instance of `owner` (`_process: trio.Process`), by the
   * first class along its resolution order that writes them, with that class's file (where the
   * names mean something). Another file's class of the owner's name is another class.
   */
  fieldTypes(owner: Definition, name: string): { file: string; types: string[] } | undefined {
    for (const declaring of this.order(owner)) {
      const fields = this.factsOf(declaring)?.fields;
      if (fields && Object.hasOwn(fields, name))
        return { file: declaring.file, types: fields[name] ?? [] };
    }
    return undefined;
  }

  /** The methods `name` a class declares itself. */
  private declared(owner: Definition, name: string): Definition[] {
    return (this.methodsIn(owner.file).get(name) ?? []).filter(
      (definition) =>
        definition.container === owner.name &&
        definition.startLine >= owner.startLine &&
        definition.endLine <= owner.endLine,
    );
  }

  /**
   * A file's methods by name, indexed when first asked: looking among every method of a name in
   * the repository for each class along each resolution order grew with the square of its size
   * (`__init__`, `get`, `save` have thousands).
   */
  private methodsIn(path: string): Map<string, Definition[]> {
    return indexedOnce(this.methodsByFile, path, () =>
      grouped(this.index.byFile.get(path)?.definitions ?? [], 'method', (method) => method.name),
    );
  }

  /** `name` on an instance of one of `owners`: the first declaration along its resolution order. */
  member(owners: readonly Definition[], name: string): Definition[] {
    return [...new Set(owners.flatMap((owner) => this.firstDeclared(this.order(owner), name)))];
  }

  /**
   * `name` of the metaclass of `owners` (the first one their resolution orders write), which a
   * class itself has as an attribute (`settings.default`, a property of `settingsMeta`).
   */
  metaclassMember(owners: readonly Definition[], name: string): Definition[] {
    return owners.flatMap((owner) => {
      for (const declaring of this.order(owner)) {
        const metaclass = this.factsOf(declaring)?.metaclass;
        if (metaclass !== undefined)
          return this.member(this.classesNamed(declaring.file, metaclass), name);
      }
      return [];
    });
  }

  /**
   * `super().name` in a method of `owner` (`after` is the class named by `super(X, self)`, else the
   * owner): the first declaration after it in the owner's resolution order.
   */
  superMember(owner: Definition, after: Definition, name: string): Definition[] {
    const order = this.order(owner);
    const at = order.findIndex((entry) => entry.id === after.id);
    return this.firstDeclared(at === -1 ? this.order(after).slice(1) : order.slice(at + 1), name);
  }

  /**
   * The first declaration of `name` along a resolution order. An attribute a class binds itself
   * (`self.x = …`) hides what its bases declare, unless that is a `@property` (a data descriptor:
   * the write runs its setter, a read its getter).
   */
  private firstDeclared(order: readonly Definition[], name: string): Definition[] {
    let hidden = false;
    for (const owner of order) {
      const found = this.declared(owner, name);
      if (found.length > 0)
        return !hidden || found.some((entry) => entry.property === true && entry.cached !== true)
          ? found
          : [];
      hidden ||= this.factsOf(owner)?.attributes?.includes(name) === true;
    }
    return [];
  }

  /** The methods `name` the subclasses of `owner` declare, at any depth (what `self.name` may reach). */
  overrides(owner: Definition, name: string): Definition[] {
    return this.descendantsOf(owner).flatMap((subclass) => this.declared(subclass, name));
  }

  /** The subclasses of `owner` at any depth, each once, in the order they are found. */
  private descendantsOf(owner: Definition): readonly Definition[] {
    let found = this.descendants.get(owner.id);
    if (found) return found;
    found = [];
    const seen = new Set([owner.id]);
    const queue = [owner];
    for (let current = queue.pop(); current; current = queue.pop())
      for (const subclass of this.subclassesOf(current)) {
        if (seen.has(subclass.id)) continue;
        seen.add(subclass.id);
        queue.push(subclass);
        found.push(subclass);
      }
    this.descendants.set(owner.id, found);
    return found;
  }

  /**
   * The classes whose bases mean `owner`, in the repository's order. Only the classes with a base
   * written with its name, or with a name an import renames, can: those alone are looked up, so
   * resolving a few files never resolves the bases of every class.
   */
  private subclassesOf(owner: Definition): readonly Definition[] {
    let found = this.subclasses.get(owner.id);
    if (!found) {
      this.writtenBases ??= writtenBases(this.index.byFile.values(), (candidate) =>
        this.basesOf(candidate),
      );
      found = [];
      for (const candidate of this.writtenBases.candidates(owner))
        for (const base of this.basesOf(candidate)) if (base.id === owner.id) found.push(candidate);
      this.subclasses.set(owner.id, found);
    }
    return found;
  }
}

const NONE: readonly Definition[] = [];

/** The repository's Python classes by the last part of each base they write (`Model` of `models.Model`). */
interface WrittenBases {
  /** The classes that may have a base meaning `owner`, in the repository's order. */
  candidates(owner: Definition): readonly Definition[];
}

function writtenBases(
  files: Iterable<FileFacts>,
  basesOf: (owner: Definition) => Definition[],
): WrittenBases {
  const byBase = new Map<string, Definition[]>();
  /** Names an import binds to something of another name (`from a import B as C`): C may be any class. */
  const renamed = new Set<string>();
  const classes: { definition: Definition; bases: string[] }[] = [];
  for (const file of files) {
    if (file.language !== 'python') continue;
    for (const fact of file.imports) {
      for (const binding of fact.bindings)
        if (binding.local !== binding.imported) renamed.add(binding.local);
      for (const reexport of fact.reexports)
        if (reexport.exported !== reexport.imported) renamed.add(reexport.exported);
    }
    for (const exported in file.exports)
      if (file.exports[exported] !== exported) renamed.add(exported);
    for (const definition of file.definitions) {
      if (definition.kind !== 'class') continue;
      const facts = file.types.find(
        (type) => type.kind === 'class' && type.name === definition.name,
      );
      classes.push({ definition, bases: (facts?.supertypes ?? []).map(lastPart) });
    }
  }
  const order = new Map<Definition, number>();
  /** Classes with a base written with a renamed name, by the classes those bases mean. */
  const byMeaning = new Map<string, Definition[]>();
  for (const [position, { definition, bases }] of classes.entries()) {
    order.set(definition, position);
    for (const base of new Set(bases)) {
      const list = byBase.get(base);
      if (list) list.push(definition);
      else byBase.set(base, [definition]);
    }
    if (!bases.some((base) => renamed.has(base))) continue;
    for (const meant of new Set(basesOf(definition).map((base) => base.id))) {
      const list = byMeaning.get(meant);
      if (list) list.push(definition);
      else byMeaning.set(meant, [definition]);
    }
  }
  return {
    candidates(owner) {
      const named = byBase.get(owner.name) ?? NONE;
      const renaming = byMeaning.get(owner.id);
      if (!renaming) return named;
      return [...new Set([...named, ...renaming])].sort(
        (a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0),
      );
    },
  };
}
/** The last part of a dotted name: the class's own name (`TIME` of `sqltypes.TIME`). */
function lastPart(name: string): string {
  return name.slice(name.lastIndexOf('.') + 1);
}

/**
 * The class around a definition of `file` (its innermost enclosing class): the one its container
 * names, or with `anyName` any (an object literal's method, whose container is the literal).
 */
export function enclosingClass(
  file: FileFacts,
  inner: Definition,
  anyName = false,
): Definition | undefined {
  let found: Definition | undefined;
  for (const definition of file.definitions)
    if (
      definition.kind === 'class' &&
      (anyName || definition.name === inner.container) &&
      definition.startLine <= inner.startLine &&
      definition.endLine >= inner.endLine &&
      (!found || definition.startLine >= found.startLine)
    )
      found = definition;
  return found;
}

/** C3's merge of the bases' orders; when no order is consistent, each class once, depth first. */
function mergeOrders(lists: Definition[][]): Definition[] {
  const merged: Definition[] = [];
  for (;;) {
    const remaining = lists.filter((list) => list.length > 0);
    if (remaining.length === 0) return merged;
    const head = remaining
      .map((list) => list[0] as Definition)
      .find((candidate) => !remaining.some((list) => list.indexOf(candidate, 1) > 0));
    if (!head) {
      const seen = new Set(merged.map((entry) => entry.id));
      for (const list of remaining)
        for (const entry of list)
          if (!seen.has(entry.id)) {
            seen.add(entry.id);
            merged.push(entry);
          }
      return merged;
    }
    merged.push(head);
    for (const list of remaining) if (list[0] === head) list.shift();
  }
}

/** The specifier of module `name` of package `source` (`..sql` and `base` → `..sql.base`). */
function submodule(source: string, name: string): string {
  return source.endsWith('.') ? `${source}${name}` : `${source}.${name}`;
}

/**
 * The types written for `self.<field>` in method `caller` of `file`, when the class writing them
 * is in that file (its names mean the same there); undefined otherwise: another file's field is
 * read through its own file (python-returns.ts).
 */
export function pythonOwnFieldTypes(
  classes: PythonClasses,
  file: FileFacts,
  caller: Definition | undefined,
  field: string,
): string[] | undefined {
  const owner = caller && enclosingClass(file, caller);
  const found = owner && classes.fieldTypes(owner, field);
  return found?.file === file.path ? found.types : undefined;
}

/** The value `indexes` keeps for `key`, made by `make` the first time it is asked for. */
function indexedOnce<T>(indexes: Map<string, T>, key: string, make: () => T): T {
  let found = indexes.get(key);
  if (found === undefined) {
    found = make();
    indexes.set(key, found);
  }
  return found;
}

/** The definitions of one kind, grouped by `keyOf`, each group in the order given. */
function grouped(
  definitions: readonly Definition[],
  kind: Definition['kind'],
  keyOf: (definition: Definition) => string,
): Map<string, Definition[]> {
  const groups = new Map<string, Definition[]>();
  for (const definition of definitions) {
    if (definition.kind !== kind) continue;
    const key = keyOf(definition);
    const group = groups.get(key);
    if (group) group.push(definition);
    else groups.set(key, [definition]);
  }
  return groups;
}
