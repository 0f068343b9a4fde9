// What a function without a written return type returns when it returns an object literal of
// values it constructs (`return { manager, pub: fake }` after `const manager = new Manager()`): a
// test's fixture factory. `const { manager } = makeManager(); manager.negotiate()` is a Manager's.
import type { Node } from 'web-tree-sitter';
import { heldFunction, ownReturns, TRANSPARENT } from './constructed-returns.js';
import { constructedClass } from './node-facts.js';
import { typeNames } from './type-names.js';

const DECLARATIONS = new Set(['lexical_declaration', 'variable_declaration']);

/** A `return` of an object literal (`return {`, `return ({`). */
const RETURNS_OBJECT = /\breturn[\s(]*\{/;

/**
 * The classes of each field of the object literals a function returns, by field, where a field's
 * value is constructed there (`made: new Manager()`) or is a variable or parameter of the function
 * whose declaration says its class (`const manager = new Manager()`, `(pub: Pub)`); undefined
 * when it returns no such field.
 */
export function returnedObjectFields(definition: Node): Record<string, string[]> | undefined {
  const held = heldFunction(definition);
  const body = held?.childForFieldName('body');
  if (!held || !body) return undefined;
  // Most functions return no object literal: their text says so without a walk of their nodes.
  if (body.type === 'statement_block' && !RETURNS_OBJECT.test(body.text)) return undefined;
  const declarations: Node[] = [];
  const objects = ownReturns(held, (node) => {
    if (DECLARATIONS.has(node.type)) declarations.push(node);
  }).flatMap((expression) => objectOf(expression));
  if (objects.length === 0) return undefined;
  const classOf = localClasses(held, declarations);
  let fields: Record<string, string[]> | undefined;
  for (const object of objects)
    for (const member of object.namedChildren) {
      const [field, types] = memberClasses(member, classOf);
      if (field === undefined || types.length === 0) continue;
      fields ??= Object.create(null) as Record<string, string[]>;
      fields[field] = [...new Set([...(fields[field] ?? []), ...types])];
    }
  return fields;
}

/** The object literal an expression is, through wrappers that leave it so. */
function objectOf(expression: Node | null): Node[] {
  let value = expression;
  while (value && TRANSPARENT.has(value.type)) value = value.namedChildren[0] ?? null;
  return value?.type === 'object' ? [value] : [];
}

/** A member of a returned object (`manager`, `pub: fake`, `made: new Manager()`) and its classes. */
function memberClasses(
  member: Node | null,
  classOf: (name: string) => string[],
): [string | undefined, string[]] {
  if (member?.type === 'shorthand_property_identifier') return [member.text, classOf(member.text)];
  if (member?.type !== 'pair') return [undefined, []];
  const key = member.childForFieldName('key');
  const value = member.childForFieldName('value');
  if (key?.type !== 'property_identifier' || !value) return [undefined, []];
  const constructed = constructedClass(value);
  if (constructed) return [key.text, [constructed]];
  return [key.text, value.type === 'identifier' ? classOf(value.text) : []];
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
