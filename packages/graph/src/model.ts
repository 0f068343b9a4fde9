// What the graph knows, file by file and as a whole.

export type LanguageId =
  'typescript' | 'tsx' | 'javascript' | 'python' | 'go' | 'java' | 'c_sharp' | 'rust';

/** The prefix of the exports naming what a default-exported object spreads (`default.*base`). */
export const SPREAD_EXPORT = 'default.*';

export type DefinitionKind = 'function' | 'method' | 'class' | 'interface';

/** The call an object literal is an argument of: `callee` (a class's name for `new`), position. */
export interface PassedTo {
  callee: string;
  argument: number;
  constructs?: true;
}

export interface Definition {
  // Every key is always set (`undefined` when a definition has no such fact), so definitions share
  // one hidden class and the resolver's reads of them stay monomorphic. JSON omits `undefined`.
  /** Stable id: `file#qualifiedName@line`. */
  id: string;
  file: string;
  name: string;
  /** Names of the enclosing classes/functions and this one, joined by dots. */
  qualifiedName: string;
  kind: DefinitionKind;
  startLine: number;
  endLine: number;
  /** Line of the name itself (a declaration may start earlier, with decorators or `export`). */
  nameLine: number;
  /** Enclosing class, for methods; `<object@offset>` for the methods of an object literal. */
  container: string | undefined;
  exported: boolean;
  isTest: boolean;
  /**
   * For a method reached through an interface or base type (of a class with a heritage clause, or
   * of an object given a type): the type names it is declared with (empty when none is written).
   * A call on a receiver of unknown type may dispatch to it.
   */
  dispatchTypes: string[] | undefined;
  /** For such a method: how many parameters a call must pass. */
  requiredParameters: number | undefined;
  /**
   * A TypeScript class's method (or abstract one): how many arguments a call through its
   * declaration may pass; undefined with a rest parameter, and in other languages.
   */
  parameterLimit: number | undefined;
  /**
   * For a method of an object literal passed as an argument (`run({ onError() {} })`): the call
   * it is passed to. The literal implements the callee's written parameter type, read when
   * resolving (the callee may be in another file).
   */
  passedTo: PassedTo | undefined;
  /** A Python method read as an attribute (`@property`, `@cached_property`): reads call it. */
  property: boolean | undefined;
  /**
   * A Python property whose value the instance keeps (`@cached_property`): an instance attribute
   * of its name hides it (a `@property` is not hidden: a write runs its setter).
   */
  cached: boolean | undefined;
  /** A Python property's setter (`@total.setter`): a write (`order.total = 3`) runs it. */
  setter: boolean | undefined;
  /**
   * Type names of the written return type (TypeScript functions and methods); `["this"]` for a
   * method returning its own receiver (`: this`, or a body ending in `return this`).
   */
  returnTypes: string[] | undefined;
  /**
   * A type guard's (`(value: unknown): value is Store`, or a function asserted to be one): the
   * type names it narrows its argument to inside `if (isStore(value))`.
   */
  narrows: string[] | undefined;
  /**
   * For parameters written with a function type: `"<parameter>:<its parameter>"` → the type names
   * of that callback parameter (`init: (source: Observable<T>) => void` → `"0:0"`: Observable, T).
   * `"<parameter>:type"`: the type names a parameter is written with (`opts: Options<T>` →
   * Options, T), which an object literal passed there implements.
   */
  callbackTypes: Record<string, string[]> | undefined;
  /**
   * A TypeScript method or function with overload signatures whose return types differ: by the
   * number of arguments a call passes (`"2"`), the return type names of the signature taking
   * that many (`getStateEvents(type): Event[]`, `getStateEvents(type, key): Event | null`).
   */
  overloadReturns: Record<string, string[]> | undefined;
  /**
   * A JavaScript or TypeScript function with no return type written or inferred that returns one
   * call of another file's (`return this.#injector.createChild()`, or a local holding it): that
   * call, typed as a chain's receiver is, whose result it returns.
   */
  returnedCall?: ReceiverCall | undefined;
  /**
   * A TypeScript class declared in a namespace (`namespace Widget { export class ResizeMessage {} }`):
   * the namespace's dotted name (`Widget`), through which other code names it (`new
   * Widget.ResizeMessage()`). Its qualified name stays its own, as its members' containers are.
   */
  namespace: string | undefined;
  /**
   * First and last line of the block a nested definition is declared in, when that block is not a
   * function's own body (a callback's: `it('…', () => { function helper() {} })`): it is visible
   * only there.
   */
  block: [number, number] | undefined;
  /** A getter or setter (TypeScript, JavaScript): run by reading or writing a property, not by a call. */
  accessor: boolean | undefined;
  /**
   * An abstract method (`abstract getId(): string;`): a call through its class reaches the
   * subclasses' implementations.
   */
  abstract: boolean | undefined;
  /**
   * A class's static method (`static add(v, w)`): `Vec2.add()` calls it, a value's `v.add()` calls
   * the instance method of its name.
   */
  static: boolean | undefined;
  /**
   * A Python function declared with `@overload` signatures (each signature, and the implementation
   * after them): a call reaches them all, as one function.
   */
  overloaded: boolean | undefined;
  /**
   * A Python function or class whose scope defines its name more than once: `true` when it may be
   * the one bound once the scope has run (each branch of `if PY2: def b … else: def b`, a `try:`
   * body's and its `except ImportError:` fallback's), `false` when a later definition that always
   * runs replaces it. A call of the name reaches each that may be bound.
   */
  alternative: boolean | undefined;
}

/**
 * `property`: a Python attribute read (`order.total`), a call only when it reaches a `@property`.
 * `write`: a Python attribute write (`order.total = 3`, `order.count += 1`), a call only when it
 * reaches a property's setter.
 * `mention`: a name read as a value that is not resolved to a call (test reach follows it by name).
 */
export type ReferenceKind =
  'call' | 'method' | 'new' | 'jsx' | 'macro' | 'value' | 'property' | 'write' | 'mention';

/**
 * A call whose result a variable holds: `build()` or `Graph.build()`; or, with `argument`, a call
 * passing a callback whose parameter `parameter` is the variable (`new Observable((s) => …)`: the
 * callee's written parameter type says what it is).
 */
export interface ReceiverCall {
  callee: string;
  receiver?: string;
  argument?: number;
  parameter?: number;
  /** How many arguments the call passes, when known (an overloaded callee's return type). */
  passes?: number;
  /**
   * The classes the call passes by name, by position ('' for other arguments): a callee returning
   * an instance of the class passed (`getComponent<T>(go, type: Constructor<T>): T`) returns one.
   */
  classArguments?: string[];
  /**
   * The string literals the call passes, by position ('' for other arguments): an overloaded
   * callee returns what the signature taking that literal there returns.
   */
  literalArguments?: string[];
  /**
   * The written types of the callee, a parameter or variable whose interface has call signatures
   * (`event: Event<T>`, then `const listener = event(handler)`): what they return types the call.
   */
  calleeTypes?: string[];
  /**
   * What types the callee when no type is written for it: the parameter of a function implementing
   * an alias of a function type (`(createNativeGainNode) => …` under `TAddSilentConnectionFactory`,
   * then `const node = createNativeGainNode(…)`). Its call signatures type the call.
   */
  calleeCall?: ReceiverCall;
  /** A method called on what another call returned (`query().where()`: `where` of `query()`). */
  of?: ReceiverCall;
  /** The written types of `receiver`, a typed parameter or variable (`(q: Query) => q.where()`). */
  receiverTypes?: string[];
  /**
   * The one type argument a getter is called with (`prim.getExtension<Clearcoat>(name)`): what it
   * returns when the getter is no method the repository declares.
   */
  typeArguments?: string[];
  /** A read of field `callee`, not a call (`const observer = this._output`): its declared type. */
  field?: true;
  /**
   * An element of what the call returns (Python's `for child in layout.children()`); with an empty
   * `callee`, of the receiver itself (`for (const x of xs)`).
   */
  element?: true;
  /**
   * TypeScript: the name an element is read at (`value[$changes]`: `[$changes]`). Where the
   * container holds no elements, the value is the field declared under that key.
   */
  key?: string;
  /**
   * Item `item` of the tuple the call returns (Python's `conn, future = self.start_connect()`); in
   * TypeScript, the place of a name destructured from an element (`for (const [id, row] of rows)`).
   */
  item?: number;
  /**
   * Python: the value at a key of field `callee` of `receiver` (`option = self._long_opt[opt]`:
   * `key`); `mapping` only when the field is written as one (`for o in self._opts.values()`, and
   * with callee `get`, `self._opts.get(k)`, the receiver's last attribute: else the method's value).
   */
  indexed?: 'key' | 'mapping';
  /**
   * Python: an instance of the class the call returns (`comp_cls = get_completion_class(shell)`,
   * `-> Optional[Type[ShellComplete]]`, then `comp = comp_cls(cli)`).
   */
  instance?: true;
  /**
   * Python: the calls the variable's other branches assigned (`if directed: G = DiGraph() else:
   * G = Graph()`, then `G.add_node(n)`): the value is what any of them returned.
   */
  either?: ReceiverCall[];
  /**
   * A type guard's call narrowing the receiver (`if (isStore(value)) value.m()`): the type it
   * narrows to; when `callee` is no guard, what the receiver was before (`receiverTypes` or `of`).
   */
  guard?: true;
  /**
   * A parameter of an object literal's method `callee`, the object declared with `receiverTypes`
   * (`const def: CodeDefinition = { code(cxt) {} }`): the type that type's `callee` writes for
   * parameter `parameter`; with `passedTo` instead, the object is that call's argument
   * (`register({ onEvent(ctx) {} })`) and implements the callee's written parameter type.
   */
  implements?: true;
  /**
   * The module a dynamic import loads, as written (`const m = await import('./x')`, `import('./x')
   * .then((m) => …)`): the value's members are what the module exports.
   */
  module?: string;
  /**
   * The object literal a variable holds (`const dec = { high: Long.fromNumber(0) }`), by field: what
   * each holds. A read of a field is that field's value; of an element, any of them.
   */
  members?: Record<string, ReceiverCall>;
  /** The call an object literal implementing `callee` is passed to (with `implements`). */
  passedTo?: PassedTo;
  /**
   * With `implements`: the literal is the value of these fields of one implementing the type
   * (`const h: Handlers = { events: { onEvent(ctx) {} } }`: `events`), whose types it implements.
   */
  within?: string[];
}

export interface Reference {
  // Every key always set, as a definition's (see Definition).
  name: string;
  /** The receiver text of a method call (`this`, `self`, `Effect`, `obj`), if any. */
  receiver: string | undefined;
  /** The receiver's written type names, when it is a parameter or variable declared with one. */
  receiverTypes: string[] | undefined;
  /**
   * For a receiver `value.field` (`observable.observers_.forEach()`): the written types of `value`,
   * whose declared `field` types the receiver.
   */
  ownerTypes: string[] | undefined;
  /** How many arguments a method call passes, when known (JavaScript and TypeScript, no spread). */
  arguments: number | undefined;
  /**
   * The receiver is what this call returned: a variable holding it (`const g = await build()`) or
   * the call itself (`build().run()`, `query.select().where()`).
   */
  receiverCall: ReceiverCall | undefined;
  kind: ReferenceKind;
  /**
   * The name (or, for a method call, the receiver's first name) is a local binding at this point —
   * a parameter, variable or destructured name — and so not the import or definition it shadows.
   */
  shadowed: boolean | undefined;
  /**
   * A function run or bound through its own method (`f.call(x)`, `f.bind(this)`): that method's
   * name. A namespace merged with the function may declare one of that name, which runs instead.
   */
  through: string | undefined;
  line: number;
  /** Index in the file's definitions of the innermost enclosing function or method, or -1 at top level. */
  from: number;
}

/** One imported binding: `local` in this file is `imported` of `source` (`*` for a namespace, `default`). */
export interface ImportBinding {
  local: string;
  imported: string;
}

export interface ImportFact {
  /** The module specifier as written. */
  source: string;
  bindings: ImportBinding[];
  /** Re-exported by this file (`export … from`); `exported` names the re-export (`*` for all). */
  reexports: { imported: string; exported: string }[];
  line: number;
}

export interface TypeFacts {
  name: string;
  kind: 'interface' | 'class';
  /** Names of the types it extends or implements, as written (generic arguments included). */
  supertypes: string[];
  /**
   * A class's: the type names its heritage clause writes as a generic supertype's arguments
   * (`extends ResourceDecorator<TestRunner>`: ResourceDecorator → TestRunner), by supertype.
   */
  superArguments?: Record<string, string[]>;
  /**
   * TypeScript: what its heritage clause, or an alias's value, writes as each generic type's
   * arguments, one name per argument (`implements IField<bigint>`: IField → bigint; `type Fp2Bls =
   * IField<Fp2> & {…}`: IField → Fp2), '' for one that says nothing (a type parameter).
   */
  writtenArguments?: Record<string, string[]>;
  /** An alias of one of JavaScript's primitives (`type Fp = bigint`): that primitive. */
  primitive?: string;
  /** A class's: the interfaces its `implements` clause names, without their qualifiers. */
  implemented?: string[];
  /**
   * Resolution's, never stored: the library's interfaces a class implements through the library's
   * class it extends, as the library's declaration files say (among `implemented` too).
   */
  libraryInherited?: string[];
  /**
   * What its `extends` clause names, without qualifiers or type arguments: a class's base class
   * (`Class` of `extends Effectable.Class<A>`; `<expression>` for a base given by another
   * expression), an interface's interfaces.
   */
  extended?: string[];
  /**
   * An interface's: the types its `extends` clause picks members of (`Pick<Controller, 'focus'>`).
   * Their methods are its own; an object literal of it is none of those types.
   */
  picked?: string[];
  /** Method names it declares. */
  members: string[];
  /**
   * A TypeScript interface's methods: how many arguments a call may pass (the most of its
   * signatures); null when one takes any number (a rest parameter).
   */
  limits?: Record<string, number | null>;
  /** Declared with type parameters (`class List<T>`). */
  generic?: true;
  /** Fields declared with a type or a constructor (an interface's typed properties): name → type names. */
  fields?: Record<string, string[]>;
  /**
   * An object a function returns: its members whose value is a name of the function's module, not
   * of the function (`return { keys }`, `{ load: loadAll }`), member → name. A call of the member
   * (`make().keys()`, `const { keys } = make(); keys()`) calls what the name means there. A method
   * the literal defines itself (`return { csrf() {…} }`) names the literal, `<object@start>`.
   */
  namedValues?: Record<string, string>;
  /** Fields without a written type initialised by a call (`v = Vec2.zero()`): name → the call. */
  fieldCalls?: Record<string, ReceiverCall>;
  /** Python: names the class binds itself (`x = …` in its body, `self.x = …` in its methods). */
  attributes?: string[];
  /**
   * Python: its metaclass as written (`class settings(metaclass=settingsMeta)`), whose properties
   * and methods are attributes of the class itself (`settings.default`).
   */
  metaclass?: string;
  /**
   * An alias of a function type (`type Handler<E> = (c: Context<E>) => Response`): its parameters'
   * type names by position.
   */
  call?: string[][];
  /** An alias of a union (`type H<E> = Handler<E> | Middleware<E>`): the type names it joins. */
  union?: string[];
  /** An alias of a named type (`type NodeMap = Map<NodeKey, LexicalNode>`): the names it writes. */
  aliasOf?: string[];
  /**
   * An alias of an intersection taking members out of types with `Omit<>` and declaring them again
   * (`type NativeView = Omit<View, 'load'> & { load(): NativeView }`): those types. Their members
   * keep their declarations, but a class implementing them is no value of the alias.
   */
  replaces?: string[];
  /**
   * An alias of a class itself (`type TNativeOfflineAudioContextConstructor = typeof
   * OfflineAudioContext`): the class, whose constructor a value of the alias is.
   */
  classOf?: string[];
  /**
   * An alias of an object type (`type Options = { db: Database }`), or an object type written for a
   * field (`services: { db: Database }`, named `<owner>{services}`): its `fields` type a value's.
   */
  object?: true;
  /**
   * An interface's methods' parameters written with an object type: `"<method>:<position>"` → its
   * type names (`subscribe(observer: Partial<Observer<T>>)` → `"subscribe:0"`: Partial, Observer, T).
   */
  parameters?: Record<string, string[]>;
  /**
   * An interface's methods (and properties written with a function type): member → its
   * parameters' type names by position (`code: (cxt: KeywordCxt) => void` → [[KeywordCxt]]).
   */
  signatures?: Record<string, string[][]>;
  /**
   * An object type's methods written optional (`setup?(): Promise<void>`), an interface's members
   * (`localRefs?: LocalReferenceCollection`): no value must have them.
   */
  optional?: string[];
  /**
   * What calling a value of an interface with call signatures returns, by the number of arguments
   * the call passes (`interface Event<T> { (listener: (e: T) => void): Disposable }` → "1":
   * Disposable), by the first signature taking that many.
   */
  calls?: Record<string, string[]>;
  /**
   * What an interface's construct signatures make (`new <A>(): Effect<A>` → Effect, A): a class
   * extending a value of the interface (`const Base: CommitPrimitive`, `extends Base`) is one.
   */
  constructs?: string[];
  /**
   * An interface's methods' written return types (`scope(prefix: Tuple): KVStoreTransaction` →
   * KVStoreTransaction; `: this` → this): what a call through a value of the interface returns.
   */
  returns?: Record<string, string[]>;
}

export interface FileFacts {
  path: string;
  language: LanguageId;
  /** Content hash the facts were computed from. */
  hash: string;
  definitions: Definition[];
  references: Reference[];
  imports: ImportFact[];
  /**
   * Local names this file exports (`export { a as b }` maps `b` → `a`); a default-exported object's
   * properties as `default.<property>`, and the names it spreads as `default.*<name>`.
   */
  exports: Record<string, string>;
  /** The file's interfaces and classes: what they promise and what they extend or implement. */
  types: TypeFacts[];
  /**
   * Module-level variables holding an instance (`connection = ConnectionProxy()`, `site: AdminSite
   * = …`, `const focusManager = new FocusManager()`) → its class names, for an importer's
   * `connection.cursor()`.
   */
  instances?: Record<string, string[]>;
  /**
   * Module-level constants written with a callable type (`export const succeed: { <A>(self:
   * Deferred<A>, value: A): Effect<boolean>; … } = internal.succeed`): name → by the number of
   * arguments a call passes (`"2"`), the type names it returns, for `Deferred.succeed(d, 1).pipe()`.
   */
  callables?: Record<string, Record<string, string[]>>;
  /**
   * Module-level constants holding another name's value (`const functions = _functions`): name →
   * that name, for an importer's `functions[name].handler()`.
   */
  copies?: Record<string, string>;
  /** Python's `__all__`: the only names `from module import *` takes, when the module writes it. */
  publicNames?: string[];
  /**
   * Names imported from the repository's modules under another name that the file's types were
   * read as (`import { TransformManager as Transform }`: `Transform` → `TransformManager`).
   */
  renamedTypes?: Record<string, string>;
  /** Other names bound in the file (variables, parameters): they shadow definitions elsewhere. */
  locals: string[];
  /** Package / namespace / module declared by the file (Go, Java, C#). */
  packageName?: string;
  isTest: boolean;
  /** The parse had syntax errors (extraction still ran on what parsed). */
  hasErrors: boolean;
}

/** How sure an edge is. */
export type Confidence = 'certain' | 'likely' | 'possible';

export type EdgeKind = 'calls' | 'imports' | 'tests';

export interface CallEdge {
  kind: 'calls';
  /** Caller definition id, or `file:<path>` for top-level code. */
  from: string;
  to: string;
  confidence: Confidence;
  /** How it was resolved. */
  via: 'same_file' | 'import' | 'this' | 'type' | 'name' | 'dispatch';
  line: number;
}

export interface ImportEdge {
  kind: 'imports';
  from: string;
  to: string;
  confidence: Confidence;
}
