// What TypeScript writes down about types: heritage clauses, annotations, return types, and the
// methods a call on a value of unknown type may dispatch to.
import type { Node } from 'web-tree-sitter';
import type { Definition, PassedTo, ReceiverCall } from '../model.js';
import { stringValue } from './imports.js';
import { namesModule } from './file-types.js';
import { isContainerIn } from '../resolve/builtins.js';
import { assignedType, elementType } from './record-elements.js';
import { constrainedTypeNames, NAMED_TYPES, typeNames } from './type-names.js';
import { arrayElementType } from './array-elements.js';
import { madeServiceType } from './service-literals.js';
import { returnedLiteralOwner, writtenReturnOf } from './returned-literals.js';

export {
  constrainedTypeNames,
  intersectedTypes,
  objectFieldTypes,
  typeNames,
  withTypeSlots,
} from './type-names.js';

const CLASSES = new Set(['class_declaration', 'abstract_class_declaration', 'class']);

/**
 * The written return type of a function, method, or function bound to a name or field — or
 * asserted for one (`make(Store) as (v: any) => v is Store`), or written in the function type of
 * the name or field holding it.
 */
export function returnTypeOf(declaration: Node): Node | null {
  const holder = ['variable_declarator', 'public_field_definition'].includes(declaration.type);
  let fn = holder ? declaration.childForFieldName('value') : declaration;
  if (fn?.type === 'as_expression') fn = fn.lastNamedChild;
  const own = fn?.childForFieldName('return_type');
  if (own || !holder) return own ?? null;
  // `const oneoffContext: (args: Args) => Promise<OneoffCtx> = async (args) => …`.
  const written = declaration.childForFieldName('type')?.namedChildren[0];
  return written?.type === 'function_type' ? written.childForFieldName('return_type') : null;
}

/**
 * A type guard's narrowed type names (`: v is Store` → Store; an assertion function's `: asserts v
 * is Store` too); undefined for other return types, and for a guard to a type it writes out (`v is
 * { lift: … }`): that only adds to `v`'s own type.
 */
export function predicateTypes(returned: Node): string[] | undefined {
  const predicate =
    returned.type === 'type_predicate_annotation'
      ? returned.firstNamedChild
      : returned.type === 'asserts_annotation'
        ? returned.firstNamedChild?.firstNamedChild
        : returned;
  const type = predicate?.type === 'type_predicate' ? predicate.childForFieldName('type') : null;
  return type && NAMED_TYPES.has(type.type) && !type.text.includes('{')
    ? typeNames(type)
    : undefined;
}

/**
 * Whether a call on a receiver of unknown type may dispatch to this method, and the types it is
 * declared with: methods of classes with a heritage clause, and of objects given a type —
 * annotated (not `any`), `satisfies`, `as`, returned (no type written), or passed as an argument
 * (the callee's parameter type, looked up when resolving: `passedTo`).
 */
export function dispatchOwner(
  method: Node,
): { owner?: Node; passedTo?: PassedTo; types?: string[] } | undefined {
  const container = method.parent;
  const holder = container?.parent;
  if (!container || !holder) return undefined;
  // Written with an object type of its own (`(): { request: Fn }`), it implements no declaration
  // a call through another type could reach.
  const typed = (type: Node | null | undefined): { owner?: Node } | undefined =>
    type &&
    !/^:?\s*(any|unknown)$/.test(type.text) &&
    (type.type === 'type_annotation' ? type.namedChildren[0] : type)?.type !== 'object_type'
      ? { owner: type }
      : undefined;
  if (container.type === 'class_body') {
    // A static method is called on its class, never through an instance's interface.
    if (!CLASSES.has(holder.type) || method.children.some((child) => child?.type === 'static'))
      return undefined;
    const heritage = holder.namedChildren.find((child) => child?.type === 'class_heritage');
    return heritage ? { owner: heritage } : undefined;
  }
  if (container.type !== 'object') return undefined;
  switch (holder.type) {
    case 'variable_declarator':
      return typed(holder.childForFieldName('type'));
    case 'as_expression': {
      const declarator = holder.parent;
      if (declarator?.type === 'variable_declarator' && declarator.childForFieldName('type'))
        return typed(declarator.childForFieldName('type'));
      return typed(container.nextNamedSibling);
    }
    case 'satisfies_expression':
      return typed(container.nextNamedSibling);
    case 'assignment_expression': {
      // `impl['iso8601'] = { … }`, with `impl: Record<CalendarId, CalendarImpl>`.
      const assigned = holder.childForFieldName('left');
      return assigned ? typed(assignedType(assigned)) : undefined;
    }
    case 'return_statement':
      return returnedLiteralOwner(holder, typed, literalTypes);
    case 'arguments': {
      const service = madeServiceType(holder);
      if (service !== undefined)
        return typeof service === 'string' ? { types: [service] } : typed(service);
      const passedTo = passedCall(holder);
      return passedTo
        ? {
            passedTo: {
              ...passedTo,
              argument: holder.namedChildren.findIndex(
                (child) => child?.startIndex === container.startIndex,
              ),
            },
          }
        : undefined;
    }
    case 'parenthesized_expression': {
      const arrow = holder.parent;
      if (arrow?.type !== 'arrow_function') return undefined;
      const returnType = arrow.childForFieldName('return_type');
      return returnType ? typed(returnType) : {};
    }
    case 'array': {
      const held = arrayElementType(holder, writtenReturnOf);
      return held ? typed(held) : undefined;
    }
    case 'pair': {
      // `const EXECUTORS: ExecutorMap = { Add: { run(…) {…} } }`, with a record or a mapped type
      // (`{ [K in Node['type']]: Executor<…> }`): each value is what the record holds.
      const declarator = holder.parent?.parent;
      const declared =
        declarator?.type === 'variable_declarator' ? declarator.childForFieldName('type') : null;
      const written = declared?.namedChildren[0];
      const held = written && elementType(written);
      return held ? typed(held) : undefined;
    }
    default:
      return undefined;
  }
}

/** The types the object literal holding a method is written with (see dispatchOwner). */
function literalTypes(method: Node): string[] | undefined {
  const literal = dispatchOwner(method);
  return literal?.owner ? dispatchTypeNames(literal.owner) : literal?.types;
}

/**
 * Arguments a TypeScript method or signature may be called with: its parameters but `this`;
 * undefined with a rest parameter (`...args`), which takes any number.
 */
export function parameterLimit(signature: Node): number | undefined {
  const parameters = signature.childForFieldName('parameters');
  if (!parameters) return undefined;
  let limit = 0;
  for (const parameter of parameters.namedChildren) {
    if (parameter?.type !== 'required_parameter' && parameter?.type !== 'optional_parameter')
      continue;
    const pattern = parameter.childForFieldName('pattern')?.type;
    if (pattern === 'rest_pattern') return undefined;
    if (pattern !== 'this') limit++;
  }
  return limit;
}

/** Parameters a method cannot be called without (not `this`, defaulted, optional or rest). */
export function requiredParameters(method: Node): number {
  const parameters = method.childForFieldName('parameters')?.namedChildren ?? [];
  return parameters.filter(
    (parameter) =>
      parameter?.type === 'required_parameter' &&
      parameter.childForFieldName('value') === null &&
      !['this', 'rest_pattern'].includes(parameter.childForFieldName('pattern')?.type ?? ''),
  ).length;
}

/** Functions whose parameters a name in their body may be (`this.log = logger` in a constructor). */
const PARAMETER_OWNERS = new Set([
  'method_definition',
  'function_declaration',
  'function_expression',
  'arrow_function',
]);

/**
 * The type written for parameter `name` of the nearest function around `node` declaring it
 * (`constructor(logger: Logger) { this.log = logger }`), not past the class around it.
 */
export function writtenParameterType(node: Node, name: string): Node | undefined {
  for (let around = node.parent; around && !CLASSES.has(around.type); around = around.parent) {
    if (!PARAMETER_OWNERS.has(around.type)) continue;
    for (const parameter of around.childForFieldName('parameters')?.namedChildren ?? []) {
      if (parameter?.childForFieldName('pattern')?.text !== name) continue;
      return parameter.childForFieldName('type') ?? undefined;
    }
  }
  return undefined;
}

/** How many arguments a call passes, when that is known (no spread). */
export function argumentCount(call: Node): { arguments?: number } {
  const items = passedArguments(call);
  return items === undefined ? {} : { arguments: items.length };
}

/**
 * What a call's arguments say of what it returns, when it spreads none: how many it passes; the
 * classes it passes by name, by position (`getComponent(go, RectTransform)`: `['',
 * 'RectTransform']`); the string literals it passes, by position (`getProviderHelper(provider,
 * "text-to-image")`: `['', 'text-to-image']`).
 */
export function passedFacts(
  call: Node,
): Pick<ReceiverCall, 'passes' | 'classArguments' | 'literalArguments'> {
  const items = passedArguments(call);
  if (items === undefined) return {};
  const classes = items.map((child) =>
    child?.type === 'identifier' && CLASS_NAME.test(child.text) ? child.text : '',
  );
  const literals = items.map((child) =>
    child?.type === 'string' ? (stringValue(child) ?? '') : '',
  );
  return {
    passes: items.length,
    ...(classes.some(Boolean) ? { classArguments: classes } : {}),
    ...(literals.some(Boolean) ? { literalArguments: literals } : {}),
  };
}

/** A call's arguments, but comments; undefined when it spreads some or has none written. */
function passedArguments(call: Node): (Node | null)[] | undefined {
  const list = call.childForFieldName('arguments');
  if (list?.type !== 'arguments') return undefined;
  const items = list.namedChildren.filter((child) => child?.type !== 'comment');
  return items.some((child) => child?.type === 'spread_element') ? undefined : items;
}

/** A name written as classes are (`RectTransform`), not as constants (`MAX_SIZE`). */
const CLASS_NAME = /^[A-Z](?![A-Z0-9_]*$)/;

/**
 * A call's callee. The grammar reads `await read<T>()` as a call of `await read`: the awaited
 * callee is the one called (its result is awaited, as `await read()`'s is).
 */
export function calleeOf(call: Node): Node | null {
  const callee = call.childForFieldName('function');
  return callee?.type === 'await_expression' ? (callee.namedChildren.at(-1) ?? null) : callee;
}

/** The callee named by a call's arguments' holder: `f(…)`, `x.f(…)`, `new C(…)` (C's constructor). */
export function passedCall(list: Node): Omit<PassedTo, 'argument'> | undefined {
  const call = list.parent;
  if (call?.type === 'new_expression') {
    const constructor = call.childForFieldName('constructor');
    return constructor?.type === 'identifier'
      ? { callee: constructor.text, constructs: true }
      : undefined;
  }
  if (call?.type !== 'call_expression') return undefined;
  const callee = calleeOf(call);
  if (callee?.type === 'identifier') return { callee: callee.text };
  const property =
    callee?.type === 'member_expression' ? callee.childForFieldName('property') : null;
  return property?.type === 'property_identifier' ? { callee: property.text } : undefined;
}

export function dispatchFacts(
  facts: { types: string[]; required: number; passedTo?: PassedTo } | undefined,
): Pick<Definition, 'dispatchTypes' | 'requiredParameters' | 'passedTo'> {
  if (!facts)
    return { dispatchTypes: undefined, passedTo: undefined, requiredParameters: undefined };
  // An argument's type is its callee's parameter's: not known until resolving.
  if (facts.passedTo)
    return {
      dispatchTypes: undefined,
      passedTo: facts.passedTo,
      requiredParameters: facts.required,
    };
  return { dispatchTypes: facts.types, passedTo: undefined, requiredParameters: facts.required };
}

/**
 * The types a method may be dispatched through, from its class's heritage or its object's written
 * type: the names written there, but not one of JavaScript's containers written only as a type
 * argument (`implements Supervisor<Array<Fiber>>` implements no Array).
 */
export function dispatchTypeNames(owner: Node): string[] {
  const looked = lookedUpField(owner);
  if (looked) return [looked];
  const heads = new Set(headNames(owner));
  const names = typeNames(owner);
  // A class implementing `ISettingRegistry.ISettings` is no `ISettingRegistry` (an interface merged
  // with the namespace holding the type): an `implements` clause's qualifiers are no types of it,
  // but for a module's, which tell its types from a namesake's.
  const qualifiers =
    owner.type === 'class_heritage'
      ? qualifiersOf(owner).filter((qualifier) => !namesModule(qualifier))
      : [];
  return names.filter(
    (name) =>
      (!isContainerIn(names, name) || heads.has(name)) &&
      (!qualifiers.includes(name) || heads.has(name)),
  );
}

/** The qualifiers of the types a heritage clause names outside type arguments (`NS` of `NS.Type`). */
function qualifiersOf(node: Node): string[] {
  if (node.type === 'type_arguments') return [];
  const qualifier =
    node.type === 'nested_type_identifier' ? node.childForFieldName('module') : undefined;
  if (qualifier) return qualifier.text.split('.');
  return node.namedChildren.flatMap((child) => (child ? qualifiersOf(child) : []));
}

/**
 * A type written as a field of a named type (`InternalOptions["callbacks"]`), as the marker
 * `InternalOptions["callbacks"]` resolution reads the field's written type for; undefined for
 * other types.
 */
function lookedUpField(owner: Node): string | undefined {
  const type = owner.type === 'type_annotation' ? owner.namedChildren[0] : owner;
  if (type?.type !== 'lookup_type') return undefined;
  const [object, index] = type.namedChildren;
  const head = object?.type === 'generic_type' ? object.childForFieldName('name') : object;
  const key = index?.type === 'literal_type' ? index.namedChildren[0] : undefined;
  if (head?.type !== 'type_identifier' || key?.type !== 'string') return undefined;
  return `${head.text}[${JSON.stringify(key.text.slice(1, -1))}]`;
}

/** The names a written type (or heritage clause) names outside its type arguments. */
function headNames(node: Node): string[] {
  if (node.type === 'type_arguments') return [];
  if (node.type === 'type_identifier' || node.type === 'identifier') return [node.text];
  const qualified =
    node.type === 'nested_type_identifier' ? node.childForFieldName('name') : undefined;
  if (qualified) return [qualified.text];
  return node.namedChildren.flatMap((child) => (child ? headNames(child) : []));
}

/** The parameters of a function's parameter list that a caller passes (not a leading `this`). */
export function passedParameters(fn: Node): Node[] {
  const parameters = fn.childForFieldName('parameters')?.namedChildren ?? [];
  return parameters.filter(
    (parameter): parameter is Node =>
      parameter !== null &&
      (parameter.type === 'required_parameter' || parameter.type === 'optional_parameter') &&
      parameter.childForFieldName('pattern')?.type !== 'this',
  );
}

/**
 * The written types of the callbacks a function takes: for each parameter declared with a function
 * type, the type names of that function's parameters, keyed `"<parameter>:<its parameter>"`.
 */
export function callbackTypesOf(declaration: Node): Record<string, string[]> | undefined {
  const holder = ['variable_declarator', 'public_field_definition'].includes(declaration.type);
  const fn = holder ? declaration.childForFieldName('value') : declaration;
  if (!fn) return undefined;
  let found: Record<string, string[]> | undefined;
  passedParameters(fn).forEach((parameter, index) => {
    let type = parameter.childForFieldName('type')?.namedChildren[0] ?? null;
    // `(cb: ((x: X) => void) | undefined)`: the function type inside.
    while (type && (type.type === 'parenthesized_type' || type.type === 'union_type'))
      type = type.namedChildren.find((child) => child?.type !== 'literal_type') ?? null;
    // `handler: H<E>` or `...handlers: H[]`: a named type, maybe an alias of a function type,
    // looked up when resolving (`"<parameter>:="`, a rest parameter `"<parameter>:..."`).
    const rest = parameter.childForFieldName('pattern')?.type === 'rest_pattern';
    // `opts: Options<T>`: an object literal passed here implements what it names.
    if (!rest && type && OBJECT_TYPES.has(type.type)) {
      const names = typeNames(type);
      if (names.length > 0) (found ??= {})[`${index}:type`] = names;
    }
    // `options: { eval: (fiber: Fiber) => … }`: what a literal's method `eval` passed here takes;
    // `{ args?: Spec[] }`: what a literal written for `args` implements (`"<parameter>.args:field"`).
    if (!rest && type?.type === 'object_type')
      for (const [key, types] of [...memberParameterTypes(type), ...memberFieldTypes(type)])
        (found ??= {})[`${index}.${key}`] = types;
    // `specs: Spec[]`: what the literals of an array passed here implement.
    const element = !rest && type?.type === 'array_type' ? type.namedChildren[0] : null;
    if (element && OBJECT_TYPES.has(element.type))
      (found ??= {})[`${index}:[]`] = typeNames(element);
    const named = rest && type?.type === 'array_type' ? type.namedChildren[0] : type;
    if (named?.type === 'type_identifier' || named?.type === 'generic_type') {
      const written = (named.type === 'generic_type' ? named.namedChildren[0] : named)?.text;
      // `f: fn` with `fn extends CreateConnectorFn<P>`: the constraint's alias.
      const [name] =
        written && named.type === 'type_identifier'
          ? constrainedTypeNames(named, [written])
          : [written];
      if (name) (found ??= {})[`${index}:${rest ? '...' : '='}`] = [name];
      return;
    }
    if (type?.type !== 'function_type') return;
    for (const [position, types] of functionParameterTypes(type).entries()) {
      if (!types) continue;
      found ??= {};
      found[`${index}:${position}`] = types;
    }
  });
  return found;
}

/**
 * The written parameter types of an object type's methods and function-typed properties, keyed
 * `"<member>:<its parameter>"`.
 */
function memberParameterTypes(type: Node): [string, string[]][] {
  const found: [string, string[]][] = [];
  for (const member of type.namedChildren) {
    const name = member?.childForFieldName('name');
    const signature =
      member && name?.type === 'property_identifier' ? signatureParameterTypes(member) : undefined;
    signature?.forEach((types, position) => {
      if (types.length > 0) found.push([`${name?.text}:${position}`, types]);
    });
  }
  return found;
}

/**
 * The written types of an object type's properties written with a type's name or an array of one,
 * keyed `"<member>:field"`.
 */
function memberFieldTypes(type: Node): [string, string[]][] {
  const found: [string, string[]][] = [];
  for (const member of type.namedChildren) {
    const name = member?.type === 'property_signature' ? member.childForFieldName('name') : null;
    const written = member?.childForFieldName('type')?.namedChildren[0];
    const named = written?.type === 'array_type' ? written.namedChildren[0] : written;
    if (name?.type !== 'property_identifier' || !written || !named || !OBJECT_TYPES.has(named.type))
      continue;
    const types = typeNames(written);
    if (types.length > 0) found.push([`${name.text}:field`, types]);
  }
  return found;
}

/** Written parameter types an object literal argument may implement (not functions, arrays). */
const OBJECT_TYPES = new Set(['type_identifier', 'generic_type', 'nested_type_identifier']);

/**
 * The written type names of a function type's parameters, by position (undefined: untyped); one
 * written with a type parameter of the declaration (`type Fn<C extends Context> = (ctx: C) => …`)
 * has its constraint's.
 */
export function functionParameterTypes(type: Node): (string[] | undefined)[] {
  return writtenParameterTypes(type).map((written) =>
    written ? constrainedTypeNames(written, typeNames(written)) : undefined,
  );
}

/** The written types of a function type's parameters, by position (null: untyped). */
export function writtenParameterTypes(type: Node): (Node | null)[] {
  return passedParameters(type).map((parameter) => parameter.childForFieldName('type'));
}

/**
 * The written parameter types of an interface's method signature, or of a property written with a
 * function type (`code: (cxt: KeywordCxt) => void`), by position (untyped: none).
 */
export function signatureParameterTypes(member: Node): string[][] | undefined {
  const fn =
    member.type === 'property_signature'
      ? member.childForFieldName('type')?.namedChildren[0]
      : member;
  if (fn?.type !== 'method_signature' && fn?.type !== 'function_type') return undefined;
  return functionParameterTypes(fn).map((types) => types ?? []);
}

/**
 * The names an untyped parameter of a callback destructures, by position and field: `({ parser },
 * args) => …` → [[0, 'parser', parser]], `({ parser: p }) => …` → [[0, 'parser', p]].
 */
export function untypedFields(fn: Node): [number, string, Node][] {
  const found: [number, string, Node][] = [];
  passedParameters(fn).forEach((parameter, index) => {
    const pattern = parameter.childForFieldName('pattern');
    if (pattern?.type !== 'object_pattern' || parameter.childForFieldName('type')) return;
    for (const part of pattern.namedChildren) {
      const shorthand =
        part?.type === 'object_assignment_pattern' ? part.childForFieldName('left') : part;
      if (shorthand?.type === 'shorthand_property_identifier_pattern')
        found.push([index, shorthand.text, shorthand]);
      const key = part?.type === 'pair_pattern' ? part.childForFieldName('key') : null;
      const value = part?.childForFieldName('value');
      if (key?.type === 'property_identifier' && value?.type === 'identifier')
        found.push([index, key.text, value]);
    }
  });
  return found;
}

/** The untyped parameters of a callback, by position: `(a, b: B) => …` → [[0, a]]. */
export function untypedParameters(fn: Node): [number, Node][] {
  const single = fn.childForFieldName('parameter');
  if (single) return single.type === 'identifier' ? [[0, single]] : [];
  const found: [number, Node][] = [];
  passedParameters(fn).forEach((parameter, index) => {
    const pattern = parameter.childForFieldName('pattern');
    if (pattern?.type === 'identifier' && !parameter.childForFieldName('type'))
      found.push([index, pattern]);
  });
  return found;
}
