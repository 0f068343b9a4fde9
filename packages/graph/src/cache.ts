// The on-disk cache of a build: each file's facts (keyed by content hash and grammar) in one of
// `facts/<nn>.json`, by a hash of its path; in `index.bin`, each file's content hash, the size and
// modification time its facts were taken at, and the edges resolved from exactly those facts, with
// what resolution read besides them. A warm build of an unchanged repository reads the index alone:
// no source file, and not the bulk of the facts. A build that parsed a few files rewrites only
// their shards.
// `promises` of node:fs, read where used: importing node:fs/promises loads it on every warm query.
import { existsSync, lstatSync, promises, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  packResolution,
  readResolution,
  storeResolution,
  type CachedResolution,
  type EarlierResolution,
} from './cached-resolution.js';
import {
  FactShards,
  isVersion,
  replaceFile,
  shardStats,
  writeShards,
  type ShardHead,
} from './fact-shards.js';
import { textHash, trustedStat, type FileStat } from './fingerprint.js';
import { decodeIndexFile, encodeIndexFile } from './index-file.js';
import type { ListingState } from './listing-state.js';
import type { FileFacts } from './model.js';
import type { ResolvedEdges } from './resolve/calls.js';
import { readConfigHash, readUnchanged, type ConfigReads } from './resolve/modules.js';

export { unpackEdges, type CachedResolution, type EarlierResolution } from './cached-resolution.js';

// 5: facts carry types, dispatch targets, receiver types and calls, return types, argument counts,
// and object literals as containers. 11: `using` read as a name parses. 12: file stats and
// resolved edges. 13: named function expressions are callers; chained calls carry their receivers.
// 14: interfaces' typed properties, and the owner types of `value.field` receivers. 15: facts in
// shards, each file's hash in the index. 16: variables holding a field, and receivers read
// through `as` or an assignment, are typed. 17: TypeScript's module-level instances; callbacks
// passed to a field's method. 18: each shard's references and locals in a body file of their own.
// 19: Python bases as written (`module.Class`), the attributes a class binds, cached properties,
// star re-exports and constructed receivers.
// 20: aliases of function types (callbacks written with them). 21: variables holding what a
// field's method returned. 24: definition ids in the index's strings by their parts; rows end at
// their last value. 25: the index in a file of its own layout (`index.bin`), rows as cells.
// 26: a function's written `this` parameter types `this.m()`.
// 27: type guards (`v is X`) and the receivers they narrow (`if (isX(v))`, `instanceof`).
// 28: generic calls after `await` or a unary operator (`await read<T>()`, `!has<K>()`).
// 29: methods taken from a value (`state.start.bind(state)`, `value.m.call(x)`).
// 30: aliases of intersections (`type Wrapped = Instance & { … }`) extend the types they join.
// 31: module-level object literals of methods (`export const api = { m() {} }`) as instances.
// 32: a class merged with an interface of its name (declaration merging) is a class.
// 33: a value typed with a type parameter has its constraint's type (`<N extends Node>(n: N)`).
// 34: a copy of a binding (`let node = textNode`) has its type.
// 35: a field named `__proto__` is kept as a field.
// 36: an alias of a named type (`type NodeMap = Map<K, V>`) is recorded (`aliasOf`).
// 37: an abstract method is marked (`abstract`): calls through its class reach the implementations.
// 38: narrowing by `isX(v) &&`, `!isX(v) ||` and `if (!isX(v)) return;`.
// 39: a Python module-level name rebound after its import shadows it (`helper = make()`).
// 40: what a method of a value written with only a library's types returns is the library's.
// 41: optional constructor parameter properties (`private store?: Store`) are typed fields.
// 42: a method's written `this` (`m(this: MixedIn)`) reaches that type's members its class lacks.
// 43: Python return annotations, and `self.` fields set from a conditional expression or an `or`.
// 44: Python fields set from a typed parameter, and owner types along chains of attributes.
// 45: a Python variable is bound at the end of its assignment; augmented assignments read.
// 46: a class's static methods are marked (`static`): `Class.m()` and `value.m()` are told apart.
// 47: `this.field` in a function with a written `this` has the field's type of that `this`.
// 48: a chain of fields (`this.body.velocity.v`) is typed field by field, held in a variable too.
// 49: Python class bodies call their own functions; star imports, `X=X` defaults, `self.__class__`.
// 50: Python class-body annotations type fields; container annotations type loop variables.
// 51: Python `@overload` signatures and their implementation are marked (`overloaded`).
// 52: a Python field set from a typed parameter's method (`environment._tokenize()`) names both.
// 53: a union alias of function types and interfaces types a value by the interfaces.
// 54: a parameter of a function type written with a type parameter has its constraint's types; a
//     constraint intersecting types joins them, and its object type types the value's fields.
// 55: a class's field initialised by a call (`v = Vec2.zero()`) is typed by the callee's return type.
// 56: a container written only as a heritage clause's type argument is no type a method implements.
// 57: a Python variable holding a call's value types the chain of fields read from it.
// 58: TypeScript subpath imports (`#core/*`) resolve through the package.json `imports`.
// 59: a function without a written return type returns the classes it constructs.
// 60: a function named as a value anywhere (an object's property, a return, a default, a JSX
//     attribute) is a value reference, as an argument is, not a mention.
// 61: a Python field's types are its own class's (along its resolution order), read in that file.
// 62: a Python module-level alias of a union (`X = Union[A, B]`) is recorded and looked through.
// 63: each stored id's cells begin with its index in the string table (no scan of the table on load).
// 64: a Python field's written annotation (`self.x: T = …`, a class body's `x: T`) is its type.
// 65: a Python call of a dotted module's function (`_pytest.config.create_terminal_writer()`) types
//     the value it returns.
// 66: a file whose long lines are string literals of data is read, not skipped as minified.
// 67: `f.call(this, x)`, `f.apply(…)`, `f.bind(…)` are calls of the function `f`.
// 68: a Python variable holding a dotted module's function's value (`tw = a.b.make()`) is recorded.
// 69: a Python `except X as e:` clause's name is an instance of what it catches.
// 71: the index's strings in sections of their own (their JSON texts and where each begins), not
//     in its JSON head: a warm query decodes the few it reads.
// 72: TypeScript interfaces' member signatures; an object literal's method parameters typed by its
//     declared type; `for … of` loop variables.
// 73: a method's return type written with a constrained type parameter (`get<T extends Element>():
//     T`) is recorded as its constraint's types.
// 74: a TypeScript variable holding `this.m()`, a chain of calls (`a.b().c()`), an asserted value
//     (`p as T`), a name destructured from `this.field`, or a getter's call given a type argument.
// 75: Python functions and classes a scope defines more than once are marked `alternative`.
// 76: Python's `self` outside a class is a parameter (its written type types `self.x.m()`).
// 77: a Python local binding no longer shadows a function of its name its function defines.
// 78: a Python field written as a container records what it holds (`list[NodeNG]`: `NodeNG[]`);
//     `caller.args[1]` is a field chain.
// 79: a Python type comment on an assignment's line (`# type: Optional[Future]`) types it.
// 80: a TypeScript field written with a type and constructed holds its written type; loop
//     variables over copies of fields and over `values()`; fields of variables holding a call.
// 81: the index keeps git's listing and what it depended on (`listing`): a warm query runs no git.
// 82: a Python class body's attribute set to a call (`_CURVES = _CurveSet([])`) is a typed field.
// 83: TypeScript type names of a container's type arguments (`Record<string, E>`, `E[]`) by their
//     constraints, an index signature as a Record; variables holding `xs[i]`, `this.f[key]`.
// 84: what a Python function with no return annotation returns, as its `return`s write it.
// 85: Python classes' signatures of their methods' typed parameters; an override's untyped
//     parameter bound to what the overridden method writes for it.
// 86: a quoted name read from an asserted TypeScript value (`(evm as EVM)['_bls']`) is that field.
// 87: Python tuple items: what a function returns marked by place (`1:Future`), names unpacked.
// 88: a TypeScript variable holding `this.f()` of a function-typed field is typed by the function
//     type's return (`readonly f: () => AST`).
// 89: a Python loop over a parameter written as a container is typed by the element written.
// 90: a Python name bound by `with … as` holds what the manager's `__enter__`/`__aenter__` returns.
// 91: a TypeScript field with no written type first set to a call in a method (`this.#machine =
//     createActor(m)`) holds that call's value.
// 92: an unannotated TypeScript method returning `this.f[key]` returns what `f`'s written container
//     type holds; a variable holding `this.#m()` holds the private method's result.
// 93: a Python name assigned an awaited call (`x = await f()`) holds what the coroutine returns.
// 94: a TypeScript variable holding a field read from an asserted value (`const bls = (evm as
//     EVM)['_bls']!`) is typed by that field.
// 95: a TypeScript loop over `Object.values(record)` takes what the record holds.
// 96: a Python function nested in another reads its variables by their declaration, even a later one.
// 97: a TypeScript method returning `this.f[key]` on some paths and something else on others
//     returns what `f` holds.
// 98: a TypeScript variable constructed on one branch of a condition and empty on the other
//     (`const s = storage ? new Subsystem(storage) : undefined`) holds the class constructed.
// 99: a Python function's inferred returns keep a call through a dotted module (`dns.name.from_text()`).
// 100: a TypeScript or JavaScript private member keeps its `#` (`#send` is not `send`), as do
//      references to it and its fields (`this.#client`).
// 101: Python attribute writes (`obj.total = 3`, `obj.count += 1`) and property setters (`@total.setter`).
// 102: a receiver asserted to a type (`(prop as Mesh).list()`) and a variable holding a call
//      asserted non-null (`const info = texture.getInfo()!`) are typed.
// 103: a Python decorator with a comment after it (`@property  # type: ignore`) still marks a property.
// 104: a call of a field written with a generic type of one argument (`getRepo: Getter<Repo>`)
//      returns that argument.
// 105: an object literal's functions' untyped parameters typed by what the literal implements
//      (a returned or passed literal, a function as a property's value), a function type's own
//      type parameters constrain its parameters.
// 106: a function returned from one declared to return a function type takes its parameter types.
// 107: aliases of object types and object types written for a field record their fields; a
//      literal nested in one implementing a type says which fields of it hold it; `value?.field`
//      has its owner's types as `value.field` has.
// 108: an interface's method signatures record their written return types.
// 109: a Python module's `__all__` is recorded (a star import takes only the names it lists).
// 110: a parameter destructured with a written type types each name by that type's field.
// 111: a Python variable assigned a call in a branch of an `if` records the branch.
// 112: a Python variable assigned in an `if` that some way through leaves alone keeps what it held before;
// a TypeScript object type written for a function's return or a class's field is a type of its own.
// 113: a field or method of a generic type written with one of its own type parameters records its slot.
// 114: `value instanceof Class` is no reference to the class.
// 115: a field or variable constructed with type arguments (`new Map<string, Row>()`) records them.
// 116: Python receivers narrowed by `isinstance(x, C)`.
// 117: Python typing names written through any module name (`t.List[X]` after `import typing as t`);
//      a variable assigned `t.cast(X, v)` is typed X; loops unpacking tuples of an annotated
//      iterator (`1:Command[]`), comprehensions' variables; classes held as values (`type:X`,
//      a variable called that holds one: `instance`).
// 118: a callback passed to a method of a field read or a call's result (`h.nodes.map((n) => …)`)
//      records that chain; a method with no written return type returning a typed field
//      (`get children() { return this._children; }`) returns the field's type; a variable or
//      loop holding a method's result of a field read (`sr.context.getTimeline()`) records it;
//      calls record how many arguments they pass, overloaded methods their signatures' returns.
// 119: only named type arguments of a construction are recorded (not an object type's words).
// 120: TypeScript names destructured from an array or a loop's entries (`const [first] = rows`,
//      `for (const [key, row] of map)`, `await Promise.all([…])`) record what they hold; a
//      binding typed with an indexed access type (`Ctx['room']`) records that field read;
//      functions of a namespace are named through it (`NS.f`).
// 121: Python narrowing by `isinstance` through `and`/`or`/`not`, asserts and `type(x) is C`;
//      variables holding a field's value at a key (`indexed`), both calls of a conditional
//      (`either`), receivers cast in place, classes' metaclasses.
// 122: a container written as a generic type's argument (`Manager<View[]>`) no longer types the value;
//      names destructured from an object type (`({ a }: { a: A })`) hold its field's written type.
// 123: a method read off `this` as a value (`bus.on('down', this.onPointerDown)`) is a reference;
//      calls through an interface extending a library's reach its implementations.
// 124: a class or generic function passed with type arguments (`f(Page<Model>)`) is a value use.
// 125: `new this()` (a static method's construction of its class) is a reference; a field
//      initializer's `this.m()` reaches the class's method.
// 126: Python variables holding reads of fields and keys (`scope = self._state.cancel_scope`,
//      `_states[task].cancel_scope`), narrowing of attribute chains and in conditional expressions,
//      `cls.x = Foo()`, class-body attributes from a parameter, fields set from a local's call,
//      copies' values, `pop`/`popleft` of a container field, branch-scoped assignments.
// 127: Python receivers read at a key (`line[0].coords()`) record the container's written types.
// 128: a TypeScript function's variable read by a function nested in it is typed even where it is
//      written after the nested function.
// 129: a provider's call passed one class (`injector.injectClass(Executor)`) returns an instance of
//      it; a TypeScript field set from a typed parameter (`this.log = logger`) has its type; a
//      class's heritage records the type arguments it binds (`extends Base<Runner>`: Base → Runner),
//      not as supertypes, and a field of a constrained parameter its slot (`<0/1>Resource`).
// 130: what a class's or interface's `extends` clause names. 131: module-level constants written
//      with a callable type record what a call of them returns. 132: interfaces' construct
//      and call signatures record what they make and return; calls of a typed variable record
//      its types. 140: a class declared in a TypeScript namespace records it; `new this()` types
//      the variable holding it. 166: a module constant binding a function of its module
//      (`f.bind(null, …)`) records what a call of it returns. 167: an abstract field overriding
//      its base class's (`abstract override id: T;`) no longer breaks its class. 168: a field
//      copying another of its class (`_gainNode = this.output`) records the field it reads.
// 169: a class or function read off a namespace import in an array is named as a value. 170: a
//      function returning calls of its own file has what they return as its return types.
// 171: an alias of an intersection declared with type parameters says it is generic; an object
//      literal assigned into a record (`impl[id] = { … }`) implements what the record holds; a
//      function held by a name written with a function type returns what that type writes.
// 172: an interface of index signatures only is a record of what they hold; a negated test that
//      exits narrows its `else` too.
// 173: an alias of a union of object types has the fields of each.
// 174: a guard called on a class or a namespace (`Item.isStack(v)`) narrows as one called by name.
// 175: an alias of a union of three or more object types has the fields of each, not the last's.
// 176: a method called on a class or namespace narrows only when named as a guard (`isStack`).
// 177: an object type of index signatures with comments among them is a record too.
// 178: a container's name written qualified (`List.Iterator`) is marked as the namespace's type,
//      and a qualifier written only as one is not among a type's names.
// 179: a variable initialised by an assignment (`const glw = (this.glw = new Wrapper())`) holds
//      what it assigns.
// 180: a variable holding a field's or a parameter's element asserted non-null (`const c =
//      constructors[type]!`) holds the element, as one without the assertion does.
// 181: a variable initialised with `a || b` or `a ?? b`, each a call or a field read, holds
//      either side's value.
// 182: a field of a value written with an alias of a union of named object types or interfaces is
//      each one's field.
// 183: `const c = this` in a class's method is an instance of the class.
// 184: a function or class assigned by `??=`, `||=` or `&&=` is named as a value.
// 185: a variable holding a class's static field (`let result = Long.ZERO`) has the field's type.
// 186: a class's field written `this` (`[$proxyTarget]: this`) holds an instance of the class.
// 187: a variable's object literal records what each field holds (`dec.high`, `codecs[key]`).
// 188: a module a dynamic import loads (`await import('./x')`, `.then((m) => …)`) is its exports.
// 189: a variable declared bare (`let rem;`) holds what is assigned later; `this.isX(v)` narrows `v`.
// 190: a variable holding a field of an inline object type has the field's type; methods passed
// off a prototype or `this.a.m`.
// 191: an object literal a function that is no callback returns, with no return type written,
// implements an interface of ours only by having its methods.
// 192: a class component's `this.props` and `this.state` are what its heritage clause writes for a
// library's component class (`extends Component<HeaderProps>`).
// 193: a value written with the type `this` (`copy(other: this)`) is an instance of its class.
// 194: `find` and `filter` on what a method's written return type holds (`list().find(…)`); a
// callback passed to a method of a variable holding a call keeps its parameter.
// 195: a method's return written as an object type, or an alias of one, types its fields.
// 196: a class expression held by a name (`const Named = class …`, `const k = new class …()`).
// 197: a callback over `Object.values(record)` or `Object.entries(record)` takes its elements.
// 198: a non-null assertion inside a receiver's path (`canvas!.document.m()`) is typed through.
// 199: a method inherited from a generic superclass returns what the heritage clause binds.
// 200: a mapped type over an interface's keys promises its members (extends it).
// 201: an object literal's method in a class's method is the literal's; `this.f = { … }` takes f's type.
// 202: function-typed interface properties' returns; for … of object destructuring; ternary either values.
// 203: a method's binding read in an object literal's method written in it keeps the method's this.
// 204: a field assigned an object literal is typed as ownField finds it (parameter properties too).
// 205: literals in arrays and in inline object types' fields implement the element's type; default functions.
// 206: functions assigned to properties or held in a let or var are no callers (the language service's).
// 207: a function returning a local it constructs (`const r = new R(); return r`) returns R.
// 208: a function returning one call on another value records it (returnedCall); iterators are containers.
// 209: named generator function expressions are definitions; rest parameters are typed; a default-
// exported object literal is the module's instance `default`; comparators take elements.
// 210: a field of an element (`keys[0].key`) is read.
// 211: a package's type written qualified (`winston.Logger`) is not the file's own `Logger`; what
// the functions of a module's object literal return is recorded.
// 212: a variable holding React's `useMemo(() => value, deps)` holds the callback's value.
// 213: a name destructured with a default (`const { store = fallback } = options`) is typed.
// 214: what an alias of a function type returns as an object type is a type of its own, which
//      `ReturnType<alias>` names; object types record their optional methods.
// 215: so is a parameter such an alias writes as an object type; a parameter written with a type
//      parameter constrained by an alias of a function type types the callbacks passed there.
// 216: an object type written inline for a field is not what classes implement (only what an
//      alias of a function type returns is).
// 217: `useMemo`'s callback is read through its own returns, as a function's are.
// 218: a callback passed to the class's own method (`this.readLock((ctx) => …)`) is typed by it; a
// function returning a field of one of its class's fields (`this.options.columns`) records it.
// 219: an array copied by one spread (`[...xs]`) holds what `xs` holds; a name on one side of a
// condition (`c ? [...xs].sort() : xs`, `a ?? fallback`) gives its own value.
// 220: a static method returning `new this()` returns an instance of the class it is called on.
// 221: tsconfig's `moduleSuffixes` (`['.native', '']`) choose the file a module names.
// 222: a literal's function passed as a union of option types takes the parameter types of the
// union's member declaring it.
// 223: a getter returning a call is read as what the call returns; a condition's side holding no
// value (`undefined`, `null`) leaves the other sides' types.
// 224: a default export wrapping a component (`export default forwardRef(Button)`) exports it.
// 225: a call through `AsyncIterator`/`Iterator` reaches classes implementing the iterable ones.
// 226: a literal returned through a variable, and `ReturnType<typeof f>` as a call of f.
// 227: `const n = make().node` reads the field of what the call returns; `dist/esm/x` is `src/x`.
// 228: a returned literal's members holding calls or field reads are typed in its function's file.
// 229: a superclass imported by a name its module's export renames is the class renamed.
// 230: a method or function declared with the name `using` keeps it.
// 231: a method generic over its `this` returning it returns the type it is called on.
// 232: methods tested before they are called (`if (c.m)`, `typeof c.m`); renamed bases dispatch.
// 233: a generic function returning an instance of the class it is passed returns that class.
// 234: a module's own type named as a JavaScript container (`import type { Map }`) is that type.
// 235: a method compared with something (`c.m === 'x'`) is a field read, not a test of the method.
// 236: a generic wrapper of a type parameter (`Readonly<T>`, `Iterable<T>`) constructs none.
// 237: a type written through a namespace import of the repository is that module's (`ortFbs.Tensor`).
// 238: a callback's parameter written only with aliases of the platform's types is the platform's.
// 239: a function returned by one held under an alias of a function type implements what the alias
// returns; calling a value of such an alias returns what it writes; the platform's values give its.
// 240: in JavaScript's languages `new U8()` constructs no method named `U8` (a static factory).
// 241: a call of a parameter typed by the alias its function implements returns what that says.
// 242: an alias with members of its own (`ExtraInfo & { layer: Layer }`) is no platform's type.
// 243: an alias of what a value or function gives (`ReturnType<typeof f>`) is no platform's type.
// 244: a callback's parameter written as an array of the platform's types holds the platform's.
// 245: an alias of a class itself (`typeof AudioContext`); a variable holding `await f().m()`.
// 246: interfaces' optional members; `x ?? new C()`; generic intersections by their constraints.
// 247: a value tested in a condition's test (`o instanceof A ? o.m() : o`) narrows its branch.
// 248: a field tested in a condition (`this.key instanceof A`, `isA(this.key)`) narrows as a
// variable does; a tuple's elements are of its types (`pair[0].m()`).
const CACHE_VERSION = 291;
const INDEX_FILE = 'index.bin';
/** The index of earlier versions, as JSON: removed when the new one is written. */
const JSON_INDEX_FILE = 'index.json';

/** The facts of each file of the cache's shards (only those taken with the current grammars). */
export interface CacheFile {
  files: Record<string, FileFacts>;
}

/**
 * What a warm build needs besides the facts (`index.bin`): each file's content hash and when its
 * facts were taken, and the edges resolved from exactly those facts with what resolution read
 * besides them.
 */
export interface CacheIndex {
  version: number;
  grammars: Record<string, string>;
  /** Each file's content hash: facts in a shard with another hash are not this index's. */
  hashes: Record<string, string>;
  /** Each shard's size and modification time once written: a warm build trusts only those. */
  shards: Record<string, FileStat>;
  /** Absent for a file changed too recently to trust its time (it is hashed on the next build). */
  stats: Record<string, FileStat>;
  /** Files skipped for what they hold (too large, minified, unparsable): the reason, and their time. */
  skipped: Record<string, [string, FileStat]>;
  /** Absent after a partial build: its edges miss the files it did not reach. */
  resolution?: CachedResolution;
  /** Git's listing of the repository and what it depended on: absent when not vouched for. */
  listing?: ListingState;
}

/**
 * Files at the top level of a repository that say how its modules resolve: a change to any of them
 * resolves everything again, whether or not resolution read them this time.
 */
const RESOLUTION_MANIFESTS = [
  'tsconfig.json',
  'jsconfig.json',
  'package.json',
  'go.mod',
  'pyproject.toml',
];

const isCurrent = (value: unknown, ...keys: string[]): boolean =>
  isVersion(value, CACHE_VERSION, keys);

/** The cache's shards of facts, read as they are asked for (a warm graph's). */
export function factShards(directory: string): FactShards {
  return new FactShards(directory, CACHE_VERSION);
}

/** Every file's facts the cache holds for the current grammars. */
export async function loadCache(
  directory: string,
  warn: (message: string) => void,
): Promise<CacheFile> {
  return { files: await new FactShards(directory, CACHE_VERSION, warn).all() };
}

/** The index's file, read at once (undefined when missing). */
function readNow(path: string): Buffer | undefined {
  try {
    return readFileSync(path);
  } catch {
    return undefined;
  }
}

/** The index, when there is one of this version (a damaged one is said to be, and ignored). */
export function loadIndex(
  directory: string,
  warn: (message: string) => void = () => undefined,
): CacheIndex | undefined {
  // Read at once: the index is small, and a warm query would otherwise wait on the thread pool.
  const bytes = readNow(join(directory, INDEX_FILE));
  if (!bytes) return undefined;
  const damaged = (): undefined => {
    warn(`Ignoring the graph cache's index in ${directory}: it is damaged.`);
    return undefined;
  };
  const file = decodeIndexFile(bytes);
  if (!file) return damaged();
  // Another version's index is not damaged: the next build writes this version's.
  if (!isCurrent(file.head, 'hashes', 'shards', 'grammars', 'stats', 'skipped')) return undefined;
  const { resolution: stored, ...index } = file.head as Omit<CacheIndex, 'resolution'> & {
    resolution?: unknown;
  };
  if (stored === undefined) return file.sections.length === 0 ? index : damaged();
  const resolution = readResolution(stored, file.sections, index.hashes);
  return resolution ? { ...index, resolution } : damaged();
}

/** What heads each shard file of this cache version. */
export const shardHead = (grammars: Record<string, string>): ShardHead => ({
  version: CACHE_VERSION,
  grammars,
});

/**
 * Writes the facts of the files in `rewrite` (every file's when undefined: the shards on disk are
 * not known to hold the rest) unless a worker wrote them, then the index that goes with them.
 */
export async function writeCache(
  directory: string,
  cache: Omit<CacheIndex, 'version' | 'hashes' | 'shards' | 'resolution'> & {
    files: ReadonlyMap<string, FileFacts>;
    rewrite?: ReadonlySet<string>;
    /** The shards being written elsewhere (a worker thread): true once they are, false if not. */
    shardsWritten?: Promise<boolean>;
    resolution?: {
      code: string;
      configs: Record<string, string | null>;
      edges: ReadonlyMap<string, ResolvedEdges>;
      /** The index this build read, when it reused its edges: their rows are kept. */
      earlier?: EarlierResolution;
    };
  },
): Promise<void> {
  await promises.mkdir(directory, { recursive: true });
  const { grammars, stats, skipped, files, rewrite, resolution, shardsWritten, listing } = cache;
  // Packed first: a worker writing the shards meanwhile is done by then.
  const packed =
    resolution &&
    packResolution(
      files,
      resolution.edges,
      resolution.code,
      resolution.configs,
      resolution.earlier,
    );
  const stored = packed && storeResolution(packed);
  const written = shardsWritten !== undefined && (await shardsWritten);
  if (!written) writeShards(directory, shardHead(grammars), files, rewrite);
  // The single facts file and the JSON index of earlier versions, if any: nothing reads them now.
  await promises.rm(join(directory, 'cache.json'), { force: true });
  await promises.rm(join(directory, JSON_INDEX_FILE), { force: true });
  const hashes: Record<string, string> = {};
  for (const [path, facts] of files) hashes[path] = facts.hash;
  const index: Omit<CacheIndex, 'resolution'> = {
    version: CACHE_VERSION,
    grammars,
    hashes,
    shards: shardStats(directory),
    stats,
    skipped,
    ...(listing ? { listing } : {}),
  };
  const head = stored ? { ...index, resolution: stored.head } : index;
  replaceFile(join(directory, INDEX_FILE), encodeIndexFile(head, stored?.sections ?? []));
}

/**
 * A repository file's path under its root: the root is absolute and the path relative with `/`
 * (as git lists it), so they are joined as they are — `path.join` normalizing each of a warm
 * query's ~1,000 paths, before the JIT compiled it, cost more than their lstat calls.
 */
export const underRoot = (root: string, path: string): string => `${root}/${path}`;

/**
 * Whether a file's size and modification time are still those its cached facts were taken at, and
 * old enough to tell a later change.
 */
export function unchangedSince(root: string, path: string, cached: FileStat | undefined): boolean {
  if (!cached) return false;
  const stat = lstatSync(underRoot(root, path), { throwIfNoEntry: false });
  if (!stat) return false;
  const now = trustedStat(stat);
  return now !== undefined && now[0] === cached[0] && now[1] === cached[1];
}

/** Whether the configuration files resolution read (and the top-level manifests) are as they were. */
export function configsUnchanged(root: string, configs: Record<string, string | null>): boolean {
  return Object.entries(configs).every(([path, hash]) =>
    // Most were missing (a manifest looked for in each folder), and still are: not hashed.
    hash === null && !existsSync(underRoot(root, path)) ? true : readUnchanged(root, path, hash),
  );
}

/** The configuration files to remember: what resolution read, and the top-level manifests. */
export function configsToRemember(
  root: string,
  reads: ConfigReads,
  earlier: Record<string, string | null> = {},
): Record<string, string | null> {
  const configs: Record<string, string | null> = { ...earlier };
  for (const [path, hash] of reads) configs[path] = hash;
  for (const path of RESOLUTION_MANIFESTS) configs[path] ??= readConfigHash(root, path);
  return configs;
}

let code: string | undefined;

/**
 * Where the graph's code is bundled (the CLI), the bundle's build defines this: a hash of the
 * graph's built code. Reading the identity from the bundle's ~100 files' sizes and times cost every
 * warm query ~2.5 % of its time, and a reinstall of the same code resolved everything again.
 */
declare const CODEHAWK_GRAPH_CODE: string | undefined;

/**
 * The size and modification time of the graph's own modules (the built package's files), or the
 * hash its bundle was built with: resolution can change without a cache version in development,
 * and a rebuild resolves again.
 */
export function codeIdentity(): string {
  if (code !== undefined) return code;
  if (typeof CODEHAWK_GRAPH_CODE === 'string') {
    code = CODEHAWK_GRAPH_CODE;
    return code;
  }
  const directory = dirname(fileURLToPath(import.meta.url));
  const parts: string[] = [];
  try {
    for (const name of readdirSync(directory).sort()) {
      if (!/\.(c|m)?[jt]s$/.test(name) || name.endsWith('.d.ts')) continue;
      // Joined as they are (~100 files of a bundle, on every warm query): both are normal.
      const stat = statSync(`${directory}/${name}`);
      parts.push(`${name}:${stat.size}:${stat.mtimeMs}`);
    }
  } catch {
    // Unreadable: the cache version alone keys resolution.
  }
  code = textHash(parts.join('\n'));
  return code;
}
