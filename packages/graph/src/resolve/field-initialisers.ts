// What a class's field is when no type is written for it: a getter's written return type, what
// the call initialising it returns, or the type of the class's field it copies.
import type { Definition, ReceiverCall, TypeFacts } from '../model.js';

/** The written types of a field of a value of `types` (symbol-index.ts's `typedField`). */
type TypedField = (types: readonly string[], name: string) => string[] | undefined;

/** Getters whose type is being worked out: `get x() { return this.x.y; }` must not loop. */
const typing = new Set<Definition>();

/**
 * A getter's written return type (`get root(): Root`): reading it is reading a field of that type.
 * With none written, what the field chain it returns is (`get columns() { return
 * this.options.columns; }`: the `columns` of the class's `options` field's type), also through a
 * local holding it (`const { db } = this.manager; return db`).
 */
export function getterTypes(
  named: (name: string) => Definition[],
  type: string,
  name: string,
  typedField: TypedField,
): string[] | undefined {
  const getters = named(name).filter(
    (definition) => definition.accessor === true && definition.container === type,
  );
  const written = getters.find((getter) => getter.returnTypes !== undefined)?.returnTypes;
  if (written) return written.includes('this') ? undefined : written;
  const chained = getters.find((getter) => getter.returnedCall?.field === true);
  if (!chained?.returnedCall || typing.has(chained)) return undefined;
  typing.add(chained);
  try {
    // No named type (`session: unknown`) says nothing of what the getter gives.
    const types = thisFieldChain(chained.returnedCall, type, typedField);
    return types?.length ? types : undefined;
  } finally {
    typing.delete(chained);
  }
}

/**
 * The types of a chain of field reads that starts at `this` (of class `type`) or at a receiver of
 * written types, if it is one.
 */
function thisFieldChain(
  call: ReceiverCall,
  type: string,
  typedField: TypedField,
): string[] | undefined {
  if (call.field !== true) return undefined;
  // `const { db } = this.manager; return db`: the receiver's types, written where it was read.
  const owner = call.receiverTypes?.length
    ? call.receiverTypes
    : call.receiver === 'this'
      ? [type]
      : call.of && call.receiver === undefined
        ? thisFieldChain(call.of, type, typedField)
        : undefined;
  return owner && typedField(owner, call.callee);
}

/**
 * The type of a field initialised by a call (`v = Vec2.zero()`, `rA = matrix.vec2(0, 0)`): its
 * callee's written return type — a static method of the class of the receiver's name, or a
 * function (of a namespace) of the callee's. Only when every such callee writes the same:
 * `Chunk.empty()` may be any module's `empty`. A field copying another of its class has that one's.
 */
export function initialisedTypes(
  named: (name: string) => Definition[],
  facts: TypeFacts,
  name: string,
): string[] | undefined {
  const call =
    facts.fieldCalls && Object.hasOwn(facts.fieldCalls, name) ? facts.fieldCalls[name] : undefined;
  if (!call) return undefined;
  // `protected _gainNode = this.output`: the type written for the class's own field `output`.
  if (call.field === true)
    return call.receiver === 'this' && facts.fields && Object.hasOwn(facts.fields, call.callee)
      ? facts.fields[call.callee]
      : undefined;
  const onClass = named(call.callee).filter(
    (callee) => callee.static === true && callee.container === call.receiver,
  );
  const callees =
    onClass.length > 0
      ? onClass
      : named(call.callee).filter((callee) => callee.kind === 'function');
  const returned = callees[0]?.returnTypes;
  const agreed = callees.every((callee) => callee.returnTypes?.join() === returned?.join());
  return agreed && !returned?.includes('this') ? returned : undefined;
}
