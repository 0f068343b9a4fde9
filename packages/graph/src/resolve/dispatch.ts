// Dynamic dispatch: which implementations a method call may reach when its receiver's type is not
// known, or only written — by the interfaces promising the method and the declarations they share.
import type { Definition, TypeFacts } from '../model.js';
import { INFERRED_RETURN, OBJECT_CONTAINER } from '../extract/extract.js';
import {
  intersectedIn,
  isBuiltinType,
  isJavaScriptClass,
  isQualifiedMark,
  markedName,
} from './builtins.js';
import { ContainerContents } from './container-contents.js';
import { LiteralFits } from './literal-fits.js';
import { PassedTypes } from './passed-types.js';
import { Subclasses } from './subclasses.js';
import { ReceiverClasses, type HeritageLookups } from './receiver-classes.js';
import { inheritsOnly } from './declared-library-types.js';
import type { TypeAliases } from './type-aliases.js';
import { WrittenArguments, writesArgumentsOf } from './written-arguments.js';

/**
 * A call on a receiver of unknown type dispatches to the implementations of its method only when
 * at most this many interfaces promise the name: names many interfaces promise (`get`, `map`) say
 * nothing about which implementation is meant.
 */
const MAX_PROMISING_INTERFACES = 3;

/** The root of a method declared outside the repository (or nowhere). */
const OUTSIDE = '<outside>';

/** What the repository's interfaces promise, and the implementations a call dispatches to. */
export class Dispatch {
  private readonly promisingInterfaces = new Map<string, number>();
  /** An interface's properties written with an alias of a function type (`onError?: OnError`). */
  private readonly aliasedMembers = new Map<TypeFacts, Set<string>>();
  private readonly dispatched = new Map<string, Definition[]>();
  /** By `<type>["<field>"]`: the field's written type. */
  private readonly lookedUp = new Map<string, readonly string[] | undefined>();
  private readonly rootSets = new Map<string, Set<string>>();
  /** By `<type>\0<method>`: the most arguments the type's declarations of the method take. */
  private readonly rootLimits = new Map<string, number>();
  private implementedNames: Set<string> | undefined;
  private subinterfacesOf: Map<string, string[]> | undefined;
  private readonly receiverClasses: ReceiverClasses;
  private readonly contents: ContainerContents;
  private readonly subclasses: Subclasses;
  private readonly writtenArguments: WrittenArguments;
  private readonly fits: LiteralFits;
  /** What the callees of arguments write for them: what literals passed there implement. */
  readonly passed: PassedTypes;

  constructor(
    /** The repository's interfaces, in the order of its files. */
    interfaces: readonly TypeFacts[],
    /** The repository's classes and interfaces by name. */
    private readonly types: ReadonlyMap<string, TypeFacts[]>,
    private readonly aliases: TypeAliases,
    /** The definitions of a name. */
    private readonly named: (name: string) => Definition[],
    /** What the repository's files say of the names heritage clauses write, and of fields. */
    private readonly heritage: HeritageLookups,
  ) {
    this.receiverClasses = new ReceiverClasses(types, aliases, named, heritage);
    this.contents = new ContainerContents(types, aliases);
    this.subclasses = new Subclasses(types);
    this.writtenArguments = new WrittenArguments(types, aliases);
    this.fits = new LiteralFits(interfaces, types, aliases, named);
    this.passed = new PassedTypes(interfaces, named);
    for (const type of interfaces) {
      for (const member of new Set(type.members))
        this.promisingInterfaces.set(member, (this.promisingInterfaces.get(member) ?? 0) + 1);
    }
    this.promiseAliasedMembers(aliases);
  }

  /**
   * An interface's property written with an alias of a function type (`onError?: ErrorHandler`)
   * is a method it promises, as one written with the function type itself is.
   */
  private promiseAliasedMembers(aliases: TypeAliases): void {
    for (const list of this.types.values())
      for (const facts of list) {
        if (facts.kind !== 'interface' || facts.fields === undefined) continue;
        for (const field in facts.fields) {
          const type = facts.fields[field]?.[0];
          if (type === undefined || !aliases.isCallable(type)) continue;
          if (facts.members.includes(field)) continue;
          const members = this.aliasedMembers.get(facts) ?? new Set<string>();
          this.aliasedMembers.set(facts, members.add(field));
          this.promisingInterfaces.set(field, (this.promisingInterfaces.get(field) ?? 0) + 1);
        }
      }
  }

  /**
   * Of methods a call through a value of an intersection reaches, those it may run (see
   * ReceiverClasses.ofEachJoined).
   */
  ofEachJoined(found: Definition[], name: string, joined: readonly string[]): Definition[] {
    return this.receiverClasses.ofEachJoined(found, name, joined);
  }

  /** Whether a class or interface of the repository named `type` declares method `name` itself. */
  typeDeclares(type: string, name: string): boolean {
    return this.types.get(type)?.some((facts) => this.promises(facts, name)) === true;
  }

  /**
   * A receiver's types without the arguments of a generic type of the repository that declares
   * method `name` itself: `lines: List<Line>` calling `get` calls a List's, whatever a Line
   * declares. Names written before it stay (`Line | List<Line>`).
   */
  receiversOf(types: readonly string[], name: string): readonly string[] {
    const head = types.findIndex(
      (type) =>
        this.types.get(type)?.some((facts) => facts.generic === true) === true &&
        this.typeDeclares(type, name),
    );
    if (head < 0) return types;
    // What the kept types' arguments say stays (`<IField=bigint>`), and a kept name's qualifier.
    const kept = types.slice(0, head + 1);
    const written = types
      .slice(head + 1)
      .filter(
        (type) =>
          writesArgumentsOf(type, kept) ||
          (isQualifiedMark(type) && kept.includes(markedName(type))),
      );
    return written.length === 0 ? kept : [...kept, ...written];
  }

  /**
   * Whether an interface of the repository named `type` declares `name` as a method, or as a
   * property typed as a function (`profile?: ProfileCallback<P>`), itself or through an interface
   * it extends (`IPointerEventHandler extends IPointerEnterHandler, …`); through an alias of a
   * union, whether an interface it joins does (`type OAuthConfig<P> = OIDCConfig<P> | …`).
   */
  interfaceDeclaresMethod(type: string, name: string, depth = 0): boolean {
    return (
      this.types
        .get(type)
        ?.some(
          (facts) =>
            facts.kind === 'interface' &&
            facts.union === undefined &&
            (this.promises(facts, name) ||
              (depth < 2 &&
                facts.supertypes.some((above) =>
                  this.interfaceDeclaresMethod(above, name, depth + 1),
                ))),
        ) === true ||
      (depth < 2 &&
        this.aliases
          .joined(type)
          .some((joined) => this.interfaceDeclaresMethod(joined, name, depth + 1)))
    );
  }

  /** Whether a class or interface declares method `name`, or a property typed as a function. */
  private promises(facts: TypeFacts, name: string): boolean {
    return facts.members.includes(name) || this.aliasedMembers.get(facts)?.has(name) === true;
  }

  /**
   * The implementations a call `receiver.name()` may dispatch to when the receiver's type is
   * unknown or only written (not inferred): methods of classes and typed objects, if one to a few
   * interfaces promise `name`, whose declared types (where the repository has them) promise it
   * too. With the receiver's written types, only implementations of the same declaration of
   * `name` — the topmost type promising it — are kept, and those declared outside the repository.
   */
  targets(name: string, receiverTypes?: readonly string[], argumentCount?: number): Definition[] {
    // Many calls share a name, types and arity (`x.pipe(f)`): answer each combination once.
    const key = `${name}\0${receiverTypes?.join(',') ?? '*'}\0${argumentCount ?? '*'}`;
    let targets = this.dispatched.get(key);
    if (!targets) {
      targets = this.findTargets(name, receiverTypes, argumentCount);
      // `Fp.mul()` on an `IField<bigint>` reaches no `_Field2 implements IField<Fp2>`.
      if (receiverTypes !== undefined)
        targets = targets.filter(
          (definition) =>
            definition.passedTo !== undefined ||
            definition.container === undefined ||
            !this.writtenArguments.rulesOut(definition.container, receiverTypes),
        );
      if (receiverTypes !== undefined)
        targets = this.ofEachJoined(targets, name, intersectedIn(receiverTypes));
      this.dispatched.set(key, targets);
    }
    return targets;
  }

  private findTargets(
    name: string,
    receiverTypes: readonly string[] | undefined,
    argumentCount: number | undefined,
  ): Definition[] {
    const promising = this.promisingInterfaces.get(name) ?? 0;
    // Many interfaces promise the name, or none does: only a receiver written with a type of the
    // repository declaring it says which (an object type's alias promises nothing by itself).
    if (
      (promising === 0 || promising > MAX_PROMISING_INTERFACES) &&
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
      const roots = this.rootsOf(declared, name, literalSide(definition));
      const outside = roots.has(OUTSIDE);
      // Declared with repository types none of which promises the name: not an implementation.
      if (outside && declared.some((type) => this.types.has(type))) continue;
      // A call passing fewer arguments than an implementation requires is not a call to it —
      // when the repository declares the method; a library's declaration may make them optional.
      // Nor one passing more than the declarations it implements take, which TypeScript rejects
      // (the implementation itself may take fewer: `pipe() { return pipeArguments(this, arguments) }`).
      if (
        argumentCount !== undefined &&
        !outside &&
        (argumentCount < (definition.requiredParameters ?? 0) ||
          argumentCount > this.limitOf(roots, name))
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
        ? this.rootsOf(receiverTypes, name, 'receiver')
        : common.size === 1 && common.has(OUTSIDE)
          ? common
          : undefined;
    // Of unknown type: the implementations of what an interface, an abstract method or a
    // library promises — not overrides of a method a base class of the repository implements
    // itself (every plugin's `update` when an element interface promises `update`).
    if (wanted === undefined)
      return eligible.filter((definition) =>
        this.inferred(definition)
          ? this.fits.isOfAny(definition)
          : [...(rootsOfTarget.get(definition) ?? [])].some(
              (root) => root === OUTSIDE || this.promisedBy(root, name),
            ),
      );
    // An implementation whose declaration is not in the repository may implement any of them.
    // Of the same declaration, a class's method only if the receiver can be that class: `x.pipe()`
    // on an `Effect` reaches no `pipe` of a class that is a `Pipeable` but no `Effect`.
    const receivers = receiverTypes && this.receiverClasses.repositoryTypes(receiverTypes);
    const added = receiverTypes && this.receiverClasses.methodsAdded(receiverTypes);
    return eligible.filter((definition) => {
      const roots = rootsOfTarget.get(definition) ?? new Set<string>();
      const container = definition.passedTo === undefined ? definition.container : undefined;
      // An object literal written with a library's type alone (`handler: ProxyHandler<object>`)
      // is of that type: no interface of the repository, which the library's cannot extend. One
      // of no written type (returned from a callback) may be any.
      const inferred = this.inferred(definition);
      const literal =
        container?.startsWith(OBJECT_CONTAINER) === true &&
        !inferred &&
        this.libraryTypesAlone(definition.dispatchTypes);
      // Returned where its type is inferred from it, or of no written type, only if it has every
      // method of one wanted.
      if (
        (inferred || this.untyped(definition, container)) &&
        !wanted.has(OUTSIDE) &&
        ![...wanted].some((root) => this.fits.isOf(definition, root))
      )
        return false;
      if ((!roots.has(OUTSIDE) || literal) && ![...roots].some((root) => wanted.has(root)))
        return false;
      return (
        receivers === undefined ||
        receivers.size === 0 ||
        container === undefined ||
        this.receiverClasses.mayBe(container, name, receivers, {
          // Declared by the receiver's own declaration of the method, not only by a library's.
          declaresIt: [...roots].some((root) => wanted.has(root)),
          added,
          file: definition.file,
        })
      );
    });
  }

  /** A method of an object literal whose type is inferred from it (returned, no type written). */
  private inferred(definition: Definition): boolean {
    return (
      definition.passedTo === undefined && this.declaredTypes(definition)?.[0] === INFERRED_RETURN
    );
  }

  /** An object literal's method of no written type. */
  private untyped(definition: Definition, container: string | undefined): boolean {
    return (
      container?.startsWith(OBJECT_CONTAINER) === true && definition.dispatchTypes?.length === 0
    );
  }

  /** Whether written types name only a library's types: no class, interface or alias of ours. */
  private libraryTypesAlone(types: readonly string[] | undefined): boolean {
    return (
      types !== undefined &&
      types.length > 0 &&
      types.every((type) => !this.types.has(type) && !this.aliases.declares(type))
    );
  }

  /**
   * The most arguments a call through these types' declarations of `name` may pass: the most any
   * of their signatures takes; Infinity when one takes any number or is not known.
   */
  private limitOf(roots: ReadonlySet<string>, name: string): number {
    let most = -1;
    for (const root of roots) most = Math.max(most, this.rootLimit(root, name));
    return most < 0 ? Infinity : most;
  }

  /** The most arguments one type's declarations of `name` take; -1 when it declares none. */
  private rootLimit(root: string, name: string): number {
    const key = `${root}\0${name}`;
    let most = this.rootLimits.get(key);
    if (most !== undefined) return most;
    most = -1;
    for (const facts of this.types.get(root) ?? []) {
      if (!this.promises(facts, name)) continue;
      const limits =
        facts.kind === 'class'
          ? this.named(name)
              .filter((definition) => definition.container === root)
              .map((definition) => definition.parameterLimit)
          : [facts.limits?.[name]];
      for (const limit of limits) most = Math.max(most, limit ?? Infinity);
    }
    this.rootLimits.set(key, most);
    return most;
  }

  /**
   * The topmost types of the repository declaring `name` above `types`; `<outside>` when none
   * does (the declaration comes from a library, or is not written anywhere).
   */
  private rootsOf(types: readonly string[], name: string, side?: PickedSide): Set<string> {
    const key = `${types.join(',')}\0${name}\0${side ?? ''}`;
    let roots = this.rootSets.get(key);
    if (!roots) {
      roots = new Set<string>();
      for (const type of types)
        for (const root of this.roots(type, name, new Set(), side)) roots.add(root);
      if (roots.size === 0) roots.add(OUTSIDE);
      this.rootSets.set(key, roots);
    }
    return roots;
  }

  /** With `side`, those of a receiver's type or an object literal's (see `picked`). */
  private roots(type: string, name: string, seen: Set<string>, side?: PickedSide): string[] {
    if (seen.has(type)) return [];
    seen.add(type);
    const facts = this.types.get(type) ?? [];
    if (facts.length === 0) {
      // An object type's alias declaring the name as a field is its declaration (`type
      // ClientBase = { request: RequestFn }`), as an interface's property is.
      if (this.aliases.declaresField(type, name)) return [type];
      // An alias of a union (`type Definition = CodeDefinition | MacroDefinition`): its types' roots;
      // of a generic type (`type CodeModelFactory = IModelFactory<ICodeModel>`), that type's.
      const joined = this.aliases.implementedThrough(type);
      return joined.flatMap((member) => this.roots(member, name, seen, side));
    }
    const above = facts.flatMap((fact) =>
      fact.supertypes.flatMap((supertype) => {
        const roots = this.roots(supertype, name, seen, side);
        if (!side || roots.length === 0 || fact.picked?.includes(supertype) !== true) return roots;
        // Picked out of another (`extends Pick<Controller, 'focus'>`): an object literal of it is
        // no Controller, but a class of it may have every member (see ReceiverClasses.mayBe).
        return side === 'receiver' ? [type, ...roots] : [type];
      }),
    );
    if (above.length > 0) return above;
    return facts.some((fact) => this.promises(fact, name)) ? [type] : [];
  }

  /** Whether type `type` only promises method `name`: an interface, or its method is abstract. */
  private promisedBy(type: string, name: string): boolean {
    return (
      this.types.get(type)?.some((facts) => facts.kind === 'interface') === true ||
      this.named(name).some(
        (definition) => definition.container === type && definition.abstract === true,
      )
    );
  }

  /** Whether an interface of the repository above `types` declares method `name`. */
  declaredInRepository(types: readonly string[], name: string): boolean {
    return !this.rootsOf(types, name).has(OUTSIDE);
  }

  /**
   * The methods `name` of classes and typed objects declared with one of `types` (a library's:
   * `implements Map<K, V>`). Type parameters (`K`) say nothing about which. With `written`, the
   * receiver's written type names, a class holding other types of the repository is left out:
   * a `Map<string, Session>` is no `PeerAddressMap extends Map<PeerAddress, T>`.
   */
  implementationsOf(
    name: string,
    types: readonly string[],
    written?: readonly string[],
    /** Whether a name the receiver writes is a library's type (`Socket` from 'node:net'). */
    isLibraryType?: (type: string) => boolean,
  ): Definition[] {
    const wanted = new Set(types.filter((type) => type.length > 1));
    // `implements StrictReporter`, `type StrictReporter = Required<Reporter>`: a Reporter.
    for (const type of wanted) for (const alias of this.aliases.naming(type)) wanted.add(alias);
    // A library's class or interface: so are the repository's classes below those extending or
    // implementing it (`DrawCommand extends FeedbackCommand extends Command`, where only the
    // subclass declares the method).
    // Not JavaScript's or the platform's own (`Error`, `HTMLElement`): their methods are known,
    // and a call of another one is no call of theirs (`instance.pretty` after `"pretty" in
    // instance`).
    for (const type of [...wanted])
      if (!this.types.has(type) && !isBuiltinType(type) && !isJavaScriptClass(type))
        for (const subclass of this.subclasses.of(type)) wanted.add(subclass.name);
    const receiver = written && this.contents.receiverHolds(written, wanted, isLibraryType);
    return this.named(name).filter(
      (definition) =>
        this.declaredTypes(definition)?.some(
          (type) =>
            wanted.has(type) &&
            !this.namesOnlyInside(definition.container, type) &&
            (receiver === undefined || this.contents.mayHold(definition.container, type, receiver)),
        ) === true,
    );
  }

  /**
   * Whether a class's heritage clause names `type` only inside another type: as a type argument
   * (`class TestRunnerDecorator extends ResourceDecorator<TestRunner>` is no TestRunner) or a
   * qualifier (`implements Lifetime.Owner` is no Lifetime).
   */
  private namesOnlyInside(container: string | undefined, type: string): boolean {
    return (this.types.get(container ?? '') ?? []).some(
      (facts) =>
        facts.kind === 'class' &&
        (facts.implemented !== undefined || facts.extended !== undefined) &&
        facts.implemented?.includes(type) !== true &&
        facts.extended?.includes(type) !== true,
    );
  }

  /**
   * The methods `name` of the classes implementing an interface of `types`, at any depth, for
   * a method the interface has from a library's (`interface Resource extends Partial<Disposable>`
   * calling `dispose`): the classes that say they implement it or an interface extending it.
   * Their subclasses are left out: a generic base's field typed by its parameter's constraint
   * (`innerResource: T`, `T extends Resource`) would reach every decorator deriving from it.
   */
  implementationsBelow(name: string, types: readonly string[]): Definition[] {
    const interfaces = new Set(types.filter((type) => this.isInterface(type)));
    if (interfaces.size === 0) return [];
    // The library's interfaces they extend, at any depth (`Disposable` of `Partial<Disposable>`):
    // the method is theirs, so the classes implementing them, or an interface extending them, are
    // reached too. Not the repository's interfaces above: their other subtypes are siblings.
    const above = new Set(interfaces);
    for (const type of above)
      for (const facts of this.types.get(type) ?? [])
        for (const supertype of facts.supertypes)
          if (this.isInterface(supertype)) above.add(supertype);
          else if (this.isLibraryInterface(supertype)) interfaces.add(supertype);
    for (const type of interfaces)
      for (const subinterface of this.subinterfaces().get(type) ?? []) interfaces.add(subinterface);
    // Not a class having the library's interface from the library's class it extends.
    return this.implementationsOf(name, [...interfaces]).filter(
      (method) => !inheritsOnly(method, interfaces, this.types),
    );
  }

  /**
   * Whether a type name no class or interface of the repository declares is one a class of it
   * says it implements (`implements Disposable`, not through a library's class): a library's
   * interface, not a type parameter or argument written in an interface's heritage clause, nor a
   * library's class extended.
   */
  private isLibraryInterface(type: string): boolean {
    if (!this.implementedNames) {
      this.implementedNames = new Set();
      for (const list of this.types.values())
        for (const facts of list)
          for (const name of facts.implemented ?? [])
            if (!facts.libraryInherited?.includes(name)) this.implementedNames.add(name);
    }
    return !this.types.has(type) && !isBuiltinType(type) && this.implementedNames.has(type);
  }

  private isInterface(type: string): boolean {
    return this.types.get(type)?.some((facts) => facts.kind === 'interface') === true;
  }

  /**
   * Each type's interfaces extending it directly, by name (the index keeps classes' subclasses
   * apart, for `this.m()`'s overrides).
   */
  private subinterfaces(): Map<string, string[]> {
    if (this.subinterfacesOf) return this.subinterfacesOf;
    const found = new Map<string, string[]>();
    for (const [name, list] of this.types)
      for (const facts of list)
        if (facts.kind === 'interface')
          for (const supertype of facts.supertypes)
            found.set(supertype, [...(found.get(supertype) ?? []), name]);
    this.subinterfacesOf = found;
    return found;
  }

  /**
   * The types a method may be dispatched through: as declared; for a method of an object literal
   * passed as an argument, the types its callee's parameter is written with (undefined when no
   * callee of that name writes one: not an implementation of anything).
   */
  private declaredTypes(definition: Definition): readonly string[] | undefined {
    const passedTo = definition.passedTo;
    if (passedTo !== undefined) return this.passed.types(passedTo);
    const declared = definition.dispatchTypes;
    if (declared?.length === 1 && declared[0]?.endsWith('"]()') === true)
      return this.promisedReturn(declared[0]);
    return declared?.length === 1 && declared[0]?.endsWith('"]') === true
      ? this.lookedUpField(declared[0])
      : declared && this.asDeclared(definition, declared);
  }

  /**
   * A class method's heritage names as their declarations name them: `Behaviour`, imported from
   * a module exporting `{ Component as Behaviour }`, is `Component`.
   */
  private asDeclared(definition: Definition, declared: string[]): readonly string[] {
    const { container, file } = definition;
    const renamed = container && this.heritage.renamedSupertypes(file, container);
    return renamed ? declared.map((name) => renamed.get(name) ?? name) : declared;
  }

  /**
   * What the method a marker names (`Serialization["unsafeMake"]()`) is written to return; of no
   * written type (inferred from the literal) when the type writes none.
   */
  private promisedReturn(marker: string): readonly string[] {
    const open = marker.indexOf('[');
    const method = JSON.parse(marker.slice(open + 1, -3)) as string;
    const returned = (this.types.get(marker.slice(0, open)) ?? []).flatMap(
      (facts) => facts.returns?.[method] ?? [],
    );
    return returned.length > 0 ? returned : [INFERRED_RETURN];
  }

  /** The written type of the field a marker names (`InternalOptions["callbacks"]`), if written. */
  private lookedUpField(marker: string): readonly string[] | undefined {
    if (this.lookedUp.has(marker)) return this.lookedUp.get(marker);
    const open = marker.indexOf('[');
    const field = JSON.parse(marker.slice(open + 1, -1)) as string;
    const written = this.heritage.fieldTypes(marker.slice(0, open), field);
    this.lookedUp.set(marker, written);
    return written;
  }
}

/** Whose roots of a type picking another's members are asked for: a receiver's, a literal's. */
type PickedSide = 'receiver' | 'literal';

/** An object literal's method asks for a literal's roots (see `picked`); a class's, for its own. */
function literalSide(definition: Definition): PickedSide | undefined {
  return definition.container?.startsWith(OBJECT_CONTAINER) === true ? 'literal' : undefined;
}

/** The root shared by most implementations (all of the tied ones). */
function mostCommon(rootSets: readonly Set<string>[]): Set<string> {
  const counts = new Map<string, number>();
  for (const roots of rootSets)
    for (const root of roots) counts.set(root, (counts.get(root) ?? 0) + 1);
  const best = Math.max(0, ...counts.values());
  return new Set([...counts].filter(([, count]) => count === best).map(([root]) => root));
}
