// What a function without a written return type returns when it returns an object literal of
// values it constructs (`return { manager, pub: fake }` after `const manager = new Manager()`): a
// test's fixture factory. `const { manager } = makeManager(); manager.negotiate()` is a Manager's.
import type { Node } from 'web-tree-sitter';
import { heldFunction, ownReturns, TRANSPARENT } from './constructed-returns.js';
import { constructedClass, OBJECT_CONTAINER } from './node-facts.js';
import { typeNames } from './type-names.js';
import { unwrapped } from './unwrapped.js';

const DECLARATIONS = new Set(['lexical_declaration', 'variable_declaration']);
/** Functions and classes a function declares inside it, by name. */
const NESTED = new Set([
  'function_declaration',
  'generator_function_declaration',
  'class_declaration',
]);
/** The nodes a parameter or a variable's pattern binds a name with. */
const BOUND = ['identifier', 'shorthand_property_identifier_pattern'];

/** A member's value the receivers may type: a field read or a call. */
const HELD = new Set(['member_expression', 'call_expression']);

/**
 * A `return` of an object literal (`return {`, `return ({`), or a variable that may hold one
 * (`const ctx = {`).
 */
const RETURNS_OBJECT = /\breturn[\s(]*\{|\b(?:const|let|var)\s+[\w$]+\s*=\s*\{/;

/** What the object literals a function returns say of their members. */
export interface ReturnedObject {
  /** The classes of a member whose value is constructed or a typed variable or parameter. */
  fields?: Record<string, string[]>;
  /**
   * A member whose value names a function or value of the module, or a method the literal defines
   * (`TypeFacts.namedValues`).
   */
  namedValues?: Record<string, string>;
  /**
   * A member whose value is a local the function's own declarations leave untyped, a field read or
   * a call (`state: coValue`, `node: ctx.node`): the value, which the receivers type once read.
   */
  held?: Record<string, Node>;
}

/**
 * The classes of each field of the object literals a function returns, by field, where a field's
 * value is constructed there (`made: new Manager()`) or is a variable or parameter of the function
 * whose declaration says its class (`const manager = new Manager()`, `(pub: Pub)`); and the
 * members naming what the module declares or imports (`return { keys }`). Undefined when it
 * returns no such member.
 */
export function returnedObject(definition: Node): ReturnedObject | undefined {
  const held = heldFunction(definition);
  const body = held?.childForFieldName('body');
  if (!held || !body) return undefined;
  // Most functions return no object literal: their text says so without a walk of their nodes.
  if (body.type === 'statement_block' && !RETURNS_OBJECT.test(body.text)) return undefined;
  const declarations: Node[] = [];
  const objects = ownReturns(held, (node) => {
    if (DECLARATIONS.has(node.type) || NESTED.has(node.type)) declarations.push(node);
  }).flatMap((expression) => objectOf(expression, declarations));
  if (objects.length === 0) return undefined;
  const classOf = localClasses(held, declarations);
  const local = localNames(held, declarations);
  // Other members may come with a spread (`{ ...base, keys }`): its names would say too little.
  const complete = objects.every((object) =>
    object.namedChildren.every((member) => member?.type !== 'spread_element'),
  );
  const found: ReturnedObject = {};
  for (const object of objects)
    for (const member of object.namedChildren) {
      const method = ownMethod(member);
      if (method) {
        (found.namedValues ??= Object.create(null) as Record<string, string>)[method] =
          `${OBJECT_CONTAINER}${object.startIndex}>`;
        continue;
      }
      const [field, types, value, node] = memberClasses(member, classOf);
      if (field === undefined) continue;
      if (types.length > 0) {
        const fields = (found.fields ??= Object.create(null) as Record<string, string[]>);
        fields[field] = [...new Set([...(fields[field] ?? []), ...types])];
      } else if (complete && value !== undefined && !local.has(value))
        (found.namedValues ??= Object.create(null) as Record<string, string>)[field] = value;
      else if (node && (value === undefined ? HELD.has(unwrapped(node).type) : local.has(value)))
        (found.held ??= Object.create(null) as Record<string, Node>)[field] = node;
    }
  return found.fields || found.namedValues || found.held ? found : undefined;
}

/** The name of a method the returned literal defines itself (`csrf() {…}`). */
function ownMethod(member: Node | null): string | undefined {
  const name = member?.type === 'method_definition' ? member.childForFieldName('name') : null;
  return name?.type === 'property_identifier' ? name.text : undefined;
}

/**
 * The object literal an expression is, through wrappers that leave it so, or that the variable it
 * names holds (`const ctx = { node }; return ctx;`) when the function declares that name once.
 */
function objectOf(expression: Node | null, declarations: readonly Node[]): Node[] {
  let value = expression;
  while (value && TRANSPARENT.has(value.type)) value = value.namedChildren[0] ?? null;
  if (value?.type === 'identifier') {
    const held = declarations.flatMap((declaration) =>
      DECLARATIONS.has(declaration.type)
        ? declaration.namedChildren.filter(
            (declarator) => declarator?.childForFieldName('name')?.text === value?.text,
          )
        : [],
    );
    value = held.length === 1 ? (held[0]?.childForFieldName('value') ?? null) : null;
    while (value && TRANSPARENT.has(value.type)) value = value.namedChildren[0] ?? null;
  }
  return value?.type === 'object' ? [value] : [];
}

/**
 * A member of a returned object (`manager`, `pub: fake`, `made: new Manager()`), its classes, the
 * name its value is when an identifier, and its value.
 */
function memberClasses(
  member: Node | null,
  classOf: (name: string) => string[],
): [string | undefined, string[], string | undefined, Node | undefined] {
  if (member?.type === 'shorthand_property_identifier')
    return [member.text, classOf(member.text), member.text, member];
  if (member?.type !== 'pair') return [undefined, [], undefined, undefined];
  const key = member.childForFieldName('key');
  const value = member.childForFieldName('value');
  if (key?.type !== 'property_identifier' || !value) return [undefined, [], undefined, undefined];
  const constructed = constructedClass(value);
  if (constructed) return [key.text, [constructed], undefined, value];
  return value.type === 'identifier'
    ? [key.text, classOf(value.text), value.text, value]
    : [key.text, [], undefined, value];
}

/** The names a function declares itself: its parameters, variables and nested functions and classes. */
function localNames(held: Node, declarations: readonly Node[]): Set<string> {
  const names = new Set<string>();
  const bind = (pattern: Node | null | undefined): void => {
    if (!pattern) return;
    if (BOUND.includes(pattern.type)) names.add(pattern.text);
    else for (const name of pattern.descendantsOfType(BOUND)) if (name) names.add(name.text);
  };
  bind(held.childForFieldName('parameters') ?? held.childForFieldName('parameter'));
  for (const declaration of declarations)
    if (NESTED.has(declaration.type)) bind(declaration.childForFieldName('name'));
    else
      for (const declarator of declaration.namedChildren)
        bind(declarator?.childForFieldName('name'));
  return names;
}

/**
 * The classes the function's own declarations say its variables and parameters hold: a written
 * type, or a class constructed in the initializer.
 */
function localClasses(held: Node, declarations: readonly Node[]): (name: string) => string[] {
  const classes = new Map<string, string[]>();
  for (const parameter of held.childForFieldName('parameters')?.namedChildren ?? []) {
    const pattern = parameter?.childForFieldName('pattern');
    const type = parameter?.childForFieldName('type');
    if (pattern?.type === 'identifier' && type) classes.set(pattern.text, typeNames(type));
  }
  for (const declaration of declarations)
    for (const declarator of declaration.namedChildren) {
      const name = declarator?.childForFieldName('name');
      if (declarator?.type !== 'variable_declarator' || name?.type !== 'identifier') continue;
      const type = declarator.childForFieldName('type');
      const value = declarator.childForFieldName('value');
      const constructed = value ? constructedClass(value) : undefined;
      if (type) classes.set(name.text, typeNames(type));
      else if (constructed) classes.set(name.text, [constructed]);
    }
  return (name) => classes.get(name) ?? [];
}
