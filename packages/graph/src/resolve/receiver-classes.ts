// Which of the repository's classes a receiver written with some types can be: by the heritage
// clauses of the class and of the types above it, or structurally, by their members.
import type { Definition, TypeFacts } from '../model.js';
import type { TypeAliases } from './type-aliases.js';
import { isJavaScriptClass } from './builtins.js';

/**
 * Types TypeScript computes from others: an interface extends them (`extends Readonly<Error>`),
 * and a class sharing its name with that interface lists them among its bases.
 */
const TYPE_OPERATORS = new Set(['Readonly', 'Partial', 'Required', 'Pick', 'Omit', 'Record']);

/** What the repository's files say of the names a heritage clause writes. */
export interface HeritageLookups {
  /** The types written for module-level values of a name (`const Base: CommitPrimitive`). */
  valueTypes: (name: string) => readonly string[];
  /** The types a heritage clause of a type means by a name (which of those sharing it). */
  heritageTypes: (from: TypeFacts, name: string) => TypeFacts[];
  /** Whether the file declaring a type imports a name from a library. */
  fromLibrary: (from: TypeFacts, name: string) => boolean;
  /** The written types of a type's field, or its nearest supertype's (`SymbolIndex.fieldTypes`). */
  fieldTypes: (type: string, field: string) => string[] | undefined;
  /** The path of the file declaring a class or interface. */
  pathOfType: (type: TypeFacts) => string | undefined;
  /** A file's class's supertypes imported under another name: that name → the declared one. */
  renamedSupertypes: (file: string, name: string) => ReadonlyMap<string, string> | undefined;
}

/** The classes a value written with the repository's types may be an instance of. */
export class ReceiverClasses {
  /** Each type with the types above it (null: a class whose base cannot be told). */
  private readonly above = new Map<TypeFacts, TypeFacts[] | null>();
  /**
   * Each class's direct subclasses by the name their `extends` clause gives it (inheriting a
   * method takes `extends`; the index of overrides counts any name of a heritage clause).
   */
  private subclassesOf: Map<string, TypeFacts[]> | undefined;
  /** Classes extending a library's class: most of their members are the library's, unseen. */
  private readonly libraryBased = new Set<TypeFacts>();

  constructor(
    /** The repository's classes and interfaces by name. */
    private readonly types: ReadonlyMap<string, TypeFacts[]>,
    private readonly aliases: TypeAliases,
    /** The definitions of a name. */
    private readonly named: (name: string) => Definition[],
    private readonly lookups: HeritageLookups,
  ) {}

  /**
   * The classes and interfaces of the repository among a receiver's written types, aliases
   * looked through (`type Shape = Circle | Square`). Names it does not declare (type parameters,
   * a library's types) say nothing either way.
   */
  repositoryTypes(types: readonly string[]): Set<string> {
    const found = new Set<string>();
    const visit = (type: string, depth: number): void => {
      if (this.types.has(type)) found.add(type);
      // `type Wrapped = StorageInstance & { original: Unrelated }`: a StorageInstance too; not
      // `type NativeView = Omit<View, 'load'> & { load(): NativeView }`, no View.
      const replaced = this.replacedBy(type);
      if (depth < 4)
        for (const named of [...this.aliases.joined(type), ...this.aliases.unaliased([type])])
          if (named !== type && !found.has(named) && !replaced.includes(named))
            visit(named, depth + 1);
    };
    for (const type of types) visit(type, 0);
    return found;
  }

  /**
   * Whether a value of one of `receivers` may be an instance of class `container`, whose method
   * `name` it calls, or of a subclass inheriting that method: the class or one of them names one
   * of those types in its heritage clause (a type argument too: `extends Erased<Tree>`), or a
   * class or interface above it does, at any depth; or it has every member one of them declares
   * (types are structural: a `Subject` is a `SubjectLike` without saying so). Yes when the class
   * is not one of the repository's (an object's method), when it or a subclass is declared in a
   * function (a factory's: `buildClass()` returning `class extends BaseContract`), or when its
   * heritage cannot tell: a base class given by an expression (`extends Mixin(Base)`) or a value
   * of no type with construct signatures, which may be anything. A value whose type has them
   * (`const Base: CommitPrimitive`, `new <A>(): Effect<A>`) is what they make; JavaScript's own
   * classes (`extends Error`) and a library's (`extends DockPanel`) are none of the repository's
   * types, and a library's class's subclass has every member of a type only where its heritage
   * declares the method called (`method.declaresIt`).
   */
  mayBe(
    container: string,
    name: string,
    receivers: ReadonlySet<string>,
    method: {
      declaresIt: boolean;
      /** Methods the receiver's type adds to those it joins (see `methodsAdded`). */
      added?: ReadonlySet<string> | undefined;
      /** The file declaring the method: of classes sharing the name (namespaces' `Iterator`), its. */
      file?: string;
    },
  ): boolean {
    const classes = this.classesNamed(container, method.file);
    if (classes.length === 0) return true;
    const inheriting = [...classes, ...this.inheritors(container, name)];
    // A class declared in a function is a factory's, built for callers to give it more types.
    if (inheriting.some((facts) => this.declaredInside(facts.name))) return true;
    const { added } = method;
    const candidates = added
      ? inheriting.filter((facts) => this.hasMembers(facts, added))
      : inheriting;
    if (candidates.some((facts) => facts.supertypes.some((type) => receivers.has(type))))
      return true;
    return candidates.some((candidate) => {
      const above = this.typesAbove(candidate);
      return (
        above === undefined ||
        above.some((facts) => receivers.has(facts.name)) ||
        // A library's class's subclass implements the receiver's method by its members only where
        // its heritage declares that method (its own `dispose` overriding a library's is none).
        ((method.declaresIt || !above.some((facts) => this.libraryBased.has(facts))) &&
          this.hasEveryMember(above, receivers))
      );
    });
  }

  /**
   * Of methods a call through a value of an intersection's types reaches, those of classes that
   * say they are each of the repository's types it joins (see namesAbove); all of them when none
   * does, as the heritage may not say it.
   */
  ofEachJoined(found: Definition[], name: string, joined: readonly string[]): Definition[] {
    const ours = joined.filter((type) => this.types.has(type));
    if (ours.length < 2) return found;
    const kept = found.filter(
      (definition) =>
        definition.container === undefined ||
        ours.every((type) =>
          this.namesAbove(definition.container ?? '', name, type, definition.file),
        ),
    );
    return kept.length > 0 ? kept : found;
  }

  /**
   * Whether class `container`, whose method `name` a call reaches, or a subclass inheriting that
   * method says it is a `type`: the type is named above it, at any depth, by heritage clauses
   * alone (a class of other types having the same member names is none: an intersection's
   * interface tells the subclasses of its class apart by what their methods take and return).
   * Yes when the class is none of the repository's, or its heritage cannot tell.
   */
  private namesAbove(container: string, name: string, type: string, file: string): boolean {
    const classes = this.classesNamed(container, file);
    if (classes.length === 0) return true;
    return [...classes, ...this.inheritors(container, name)].some((candidate) => {
      const above = this.typesAbove(candidate);
      return above === undefined || above.some((facts) => facts.name === type);
    });
  }

  /**
   * The repository's classes named `container`; of several sharing the name (namespaces'
   * `Iterator`), the one `file` declares, when it declares one.
   */
  private classesNamed(container: string, file: string | undefined): TypeFacts[] {
    const named = this.types.get(container)?.filter((facts) => facts.kind === 'class') ?? [];
    const own =
      named.length > 1 ? named.filter((facts) => this.lookups.pathOfType(facts) === file) : [];
    return own.length > 0 ? own : named;
  }

  /**
   * The methods a receiver written with an alias of an intersection with an object type (`type
   * OneoffCtx = Context & { flushAndExit: … }`) has beyond the types it joins: only a class having
   * them is such a value (a `Context` lacking `flushAndExit` is no `OneoffCtx`). None for a generic
   * alias, whose uses write type arguments no class is checked against (rxdb's
   * `WrappedRxStorageInstance<RxDocType, …>`), nor for a receiver written with several types.
   */
  methodsAdded(types: readonly string[]): ReadonlySet<string> | undefined {
    const named = types.filter((type) => this.types.has(type) || this.aliases.declares(type));
    const declared = named.length === 1 ? (this.types.get(named[0] ?? '') ?? []) : [];
    const [alias] = declared;
    if (declared.length !== 1 || !alias || alias.union === undefined || alias.generic)
      return undefined;
    if (alias.supertypes.length === 0) return undefined;
    // Its methods: a class's fields are known only where written with a type (`isLE = true` is not).
    const added = Object.keys(alias.signatures ?? {});
    return added.length > 0 ? new Set(added) : undefined;
  }

  /** Whether a class, with the types above it, declares every one of `members` (yes when untold). */
  private hasMembers(type: TypeFacts, members: ReadonlySet<string>): boolean {
    const above = this.typesAbove(type);
    if (above === undefined) return true;
    // Fields holding what a call returns count too (`readonly mulByB: Opts['mulByB']`).
    const declared = new Set(
      above.flatMap((facts) => [...memberNames(facts), ...Object.keys(facts.fieldCalls ?? {})]),
    );
    return [...members].every((member) => declared.has(member));
  }

  /**
   * A class or interface with the types above it, at any depth, by their heritage clauses'
   * names; undefined when a class's base cannot be told (an expression, a value, a library's).
   */
  private typesAbove(type: TypeFacts): TypeFacts[] | undefined {
    if (this.above.has(type)) return this.above.get(type) ?? undefined;
    const found = [type];
    const seen = new Set([type.name]);
    let judged = true;
    for (const facts of found) {
      const made = facts.kind === 'class' ? this.madeByBases(facts) : [];
      if (made === undefined) {
        judged = false;
        break;
      }
      for (const head of [...headsOf(facts), ...made])
        for (const named of [head, ...this.aliases.joined(head), ...this.aliases.unaliased([head])])
          if (!seen.has(named)) {
            seen.add(named);
            found.push(
              ...(named === head
                ? this.lookups.heritageTypes(facts, head)
                : (this.types.get(named) ?? [])),
            );
          }
    }
    this.above.set(type, judged ? found : null);
    return judged ? found : undefined;
  }

  /**
   * What a class's bases that are no classes make: for `extends Base` with `const Base:
   * CommitPrimitive`, what the interface's construct signatures return (`new <A>(): Effect<A>`);
   * undefined when a base is a value of another type, or an expression, which may be anything.
   */
  private madeByBases(facts: TypeFacts): string[] | undefined {
    const made: string[] = [];
    for (const base of facts.extended ?? []) {
      // An interface of the repository is a base only of the interface the class merges with.
      if (this.types.has(base) || isJavaScriptClass(base) || TYPE_OPERATORS.has(base)) continue;
      // A library's class (`extends DockPanel` from '@lumino/widgets') names none of the
      // repository's types: the class is one only by its own heritage.
      if (this.lookups.fromLibrary(facts, base)) {
        this.libraryBased.add(facts);
        continue;
      }
      const constructed = this.lookups
        .valueTypes(base)
        .flatMap((type) =>
          (this.types.get(type) ?? []).flatMap((written) => written.constructs ?? []),
        );
      if (constructed.length === 0) return undefined;
      made.push(...constructed);
    }
    return made;
  }

  /** The types an alias named `type` takes members out of to declare them again (`replaces`). */
  private replacedBy(type: string): readonly string[] {
    return this.aliases.declared(type).flatMap((alias) => alias.replaces ?? []);
  }

  /**
   * Whether the members of a class and the types above it cover those of one of `types`. Not of
   * an alias declaring again what it takes out of a type: those members have other types than
   * their names alone tell.
   */
  private hasEveryMember(above: readonly TypeFacts[], types: ReadonlySet<string>): boolean {
    const members = new Set(above.flatMap(memberNames));
    return [...types].some((type) => {
      if (this.replacedBy(type).length > 0) return false;
      // One adding no required member to those it picks (`extends Pick<Drive, 'get'>`) takes a
      // value of the types it picks them from.
      const declared = (this.types.get(type) ?? []).flatMap((facts) => [
        ...(this.typesAbove(facts) ?? []),
        ...(requiredMemberNames(facts).length > 0 ? [] : (facts.picked ?? [])).flatMap(
          (picked) => this.types.get(picked) ?? [],
        ),
      ]);
      const required = declared.flatMap(requiredMemberNames);
      // A type of optional members only takes a value having one of them, as TypeScript checks.
      return required.length > 0
        ? required.every((member) => members.has(member))
        : declared.flatMap(memberNames).some((member) => members.has(member));
    });
  }

  /** Whether a class of this name is declared inside a function, a method or a namespace. */
  private declaredInside(type: string): boolean {
    return this.named(type).some(
      (definition) => definition.kind === 'class' && definition.qualifiedName !== definition.name,
    );
  }

  private isClass(type: string): boolean {
    return this.types.get(type)?.some((facts) => facts.kind === 'class') === true;
  }

  /** The subclasses of `type`, at any depth, that inherit its method `name` (none overrides it). */
  private inheritors(type: string, name: string): TypeFacts[] {
    if (!this.subclassesOf) {
      this.subclassesOf = new Map();
      for (const list of this.types.values())
        for (const facts of list)
          for (const base of facts.extended ?? [])
            this.subclassesOf.set(base, [...(this.subclassesOf.get(base) ?? []), facts]);
    }
    const found: TypeFacts[] = [];
    const visit = (base: string, depth: number): void => {
      for (const subclass of this.subclassesOf?.get(base) ?? [])
        if (!subclass.members.includes(name) && depth < 16 && !found.includes(subclass)) {
          found.push(subclass);
          visit(subclass.name, depth + 1);
        }
    };
    visit(type, 0);
    return found;
  }
}

/** The types a class's or interface's heritage clauses name, without their type arguments. */
function headsOf(facts: TypeFacts): string[] {
  return facts.kind === 'class'
    ? [...(facts.extended ?? []), ...(facts.implemented ?? [])]
    : (facts.extended ?? facts.supertypes);
}

/** The methods and typed fields a class or interface declares itself. */
function memberNames(facts: TypeFacts): string[] {
  return facts.fields === undefined
    ? facts.members
    : [...facts.members, ...Object.keys(facts.fields)];
}

/** Those of them a value must have: not an interface's optional ones (`localRefs?: …`). */
function requiredMemberNames(facts: TypeFacts): string[] {
  const optional = facts.optional;
  return optional === undefined
    ? memberNames(facts)
    : memberNames(facts).filter((member) => !optional.includes(member));
}
