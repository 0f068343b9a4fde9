// An interface that names one type and adds only members to it: a value of it has that type's
// methods (`interface Frame extends FrameImpl {}`, `interface Ok<T, E> extends
// Omit<ResultImpl<T, E>, 'error'> { … }`, how true-myth types its results' variants).
import type { TypeFacts } from '../model.js';

/** Type operators whose value has the methods of the type they take (what `Omit<>` leaves). */
const KEEPING_METHODS = new Set(['Omit', 'Readonly', 'Partial', 'Required']);

/**
 * The one type an interface extends, alone or through an operator keeping its methods; undefined
 * for any other interface. (The names of its heritage may be type arguments: `Foo<Literal>` names
 * Literal too, and is taken for no sole base.)
 */
export function soleBase(facts: TypeFacts): string | undefined {
  if (facts.kind !== 'interface' || facts.union) return undefined;
  const [up, taken] = facts.supertypes;
  if (up === undefined || taken === undefined) return up;
  const wrapped = KEEPING_METHODS.has(up) && facts.extended?.length === 1;
  return wrapped ? taken : undefined;
}
