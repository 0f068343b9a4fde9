// A variable holding an object literal (`const dec = { high: Long.fromNumber(0) }`, `const codecs =
// { $oid: ObjectId, $binary: Binary } as const`): what each of its fields holds, so that a read of
// a field (`dec.high.or(…)`) or of an element by a key that is not written (`codecs[key]`) is typed.
import type { Node } from 'web-tree-sitter';
import type { ReceiverCall } from '../model.js';
import { stringValue } from './imports.js';
import { callOf, constructedClass, fieldRead } from './node-facts.js';
import type { Collected } from './raw-facts.js';
import { addLiteralReturns } from './literal-returns.js';
import { unwrapped } from './unwrapped.js';

/** Past this many fields a literal is a table of data, not a map of values the code reads. */
const MAX_MEMBERS = 64;

/** `assigned.members`: the fields of the object literal a variable is initialised with. */
export function addMembers(collected: Collected, main: Node, name: Node, object: Node): void {
  if (object.namedChildCount > MAX_MEMBERS) return;
  addLiteralReturns(collected, main, name.text, object);
  const members: Record<string, ReceiverCall> = Object.create(null) as Record<string, ReceiverCall>;
  let found = false;
  for (const member of object.namedChildren) {
    const [key, value] = keyAndValue(member);
    const held = value && valueOf(value);
    if (key === undefined || !held) continue;
    members[key] = held;
    found = true;
  }
  if (!found) return;
  collected.typedBindings.push({
    name: name.text,
    call: { callee: '', members },
    start: main.startIndex,
    field: false,
  });
}

/** A member's key as code reads it (`high`, `'$oid'`), and its value's node. */
function keyAndValue(member: Node | null): [string | undefined, Node | undefined] {
  if (member?.type === 'shorthand_property_identifier') return [member.text, member];
  if (member?.type !== 'pair') return [undefined, undefined];
  const key = member.childForFieldName('key');
  const value = member.childForFieldName('value') ?? undefined;
  if (key?.type === 'property_identifier' || key?.type === 'number') return [key.text, value];
  return [key?.type === 'string' ? stringValue(key) : undefined, value];
}

/**
 * What a field's value is: a class named as a value (`ObjectId`) or constructed (`new Long(…)`),
 * what a call returned (`Long.fromNumber(0)`), a field read (`this.store`).
 */
function valueOf(node: Node): ReceiverCall | undefined {
  const value = unwrapped(node);
  const named =
    value.type === 'identifier' || value.type === 'shorthand_property_identifier'
      ? value.text
      : constructedClass(value);
  if (named !== undefined) return { callee: '', guard: true, receiverTypes: [named] };
  return value.type === 'call_expression' ? callOf(value) : fieldRead(value);
}
