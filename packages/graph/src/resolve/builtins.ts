// Methods of JavaScript's own objects. A call such as `items.map(f)` on a receiver whose type the
// graph cannot see is far more often an array, map, set, string or promise than a class of the
// repository, so these names are never dispatched on guesswork.
import type { LanguageId, ReceiverCall } from '../model.js';

const ARRAY = [
  'at',
  'concat',
  'copyWithin',
  'entries',
  'every',
  'fill',
  'filter',
  'find',
  'findIndex',
  'findLast',
  'findLastIndex',
  'flat',
  'flatMap',
  'forEach',
  'includes',
  'indexOf',
  'join',
  'keys',
  'lastIndexOf',
  'map',
  'pop',
  'push',
  'reduce',
  'reduceRight',
  'reverse',
  'shift',
  'slice',
  'some',
  'sort',
  'splice',
  'toReversed',
  'toSorted',
  'toSpliced',
  'unshift',
  'values',
  'with',
];
const MAP_AND_SET = ['add', 'clear', 'delete', 'get', 'has', 'set'];
const STRING = [
  'charAt',
  'charCodeAt',
  'codePointAt',
  'endsWith',
  'localeCompare',
  'match',
  'matchAll',
  'normalize',
  'padEnd',
  'padStart',
  'repeat',
  'replace',
  'replaceAll',
  'search',
  'split',
  'startsWith',
  'substring',
  'toLowerCase',
  'toUpperCase',
  'trim',
  'trimEnd',
  'trimStart',
];
const PROMISE = ['then', 'catch', 'finally'];
const OBJECT = [
  'toJSON',
  'hasOwnProperty',
  'isPrototypeOf',
  'propertyIsEnumerable',
  'toLocaleString',
  'toString',
  'valueOf',
];

/** Whether `name` is one of a Promise's own methods (`then`, `catch`, `finally`). */
export function isPromiseMethod(name: string): boolean {
  return PROMISE.includes(name);
}

/** JavaScript's promise types: a value written with one is a Promise, whatever it resolves to. */
export const PROMISE_TYPES: readonly string[] = ['Promise', 'PromiseLike'];

/** A promise's methods that return a promise of what it resolves to. */
export const SETTLING = new Set(['catch', 'finally']);

/** The first parameter of the callback a promise's `then` is passed first. */
export function isFulfilledCallback(call: ReceiverCall): boolean {
  return call.callee === 'then' && call.argument === 0 && (call.parameter ?? 0) === 0;
}

/** What a promise's types (`Promise<Value>`: `Promise`, `Value`) resolve to: `Value`. */
export function resolvedTypes(types: readonly string[]): string[] | undefined {
  const resolved = types.filter((type) => !PROMISE_TYPES.includes(type));
  return resolved.length > 0 && resolved.length < types.length ? resolved : undefined;
}

/**
 * The types whose implementations a promise's method may run, by the promise types a receiver is
 * written with: a Promise is one of the classes extending Promise, never one implementing only
 * `PromiseLike` (the standard library's Promise does not extend it); a `PromiseLike` may be either.
 */
export function promisesImplemented(written: readonly string[]): readonly string[] {
  return written.includes('PromiseLike') ? PROMISE_TYPES : ['Promise'];
}

const JAVASCRIPT = new Set([...ARRAY, ...MAP_AND_SET, ...STRING, ...PROMISE, ...OBJECT]);

/** Whether `name` is a method of the language's own objects, too common to dispatch on. */
export function isBuiltinMethod(language: LanguageId, name: string): boolean {
  switch (language) {
    case 'typescript':
    case 'tsx':
    case 'javascript':
      return JAVASCRIPT.has(name);
    default:
      return false;
  }
}

/** Python's built-in functions and classes: a name no file binds is the interpreter's. */
const PYTHON_BUILTINS = new Set([
  ...['abs', 'aiter', 'all', 'anext', 'any', 'ascii', 'bin', 'bool', 'breakpoint', 'bytearray'],
  ...['bytes', 'callable', 'chr', 'classmethod', 'compile', 'complex', 'delattr', 'dict', 'dir'],
  ...['divmod', 'enumerate', 'eval', 'exec', 'filter', 'float', 'format', 'frozenset', 'getattr'],
  ...['globals', 'hasattr', 'hash', 'help', 'hex', 'id', 'input', 'int', 'isinstance'],
  ...['issubclass', 'iter', 'len', 'list', 'locals', 'map', 'max', 'memoryview', 'min', 'next'],
  ...['object', 'oct', 'open', 'ord', 'pow', 'print', 'property', 'range', 'repr', 'reversed'],
  ...['round', 'set', 'setattr', 'slice', 'sorted', 'staticmethod', 'str', 'sum', 'super'],
  ...['tuple', 'type', 'vars', 'zip', '__import__'],
]);

/** Whether `name` is one of Python's built-in functions or classes (`print`, `open`, `len`, …). */
export function isPythonBuiltin(name: string): boolean {
  return PYTHON_BUILTINS.has(name);
}

/** JavaScript's and the platform's own classes a class may extend: none is a type of the repository. */
const JAVASCRIPT_CLASSES = new Set([
  ...['Error', 'TypeError', 'RangeError', 'SyntaxError', 'AggregateError', 'Object', 'Function'],
  ...['Array', 'Map', 'Set', 'WeakMap', 'WeakSet', 'Promise', 'Date', 'RegExp', 'Uint8Array'],
  ...['EventTarget', 'Event', 'CustomEvent', 'HTMLElement', 'AbortController'],
]);

/** Whether a class is JavaScript's or the platform's own (`Error`, `HTMLElement`). */
export function isJavaScriptClass(name: string): boolean {
  return JAVASCRIPT_CLASSES.has(name);
}

/** The platform's global objects: a call on one is never a call into the repository. */
const GLOBAL_OBJECTS = new Set([
  ...['console', 'Math', 'JSON', 'Object', 'Array', 'Promise', 'Reflect', 'Proxy', 'Symbol'],
  ...['Number', 'String', 'Boolean', 'BigInt', 'Date', 'RegExp', 'Error', 'Intl', 'Atomics'],
  ...['process', 'Buffer', 'globalThis', 'window', 'document', 'navigator', 'location'],
  ...['history', 'localStorage', 'sessionStorage', 'performance', 'crypto', 'URL', 'Response'],
  'self',
]);

/** Whether `name` is one of the platform's global objects (`console`, `JSON`, `process`, …). */
export function isGlobalObject(name: string): boolean {
  return GLOBAL_OBJECTS.has(name);
}

/** JavaScript's own containers: a written type naming one is that container, whatever it holds
 * (not `Promise`: what a function declared to return `Promise<Store>` is awaited to a Store). */
const BUILTIN_TYPES = new Set([
  ...['Array', 'ReadonlyArray', 'Map', 'ReadonlyMap', 'Set', 'ReadonlySet', 'WeakMap', 'WeakSet'],
  ...['Iterable', 'Iterator', 'AsyncIterable', 'Record'],
  ...['IterableIterator', 'AsyncIterableIterator', 'Generator', 'AsyncGenerator', 'ArrayLike'],
]);

/** A container's name after a dot (`List.Iterator`): most dotted types write none. */
export const CONTAINER_AFTER_DOT = new RegExp(
  String.raw`\.\s*(?:${[...BUILTIN_TYPES].join('|')})\b`,
);

/** Whether a type name is one of JavaScript's own containers (`Array`, `Map`, `Set`, …). */
export function isBuiltinType(name: string): boolean {
  return BUILTIN_TYPES.has(name);
}

/**
 * A container's name written qualified (`List.Iterator<T>`, a class a namespace declares) names
 * the repository's type: a written type's names list it, and beside it this mark (`<List.Iterator>`).
 */
export function qualifiedMark(qualifier: string, name: string): string {
  return `<${qualifier}.${name}>`;
}

/** Whether a written type's name is such a mark. */
export function isQualifiedMark(name: string): boolean {
  return QUALIFIED_MARK.test(name);
}

const QUALIFIED_MARK = /^<[A-Za-z_$][\w$]*\.[A-Za-z_$][\w$]*>$/;

/**
 * A type written as an intersection of named types (`AudioHelper & TaskHelper`): a written type's
 * names list them, and beside them this mark (`&AudioHelper&TaskHelper`). A value of it is each.
 */
export function intersectionMark(joined: readonly string[]): string {
  return joined.map((type) => `&${type}`).join('');
}

/** The types an intersection's mark among a written type's names joins; none without one. */
export function intersectedIn(types: readonly string[]): string[] {
  const mark = types.find((type) => INTERSECTION_MARK.test(type));
  return mark ? mark.slice(1).split('&') : [];
}

const INTERSECTION_MARK = /^(?:&[A-Za-z_$][\w$]*){2,}$/;

/** The name a mark qualifies (`Iterator` of `<List.Iterator>`). */
export function markedName(mark: string): string {
  return mark.slice(mark.lastIndexOf('.') + 1, -1);
}

/** The qualifier of a mark (`List` of `<List.Iterator>`). */
export function markedQualifier(mark: string): string {
  return mark.slice(1, mark.lastIndexOf('.'));
}

/** The qualifier a written type's names mark a container's name with (`List` of `List.Iterator`). */
export function qualifierOf(types: readonly string[], name: string): string | undefined {
  if (!isBuiltinType(name)) return undefined;
  const suffix = `.${name}>`;
  const mark = types.find((type) => type.endsWith(suffix) && isQualifiedMark(type));
  return mark?.slice(1, -suffix.length);
}

/** Whether `name`, one of the names `types` lists, is one of JavaScript's own containers there. */
export function isContainerIn(types: readonly string[], name: string): boolean {
  return isBuiltinType(name) && qualifierOf(types, name) === undefined;
}

/** What a JavaScript container (`Map<K, Store>`, `Store[]`) holds; undefined for other types. */
export function heldTypes(receiverTypes: readonly string[]): string[] | undefined {
  const held = receiverTypes.filter((type) => !isContainerIn(receiverTypes, type));
  return held.length > 0 && held.length < receiverTypes.length ? held : undefined;
}

/** JavaScript's arrays among its containers. */
const ARRAYS = new Set(['Array', 'ReadonlyArray']);

/**
 * What a receiver written with one type and arrays of it is, called with a method no array has
 * (`nodes: Node | Node[]` calling `isGroup`: the compiler allows it only where `Array.isArray` ruled
 * the array out): that type; undefined for any other receiver or method (`Node[] | Model` may be
 * either, and `length` is an array's).
 */
export function heldByArrays(types: readonly string[], name: string): string[] | undefined {
  const containers = containersIn(types);
  if (containers.length === 0 || !containers.every((container) => ARRAYS.has(container)))
    return undefined;
  if (name === 'length' || ARRAY.includes(name) || OBJECT.includes(name)) return undefined;
  const held = new Set(heldTypes(types));
  return held.size === 1 ? [...held] : undefined;
}

/** Whether a written type's names list one of JavaScript's own containers (not one qualified). */
export function namesContainer(types: readonly string[]): boolean {
  return types.some((name) => isContainerIn(types, name));
}

/** The names of JavaScript's own containers a written type's names list (not those qualified). */
export function containersIn(types: readonly string[]): string[] {
  return types.filter((name) => isContainerIn(types, name));
}

/** JavaScript containers' methods that return an element they hold. */
export const ELEMENT_READS = new Set(['get', 'at', 'find', 'findLast', 'pop', 'shift']);

/** JavaScript containers' methods that return a container (or iterator) of what they hold. */
export const CONTAINER_VIEWS = new Set([
  'values',
  'entries',
  'filter',
  'slice',
  'concat',
  'toSorted',
  'toReversed',
  'toSpliced',
  // The elements it took out (`for (const repo of repos.splice(0))`).
  'splice',
  // The array itself, sorted or reversed in place.
  'sort',
  'reverse',
]);

/**
 * What a container's method `name` returns of what it holds: an element (`find`), or a container
 * of them as they are (`filter`; not `entries`' pairs); undefined for another method.
 */
export function containerRead(name: string): 'element' | 'view' | undefined {
  if (ELEMENT_READS.has(name)) return 'element';
  return CONTAINER_VIEWS.has(name) && name !== 'entries' ? 'view' : undefined;
}

/**
 * JavaScript containers' methods whose callback takes an element they hold: the positions of those
 * parameters (`reduce((sum, element) => …)`: after the accumulator; a comparator's two).
 */
const ELEMENT_CALLBACKS = new Map<string, readonly number[]>([
  ...[
    'forEach',
    'map',
    'flatMap',
    'filter',
    'find',
    'findLast',
    'findIndex',
    'findLastIndex',
    'some',
    'every',
  ].map((name) => [name, [0]] as const),
  ['reduce', [1]],
  ['reduceRight', [1]],
  ['sort', [0, 1]],
  ['toSorted', [0, 1]],
]);

/** The (first) position of a parameter taking an element in a callback method `name` passes. */
export function elementParameter(name: string): number | undefined {
  return ELEMENT_CALLBACKS.get(name)?.[0];
}

/** Whether a call passes a callback taking an element of its receiver (`nodes.map((n) => …)`). */
export function isElementCallback(call: ReceiverCall): boolean {
  return (
    call.argument !== undefined &&
    ELEMENT_CALLBACKS.get(call.callee)?.includes(call.parameter ?? 0) === true
  );
}

/**
 * A class's private member (`#send`): reached only from its own class's body — never inherited,
 * overridden or dispatched to — and apart from a public member `send`.
 */
export function isPrivateName(name: string): boolean {
  return name.startsWith('#');
}
