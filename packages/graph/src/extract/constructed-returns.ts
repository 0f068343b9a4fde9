// What a function without a written return type returns, when it says so by constructing it:
// `=> given instanceof Controller ? given : new MemoryController()`, `return new Parser(text)`.
import type { Node } from 'web-tree-sitter';
import { FUNCTIONS } from './node-facts.js';
import type { ReturnedCall } from './raw-facts.js';
import { isBuiltinType } from '../resolve/builtins.js';
import { passedParameters } from './typescript-types.js';
import { NAMED_TYPES, unionMembers } from './type-names.js';
import { SAME_VALUE_TYPES } from './written-arguments.js';

/** Wrappers that leave the value what they wrap. */
export const TRANSPARENT = new Set([
  'parenthesized_expression',
  'as_expression',
  'satisfies_expression',
  'non_null_expression',
]);

/** Those wrappers that leave the value's type what it was too: all but an `as` assertion. */
const VALUE_KEEPING = new Set([...TRANSPARENT].filter((wrapper) => wrapper !== 'as_expression'));

/** The classes a returned expression constructs: `new C()`, either branch of `?:`, `??` or `||`. */
function constructed(expression: Node | null, found: Set<string>): void {
  if (!expression) return;
  if (TRANSPARENT.has(expression.type)) constructed(expression.namedChildren[0] ?? null, found);
  else if (expression.type === 'new_expression') {
    const constructor = expression.childForFieldName('constructor');
    if (constructor?.type === 'identifier') found.add(constructor.text);
    // `static create() { return new this(); }`: an instance of the class it is called on.
    else if (constructor?.type === 'this') found.add('this');
  } else if (expression.type === 'ternary_expression') {
    constructed(expression.childForFieldName('consequence'), found);
    constructed(expression.childForFieldName('alternative'), found);
  } else if (
    expression.type === 'binary_expression' &&
    ['??', '||'].includes(expression.childForFieldName('operator')?.text ?? '')
  ) {
    constructed(expression.childForFieldName('left'), found);
    constructed(expression.childForFieldName('right'), found);
  }
}

/** The classes an expression constructs: `new C()`, either branch of `?:`, `??` or `||`. */
export function constructedIn(expression: Node): string[] {
  const found = new Set<string>();
  constructed(expression, found);
  return [...found];
}

/**
 * The function a definition holds (`const derive = () => …`, `field = () => …`, `x.f = function
 * () {…}`), or the definition itself when it is one.
 */
export function heldFunction(definition: Node): Node | undefined {
  const held =
    definition.childForFieldName('value') ?? definition.childForFieldName('right') ?? definition;
  return FUNCTIONS.has(held.type) ? held : undefined;
}

/**
 * What a function returns of its own — its arrow body's expression, or its own `return`
 * statements' (not those of the functions or classes inside it) — with `visit` called on each
 * node of its own walked on the way (a function or class inside it too, though not walked).
 */
export function ownReturns(held: Node, visit?: (node: Node) => void): (Node | null)[] {
  const body = held.childForFieldName('body');
  if (!body) return [];
  if (body.type !== 'statement_block') return [body];
  const returned: (Node | null)[] = [];
  const pending = [...body.namedChildren];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'return_statement') returned.push(node.namedChildren[0] ?? null);
    else {
      visit?.(node);
      if (!FUNCTIONS.has(node.type) && !node.type.startsWith('class'))
        for (const child of node.namedChildren) if (child) pending.push(child);
    }
  }
  return returned;
}

/**
 * The classes a function (with no return type written) constructs in what it returns (see
 * `ownReturns`). A branch returning something else (`given`) says nothing, and is left out.
 */
export function constructedReturns(definition: Node): string[] {
  const held = heldFunction(definition);
  if (!held) return [];
  // `const r = new Rectangle(…); …; return r`: a local the function declares once, constructed.
  const declared = new Map<string, Node | null>();
  const returned = ownReturns(held, (node) => {
    const name = node.type === 'variable_declarator' ? node.childForFieldName('name') : null;
    if (name?.type === 'identifier')
      declared.set(name.text, declared.has(name.text) ? null : node.childForFieldName('value'));
  });
  const found = new Set<string>();
  for (const expression of returned)
    constructed(
      expression?.type === 'identifier' ? (declared.get(expression.text) ?? null) : expression,
      found,
    );
  return [...found];
}

/**
 * The calls a function (with no return type written) returns, when each of its own returns is one
 * (`return TimeDuration.validateNew(…)`, `=> this.with(…)`): `f(…)`, `Class.f(…)` or `this.f(…)`.
 */
export function returnedCalls(definition: Node): ReturnedCall[] {
  const held = heldFunction(definition);
  const returns = held ? ownReturns(held) : [];
  const calls: ReturnedCall[] = [];
  for (let expression of returns) {
    while (expression && TRANSPARENT.has(expression.type))
      expression = expression.namedChildren[0] ?? null;
    const callee =
      expression?.type === 'call_expression' && expression.childForFieldName('function');
    if (!callee) return [];
    if (callee.type === 'identifier') calls.push({ callee: callee.text });
    else {
      const receiver = callee.type === 'member_expression' && callee.childForFieldName('object');
      const name = callee.type === 'member_expression' && callee.childForFieldName('property');
      if (!receiver || !name || !['identifier', 'this'].includes(receiver.type)) return [];
      calls.push({ callee: name.text, receiver: receiver.text });
    }
  }
  return calls;
}

/**
 * The one value a function (not async, not a generator) returns, when it has one return: a method's
 * call on another value (`return this.#injector.createChild()`), a name (`return child`), a field
 * of one of its class's fields (`return this.options.columns`), or a value asserted to a named
 * type (`return this.collection.get(id) as T`).
 */
export function returnedValue(definition: Node): Node | undefined {
  const held = heldFunction(definition);
  if (
    !held ||
    held.type.includes('generator') ||
    held.children.some((child) => child?.type === 'async')
  )
    return undefined;
  const returns = ownReturns(held);
  let [value] = returns;
  // Not through `as`: `room as unknown as { … }` is no longer a Room; `get(id) as T` is a T.
  while (value && VALUE_KEEPING.has(value.type)) value = value.namedChildren[0] ?? null;
  if (value?.type === 'as_expression')
    return returns.length === 1 && NAMED_TYPES.has(value.namedChildren.at(-1)?.type ?? '')
      ? value
      : undefined;
  const method =
    value?.type === 'call_expression' &&
    value.childForFieldName('function')?.type === 'member_expression';
  return returns.length === 1 &&
    value &&
    (method || value.type === 'identifier' || isFieldChain(value))
    ? value
    : undefined;
}

/** `this.options.columns`: a field of one of the class's fields (what its written type declares). */
function isFieldChain(value: Node): boolean {
  const object = value.type === 'member_expression' ? value.childForFieldName('object') : null;
  return (
    object?.type === 'member_expression' &&
    object.childForFieldName('object')?.type === 'this' &&
    value.childForFieldName('property')?.type === 'property_identifier'
  );
}

/**
 * A method generic over its `this` returning it (`static as<A extends Ability>(this:
 * AbilityType<A>, actor): A`): its return type is the type it is called on, `this`.
 */
export function returnsThisParameter(definition: Node, returned: Node): boolean {
  if (definition.type !== 'method_definition') return false;
  const parameter = returnedTypeParameter(definition, [returned]);
  const self = definition.childForFieldName('parameters')?.namedChildren[0];
  const selfType =
    self?.childForFieldName('pattern')?.type === 'this' ? self.childForFieldName('type')?.text : '';
  return parameter !== undefined && new RegExp(`\\b${parameter}\\b`).test(selfType ?? '');
}

/**
 * The type parameter of `definition` its return type is: the one of `returnedTypes` (the written
 * type, or a union's members but `null` and `undefined`).
 */
function returnedTypeParameter(
  definition: Node,
  returnedTypes: readonly Node[],
): string | undefined {
  const [only, ...more] = returnedTypes.map((type) =>
    type.type === 'type_annotation' ? type.namedChildren[0] : type,
  );
  if (more.length > 0 || only?.type !== 'type_identifier') return undefined;
  const declared = definition
    .childForFieldName('type_parameters')
    ?.namedChildren.some((type) => type?.childForFieldName('name')?.text === only.text);
  return declared === true ? only.text : undefined;
}

/** Return types starting with this mark: an instance of the class passed at that position. */
export function constructedArgumentMark(position: number): string {
  return `<new ${position}>`;
}

const CONSTRUCTED_ARGUMENT = /^<new (\d+)>$/;

/** The argument position a return type's mark names (see constructedArgumentMark), if any. */
export function constructedArgumentOf(mark: string | undefined): number | undefined {
  const position = mark === undefined ? undefined : CONSTRUCTED_ARGUMENT.exec(mark)?.[1];
  return position === undefined ? undefined : Number(position);
}

/**
 * The position of the parameter a generic function is passed a class at, when it returns an
 * instance of it (`getComponent<T>(go, type: Constructor<T> | null): T | null`, `create<T>(ctor:
 * new () => T): T`).
 */
export function constructedParameter(definition: Node, returned: Node): number | undefined {
  const written = returned.type === 'type_annotation' ? returned.namedChildren[0] : returned;
  const parameter = returnedTypeParameter(definition, withoutNothing(written));
  if (parameter === undefined) return undefined;
  const position = passedParameters(definition).findIndex((node) =>
    withoutNothing(node.childForFieldName('type')?.namedChildren[0]).some((part) =>
      constructs(part, parameter),
    ),
  );
  return position >= 0 ? position : undefined;
}

/** A union's types but `null` and `undefined`. */
function withoutNothing(type: Node | null | undefined): Node[] {
  return unionMembers(type).filter((part) => part.text !== 'null' && part.text !== 'undefined');
}

/** Whether a type constructs `parameter`: `new (…) => T`, or a generic of it alone (`Constructor<T>`). */
function constructs(type: Node, parameter: string): boolean {
  if (type.type === 'constructor_type') return type.childForFieldName('type')?.text === parameter;
  if (type.type !== 'generic_type') return false;
  // JavaScript's containers and wrappers (`Array<T>`, `Partial<T>`) hold or are a T, make none.
  const name = type.childForFieldName('name')?.text ?? '';
  if (isBuiltinType(name) || SAME_VALUE_TYPES.has(name)) return false;
  const written = type.childForFieldName('type_arguments')?.namedChildren ?? [];
  return written.length === 1 && written[0]?.text === parameter;
}
