// The symbols of the whole repository, as resolution looks them up: definitions by name,
// exported names through barrels, types and their supertypes, and dispatch targets.
import type { Definition, FileFacts, TypeFacts } from '../model.js';
import type { ModuleResolver } from './modules.js';
import { PythonClasses } from './python-classes.js';
import { findExported } from './exports.js';

/**
 * A call on a receiver of unknown type dispatches to the implementations of its method only when
 * at most this many interfaces promise the name: names many interfaces promise (`get`, `map`) say
 * nothing about which implementation is meant.
 */
const MAX_PROMISING_INTERFACES = 3;

/** The root of a method declared outside the repository (or nowhere). */
const OUTSIDE = '<outside>';

/** Everything the resolver needs to look up across files. */
export class SymbolIndex {
  readonly byFile = new Map<string, FileFacts>();
  private readonly byName = new Map<string, Definition[]>();
  private readonly promisingInterfaces = new Map<string, number>();
  private readonly types = new Map<string, TypeFacts[]>();
  private readonly dispatched = new Map<string, Definition[]>();
  private readonly exports = new Map<string, Definition[]>();
  private readonly rootSets = new Map<string, Set<string>>();
  /** By callee and argument position: the types its parameter is written with. */
  private readonly parameterTypes = new Map<string, readonly string[] | undefined>();
  /** By `<method>:<position>`: the types interfaces write that method's parameter with. */
  private readonly interfaceParameters = new Map<string, string[]>();
  private subclasses: Map<string, Set<string>> | undefined;
  private readonly properties = new Set<string>();
  /** Names of methods and properties: an attribute read may reach one (Python). */
  private readonly memberNames = new Set<string>();
  private pythonClassGraph: PythonClasses | undefined;
  private readonly aliases = new Map<string, TypeFacts[]>();
  private readonly aliasFiles = new Map<TypeFacts, string>();
  /** An interface's properties written with an alias of a function type (`onError?: OnError`). */
  private readonly aliasedMembers = new Map<TypeFacts, Set<string>>();

  constructor(files: Iterable<FileFacts>) {
    for (const file of files) {
      this.byFile.set(file.path, file);
      for (const type of file.types) {
        // Type aliases of functions (and unions of them) only type callbacks, and an alias of a
        // named type means that type: they are not types a value's methods come from.
        if (type.call !== undefined || type.union !== undefined || type.aliasOf !== undefined) {
          this.aliases.set(type.name, [...(this.aliases.get(type.name) ?? []), type]);
          this.aliasFiles.set(type, file.path);
          if (type.members.length === 0 && type.supertypes.length === 0) continue;
        }
        const list = this.types.get(type.name);
        if (list) list.push(type);
        else this.types.set(type.name, [type]);
        if (type.kind !== 'interface') continue;
        for (const [key, types] of Object.entries(type.parameters ?? {}))
          this.interfaceParameters.set(key, [
            ...(this.interfaceParameters.get(key) ?? []),
            ...types,
          ]);
        for (const member of new Set(type.members))
          this.promisingInterfaces.set(member, (this.promisingInterfaces.get(member) ?? 0) + 1);
      }
      for (const definition of file.definitions) {
        const list = this.byName.get(definition.name);
        if (list) list.push(definition);
        else this.byName.set(definition.name, [definition]);
        if (definition.property === true) this.properties.add(definition.name);
        if (definition.kind === 'method') this.memberNames.add(definition.name);
      }
    }
    this.promiseAliasedMembers();
  }

  /**
   * An interface's property written with an alias of a function type (`onError?: ErrorHandler`)
   * is a method it promises, as one written with the function type itself is.
   */
  private promiseAliasedMembers(): void {
    for (const list of this.types.values())
      for (const facts of list) {
        if (facts.kind !== 'interface' || facts.fields === undefined) continue;
        for (const field in facts.fields) {
          const type = facts.fields[field]?.[0];
          const aliases = type === undefined ? undefined : this.aliases.get(type);
          if (!aliases?.some((alias) => alias.call !== undefined)) continue;
          if (facts.members.includes(field)) continue;
          const members = this.aliasedMembers.get(facts) ?? new Set<string>();
          this.aliasedMembers.set(facts, members.add(field));
          this.promisingInterfaces.set(field, (this.promisingInterfaces.get(field) ?? 0) + 1);
        }
      }
  }

  /** Whether a class or interface of the repository named `type` declares method `name` itself. */
  typeDeclares(type: string, name: string): boolean {
    return this.types.get(type)?.some((facts) => this.promises(facts, name)) === true;
  }

  /** Whether a class or interface declares method `name`, or a property typed as a function. */
  private promises(facts: TypeFacts, name: string): boolean {
    return facts.members.includes(name) || this.aliasedMembers.get(facts)?.has(name) === true;
  }

  named(name: string): Definition[] {
    return this.byName.get(name) ?? [];
  }

  /** Whether some `@property` of the repository is named `name` (most attribute reads are not). */
  isProperty(name: string): boolean {
    return this.properties.has(name);
  }

  /** Whether some method (or property) of the repository is named `name`. */
  isMember(name: string): boolean {
    return this.memberNames.has(name);
  }

  /**
   * The implementations a call `receiver.name()` may dispatch to when the receiver's type is
   * unknown or only written (not inferred): methods of classes and typed objects, if one to a few
   * interfaces promise `name`, whose declared types (where the repository has them) promise it
   * too. With the receiver's written types, only implementations of the same declaration of
   * `name` — the topmost type promising it — are kept, and those declared outside the repository.
   */
  dispatchTargets(
    name: string,
    receiverTypes?: readonly string[],
    argumentCount?: number,
  ): Definition[] {
    // Many calls share a name, types and arity (`x.pipe(f)`): answer each combination once.
    const key = `${name}\0${receiverTypes?.join(',') ?? '*'}\0${argumentCount ?? '*'}`;
    let targets = this.dispatched.get(key);
    if (!targets) {
      targets = this.findDispatchTargets(name, receiverTypes, argumentCount);
      this.dispatched.set(key, targets);
    }
    return targets;
  }

  private findDispatchTargets(
    name: string,
    receiverTypes: readonly string[] | undefined,
    argumentCount: number | undefined,
  ): Definition[] {
    const promising = this.promisingInterfaces.get(name) ?? 0;
    if (promising === 0) return [];
    // Many interfaces promise the name: only a receiver written with one of them says which.
    if (
      promising > MAX_PROMISING_INTERFACES &&
      (receiverTypes === undefined || !this.declaredInRepository(receiverTypes, name))
    )
      return [];
    // Each implementation with the roots of its declared types.
    const rootsOfTarget = new Map<Definition, Set<string>>();
    for (const definition of this.named(name)) {
      // A literal passed as an argument is reached only through a receiver written with a type.
      if (definition.passedTo !== undefined && receiverTypes === undefined) continue;
      const declared = this.declaredTypes(definition);
      if (declared === undefined) continue;
      const roots = this.rootsOf(declared, name);
      const outside = roots.has(OUTSIDE);
      // Declared with repository types none of which promises the name: not an implementation.
      if (outside && declared.some((type) => this.types.has(type))) continue;
      // A call passing fewer arguments than an implementation requires is not a call to it —
      // when the repository declares the method; a library's declaration may make them optional.
      if (
        argumentCount !== undefined &&
        argumentCount < (definition.requiredParameters ?? 0) &&
        !outside
      )
        continue;
      rootsOfTarget.set(definition, roots);
    }
    const eligible = [...rootsOfTarget.keys()];
    // Written receiver types name the declaration. Without them, a name most implementations
    // answer for a library's interface is taken to be that library's (`iterator.next()` is the
    // iterator protocol's, not a scheduler's `next`); any other may be any declaration.
    const common = mostCommon([...rootsOfTarget.values()]);
    const wanted =
      receiverTypes !== undefined
        ? this.rootsOf(receiverTypes, name)
        : common.size === 1 && common.has(OUTSIDE)
          ? common
          : undefined;
    if (wanted === undefined) return eligible;
    // An implementation whose declaration is not in the repository may implement any of them.
    return eligible.filter((definition) => {
      const roots = rootsOfTarget.get(definition) ?? new Set<string>();
      return roots.has(OUTSIDE) || [...roots].some((root) => wanted.has(root));
    });
  }

  /**
   * The topmost types of the repository declaring `name` above `types`; `<outside>` when none
   * does (the declaration comes from a library, or is not written anywhere).
   */
  private rootsOf(types: readonly string[], name: string): Set<string> {
    const key = `${types.join(',')}\0${name}`;
    let roots = this.rootSets.get(key);
    if (!roots) {
      roots = new Set<string>();
      for (const type of types)
        for (const root of this.roots(type, name, new Set())) roots.add(root);
      if (roots.size === 0) roots.add(OUTSIDE);
      this.rootSets.set(key, roots);
    }
    return roots;
  }

  /**
   * The method `name` of the classes a receiver is declared with (`auth: Auth`, `new Auth()`,
   * `this.auth` of such a field), or of their nearest superclass declaring it.
   */
  membersOf(
    types: readonly string[],
    name: string,
    /** The files a written type name means in the calling file (its import), when known. */
    filesOf?: (type: string) => ReadonlySet<string> | undefined,
    /** The files that may declare a type name the calling file uses: itself, or its imports'. */
    placesOf?: (type: string) => readonly string[],
  ): Definition[] {
    const found: Definition[] = [];
    const seen = new Set<string>();
    const visit = (type: string, files?: ReadonlySet<string>, places?: readonly string[]): void => {
      if (seen.has(type)) return;
      seen.add(type);
      // Same-named classes of other files are other classes.
      const classes = (this.types.get(type) ?? []).filter(
        (facts) => facts.kind === 'class' && (files === undefined || this.declares(files, type)),
      );
      if (classes.length === 0) {
        // An alias of a union (`type AST = Literal | Union`): the method of each class it joins.
        for (const alias of this.aliasesMeant(type, places))
          alias.union?.forEach((joined) => visit(joined));
        return;
      }
      const own = this.named(name).filter(
        (definition) =>
          definition.kind === 'method' &&
          definition.container === type &&
          (files === undefined || files.has(definition.file)),
      );
      if (own.length > 0) found.push(...own);
      // An abstract method is its subclasses' to implement: a call reaches their implementations.
      if (own.some((definition) => definition.abstract === true))
        found.push(...this.overrides(type, name));
      if (own.length === 0)
        for (const facts of classes) facts.supertypes.forEach((up) => visit(up, undefined));
    };
    for (const type of types) visit(type, filesOf?.(type), placesOf?.(type));
    return found;
  }

  /**
   * Written types with each alias of a named type (`NodeMap` for `type NodeMap = Map<NodeKey,
   * LexicalNode>`) replaced by the names it writes, through aliases of aliases; the same list
   * when none is one.
   */
  unaliased(
    types: string[],
    /** The files that may declare a type name the calling file uses. */
    placesOf?: (type: string) => readonly string[],
    depth = 0,
  ): string[] {
    if (!types.some((type) => this.aliases.has(type) && !this.types.has(type))) return types;
    const written = new Set<string>();
    for (const type of types) {
      const meant = this.types.has(type) ? [] : this.aliasesMeant(type, placesOf?.(type));
      const named = meant.flatMap((alias) => alias.aliasOf ?? []);
      if (named.length === 0 || depth >= 4) written.add(type);
      else for (const name of this.unaliased(named, undefined, depth + 1)) written.add(name);
    }
    return [...written];
  }

  /** The aliases a type name means: its only one, or those declared where the caller looks. */
  private aliasesMeant(type: string, places: readonly string[] | undefined): TypeFacts[] {
    const aliases = this.aliases.get(type) ?? [];
    if (aliases.length <= 1) return aliases;
    // Same-named aliases of other files (`Schema.ts`'s namespaced `AST`) are other types.
    return aliases.filter((alias) => places?.includes(this.aliasFiles.get(alias) ?? '') === true);
  }

  /** Whether one of these files declares a class or interface `type`. */
  private declares(files: ReadonlySet<string>, type: string): boolean {
    for (const file of files)
      if (this.byFile.get(file)?.types.some((facts) => facts.name === type)) return true;
    return false;
  }

  /**
   * The methods `name` of classes and typed objects declared with one of `types` (a library's:
   * `implements Map<K, V>`). Type parameters (`K`) say nothing about which.
   */
  implementationsOf(name: string, types: readonly string[]): Definition[] {
    const wanted = new Set(types.filter((type) => type.length > 1));
    return this.named(name).filter(
      (definition) => this.declaredTypes(definition)?.some((type) => wanted.has(type)) === true,
    );
  }

  /**
   * The types a method may be dispatched through: as declared; for a method of an object literal
   * passed as an argument, the types its callee's parameter is written with (undefined when no
   * callee of that name writes one: not an implementation of anything).
   */
  private declaredTypes(definition: Definition): readonly string[] | undefined {
    const passedTo = definition.passedTo;
    if (passedTo === undefined) return definition.dispatchTypes;
    const key = `${passedTo.constructs ? 'new ' : ''}${passedTo.callee}\0${passedTo.argument}`;
    if (this.parameterTypes.has(key)) return this.parameterTypes.get(key);
    const callees = passedTo.constructs
      ? this.named('constructor').filter((member) => member.container === passedTo.callee)
      : this.named(passedTo.callee).filter((callee) => callee.kind !== 'class');
    const written = new Set(
      callees.flatMap((callee) => callee.callbackTypes?.[`${passedTo.argument}:type`] ?? []),
    );
    // A method an interface declares (`source.subscribe({ … })` on an `Observable<T>`).
    const promised = passedTo.constructs
      ? undefined
      : this.interfaceParameters.get(`${passedTo.callee}:${passedTo.argument}`);
    for (const type of promised ?? []) written.add(type);
    const types = written.size > 0 ? [...written] : undefined;
    this.parameterTypes.set(key, types);
    return types;
  }

  /** Whether the repository declares a class or interface of this name. */
  isType(name: string): boolean {
    return this.types.has(name);
  }

  /** Python's classes as each file sees them (made on first use). */
  pythonClasses(resolver: ModuleResolver): PythonClasses {
    this.pythonClassGraph ??= new PythonClasses(this, resolver);
    return this.pythonClassGraph;
  }

  /** The method `name` a class inherits: its superclasses' nearest (what `super.name()` calls). */
  superMembers(type: string, name: string): Definition[] {
    const supertypes = (this.types.get(type) ?? [])
      .filter((facts) => facts.kind === 'class')
      .flatMap((facts) => facts.supertypes);
    return this.membersOf(supertypes, name);
  }

  /** The methods `name` of a class's subclasses, at any depth: what `this.name()` may reach. */
  overrides(type: string, name: string): Definition[] {
    if (!this.subclasses) {
      this.subclasses = new Map();
      for (const [subclass, list] of this.types)
        for (const facts of list) {
          if (facts.kind !== 'class') continue;
          for (const supertype of facts.supertypes) {
            const known = this.subclasses.get(supertype);
            if (known) known.add(subclass);
            else this.subclasses.set(supertype, new Set([subclass]));
          }
        }
    }
    const found: Definition[] = [];
    const seen = new Set<string>([type]);
    const queue = [type];
    for (let current = queue.pop(); current !== undefined; current = queue.pop())
      for (const subclass of this.subclasses.get(current) ?? []) {
        if (seen.has(subclass)) continue;
        seen.add(subclass);
        queue.push(subclass);
        found.push(
          ...this.named(name).filter(
            (definition) => definition.kind === 'method' && definition.container === subclass,
          ),
        );
      }
    return found;
  }

  /**
   * What parameter `position` of a function type alias is written with (`type H = (c: Context) =>
   * …`), through aliases of unions of such types; undefined when no alias says.
   */
  callParameterTypes(types: readonly string[], position: number, depth = 0): string[] | undefined {
    if (depth > 4) return undefined;
    for (const type of types)
      for (const facts of this.aliases.get(type) ?? []) {
        // Only a repository's type says which methods the callback's parameter has.
        const written = facts.call?.[position];
        if (written?.some((name) => this.isType(name))) return written;
        if (facts.union) {
          const found = this.callParameterTypes(facts.union, position, depth + 1);
          if (found) return found;
        }
      }
    return undefined;
  }

  /** The written types of a class's field (an interface's property) `name`, or its nearest supertype's. */
  fieldTypes(written: string, name: string, seen = new Set<string>()): string[] | undefined {
    // Python's `module.Class` is class `Class`.
    const type = written.slice(written.lastIndexOf('.') + 1);
    if (seen.has(type)) return undefined;
    seen.add(type);
    const classes = this.types.get(type) ?? [];
    for (const facts of classes) {
      // Own keys only: `this.constructor` is no field of a class declaring fields.
      const own =
        facts.fields && Object.hasOwn(facts.fields, name) ? facts.fields[name] : undefined;
      if (own) return own;
    }
    for (const facts of classes)
      for (const supertype of facts.supertypes) {
        const inherited = this.fieldTypes(supertype, name, seen);
        if (inherited) return inherited;
      }
    return undefined;
  }

  /** Whether an interface of the repository above `types` declares method `name`. */
  declaredInRepository(types: readonly string[], name: string): boolean {
    return !this.rootsOf(types, name).has(OUTSIDE);
  }

  private roots(type: string, name: string, seen: Set<string>): string[] {
    if (seen.has(type)) return [];
    seen.add(type);
    const facts = this.types.get(type) ?? [];
    const above = facts.flatMap((fact) =>
      fact.supertypes.flatMap((supertype) => this.roots(supertype, name, seen)),
    );
    if (above.length > 0) return above;
    return facts.some((fact) => this.promises(fact, name)) ? [type] : [];
  }

  /** The exported definition `name` of a module, following re-exports (barrels) up to a depth. */
  exported(path: string, name: string, resolver: ModuleResolver, depth = 0): Definition[] {
    // Barrels are walked again and again for the same names: answer each once.
    if (depth > 0) return findExported(this, path, name, resolver, depth);
    const key = `${path}\0${name}`;
    let found = this.exports.get(key);
    if (!found) {
      found = findExported(this, path, name, resolver, 0);
      this.exports.set(key, found);
    }
    return found;
  }
}

/** The root shared by most implementations (all of the tied ones). */
function mostCommon(rootSets: readonly Set<string>[]): Set<string> {
  const counts = new Map<string, number>();
  for (const roots of rootSets)
    for (const root of roots) counts.set(root, (counts.get(root) ?? 0) + 1);
  const best = Math.max(0, ...counts.values());
  return new Set([...counts].filter(([, count]) => count === best).map(([root]) => root));
}
