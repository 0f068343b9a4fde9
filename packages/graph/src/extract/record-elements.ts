// What a record a file declares holds: `impl['iso8601'] = { … }` with `const impl:
// CalendarImplementations` and `type CalendarImplementations = { [k in CalendarId]: CalendarImpl }`
// assigns a CalendarImpl, whose methods the object literal's implement.
import type { Node } from 'web-tree-sitter';
import { typeAliasValue } from './file-types.js';
import { ownFieldType } from './node-facts.js';

const DECLARATIONS = new Set(['lexical_declaration', 'variable_declaration']);
const SCOPES = new Set(['program', 'statement_block']);

/**
 * The type an element of a record assigned to (`impl[id] = …`, `handlers.click = …`) is written
 * with: the value type of the record's declared `Record<K, V>`, index signature or mapped type,
 * through aliases of its file. Nothing when the record is no variable declared with such a type.
 */
export function recordElementType(assigned: Node): Node | undefined {
  if (assigned.type !== 'subscript_expression' && assigned.type !== 'member_expression')
    return undefined;
  const record = assigned.childForFieldName('object');
  if (record?.type !== 'identifier') return undefined;
  const declared = declaredType(record.text, assigned);
  return declared && elementType(declared, 0);
}

/**
 * The type what is assigned to is written with: an element of a record (`impl[id] = …`, see
 * recordElementType), or a field of the class around (`this.buffered = { … }` with `buffered:
 * TimeRanges` declared in its body).
 */
export function assignedType(assigned: Node): Node | undefined {
  return recordElementType(assigned) ?? assignedFieldType(assigned);
}

/** The type written for field `this.name` assigned to, in the class around the assignment. */
function assignedFieldType(assigned: Node): Node | undefined {
  const name = assigned.childForFieldName('property');
  return assigned.type === 'member_expression' &&
    assigned.childForFieldName('object')?.type === 'this' &&
    name
    ? ownFieldType(assigned, name.text)
    : undefined;
}

/** The type written for variable `name` where `from` reads it: in its block or one around it. */
function declaredType(name: string, from: Node): Node | undefined {
  for (let scope = from.parent; scope; scope = scope.parent) {
    if (!SCOPES.has(scope.type)) continue;
    for (const statement of scope.namedChildren) {
      const declaration =
        statement?.type === 'export_statement'
          ? statement.childForFieldName('declaration')
          : statement;
      if (!declaration || !DECLARATIONS.has(declaration.type)) continue;
      for (const declarator of declaration.namedChildren)
        if (declarator?.childForFieldName('name')?.text === name)
          return declarator.childForFieldName('type')?.namedChildren[0] ?? undefined;
    }
  }
  return undefined;
}

/** What each element of a record type holds: `V` of `Record<K, V>`, `{ [k in K]: V }`, `{ [key: string]: V }`. */
export function elementType(type: Node, depth = 0): Node | undefined {
  if (type.type === 'generic_type' && type.childForFieldName('name')?.text === 'Record')
    return type.childForFieldName('type_arguments')?.namedChildren[1] ?? undefined;
  if (type.type === 'object_type') {
    const [signature, ...others] = type.namedChildren;
    if (others.length > 0 || signature?.type !== 'index_signature') return undefined;
    const annotation = signature.namedChildren.find((child) => child?.type === 'type_annotation');
    return annotation?.namedChildren[0] ?? undefined;
  }
  const aliased = type.type === 'type_identifier' ? typeAliasValue(type.text) : undefined;
  return aliased && depth < 3 ? elementType(aliased, depth + 1) : undefined;
}
