// What a function without a written return type returns when it returns an object literal of
// values it constructs (`return { manager, pub: fake }` after `const manager = new Manager()`): a
// test's fixture factory. `const { manager } = makeManager(); manager.negotiate()` is a Manager's.
import type { Node } from 'web-tree-sitter';
import { FUNCTIONS } from './node-facts.js';
import { typeNames } from './type-names.js';

/** Wrappers that leave the value what they wrap. */
const TRANSPARENT = new Set([
  'parenthesized_expression',
  'as_expression',
  'satisfies_expression',
  'non_null_expression',
]);

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
  const held =
    definition.childForFieldName('value') ?? definition.childForFieldName('right') ?? definition;
  if (!FUNCTIONS.has(held.type)) return undefined;
  const body = held.childForFieldName('body');
  if (!body) return undefined;
  // Most functions return no object literal: their text says so without a walk of their nodes.
  if (body.type === 'statement_block' && !RETURNS_OBJECT.test(body.text)) return undefined;
  const objects: Node[] = [];
  const ownStatements: Node[] = [];
  if (body.type !== 'statement_block') addObject(body, objects);
  else {
    const pending = [...body.namedChildren];
    for (let node = pending.pop(); node; node = pending.pop()) {
      if (node.type === 'return_statement') addObject(node.namedChildren[0] ?? null, objects);
      else if (!FUNCTIONS.has(node.type) && !node.type.startsWith('class')) {
        if (DECLARATIONS.has(node.type)) ownStatements.push(node);
        for (const child of node.namedChildren) if (child) pending.push(child);
      }
    }
  }
  if (objects.length === 0) return undefined;
  const classOf = localClasses(held, ownStatements);
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

function addObject(expression: Node | null, objects: Node[]): void {
  let value = expression;
  while (value && TRANSPARENT.has(value.type)) value = value.namedChildren[0] ?? null;
  if (value?.type === 'object') objects.push(value);
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

function constructedClass(value: Node): string | undefined {
  const constructor =
    value.type === 'new_expression' ? value.childForFieldName('constructor') : null;
  return constructor?.type === 'identifier' ? constructor.text : undefined;
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
