// What a syntax node says, read from the nodes around it: where it is declared, what a call in
// a receiver calls, what a method returns.
import type { Node } from 'web-tree-sitter';
import type { ReceiverCall } from '../model.js';
import type { RawTypedBinding } from './raw-facts.js';
import type { TypedBinding } from './scopes.js';
import { unwrapped } from './unwrapped.js';
import { calleeOf, constrainedTypeNames, passedFacts, typeNames } from './typescript-types.js';

/** The container of an object literal's methods: `<object@` + the object's offset + `>`. */
export const OBJECT_CONTAINER = '<object@';
/**
 * The type an object literal is declared with when a function that is no callback returns it and
 * writes no return type: the compiler infers the function's type from the literal, which so
 * implements an interface only by having its members.
 */
export const INFERRED_RETURN = '<inferred>';

/** Wrappers of an object literal that leave it the value: `{ … } as const`, `satisfies Api`. */
export const OBJECT_WRAPPERS = new Set([
  'as_expression',
  'satisfies_expression',
  'parenthesized_expression',
]);

/**
 * The name of the module-level variable an object literal is the value of (`export const api =
 * { … }`): its methods are then reached as `api.m()`, in its file or through an import. `default`
 * for a module's default export (`export default { m() {} }`, imported `import api from`).
 */
export function moduleVariableOf(object: Node): string | undefined {
  let value = object;
  while (value.parent && OBJECT_WRAPPERS.has(value.parent.type)) value = value.parent;
  const declarator = value.parent;
  if (
    declarator?.type === 'export_statement' &&
    declarator.childForFieldName('value')?.id === value.id
  )
    return 'default';
  if (declarator?.type !== 'variable_declarator') return undefined;
  const name = declarator.childForFieldName('name');
  const statement = declarator.parent;
  const top =
    statement?.parent?.type === 'export_statement' ? statement.parent.parent : statement?.parent;
  return name?.type === 'identifier' && top?.type === 'program' ? name.text : undefined;
}

/** The type names of a written return type; `["this"]` for `: this` (a builder's method). */
export function returnedTypes(returned: Node): string[] {
  if (/^:\s*this$/.test(returned.text)) return ['this'];
  // `get<T extends Element>(id): T | undefined` returns an Element: its constraint's methods.
  return constrainedTypeNames(returned, typeNames(returned));
}

/** A method whose body ends in `return this` (a builder's, with no return type written). */
export function returnsThis(definition: Node): boolean {
  if (definition.type !== 'method_definition') return false;
  const last = definition.childForFieldName('body')?.lastNamedChild;
  return last?.type === 'return_statement' && /^return\s+this\s*;?$/.test(last.text);
}

export const FUNCTIONS = new Set([
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'generator_function',
  'arrow_function',
  'method_definition',
]);

/**
 * A variable (`const later = new Dispatcher()`) declared in a function's own body, not in a block
 * within it, from the node its type is read from: a function nested in that body runs later and
 * reads it, even where the variable is written after the nested function.
 */
export function functionLevelVariable(binding: { type?: Node; field: boolean }): boolean {
  if (binding.field) return false;
  let node = binding.type ?? null;
  for (let depth = 0; node && node.type !== 'variable_declarator' && depth < 6; depth++)
    node = node.parent;
  const body = node?.type === 'variable_declarator' ? node.parent?.parent : undefined;
  return body?.type === 'statement_block' && FUNCTIONS.has(body.parent?.type ?? '');
}

/**
 * Whether a TypeScript variable is read by the functions declared before it, when they run: one
 * of a function's own body (see functionLevelVariable), or of the module (`const { Fp2 } =
 * tower12()` below the functions reading it) — not a top-level callback's parameter, which stops
 * being visible at the callback's end.
 */
export function readWhenRun(binding: TypedBinding<RawTypedBinding>): boolean {
  return (
    (binding.from === -1 && binding.end === undefined && !binding.type.field) ||
    functionLevelVariable(binding.type)
  );
}

/**
 * The lines of the statement block a definition is declared in, when that block is a callback's or
 * a nested block's — not the top of the file, nor a function's own body (its name scopes it there).
 */
export function enclosingBlock(declaration: Node): [number, number] | undefined {
  for (let node = declaration.parent; node; node = node.parent) {
    switch (node.type) {
      case 'program':
      case 'class_body':
        return undefined;
      case 'statement_block': {
        const owner = node.parent;
        // A function's own body: its nested definitions are scoped by their qualified names,
        // unless that function is itself an anonymous callback.
        if (
          owner &&
          FUNCTIONS.has(owner.type) &&
          owner.type !== 'arrow_function' &&
          owner.type !== 'function_expression'
        )
          return undefined;
        if (owner?.parent?.type === 'variable_declarator') return undefined;
        return [node.startPosition.row + 1, node.endPosition.row + 1];
      }
    }
  }
  return undefined;
}

/** A member's name: public, or private (`this.#rows().first()`). */
const MEMBER_NAMES = new Set(['property_identifier', 'private_property_identifier']);

/**
 * What a receiver that is a call calls: `build()`, `db.query()`, `this.rows()`, `this.db.query()`,
 * or a method of another call's result (`query.select().where()`), up to a few links.
 */
export function callOf(receiver: Node, depth = 0): ReceiverCall | undefined {
  const call = unwrapped(receiver);
  // `(this.cache ??= new Map()).set(…)`: the assigned field's value.
  if (call.type === 'assignment_expression' || call.type === 'augmented_assignment_expression')
    return fieldRead(call.childForFieldName('left'));
  if (call.type === 'member_expression' || call.type === 'subscript_expression')
    return (
      assertedField(call) ?? fieldChain(call, depth) ?? keyedField(call) ?? elementRead(call, depth)
    );
  // As deep as resolution follows a chain (MAX_CHAIN_DEPTH): a builder's 16th call still types.
  if (call.type !== 'call_expression' || depth > 14) return undefined;
  const callee = calleeOf(call);
  // `injector.injectClass(ProjectReader).read()`: an instance of the class provided.
  const gotten = calledGottenTypes(call);
  const counted = { ...passedFacts(call), ...(gotten ? { typeArguments: gotten } : {}) };
  if (callee?.type === 'identifier') return { callee: callee.text, ...counted };
  if (callee?.type !== 'member_expression') return undefined;
  const property = callee.childForFieldName('property');
  const object = callee.childForFieldName('object');
  if (!object || !property || !MEMBER_NAMES.has(property.type)) return undefined;
  const target = unwrapped(object);
  if (target.type === 'identifier' || target.type === 'this')
    return { callee: property.text, receiver: target.text, ...counted };
  // `new OutgoingMessage(name).writeStateless(payload)`: a method of the class constructed.
  const constructed = constructedClass(target);
  if (constructed) return { callee: property.text, receiverTypes: [constructed], ...counted };
  if (target.type === 'member_expression' && /^this\.#?[A-Za-z_$][\w$]*$/.test(target.text))
    return { callee: property.text, receiver: target.text, ...counted };
  // `buffer.lines.get(y)`: a method of the field of a value, typed by the value's binding.
  const of = callOf(target, depth + 1) ?? fieldRead(target);
  return of ? { callee: property.text, of, ...counted } : undefined;
}

/** The class `new X(…)` constructs, when named by an identifier. */
export function constructedClass(node: Node): string | undefined {
  const constructor = node.type === 'new_expression' ? node.childForFieldName('constructor') : null;
  return constructor?.type === 'identifier' ? constructor.text : undefined;
}

/** A constructor parameter declaring a field: `readonly f: F`, `private store = new Store()`. */
const PARAMETER_PROPERTY = /^(?:public|private|protected|readonly|override)\s/;

/**
 * The declaration of the field `this.name()` calls in the class around `node` (`readonly f: () =>
 * AST`, a parameter property): what it returns is the field's function type's, not a method's.
 */
function ownField(node: Node, name: string): Node | undefined {
  let body: Node | null = node.parent;
  while (body && body.type !== 'class_body') body = body.parent;
  for (const member of body?.namedChildren ?? []) {
    if (member?.type === 'public_field_definition') {
      if (member.childForFieldName('name')?.text === name) return member;
      continue;
    }
    if (member?.type !== 'method_definition') continue;
    if (member.childForFieldName('name')?.text !== 'constructor') continue;
    const property = (member.childForFieldName('parameters')?.namedChildren ?? []).find(
      (parameter) =>
        parameter?.childForFieldName('pattern')?.text === name &&
        PARAMETER_PROPERTY.test(parameter.text),
    );
    if (property) return property;
  }
  return undefined;
}

/** The type written for field `name` of the class around `node` (`buffered: TimeRanges`). */
export function ownFieldType(node: Node, name: string): Node | undefined {
  return ownField(node, name)?.childForFieldName('type')?.namedChildren[0] ?? undefined;
}

/** Whether `this.name()` calls a field of the class around `node`, not a method. */
export function callsOwnField(node: Node, name: string): boolean {
  return ownField(node, name) !== undefined;
}

/**
 * What `this.name()` returns when `name` is a field of the class around `node` written with a
 * function type (`readonly f: () => AST`): that type's return type; with a generic type of one
 * argument, that argument — a function type so written gets what it names (`getRepository:
 * Getter<Repo>`, `Getter<T> = () => Promise<T>`; `Provider<T>`, `Accessor<T>`); undefined otherwise.
 */
export function ownFieldReturnType(node: Node, name: string): Node | undefined {
  const written = ownFieldType(node, name);
  if (written?.type === 'generic_type') return onlyTypeArgument(written);
  if (written?.type !== 'function_type') return undefined;
  return written.childForFieldName('return_type') ?? undefined;
}

/** The one type argument of a call or generic type (`get<Light>()`, `Getter<Repo>`); undefined for none or several. */
function onlyTypeArgument(node: Node): Node | undefined {
  const listed = node.childForFieldName('type_arguments')?.namedChildren ?? [];
  const [type, ...others] = listed.filter((child) => child !== null && child.type !== 'comment');
  return type && others.length === 0 ? type : undefined;
}

/** The type a value is asserted to be, through wrappers (`(prop as Mesh)`, `(x as unknown as T)`). */
export function assertedType(value: Node): Node | undefined {
  const asserted = unwrapped(value);
  return asserted.type === 'as_expression'
    ? (asserted.namedChildren.at(-1) ?? undefined)
    : undefined;
}

/** A getter's name: `get`, `getExtension`, `get_service`. */
const GETTER = /^get(?:[A-Z_]|$)/;

/**
 * The one type argument of a getter's call held by a variable (`const clearcoat =
 * material.getExtension<Clearcoat>(name)`): a getter so called returns what it is given to get
 * (an extension, a service, a component), which a library's own types say where the repository
 * holds no declaration of the getter; or the one class a provider is passed (see providedClass).
 */
export function getterTypeArguments(
  declarator: Node,
  callee: string,
  value = declarator.childForFieldName('value'),
): string[] | undefined {
  const call = value ? unwrapped(value) : undefined;
  if (call?.type !== 'call_expression') return undefined;
  return gottenTypeNames(call, callee);
}

/** What call `call` gets, named by its callee (`x.get<Light>()`, `inject(Store)`; see gottenTypeNames). */
export function calledGottenTypes(call: Node): string[] | undefined {
  const callee = calleeOf(call);
  const name = callee?.type === 'member_expression' ? callee.childForFieldName('property') : callee;
  return name ? gottenTypeNames(call, name.text) : undefined;
}

/** What a getter's or a provider's call is given to get: its type argument, or the class passed. */
function gottenTypeNames(call: Node, callee: string): string[] | undefined {
  const type = GETTER.test(callee) ? onlyTypeArgument(call) : undefined;
  const names = type ? typeNames(type) : providedClass(call, callee);
  return names && names.length > 0 ? names : undefined;
}

/** A provider's name: `get`, `resolve`, `inject`, `injectClass`, `instantiate`. */
const PROVIDER = /^(?:get|resolve|inject|instantiate)(?:[A-Z_]|$)/;

/**
 * The one class a provider's call is passed (`injector.injectClass(PrepareExecutor)`,
 * `container.get(Service)`, `inject(Store)`): a dependency-injection container constructs it and
 * returns the instance, as the library's generic signature says. Resolution takes it only where
 * the repository declares no such method and the name is a class of the repository.
 */
function providedClass(call: Node, callee: string): string[] | undefined {
  if (!PROVIDER.test(callee)) return undefined;
  const passed = (call.childForFieldName('arguments')?.namedChildren ?? []).filter(
    (child) => child !== null && child.type !== 'comment',
  );
  const [only] = passed;
  return passed.length === 1 && only?.type === 'identifier' ? [only.text] : undefined;
}

/** `value.field` or `this.field` read as a value: the field's declared type is its type. */
export function fieldRead(node: Node | null): ReceiverCall | undefined {
  if (node?.type !== 'member_expression') return undefined;
  const written = node.childForFieldName('object');
  const object = written && withoutAssertion(written);
  const property = node.childForFieldName('property');
  if (!object || !property || (object.type !== 'identifier' && object.type !== 'this'))
    return undefined;
  return { callee: property.text, receiver: object.text, field: true };
}

/**
 * `this.body.velocity.v`, `body.velocity.v`, `make().db` or `keys[0].key`: the last field of a
 * chain of field reads, each typed by the one before, or of what a call returned or an element.
 * Not `value.field` alone: its owner's written types type it.
 */
function fieldChain(access: Node, depth: number): ReceiverCall | undefined {
  const object = access.childForFieldName('object');
  const property = access.childForFieldName('property');
  if (access.type !== 'member_expression' || !object || property?.type !== 'property_identifier')
    return undefined;
  const inner = unwrapped(object);
  if (depth > 6) return undefined;
  // `make().db`, or `configKeys[0].publicKey`: a field of an element.
  if (inner.type === 'call_expression' || inner.type === 'subscript_expression') {
    const read = callOf(inner, depth + 1);
    return read && { callee: property.text, field: true, of: read };
  }
  if (inner.type !== 'member_expression') return undefined;
  const of = fieldRead(inner) ?? callOf(inner, depth + 1);
  return of ? { callee: property.text, field: true, of } : undefined;
}

/**
 * `this[$changes]`: the field its class declares under that key (`[$changes]: ChangeTree`), as a
 * type writes it. (Of another value, `map[key]` is more often an element.)
 */
function keyedField(access: Node): ReceiverCall | undefined {
  if (access.type !== 'subscript_expression') return undefined;
  const object = access.childForFieldName('object');
  const index = access.childForFieldName('index');
  if (object?.type !== 'this' || index?.type !== 'identifier') return undefined;
  return { callee: `[${index.text}]`, receiver: 'this', field: true };
}

/**
 * `this.extensionMap[key]`, `list[0]`, `this.rows()[0]`: an element of what the container (a
 * field, a binding, a call's result) holds, by its written type.
 */
function elementRead(access: Node, depth: number): ReceiverCall | undefined {
  const object = access.type === 'subscript_expression' ? access.childForFieldName('object') : null;
  const container = object ? unwrapped(object) : undefined;
  if (!container || depth > 6) return undefined;
  // `value[$changes]`: read at a name, maybe a field declared under that key.
  const index = access.childForFieldName('index');
  const key = index?.type === 'identifier' ? { key: `[${index.text}]` } : {};
  if (container.type === 'identifier')
    return { callee: '', receiver: container.text, element: true, ...key };
  const read = fieldRead(container) ?? callOf(container, depth + 1);
  return read && { ...read, element: true, ...key };
}

/**
 * `(value as T).field` or `(value as T)[key]`: the field the asserted type declares (a computed
 * key by its text, as the type writes it: `[$mobx]`).
 */
function assertedField(access: Node): ReceiverCall | undefined {
  const object = access.childForFieldName('object');
  const type = object ? assertedType(object) : undefined;
  const key =
    access.type === 'member_expression'
      ? access.childForFieldName('property')?.text
      : indexKey(access.childForFieldName('index'));
  if (!type || !key) return undefined;
  return { callee: key, receiverTypes: typeNames(type), field: true };
}

/** A name quoted as a key (`(evm as EVM)['_bls']`, reaching a private field) is that field. */
const QUOTED_NAME = /^(['"])([A-Za-z_$][\w$]*)\1$/;

/** A computed key as a type writes it: a quoted name is the name, another key `[$mobx]`. */
function indexKey(index: Node | null): string {
  const text = index?.text ?? '';
  return index?.type === 'string' ? (QUOTED_NAME.exec(text)?.[2] ?? `[${text}]`) : `[${text}]`;
}

/**
 * `store!` is `store`: a non-null assertion leaves the value's type as written; so do parentheses
 * around a name or a path (`(store).m()`, `(this.store!).m()`), not around another expression.
 * Awaiting one in them (`(await this.#identity).getPrincipal()`) reads what its promise resolves
 * to, which a promise's written type names beside `Promise`.
 */
export function withoutAssertion(receiver: Node): Node {
  let current = receiver;
  for (;;) {
    const inner = current.namedChildren.find((child) => child?.type !== 'comment');
    const unwraps =
      current.type === 'non_null_expression' ||
      ((current.type === 'parenthesized_expression' || current.type === 'await_expression') &&
        (PATHS.has(inner?.type ?? '') || awaitsPath(inner)));
    if (!inner || !unwraps) return current;
    current = inner;
  }
}

/** Expressions naming a value by a path: a name, `this`, a field of one. */
const PATHS = new Set(['identifier', 'this', 'member_expression', 'non_null_expression']);

/** Whether an expression awaits a name or a path (`await this.#identity`). */
function awaitsPath(expression: Node | null | undefined): boolean {
  const awaited = expression?.type === 'await_expression' ? expression.namedChildren[0] : undefined;
  return PATHS.has(awaited?.type ?? '');
}

/** Whether a binding may shadow: not a function bound to a name (a definition), nor a `require`. */
export function shadows(main: Node): boolean {
  if (main.type !== 'variable_declarator') return true;
  const value = main.childForFieldName('value');
  if (!value) return true;
  if (FUNCTIONS.has(value.type)) return false;
  return !(
    value.type === 'call_expression' && value.childForFieldName('function')?.text === 'require'
  );
}

/**
 * Whether a variable's value is what its call returns: not a fallback after it (`call() ?? {}`),
 * unless an empty object or array, which holds nothing of another type; a call after a guard
 * (`ready && call()`) is.
 */
export function callOrEmpty(declarator: Node): boolean {
  const value = declarator.type === 'variable_declarator' && declarator.childForFieldName('value');
  if (!value || value.type !== 'binary_expression') return true;
  // `guard && call()`: what the call returns, or a falsy value.
  if (value.childForFieldName('operator')?.type === '&&') return true;
  const fallback = value.childForFieldName('right');
  // `this.commands() ?? []`, `?? {}`: an empty literal in place of nothing adds no type.
  return (
    (fallback?.type === 'object' || fallback?.type === 'array') && fallback.namedChildCount === 0
  );
}

const CLASSES = new Set(['class_declaration', 'abstract_class_declaration', 'class']);

/** Functions with a `this` of their own: a `this` inside is not the enclosing class's instance. */
const OWN_THIS = new Set([
  'function_declaration',
  'function_expression',
  'generator_function',
  'generator_function_declaration',
]);

/**
 * The name of the class around `node` (`const tc = new this(from, to)` in a static method: an
 * instance of it, whose name stands for its type). With `asThis`, the class whose instance `this`
 * is there: none inside a function with a `this` of its own (`const c = this` in a callback
 * written `function () {}`).
 */
export function enclosingClassName(node: Node, asThis = false): Node | undefined {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (asThis && OWN_THIS.has(parent.type)) return undefined;
    if (CLASSES.has(parent.type)) return parent.childForFieldName('name') ?? undefined;
  }
  return undefined;
}
