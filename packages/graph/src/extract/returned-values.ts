// What a function with no return type written or inferred returns, when it returns one value: a
// method's call on another value (`return this.#injector.createChildFromResolved([])`), typed as a
// chain's receiver is, a name (`return child`) with its binding's written type or held call, or a
// value asserted to a named type (`as T`), what the assertion writes.
import type { Node } from 'web-tree-sitter';
import type { Definition, ReceiverCall } from '../model.js';
import type { Collected, RawDefinition, RawTypedBinding } from './raw-facts.js';
import { callOf, fieldRead, returnedTypes } from './node-facts.js';
import { unwrapped } from './unwrapped.js';
import { receiverFacts } from './receiver-facts.js';
import type { TypedBindings } from './scopes.js';
import { objectFieldTypes } from './typescript-types.js';

/**
 * Each definition returning one value gets its written types as return types, or the call it is
 * as `returnedCall`, which resolution types in the definition's file.
 */
export function typeReturnedValues(
  values: ReadonlyMap<number, Node>,
  definitions: readonly Definition[],
  rawOf: readonly RawDefinition[],
  receivers: TypedBindings<RawTypedBinding>,
  typeNamesOf: (type: Node) => string[],
): void {
  if (values.size === 0) return;
  rawOf.forEach((raw, from) => {
    const value = values.get(raw.start);
    const definition = definitions[from];
    if (!value || !definition || definition.returnTypes) return;
    // `return this.collection.get(id) as T`: what the assertion writes (a type parameter's bound).
    const asserted = value.type === 'as_expression' ? value.namedChildren.at(-1) : undefined;
    if (asserted) return void (definition.returnTypes = returnedTypes(asserted));
    const facts = valueFacts(value, callOf(value), from, receivers, typeNamesOf);
    if (facts.receiverTypes && facts.receiverTypes.length > 0)
      definition.returnTypes = facts.receiverTypes;
    else if (facts.receiverCall) definition.returnedCall = facts.receiverCall;
  });
}

/**
 * The members of an object literal a function returns whose values its receivers type (`return {
 * state: coValue }` after `const { coValue } = createUnloadedCoValue(node)`, `node: ctx.node`): the
 * literal's object type gets each one's types as a field, or the call it holds as a field call,
 * which resolution types in the function's file (`returnedFieldTypes`).
 */
export function typeReturnedMembers(
  returned: Collected['returnedMembers'],
  rawOf: readonly RawDefinition[],
  receivers: TypedBindings<RawTypedBinding>,
  typeNamesOf: (type: Node) => string[],
): void {
  if (returned.size === 0) return;
  rawOf.forEach((raw, from) => {
    const object = returned.get(raw.start);
    if (!object) return;
    const { facts, members } = object;
    for (const [field, value] of Object.entries(members)) {
      const call = callOf(value) ?? fieldRead(unwrapped(value));
      const typed = valueFacts(value, call, from, receivers, typeNamesOf);
      if (typed.receiverTypes && typed.receiverTypes.length > 0)
        (facts.fields ??= Object.create(null) as Record<string, string[]>)[field] =
          typed.receiverTypes;
      else if (typed.receiverCall)
        (facts.fieldCalls ??= Object.create(null) as Record<string, ReceiverCall>)[field] =
          typed.receiverCall;
    }
  });
}

/**
 * What the receivers say of a value in definition `from`: a name's binding, or `call` (its call or
 * field read) with the names in it bound.
 */
function valueFacts(
  value: Node,
  call: ReceiverCall | undefined,
  from: number,
  receivers: TypedBindings<RawTypedBinding>,
  typeNamesOf: (type: Node) => string[],
): ReturnType<typeof receiverFacts> {
  const named = value.type === 'identifier' || value.type === 'shorthand_property_identifier';
  return receiverFacts(
    {
      name: '',
      receiver: named ? value.text : undefined,
      receiverCall: named ? undefined : call,
      assertedTypes: undefined,
      kind: 'call',
      arguments: undefined,
      start: value.startIndex,
      line: value.startPosition.row + 1,
    },
    named ? value.text : undefined,
    from,
    receivers,
    typeNamesOf,
    false,
    objectFieldTypes,
  );
}
