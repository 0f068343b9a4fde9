// What a class's field is when no type is written for it: a getter's written return type, what
// the call initialising it returns, or the type of the class's field it copies.
import type { Definition, TypeFacts } from '../model.js';

/** A getter's written return type (`get root(): Root`): reading it is reading a field of that type. */
export function getterTypes(
  named: (name: string) => Definition[],
  type: string,
  name: string,
): string[] | undefined {
  const getter = named(name).find(
    (definition) =>
      definition.accessor === true &&
      definition.container === type &&
      definition.returnTypes !== undefined,
  );
  return getter?.returnTypes?.includes('this') ? undefined : getter?.returnTypes;
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
