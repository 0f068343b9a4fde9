// An object literal's functions given their parameters' types by what the literal implements: the
// type written for it (`const h: Handlers = { onEvent(ctx) {} }`, `satisfies`, `as`, a field's
// type, the return type of the function returning it) or the parameter of the call it is passed
// to (`register({ onEvent(ctx) {} })`, looked up when resolving).
import type { Node } from 'web-tree-sitter';
import type { PassedTo } from '../model.js';
import { FUNCTIONS } from './node-facts.js';
import type { Collected, Parts } from './raw-facts.js';
import { declaresTypeAlias, typeAliasValue } from './file-types.js';
import { addComponentProps } from './component-props.js';
import { inlineTypeName } from './inline-types.js';
import { assignedType, elementType } from './record-elements.js';
import {
  dispatchTypeNames,
  passedCall,
  untypedFields,
  untypedParameters,
  writtenParameterTypes,
} from './typescript-types.js';

/**
 * What an object literal implements: written type names, or the call it is an argument of; for a
 * literal nested in one, the fields of that one's type it is the value of (`within`; `[]` for an
 * element of an array).
 */
export type Implemented = ({ receiverTypes: string[] } | { passedTo: PassedTo }) & {
  within?: string[];
};

/** The type an object literal is written to implement, or the call it is passed to. */
export function implementedBy(object: Node, depth = 0): Implemented | undefined {
  const holder = object.parent;
  if (!holder) return undefined;
  switch (holder.type) {
    case 'pair': {
      // `{ events: { onEvent(ctx) {} } }`: what the outer literal's type writes for `events`.
      const key = holder.childForFieldName('key');
      const outer = holder.parent;
      if (outer?.type !== 'object') return undefined;
      const held = heldByRecord(outer);
      if (held) return held;
      if (key?.type !== 'property_identifier' || depth >= 3) return undefined;
      const around = implementedBy(outer, depth + 1);
      return around && { ...around, within: [...(around.within ?? []), key.text] };
    }
    case 'array': {
      // `args: [{ type: (schema) => … }]`: an element of what the array's type holds (`[]`).
      const around = depth < 3 ? implementedBy(holder, depth + 1) : undefined;
      return around && { ...around, within: [...(around.within ?? []), '[]'] };
    }
    case 'variable_declarator':
    case 'public_field_definition':
      return written(holder.childForFieldName('type'));
    case 'as_expression':
    case 'satisfies_expression': {
      const declarator = holder.parent;
      const declared =
        declarator?.type === 'variable_declarator' ? declarator.childForFieldName('type') : null;
      return written(declared ?? object.nextNamedSibling);
    }
    case 'return_statement':
      return written(returnTypeAround(holder));
    case 'assignment_expression': {
      // `impl['iso8601'] = { … }`: what an element of the record assigned to is.
      const assigned = holder.childForFieldName('left');
      return assigned ? written(assignedType(assigned)) : undefined;
    }
    case 'parenthesized_expression': {
      // `(): Handlers => ({ … })`.
      const arrow = holder.parent;
      return arrow?.type === 'arrow_function'
        ? written(arrow.childForFieldName('return_type'))
        : undefined;
    }
    case 'arguments': {
      const call = passedCall(holder);
      const argument = holder.namedChildren
        .filter((child) => child?.type !== 'comment')
        .findIndex((child) => child?.startIndex === object.startIndex);
      return call ? { passedTo: { ...call, argument } } : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * What a value of a literal declared with a record or mapped type implements, whatever its key
 * (`const EXECUTORS: ExecutorMap = { '+': { run(scope) {} } }` with `type ExecutorMap = { [K in
 * Op]: Executor }`): the type the record holds.
 */
function heldByRecord(object: Node): Implemented | undefined {
  const holder = object.parent;
  if (holder?.type !== 'variable_declarator' && holder?.type !== 'public_field_definition')
    return undefined;
  const type = holder.childForFieldName('type')?.namedChildren[0];
  const held = type && elementType(type);
  return held ? written(held) : undefined;
}

/** The type names written (not `any` or `unknown`), or nothing. */
function written(type: Node | null | undefined): Implemented | undefined {
  if (!type || /^:?\s*(any|unknown)$/.test(type.text)) return undefined;
  const types = dispatchTypeNames(type);
  return types.length > 0 ? { receiverTypes: types } : undefined;
}

/** The written return type of the function a `return` statement returns from. */
function returnTypeAround(statement: Node): Node | null {
  for (let current = statement.parent; current; current = current.parent)
    if (FUNCTIONS.has(current.type)) return current.childForFieldName('return_type');
  return null;
}

/**
 * The untyped parameters of an object literal's function `member` (a method, or a function as a
 * property's value) take what the implemented type's `member` writes for them.
 */
export function addImplementedParameters(
  collected: Collected,
  fn: Node,
  member: string,
  implemented: Implemented,
): void {
  for (const [parameter, binding] of untypedParameters(fn))
    collected.typedBindings.push({
      name: binding.text,
      call: { callee: member, parameter, implements: true, ...implemented },
      start: fn.startIndex,
      end: fn.endIndex,
      field: false,
    });
  // `handler({ parser }, args)`: the field of what the parameter is.
  for (const [parameter, field, binding] of untypedFields(fn))
    collected.typedBindings.push({
      name: binding.text,
      call: {
        callee: field,
        field: true,
        of: { callee: member, parameter, implements: true, ...implemented },
      },
      start: fn.startIndex,
      end: fn.endIndex,
      field: false,
    });
}

/** `implemented.pair`: a function as an object literal's property (`format: (d) => d.title()`). */
export function addImplementedPair(collected: Collected, parts: Parts): void {
  const object = parts.main.parent;
  if (parts.owner && parts.name && object?.type === 'object')
    addMemberParameters(collected, object, parts.owner, parts.name.text);
}

/**
 * The untyped parameters of object literal `object`'s function `member` (a method, or a function as
 * a property's value): typed by the object type written for the literal in place, else by what the
 * literal implements.
 */
export function addMemberParameters(
  collected: Collected,
  object: Node,
  fn: Node,
  member: string,
): void {
  const inline = inlineMemberType(object, member);
  if (inline?.type === 'method_signature' || inline?.type === 'function_type')
    return addWrittenParameters(collected, fn, inline);
  // `held: VisitorFunc<number>`: what the function type alias writes for its parameters.
  const implemented = inline ? written(inline) : implementedBy(object);
  if (implemented) addImplementedParameters(collected, fn, inline ? '' : member, implemented);
}

/**
 * What an object type written in place for an object literal (`const table: { run(p: Proc):
 * void; held: Handler } = {…}`, `{ [name: string]: (p: Proc) => void }`) writes for its member
 * `member`: a method's signature, the type of a property or else of an index signature.
 */
function inlineMemberType(object: Node, member: string): Node | undefined {
  const holder = object.parent;
  const annotation =
    holder?.type === 'variable_declarator' || holder?.type === 'public_field_definition'
      ? holder.childForFieldName('type')?.namedChildren[0]
      : holder?.type === 'satisfies_expression' || holder?.type === 'as_expression'
        ? object.nextNamedSibling
        : undefined;
  if (annotation?.type !== 'object_type') return undefined;
  let indexed: Node | undefined;
  for (const signature of annotation.namedChildren) {
    if (signature?.type === 'index_signature')
      indexed ??= signature.childForFieldName('type')?.namedChildren[0] ?? undefined;
    if (signature?.childForFieldName('name')?.text !== member) continue;
    if (signature.type === 'method_signature') return signature;
    if (signature.type === 'property_signature')
      return signature.childForFieldName('type')?.namedChildren[0] ?? undefined;
  }
  return indexed;
}

/**
 * `implemented.returned`: a function returned from one whose return type is written (`function
 * logger(): Middleware<C> { return (ctx, next) => … }`, `(): Handler => (c) => …`), and
 * `implemented.typed`, one held by a name written with a function type (`const build:
 * HtmlBuilder = (group, options) => …`, a parameter's default `tester: (u: Union) => boolean =
 * (u) => …`): its untyped parameters take what that function type writes for them (member `''`:
 * the type itself).
 */
export function addReturnedFunction(collected: Collected, parts: Parts): void {
  const holder = parts.main;
  const returnType =
    holder.type === 'return_statement'
      ? returnTypeAround(holder)
      : holder.childForFieldName(parts.kind === 'typed' ? 'type' : 'return_type');
  if (!returnType && holder.type === 'return_statement')
    return addAliasReturnedFunction(collected, parts.owner, holder);
  // `(u: UnionType) => boolean` written in place: its parameters' types are the callback's.
  const inline = parts.kind === 'typed' ? returnType?.namedChildren[0] : undefined;
  if (parts.owner && inline?.type === 'function_type')
    return addWrittenParameters(collected, parts.owner, inline);
  // `const Group: React.FC<Props> = ({ element }) => …`: the props.
  if (parts.owner && inline && addComponentProps(collected, parts.owner, inline)) return;
  const implemented = written(returnType);
  // A type this file declares types the same-named parameters after it (its own parameters'
  // bindings); what a conditional type (`AppearanceProviderFor<T>`) gives is not read. An alias
  // of a function type is read, as when imported: `const curve: TripleDraw = (from, corner) => …`
  // names its parameters otherwise than `type TripleDraw = (p1: Point, p2: Point) => string`.
  const alias =
    implemented !== undefined && 'receiverTypes' in implemented
      ? (implemented.receiverTypes[0] ?? '')
      : '';
  const local =
    parts.kind === 'typed' &&
    declaresTypeAlias(alias) &&
    typeAliasValue(alias)?.type !== 'function_type';
  if (parts.owner && implemented && !local)
    addImplementedParameters(collected, parts.owner, '', implemented);
}

/**
 * A function returned from one held by a name written with an alias of a function type (`const
 * createAddSilentConnection: TAddSilentConnectionFactory = (createNativeGainNode) => { return
 * (nativeContext, node) => … }`): it implements what that alias returns, `<alias>{return}`.
 */
function addAliasReturnedFunction(collected: Collected, fn: Node | undefined, returned: Node) {
  let around = returned.parent;
  while (around && !FUNCTIONS.has(around.type)) around = around.parent;
  const holder = around?.parent;
  const alias = holder?.type === 'variable_declarator' ? holder.childForFieldName('type') : null;
  const [head] = alias ? dispatchTypeNames(alias) : [];
  if (fn && head !== undefined && around?.type === 'arrow_function')
    addImplementedParameters(collected, fn, '', {
      receiverTypes: [inlineTypeName(head, 'return')],
    });
}

/** A function's untyped parameters take the types function type `type` writes for them. */
function addWrittenParameters(collected: Collected, fn: Node, type: Node): void {
  const written = writtenParameterTypes(type);
  for (const [parameter, binding] of untypedParameters(fn)) {
    const owner = written[parameter];
    if (owner)
      collected.typedBindings.push({
        name: binding.text,
        type: owner,
        start: fn.startIndex,
        end: fn.endIndex,
        field: false,
      });
  }
}
