// A class field holding an object literal of methods (`helpers = { run() {…} }`, `static default
// = { ttsNode(agent, text) {…} }`): the field is of the literal's own object type, whose members
// name the literal's methods, so `this.helpers.run()` and `Agent.default.ttsNode()` reach them.
import type { Node } from 'web-tree-sitter';
import { OBJECT_CONTAINER, OBJECT_WRAPPERS } from './node-facts.js';
import type { Collected } from './raw-facts.js';
import { fieldRecord, inlineTypeName, typeNamed } from './type-facts.js';

const FIELDS = new Set(['public_field_definition', 'field_definition']);
const CLASSES = new Set(['class_declaration', 'abstract_class_declaration', 'class']);

/** The class and field an object literal is the value of, unless the field's type is written. */
function classFieldOf(object: Node): { owner: string; field: string } | undefined {
  let value = object;
  while (value.parent && OBJECT_WRAPPERS.has(value.parent.type)) value = value.parent;
  const field = value.parent;
  if (!field || !FIELDS.has(field.type) || field.childForFieldName('type')) return undefined;
  if (field.childForFieldName('value')?.id !== value.id) return undefined;
  const name = field.childForFieldName('name') ?? field.childForFieldName('property');
  const owner = field.parent?.parent;
  const className = owner && CLASSES.has(owner.type) ? owner.childForFieldName('name') : null;
  if (name?.type !== 'property_identifier' || !className) return undefined;
  return { owner: className.text, field: name.text };
}

/** Records method `method` of `object` when the object is a class field's value. */
export function addFieldObjectMethod(collected: Collected, object: Node, method: string): void {
  const held = classFieldOf(object);
  if (!held) return;
  const facts = typeNamed(
    collected,
    inlineTypeName(`${held.field}@${object.startIndex}`, 'value'),
    'interface',
  );
  facts.object = true;
  (facts.namedValues ??= fieldRecord<string>())[method] =
    `${OBJECT_CONTAINER}${object.startIndex}>`;
  const fields = (typeNamed(collected, held.owner, 'class').fields ??= fieldRecord());
  if (!Object.hasOwn(fields, held.field)) fields[held.field] = [facts.name];
}
