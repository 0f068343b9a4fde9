// The raw facts of one file as the query's matches give them, before definitions are nested and
// references scoped: what collect.ts fills in and extract.ts turns into the model's facts.
import type { Node } from 'web-tree-sitter';
import type { DefinitionKind, PassedTo, ReceiverCall, ReferenceKind, TypeFacts } from '../model.js';

export interface RawDefinition {
  name: string;
  kind: DefinitionKind;
  start: number;
  /**
   * Where what it calls begins: its decorators' start where they precede it outside its node (a
   * method's in its class body, an exported class's), for a decorator is called by what it decorates.
   */
  scopeStart: number;
  end: number;
  startLine: number;
  endLine: number;
  nameLine: number;
  exported: boolean;
  /** The TypeScript namespaces it is declared in (`NS.Inner`), outermost first. */
  namespace?: string;
  /** Lines of the block it is declared in, when that is not the top of the file. */
  block: [number, number] | undefined;
  /** A Python `@property` (or `@cached_property`) getter. */
  property: boolean;
  /** A Python property whose value the instance keeps (`@cached_property`). */
  cached: boolean;
  /** A Python property's setter (`@total.setter`). */
  setter: boolean;
  /** A getter or setter: read or written as a property, never called. */
  accessor: boolean;
  /** An abstract method (`abstract m(): T;`): its subclasses implement it. */
  abstract: boolean;
  /** A TypeScript method's: how many arguments a call may pass (undefined: any number). */
  parameterLimit: number | undefined;
  /** A class's static method (`static add(v, w)`): called on its class, never on an instance. */
  static: boolean;
  /** A Python `@overload` signature (`@typing.overload`, `@t.overload`). */
  overload: boolean;
  /** A Python definition under a branch of its scope (`if`, `else`, `except`, a loop): it may not run. */
  conditional: boolean;
  /**
   * Whether calls in its body are its own. Not for a function assigned to a property inside another
   * function (`socket.onopen = () => {…}`): what it calls, the function setting it up calls.
   */
  caller: boolean;
}

/** Every field always set (maybe to undefined): one object shape keeps the code reading it fast. */
export interface RawReference {
  name: string;
  receiver: string | undefined;
  /** A receiver that is a call (`build().run()`): what it calls. */
  receiverCall: ReceiverCall | undefined;
  /** A receiver asserted to a type (`(prop as Mesh).list()`): that type's names. */
  assertedTypes: string[] | undefined;
  kind: ReferenceKind;
  arguments: number | undefined;
  /** A function run through its own `call`, `apply` or `bind`: which (see Reference). */
  through?: string;
  start: number;
  line: number;
}

/** A binding whose type is written (`type`, or the constructor) or is what a call returned (`call`). */
export interface RawTypedBinding {
  name: string;
  type?: Node;
  call?: ReceiverCall;
  start: number;
  /** Where it stops being visible (a callback's parameter: the callback's end). */
  end?: number;
  field: boolean;
  /** A copy of another binding (`let node = textNode`): that binding's name. */
  copyOf?: string;
  /** A TypeScript field set from a typed parameter (`this.log = logger`): a written type wins. */
  fromParameter?: true;
  /**
   * Python: the branch of an `if` it is assigned in — the `if`'s start and end, the branch's start,
   * and the ways through the `if` (its body, each `elif`, the `else` or going on without one).
   */
  branch?: { statement: number; end: number; start: number; arms: number };
  /**
   * Python: where the assignment is out of sight — the later branches of each `if` one of whose
   * branches it is in (they run only when that one did not).
   */
  elsewhere?: [number, number][];
}

/** A call a function returns: `f(…)`, `Class.f(…)` or `this.f(…)`. */
export interface ReturnedCall {
  callee: string;
  receiver?: string;
}

/** A local name (parameter, variable, destructured name) and the node it was bound by. */
export interface RawLocal {
  name: string;
  node: Node;
}

export interface Collected {
  definitions: RawDefinition[];
  references: RawReference[];
  typedBindings: RawTypedBinding[];
  locals: Set<string>;
  /** JavaScript and TypeScript bindings below the top level: they may shadow imports and definitions. */
  localBindings: RawLocal[];
  moduleStatements: Node[];
  /** By a method's start: the types it may be dispatched through, and its required parameters. */
  polymorphic: Map<number, { types: string[]; required: number; passedTo?: PassedTo }>;
  /** By a definition's start: the names in its written return type. */
  returnTypes: Map<number, string[]>;
  /** By a type guard's start: the names of the type it narrows its argument to. */
  narrows: Map<number, string[]>;
  /** By a definition's start: the written types of its callbacks' parameters. */
  callbackTypes: Map<number, Record<string, string[]>>;
  /** By an overloaded definition's start: its signatures' return types by argument count. */
  overloadReturns: Map<number, Record<string, string[]>>;
  /**
   * By the start of a function with no return type written or inferred: the calls it returns
   * (`return TimeDuration.validateNew(…)`), typed by the callees of its own file (called-returns.ts).
   */
  returnedCalls: Map<number, ReturnedCall[]>;
  /** By the start of such a function returning one value (a call, a name): that value. */
  returnedValues: Map<number, Node>;
  /**
   * By the start of a function returning an object literal: the literal's own object type and its
   * members whose values its receivers type (`return { state: coValue }`), see returned-values.ts.
   */
  returnedMembers: Map<number, { facts: TypeFacts; members: Record<string, Node> }>;
  /** By an object literal method's start: the object's start. */
  objectOf: Map<number, number>;
  types: Map<string, TypeFacts>;
  /** Module-level instances (`focusManager = new FocusManager()`): name → its class names. */
  instances: Map<string, string[]>;
  /** Module-level constants copying another name (`const functions = _functions`): name → it. */
  copies: Map<string, string>;
  /** Module-level constants written with a callable type: name → returns by argument count. */
  callables: Map<string, Record<string, string[]>>;
  /** Python's `__all__`, when the module writes it. */
  publicNames?: string[];
}

/** The captures of one match: the main one (`definition.function`, …) and its named parts. */
export interface Parts {
  main: Node;
  group: string;
  kind: string;
  name: Node | undefined;
  receiver: Node | undefined;
  owner: Node | undefined;
  callee: Node | undefined;
  /** A node only a predicate of the pattern tests (`#match? @guard …`). */
  guard: Node | undefined;
}
