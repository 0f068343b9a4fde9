// Values that may be one of several: either side of `a || b`, and what a variable's object literal
// holds (`dec.high` with `const dec = { high: Long.fromNumber(0) }`; `codecs[key]`, read by a key
// that is not written, any of its fields).
import type { ReceiverCall } from '../model.js';

/** The values a call may give, when it is one of those above; undefined for any other. */
export function valueAlternatives(call: ReceiverCall): ReceiverCall[] | undefined {
  if (call.either) {
    const { either, ...first } = call;
    return [first, ...either];
  }
  const members = call.of?.members;
  if (!members) return undefined;
  if (call.element) return Object.values(members);
  const field =
    call.field && Object.hasOwn(members, call.callee) ? members[call.callee] : undefined;
  return field ? [field] : [];
}

/** The types any of these values has (those known); undefined when none is known. */
export function anyTypes(
  values: readonly ReceiverCall[],
  typesOf: (value: ReceiverCall) => string[] | undefined,
): string[] | undefined {
  const found = values.flatMap((value) => typesOf(value) ?? []);
  return found.length > 0 ? [...new Set(found)] : undefined;
}
