// The repository's type aliases, as resolution looks through them: an alias of a named type means
// that type, of a union each type it joins, of a function type what its parameters are written with.
import type { ReceiverCall, TypeFacts } from '../model.js';
import { isBuiltinType, PROMISE_TYPES } from './builtins.js';
import { isInlineTypeName, isReturnedTypeName } from '../extract/inline-types.js';

/**
 * A name a type of the platform or a library may have: a class's or interface's (`AudioContext`),
 * not a value's or function's read through `typeof` (`ReturnType<typeof createWSClient>`).
 */
const FOREIGN_TYPE_NAME = /^[A-Z]/;

/** TypeScript's types made of others (`ReturnType<…>`, `Partial<…>`): what they are made of decides. */
const TYPE_FUNCTIONS = new Set([
  ...['ReturnType', 'InstanceType', 'Parameters', 'ConstructorParameters', 'Awaited'],
  ...['Partial', 'Required', 'Readonly', 'Pick', 'Omit', 'Record', 'Exclude', 'Extract'],
  ...['NonNullable', 'ThisParameterType', 'OmitThisParameter', 'ThisType', 'NoInfer'],
]);

/** Type aliases by name, each with the file declaring it. */
export class TypeAliases {
  private readonly byName = new Map<string, TypeFacts[]>();
  private readonly files = new Map<TypeFacts, string>();
  /**
   * By a named type: the aliases of it (`type StrictReporter = Required<Reporter>`: Reporter), and
   * of intersections with it.
   */
  private readonly aliasesOf = new Map<string, string[]>();
  /** Whether a name is an alias of the platform's types only (see isForeign). */
  private readonly foreign = new Map<string, boolean>();

  constructor(
    /** Whether the repository declares a class or interface of this name. */
    private readonly isType: (name: string) => boolean,
  ) {}

  /** Records `type` if it is an alias (of a function type, a union, a named, object or class). */
  add(type: TypeFacts, file: string): boolean {
    if (
      type.call === undefined &&
      type.union === undefined &&
      type.aliasOf === undefined &&
      type.classOf === undefined &&
      type.object === undefined
    )
      return false;
    this.byName.set(type.name, [...(this.byName.get(type.name) ?? []), type]);
    this.files.set(type, file);
    // An intersection's (`type DefSpec = Spec & { names: string[] }`) value is each type it joins.
    const intersected = type.union === undefined ? [] : type.supertypes;
    for (const named of [...(type.aliasOf ?? []), ...intersected])
      this.aliasesOf.set(named, [...(this.aliasesOf.get(named) ?? []), type.name]);
    return true;
  }

  /** Whether the repository declares an alias named `name`. */
  declares(name: string): boolean {
    return this.byName.has(name);
  }

  /** The aliases named `name`, wherever declared. */
  declared(name: string): readonly TypeFacts[] {
    return this.byName.get(name) ?? [];
  }

  /** The names of the aliases of a named type (`StrictReporter` for `Reporter`). */
  naming(type: string): readonly string[] {
    return this.aliasesOf.get(type) ?? [];
  }

  /**
   * Whether `name` is an object type written inline for a return or a field (`ctx(): { frag:
   * Fragment }`), not an alias declared by name.
   */
  isInlineObject(name: string): boolean {
    return isInlineTypeName(name) && this.isObject(name);
  }

  /** Whether some alias named `name` is of an object type (`type Context = { parser: Parser }`). */
  private isObject(name: string): boolean {
    return this.byName.get(name)?.some((alias) => alias.object === true) === true;
  }

  /**
   * What `<alias>{return}` names, when no object type is written for it: the aliases the alias of a
   * function type returns (`TAddSilentConnectionFactory` returns `TAddSilentConnectionFunction`).
   */
  private returnedBy(type: string): readonly TypeFacts[] {
    if (!isReturnedTypeName(type)) return [];
    const returned = (this.byName.get(type.slice(0, -'{return}'.length)) ?? []).flatMap(
      (alias) => Object.values(alias.calls ?? {})[0] ?? [],
    );
    return returned.flatMap((name) => this.byName.get(name) ?? []);
  }

  /**
   * Whether each of these names is an alias of the platform's or a library's types only; a
   * promise of them too (`render(): Promise<TNativeAudioNode>`, awaited), as what it settles to is.
   */
  allForeign(types: readonly string[]): boolean {
    const settled = types.filter((type) => !PROMISE_TYPES.includes(type));
    return settled.length > 0 && settled.every((type) => this.isForeign(type));
  }

  /** aliasesForeign, kept per name: receivers' types are asked on every call resolved. */
  private isForeign(name: string): boolean {
    let foreign = this.foreign.get(name);
    if (foreign === undefined) this.foreign.set(name, (foreign = this.aliasesForeign(name)));
    return foreign;
  }

  /**
   * Whether every alias named `name` is one of named types the repository does not declare, at
   * any depth (`type TNativeContext = AudioContext | OfflineAudioContext`, the DOM's).
   */
  private aliasesForeign(name: string, depth = 0): boolean {
    const aliases = this.byName.get(name);
    return (
      aliases !== undefined &&
      depth < 4 &&
      aliases.every((alias) => {
        // One with members of its own (`ExtraInfo & { layer: Layer }`) is no other's type.
        const own = alias.call || alias.object || alias.fields || alias.members.length > 0;
        // A class's constructor (`typeof OfflineAudioContext`) is the platform's when it is.
        const named = own ? [] : (alias.union ?? alias.aliasOf ?? alias.classOf ?? []);
        return (
          named.length > 0 &&
          named.every((type) =>
            this.byName.has(type)
              ? this.aliasesForeign(type, depth + 1)
              : FOREIGN_TYPE_NAME.test(type) && !this.isType(type) && !TYPE_FUNCTIONS.has(type),
          )
        );
      })
    );
  }

  /** Whether some alias named `name` is of a function type (`type OnError = (e) => void`). */
  isCallable(name: string): boolean {
    return this.byName.get(name)?.some((alias) => alias.call !== undefined) === true;
  }

  /** Whether `file` declares an alias named `name` of an object type alone (`type M = { … }`). */
  declaresObjectIn(name: string, file: string): boolean {
    return (this.byName.get(name) ?? []).some(
      (alias) =>
        alias.object === true &&
        alias.union === undefined &&
        alias.aliasOf === undefined &&
        this.files.get(alias) === file,
    );
  }

  /** The files declaring an alias named `name`. */
  filesDeclaring(name: string): string[] {
    return (this.byName.get(name) ?? []).map((alias) => this.files.get(alias) ?? '');
  }

  /** The aliases a type name means: its only one, or those declared where the caller looks. */
  meant(type: string, places: readonly string[] | undefined): TypeFacts[] {
    const aliases = this.byName.get(type) ?? [];
    if (aliases.length <= 1) return aliases;
    // Same-named aliases of other files (`Schema.ts`'s namespaced `AST`) are other types.
    return aliases.filter((alias) => places?.includes(this.files.get(alias) ?? '') === true);
  }

  /** The written types of field `name` of an alias of an object type (`{ db: Database }`). */
  objectField(type: string, name: string): string[] | undefined {
    for (const alias of this.byName.get(type) ?? [])
      if (alias.object && alias.fields && Object.hasOwn(alias.fields, name))
        return alias.fields[name];
    return undefined;
  }

  /**
   * The name member `name` of an object a function returns has for its value, with the file the
   * function is in (`return { keys }`: `keys`, see `TypeFacts.namedValues`).
   */
  namedValue(type: string, name: string): { file: string; value: string } | undefined {
    const found = this.returnedMember(type, name, (alias) => alias.namedValues);
    return found && { file: found.file, value: found.member };
  }

  /**
   * The call member `name` of an object a function returns holds, with the file the function is
   * in (`return { state: coValue }`: the call `coValue` came from, see `TypeFacts.fieldCalls`).
   */
  fieldCall(type: string, name: string): { file: string; call: ReceiverCall } | undefined {
    const found = this.returnedMember(type, name, (alias) => alias.fieldCalls);
    return found && { file: found.file, call: found.member };
  }

  /** Member `name` of the first alias named `type` recording it in `members`, and that alias's file. */
  private returnedMember<T>(
    type: string,
    name: string,
    members: (alias: TypeFacts) => Record<string, T> | undefined,
  ): { file: string; member: T } | undefined {
    for (const alias of this.byName.get(type) ?? []) {
      const own = members(alias);
      const file = this.files.get(alias);
      if (own && Object.hasOwn(own, name) && file) return { file, member: own[name] as T };
    }
    return undefined;
  }

  /**
   * What method `name` of an alias of an object type writes for its parameter `position`: null
   * when the alias declares the method without typing it.
   */
  objectSignature(type: string, name: string, position: number): string[] | null | undefined {
    for (const alias of this.byName.get(type) ?? [])
      if (alias.object && alias.signatures && Object.hasOwn(alias.signatures, name)) {
        const written = alias.signatures[name]?.[position];
        return written?.length ? written : null;
      }
    return undefined;
  }

  /**
   * The methods an alias of an object type named `type` requires (`type Connector = { connect():
   * Promise<void>; setup?(): Promise<void> }`: connect), as an interface's members; undefined when
   * it declares none.
   */
  objectMethods(type: string): string[] | undefined {
    for (const alias of this.byName.get(type) ?? [])
      if (alias.object && alias.signatures) {
        const optional = alias.optional ?? [];
        const methods = Object.keys(alias.signatures).filter((name) => !optional.includes(name));
        if (methods.length > 0) return methods;
      }
    return undefined;
  }

  /** The types the unions named `type` join (`type Definition = A | B`: A, B). */
  /**
   * Whether an alias of an object type named `type` declares a field or method `name` (`type
   * ClientBase = { request: RequestFn }`): a call of `client.request()` goes through that
   * declaration.
   */
  declaresField(type: string, name: string): boolean {
    return (
      this.byName
        .get(type)
        ?.some(
          (alias) =>
            (alias.fields !== undefined && Object.hasOwn(alias.fields, name)) ||
            (alias.signatures !== undefined && Object.hasOwn(alias.signatures, name)),
        ) === true
    );
  }

  joined(type: string): string[] {
    return (this.byName.get(type) ?? []).flatMap((alias) => alias.union ?? []);
  }

  /**
   * The types a class declared with alias `type` is one of: a union's types, or the type an alias
   * of a generic type names (`type CodeModelFactory = IModelFactory<ICodeModel>`: IModelFactory,
   * what `implements DocumentRegistry.CodeModelFactory` implements), not its type arguments.
   */
  implementedThrough(type: string): string[] {
    return (this.byName.get(type) ?? []).flatMap(
      (alias) => alias.union ?? alias.aliasOf?.slice(0, 1) ?? [],
    );
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
    if (!types.some((type) => this.byName.has(type) && !this.isType(type))) return types;
    const written = new Set<string>();
    for (const type of types) {
      const meant = this.isType(type) ? [] : this.meant(type, placesOf?.(type));
      const named = meant.flatMap((alias) => alias.aliasOf ?? this.objectsJoined(alias));
      if (named.length === 0 || depth >= 4) written.add(type);
      else for (const name of this.unaliased(named, undefined, depth + 1)) written.add(name);
      // `type PromiseOrValue<T> = T | Promise<T>`: the value may be the Promise.
      for (const alias of meant)
        for (const joined of alias.union ?? [])
          if (PROMISE_TYPES.includes(joined)) written.add(joined);
    }
    return [...written];
  }

  /**
   * The classes and interfaces an alias of a union of them and function types joins (`type
   * Middleware<C> = MiddlewareFn<C> | MiddlewareObj<C>`): a method called on its value is theirs,
   * the value being no function when it has methods. None for other unions (a union of classes
   * is looked through where its members' methods are looked up).
   */
  private objectsJoined(alias: TypeFacts): string[] {
    const joined = alias.union ?? [];
    if (!joined.some((name) => this.isCallable(name))) return [];
    return joined.filter((name) => this.isType(name));
  }

  /**
   * What parameter `position` of a function type alias is written with (`type H = (c: Context) =>
   * …`), through aliases of unions of such types; undefined when no alias says.
   */
  callParameterTypes(types: readonly string[], position: number, depth = 0): string[] | undefined {
    if (depth > 4) return undefined;
    for (const type of types)
      for (const facts of this.byName.get(type) ?? this.returnedBy(type)) {
        // Only a repository's type (or object type: `context: FunctionContext`) says which
        // methods the callback's parameter has.
        const written = facts.call?.[position];
        if (written?.some((name) => this.isType(name) || this.isObject(name))) return written;
        // Written only with aliases of the platform's or a library's types (`ctx: TNativeContext`,
        // `= AudioContext | OfflineAudioContext`; `TNativeAudioNode[]`, an array of them): a value
        // of those, whose methods are theirs; or with aliases of function types, which say what
        // calling it returns.
        const held = written?.filter((name) => !isBuiltinType(name));
        if (held?.length && held.every((name) => this.isForeign(name))) return written;
        if (written?.length && written.every((name) => this.isCallable(name))) return written;
        if (facts.union) {
          const found = this.callParameterTypes(facts.union, position, depth + 1);
          if (found) return found;
        }
      }
    return undefined;
  }
}
