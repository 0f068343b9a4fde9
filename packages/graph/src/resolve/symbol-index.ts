// The symbols of the whole repository, as resolution looks them up: definitions by name,
// exported names through barrels, and classes with their members, supertypes and subclasses.
// Type aliases and dynamic dispatch are looked up in their own modules.
import type { Definition, FileFacts, TypeFacts } from '../model.js';
import { isPrivateName } from './builtins.js';
import { calledOnInstance } from './instance-members.js';
import { Subclasses } from './subclasses.js';
import type { ModuleResolver } from './modules.js';
import { Dispatch } from './dispatch.js';
import { PythonClasses } from './python-classes.js';
import { findExported, findExportedInstance, findNamespace } from './exports.js';
import { answered } from './answered.js';
import { signatureParameters, signatureReturns } from './nearest-answer.js';
import { namespaceFiles } from './qualified-names.js';
import { renamedSupertypes, sameNamedSupertypes, SupertypeFiles } from './imported-supertypes.js';
import { soleBase } from './sole-bases.js';
import { LibraryTypes } from './declared-library-types.js';
import { importedLibraryNames, importsFromLibrary } from './library-types.js';
import { TypeAliases } from './type-aliases.js';
import { getterTypes, initialisedTypes } from './field-initialisers.js';
import { boundArguments, withoutTypeSlots, withTypeArguments } from './type-arguments.js';
import { componentField } from './component-fields.js';

/** Everything the resolver needs to look up across files. */
export class SymbolIndex {
  readonly byFile = new Map<string, FileFacts>();
  private readonly byName = new Map<string, Definition[]>();
  private readonly types = new Map<string, TypeFacts[]>();
  private readonly exports = new Map<string, Definition[]>();
  private readonly exportedInstances = new Map<string, string[] | undefined>();
  private readonly namespaces = new Map<string, string[] | undefined>();
  private readonly subclasses = new Subclasses(this.types);
  /** The files declaring classes' supertypes imported under another name or of ambiguous names. */
  private readonly supertypes = new SupertypeFiles();
  private readonly properties = new Set<string>();
  /** Names of classes declared in a TypeScript namespace. */
  private readonly namespacedClasses = new Set<string>();
  /** Names of methods and properties: an attribute read may reach one (Python). */
  private readonly memberNames = new Set<string>();
  /** Module-level values' written types by name, over every file (built when first asked). */
  private values: Map<string, string[]> | undefined;
  /** The file declaring each class or interface. */
  private readonly typeFiles = new Map<TypeFacts, string>();
  /** By file and name: the types a heritage clause of that file names (see heritageTypes). */
  private readonly heritage = new Map<string, TypeFacts[]>();
  private pythonClassGraph: PythonClasses | undefined;
  readonly aliases = new TypeAliases((name) => this.types.has(name));
  readonly dispatch: Dispatch;

  constructor(
    files: Iterable<FileFacts>,
    private readonly resolver?: ModuleResolver,
  ) {
    const interfaces: TypeFacts[] = [];
    for (const file of files) {
      this.byFile.set(file.path, file);
      for (const type of file.types) {
        // Type aliases of functions (and unions of them) only type callbacks, and an alias of a
        // named type means that type: they are not types a value's methods come from.
        if (
          this.aliases.add(type, file.path) &&
          type.members.length === 0 &&
          type.supertypes.length === 0
        )
          continue;
        const list = this.types.get(type.name);
        if (list) list.push(type);
        else this.types.set(type.name, [type]);
        this.typeFiles.set(type, file.path);
        if (type.kind === 'interface') interfaces.push(type);
      }
      for (const definition of file.definitions) {
        const list = this.byName.get(definition.name);
        if (list) list.push(definition);
        else this.byName.set(definition.name, [definition]);
        if (definition.property === true) this.properties.add(definition.name);
        if (definition.kind === 'method') this.memberNames.add(definition.name);
        if (definition.namespace !== undefined) this.namespacedClasses.add(definition.name);
      }
    }
    if (resolver) this.renameSupertypes(resolver);
    this.dispatch = new Dispatch(interfaces, this.types, this.aliases, (name) => this.named(name), {
      valueTypes: (name) => this.valueTypes(name),
      heritageTypes: (from, name) => this.heritageTypes(from, name),
      fromLibrary: (from, name) => this.importsFromLibrary(from, name),
      fieldTypes: (type, field) => this.fieldTypes(type, field),
      pathOfType: (type) => this.pathOfType(type),
      renamedSupertypes: (file, name) => this.supertypes.renamedBy(file, name),
    });
  }

  /** Classes' supertypes as their declarations name them, and the files declaring them. */
  private renameSupertypes(resolver: ModuleResolver): void {
    const classFiles = (name: string): Set<string | undefined> =>
      new Set(
        this.types
          .get(name)
          ?.filter((facts) => facts.kind === 'class')
          .map((facts) => this.typeFiles.get(facts)),
      );
    for (const file of this.byFile.values()) {
      if (file.language !== 'typescript' && file.language !== 'tsx') continue;
      for (const type of file.types) {
        const resolve = (source: string): string[] => resolver.resolve(file, source);
        const exported = (path: string, name: string): Definition[] =>
          this.exported(path, name, resolver);
        const renamed = renamedSupertypes(file, type, resolve, exported);
        const list = renamed && this.types.get(type.name);
        if (renamed && list) {
          list[list.indexOf(type)] = renamed.facts;
          this.typeFiles.set(renamed.facts, file.path);
          this.supertypes.addRenamed(file.path, type.name, renamed);
        }
        const facts = renamed && list ? renamed.facts : type;
        const ambiguous = (name: string): boolean => classFiles(name).size > 1;
        this.supertypes.addSameNamed(
          facts,
          sameNamedSupertypes(file, facts, ambiguous, resolve, exported),
        );
      }
    }
  }

  named(name: string): Definition[] {
    return this.byName.get(name) ?? [];
  }

  /**
   * The classes and interfaces a heritage clause of type `from` may mean by `name`, when several
   * of the repository's share it (effect's many `Variance`s, `Class`es): one its own file
   * declares, one it imports by that name, or one of a module it imports whole
   * (`Effectable.Class`); every one of that name when none of these says.
   */
  heritageTypes(from: TypeFacts, name: string): TypeFacts[] {
    const all = this.types.get(name) ?? [];
    const file = this.declaringFile(from);
    if (all.length < 2 || !file || !this.resolver) return all;
    const key = `${file.path}\0${name}`;
    let found = this.heritage.get(key);
    if (!found) {
      const files = new Set<string>([file.path]);
      let own = all.filter((type) => this.typeFiles.get(type) === file.path);
      if (own.length === 0) {
        for (const fact of file.imports)
          for (const binding of fact.bindings) {
            const whole = binding.imported === '*';
            if (!whole && binding.local !== name) continue;
            for (const target of this.resolver.resolve(file, fact.source))
              for (const declared of this.exported(
                target,
                whole ? name : binding.imported,
                this.resolver,
              ))
                files.add(declared.file);
          }
        own = all.filter((type) => files.has(this.typeFiles.get(type) ?? ''));
      }
      found = own.length > 0 ? own : all;
      this.heritage.set(key, found);
    }
    return found;
  }

  /** The files of the types a heritage clause of `from` means by `name` (see heritageTypes). */
  private heritageFiles(from: TypeFacts, name: string): ReadonlySet<string> {
    const meant = this.heritageTypes(from, name).map((facts) => this.typeFiles.get(facts) ?? '');
    return this.supertypes.filesOf(from, name) ?? new Set(meant);
  }

  /** The repository's classes and interfaces named `name`, from every file declaring one. */
  typesNamed(name: string): readonly TypeFacts[] {
    return this.types.get(name) ?? [];
  }

  /** The files declaring a class, interface or alias named `name`. */
  filesDeclaring(name: string): Set<string> {
    const files = new Set(this.aliases.filesDeclaring(name));
    for (const facts of this.typesNamed(name)) files.add(this.typeFiles.get(facts) ?? '');
    return files;
  }

  /** The path of the file declaring a class or interface. */
  pathOfType(type: TypeFacts): string | undefined {
    return this.typeFiles.get(type);
  }

  /** The facts of the file declaring a class or interface. */
  private declaringFile(type: TypeFacts): FileFacts | undefined {
    const path = this.typeFiles.get(type);
    return path === undefined ? undefined : this.byFile.get(path);
  }

  /** Whether `name` is a library's type, imported from a package (library-types.ts). */
  isLibraryType(name: string): boolean {
    if (this.isType(name) || this.aliases.declares(name)) return false;
    this.libraryTypes ??= importedLibraryNames(this.byFile.values(), this.resolver);
    return this.libraryTypes.has(name);
  }

  private libraryTypes: Set<string> | undefined;

  /**
   * Whether the file declaring type `from` imports `name` from a library (`import { DockPanel }
   * from '@lumino/widgets'`): no file of the repository resolves it.
   */
  importsFromLibrary(from: TypeFacts, name: string): boolean {
    const file = this.declaringFile(from);
    return file !== undefined && importsFromLibrary(file, name, this.resolver);
  }

  /**
   * What calling a value of one of these types returns with `passes` arguments, by their call
   * signatures (`Event<T>`: `(listener) => Disposable`); undefined when none has one for that many.
   */
  callReturns(types: readonly string[], passes: number): string[] | undefined {
    // An alias of a function type answers too (`type TGainNodeFactory = (…) => TNativeGainNode`).
    for (const type of this.aliases.unaliased([...types]))
      for (const facts of this.types.get(type) ?? this.aliases.declared(type)) {
        const returned = facts.calls?.[String(passes)];
        if (returned && returned.length > 0) return returned;
      }
    return undefined;
  }

  /** The types written for the module-level values of a name, in any file (`const Base: T`). */
  valueTypes(name: string): readonly string[] {
    if (!this.values) {
      this.values = new Map();
      for (const file of this.byFile.values())
        for (const [value, types] of Object.entries(file.instances ?? {}))
          this.values.set(value, [...(this.values.get(value) ?? []), ...types]);
    }
    return this.values.get(name) ?? [];
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
    // `origin`: the class the lookup started from; an abstract method it inherits is implemented below it.
    const visit = (
      type: string,
      files?: ReadonlySet<string>,
      places?: readonly string[],
      origin = type,
    ): void => {
      // A class named like one of its supertypes (`FabricObject extends InteractiveFabricObject
      // extends FabricObject` of another file) is visited once for each file.
      const key = files === undefined ? type : `${type}\0${[...files].join('\0')}`;
      if (seen.has(key)) return;
      seen.add(key);
      const classes = this.classesIn(type, files);
      if (classes.length === 0) {
        // An alias of a union (`type AST = Literal | Union`): the method of each class it joins.
        // An alias of a class (`type UnknownPlugin<M> = BasePlugin<any, M>`), as an intersection
        // joins it: the class's method (the names after it are its type arguments).
        for (const alias of this.aliases.meant(type, places)) {
          for (const joined of alias.union ?? []) visit(joined);
          const [head] = alias.aliasOf ?? [];
          // `= SetContainer.Iterator<K>`: the Iterator that namespace declares.
          const files =
            head === undefined ? undefined : namespaceFiles(this, alias.aliasOf ?? [], head);
          if (head !== undefined) visit(head, files, files && [...files]);
        }
        // An interface naming a class and nothing else (`interface Frame extends FrameImpl {}`):
        // the class's methods. Of `files` when given: another file's interface of the name is
        // another type.
        for (const facts of this.types.get(type) ?? []) {
          const up = soleBase(facts);
          const meant = files === undefined || files.has(this.typeFiles.get(facts) ?? '');
          if (meant && up) visit(up, this.heritageFiles(facts, up), undefined, origin);
        }
        return;
      }
      const own = calledOnInstance(
        this.named(name).filter(
          (definition) =>
            definition.kind === 'method' &&
            definition.container === type &&
            (files === undefined || files.has(definition.file)),
        ),
        classes,
      );
      if (own.length > 0) found.push(...own);
      // An abstract method is its subclasses' to implement: a call reaches their implementations —
      // those below the receiver's class when it inherits the method (a test's `class Frame extends
      // NetworkFrame { passthrough = vi.fn() }` reaches no sibling's `passthrough`).
      if (own.some((definition) => definition.abstract === true))
        found.push(...this.overrides(origin, name));
      if (own.length === 0 && !isPrivateName(name))
        for (const facts of classes)
          facts.supertypes.forEach((up) =>
            visit(up, this.supertypes.filesOf(facts, up), undefined, origin),
          );
    };
    for (const type of types) {
      // Each receiver type climbs on its own: two subclasses of one abstract class each reach
      // the implementations below themselves.
      seen.clear();
      visit(type, filesOf?.(type), placesOf?.(type));
    }
    return types.length > 1 ? [...new Set(found)] : found;
  }

  /** Whether the repository declares a class or interface of this name. */
  isType(name: string): boolean {
    return this.types.has(name);
  }

  /** Python's classes as each file sees them (made on first use). */
  pythonClasses(resolver: ModuleResolver): PythonClasses {
    return (this.pythonClassGraph ??= new PythonClasses(this, resolver));
  }

  /** The method `name` a class (of `files`) inherits: what `super.name()` calls. */
  superMembers(type: string, name: string, files?: ReadonlySet<string>): Definition[] {
    return this.classesIn(type, files).flatMap((facts) =>
      this.membersOf(facts.supertypes, name, (up) => this.supertypes.filesOf(facts, up)),
    );
  }

  /** The classes named `type`, of `files` when given (same-named classes elsewhere are others). */
  private classesIn(type: string, files: ReadonlySet<string> | undefined): TypeFacts[] {
    const inFiles = (facts: TypeFacts): boolean =>
      files === undefined || files.has(this.typeFiles.get(facts) ?? '');
    return (this.types.get(type) ?? []).filter((facts) => facts.kind === 'class' && inFiles(facts));
  }

  /** Whether some TypeScript namespace declares a class of this name (`NS.name` may be one). */
  declaresNamespacedClass(name: string): boolean {
    return this.namespacedClasses.has(name);
  }

  /** The methods `name` of a class's subclasses, at any depth: what `this.name()` may reach. */
  overrides(type: string, name: string, file?: string): Definition[] {
    if (isPrivateName(name)) return [];
    // A same-named subclass of another file (`class Ajv extends AjvCore`): its methods override.
    const found = this.named(name).filter(
      (definition) =>
        definition.kind === 'method' &&
        definition.container === type &&
        this.supertypes.extendsSameNamed(type, definition.file),
    );
    // A subclass extending a same-named class of another file overrides nothing of this one's.
    const extendsIt = (subclass: TypeFacts, supertype: string, parent?: TypeFacts): boolean => {
      const declaring = this.supertypes.filesOf(subclass, supertype);
      const parentFile = parent ? this.typeFiles.get(parent) : file;
      return declaring === undefined || parentFile === undefined || declaring.has(parentFile);
    };
    for (const subclass of this.subclasses.of(type, extendsIt)) {
      if (subclass.name === type) continue; // found above
      const file = this.typeFiles.get(subclass);
      found.push(
        ...this.named(name).filter(
          (definition) =>
            definition.kind === 'method' &&
            definition.container === subclass.name &&
            definition.file === file,
        ),
      );
    }
    return found;
  }

  /** What an interface (or its nearest supertype declaring it) writes for a method's parameter. */
  signatureParameters(types: readonly string[], name: string, position: number) {
    return signatureParameters(this.types, this.aliases, types, name, position);
  }

  /** What an interface (or its nearest supertype declaring it) writes its method `name` returns. */
  signatureReturns(types: readonly string[], name: string): string[] | undefined {
    return signatureReturns(this.types, types, name);
  }

  /**
   * The written types of field `name` of a value of `types` (the first of them declaring it), each
   * of the declaring type's own parameters replaced by what `types` writes for it (`box: Box<Row>`,
   * `type Box<T> = { value: T }`: `box.value` is a Row).
   */
  typedField(types: readonly string[], name: string): string[] | undefined {
    for (const type of types) {
      const found = this.fieldTypes(type, name);
      if (found) return withTypeArguments(found, types, type);
    }
    // A key every value has: the repository's `declare global { interface Object { [$changes]?:
    // ChangeTree } }`, whatever the value's type.
    return name.startsWith('[') ? this.fieldTypes('Object', name) : undefined;
  }

  /** The written types of a class's field (an interface's property) `name`, or its nearest supertype's. */
  fieldTypes(written: string, name: string, seen = new Set<string>()): string[] | undefined {
    // Python's `module.Class` is class `Class`.
    const type = written.slice(written.lastIndexOf('.') + 1);
    if (seen.has(type)) return undefined;
    seen.add(type);
    const classes = this.types.get(type) ?? [];
    const named = (callee: string): Definition[] => this.named(callee);
    // `options: Options` with `type Options = { db: Database }`.
    // An alias of a union (`type WalkerStatus = Done | Progress`): the field of each type it joins.
    if (classes.length === 0)
      return (
        this.aliases.objectField(type, name) ??
        this.joinedField(type, name, seen) ??
        this.declaredLibraryTypes?.fieldTypes(written, name)
      );
    for (const facts of classes) {
      // Own keys only: `this.constructor` is no field of a class declaring fields.
      const own =
        facts.fields && Object.hasOwn(facts.fields, name)
          ? facts.fields[name]
          : (initialisedTypes(named, facts, name) ??
            getterTypes(named, type, name, (owners, field) => this.typedField(owners, field)));
      if (own) return own;
    }
    if (isPrivateName(name)) return undefined;
    for (const facts of classes)
      for (const supertype of facts.supertypes) {
        const inherited =
          this.fieldTypes(supertype, name, seen) ??
          componentField(
            facts,
            supertype,
            name,
            (type) => this.isType(type) || this.aliases.declares(type),
          );
        // A supertype's own parameters are what the subtype's heritage clause writes for them
        // (`extends ResourceDecorator<TestRunner>`), when it writes them.
        const bound = boundArguments(facts, supertype);
        if (inherited)
          return bound
            ? withTypeArguments(inherited, [supertype, ...bound], supertype, true)
            : withoutTypeSlots(inherited);
      }
    return undefined;
  }

  /** What the dependencies' declaration files say of the libraries' types (declared-library-types.ts). */
  get declaredLibraryTypes(): LibraryTypes | undefined {
    if (!this.resolver) return undefined;
    return (this.library ??= new LibraryTypes(
      this.byFile.values(),
      this.resolver,
      (named) => this.isType(named) || this.aliases.declares(named),
      (named) => this.isLibraryType(named),
    ));
  }

  private library: LibraryTypes | undefined;

  /** The written types of field `name` of each type a union's alias joins, when any declares it. */
  private joinedField(type: string, name: string, seen: Set<string>): string[] | undefined {
    // Or of what a named alias means (`type ISegmentLeaf = SegmentWithInfo<IMergeNodeInfo>`).
    const meant = this.aliases.unaliased([type]).filter((named) => named !== type);
    const found = [...this.aliases.joined(type), ...meant].flatMap(
      (joined) => this.fieldTypes(joined, name, seen) ?? [],
    );
    return found.length > 0 ? [...new Set(found)] : undefined;
  }

  /** The modules export `name` of module `path` is a namespace of (`export * as ns from`), if it is one. */
  exportedNamespace(
    path: string,
    name: string,
    resolver: ModuleResolver,
    depth = 0,
  ): string[] | undefined {
    return answered(this.namespaces, `${path}\0${name}\0${depth}`, () =>
      findNamespace(this, path, name, resolver, depth),
    );
  }

  /**
   * The exported definition `name` of a module, following re-exports (barrels) up to a depth;
   * each walk through re-exports is answered once per module, name and depth (see `answered`).
   */
  exported(path: string, name: string, resolver: ModuleResolver, depth = 0): Definition[] {
    return answered(this.exports, `${path}\0${name}\0${depth}`, () =>
      findExported(this, path, name, resolver, depth),
    );
  }

  /** The classes of module-level instance `name` exported by module `path` (see findExportedInstance). */
  exportedInstance(
    path: string,
    name: string,
    resolver: ModuleResolver,
    depth = 0,
  ): string[] | undefined {
    return answered(this.exportedInstances, `${path}\0${name}\0${depth}`, () =>
      findExportedInstance(this, path, name, resolver, depth),
    );
  }
}
