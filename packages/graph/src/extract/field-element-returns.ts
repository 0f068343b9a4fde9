// What a method with no written return type returns when it returns one of its class's typed
// fields (`get children() { return this._children; }`), or an element of one of its typed
// containers: `return this.synchronizers[id]` with `synchronizers: Record<Id, S>` returns an S.
import type { Node } from 'web-tree-sitter';
import { FUNCTIONS } from './node-facts.js';
import { typeNames } from './typescript-types.js';

/** Wrappers that leave the value what they wrap. */
const TRANSPARENT = new Set(['parenthesized_expression', 'non_null_expression']);

/** Containers whose last type argument is what they hold. */
const CONTAINERS = new Set(['Record', 'Map', 'ReadonlyMap', 'Array', 'ReadonlyArray']);

/**
 * The field `f` of `this.f[key]` (`this.#f[key]`), or with `whole`, of `this.f`; undefined for any
 * other expression.
 */
function readField(expression: Node | null, whole: boolean): string | undefined {
  if (!expression) return undefined;
  if (TRANSPARENT.has(expression.type))
    return readField(expression.namedChildren[0] ?? null, whole);
  const object = whole
    ? expression
    : expression.type === 'subscript_expression'
      ? expression.childForFieldName('object')
      : null;
  if (object?.type !== 'member_expression') return undefined;
  if (object.childForFieldName('object')?.type !== 'this') return undefined;
  return object.childForFieldName('property')?.text;
}

/**
 * The one field the method's own `return`s read (an element of, or with `whole`, the field itself),
 * if any. A `return` of something else (`return handle` after caching a new one) says nothing, and
 * is left out.
 */
function returnedField(body: Node, whole: boolean): string | undefined {
  const fields = new Set<string>();
  const pending = [...body.namedChildren];
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.type === 'return_statement') {
      const field = readField(node.namedChildren[0] ?? null, whole);
      if (field) fields.add(field);
    } else if (!FUNCTIONS.has(node.type) && !node.type.startsWith('class'))
      for (const child of node.namedChildren) if (child) pending.push(child);
  }
  const [field] = fields;
  return fields.size === 1 ? field : undefined;
}

/** What a written container type holds: `Record<K, V>`, `Map<K, V>`, `V[]`, `Array<V>`. */
function heldType(type: Node): Node | null {
  if (type.type === 'array_type') return type.namedChildren[0] ?? null;
  if (type.type !== 'generic_type') return null;
  if (!CONTAINERS.has(type.childForFieldName('name')?.text ?? '')) return null;
  const held = type.childForFieldName('type_arguments')?.namedChildren;
  return held?.[held.length - 1] ?? null;
}

/**
 * The types of what a method returns by `return this.f[key]`, from `f`'s written type; or by
 * `return this.f` (`get children() { return this._children; }`), `f`'s written type itself.
 */
export function fieldElementReturns(definition: Node): string[] {
  if (definition.type !== 'method_definition') return [];
  const body = definition.childForFieldName('body');
  if (!body) return [];
  const element = returnedField(body, false);
  const field = element ?? returnedField(body, true);
  if (!field) return [];
  for (const member of definition.parent?.namedChildren ?? []) {
    if (member?.type !== 'public_field_definition') continue;
    if (member.childForFieldName('name')?.text !== field) continue;
    const written = member.childForFieldName('type')?.namedChildren[0];
    const held = written && (element ? heldType(written) : written);
    return held ? typeNames(held) : [];
  }
  return [];
}
