// What a function with no return type written or inferred returns, when it returns one value: a
// method's call on another value (`return this.#injector.createChildFromResolved([])`), typed as a
// chain's receiver is, a name (`return child`) with its binding's written type or held call, or a
// value asserted to a named type (`as T`), what the assertion writes.
import type { Node } from 'web-tree-sitter';
import type { Definition } from '../model.js';
import type { RawDefinition, RawTypedBinding } from './raw-facts.js';
import { callOf, returnedTypes } from './node-facts.js';
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
    const named = value.type === 'identifier';
    const facts = receiverFacts(
      {
        name: '',
        receiver: named ? value.text : undefined,
        receiverCall: named ? undefined : callOf(value),
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
    if (facts.receiverTypes && facts.receiverTypes.length > 0)
      definition.returnTypes = facts.receiverTypes;
    else if (facts.receiverCall) definition.returnedCall = facts.receiverCall;
  });
}
