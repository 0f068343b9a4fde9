// What a function with no return type written returns when it returns calls
// (`static fromComponents(…) { return TimeDuration.validateNew(…); }`): what the callees its own
// file declares return — written, constructed (`validateNew` returns `new TimeDuration(…)`), or in
// turn through calls they return.
import type { Definition } from '../model.js';
import type { RawDefinition, ReturnedCall } from './raw-facts.js';

/** How many calls deep a function's returns are followed within a file. */
const MOST_STEPS = 4;

/** Each definition returning calls gets its callees' return types, when they all agree. */
export function typeReturnedCalls(
  definitions: readonly Definition[],
  rawOf: readonly RawDefinition[],
  returnedCalls: ReadonlyMap<number, ReturnedCall[]>,
): void {
  if (returnedCalls.size === 0) return;
  const named = new Map<string, Definition[]>();
  for (const definition of definitions) {
    const same = named.get(definition.name);
    if (same) same.push(definition);
    else named.set(definition.name, [definition]);
  }
  let pending = definitions.flatMap((definition, index) => {
    const calls = returnedCalls.get(rawOf[index]?.start ?? -1);
    return calls ? [{ definition, calls }] : [];
  });
  for (let step = 0; step < MOST_STEPS && pending.length > 0; step++) {
    const before = pending.length;
    pending = pending.filter(({ definition, calls }) => {
      const returned = calls.map((call) => calleeOf(named, definition, call)?.returnTypes);
      const [first] = returned;
      const agreed =
        first !== undefined &&
        first.length > 0 &&
        !first.includes('this') &&
        returned.every((types) => types?.join() === first.join());
      if (agreed) definition.returnTypes = first;
      return !agreed;
    });
    if (pending.length === before) return;
  }
}

/**
 * The definition of this file a returned call runs: a function of the module (`f(…)`), a static
 * method of a class (`Class.f(…)`), or a method of the caller's own class (`this.f(…)`).
 */
function calleeOf(
  named: ReadonlyMap<string, readonly Definition[]>,
  caller: Definition,
  call: ReturnedCall,
): Definition | undefined {
  const container = call.receiver === 'this' ? caller.container : call.receiver;
  const callees = (named.get(call.callee) ?? []).filter(
    (definition) =>
      definition.container === container &&
      (container === undefined
        ? definition.kind === 'function'
        : definition.kind === 'method' && (call.receiver === 'this' || definition.static === true)),
  );
  return callees.length === 1 ? callees[0] : undefined;
}
