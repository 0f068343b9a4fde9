// What a generic type's member is for a value whose type writes its arguments: `get(): T` of
// `Store<T>` on a `Store<Row>` returns a Row. The extraction writes each of a type's own
// parameters as its slot (`<0/1>`); resolution puts the value's written type arguments in.

import type { TypeFacts } from '../model.js';
import { isQualifiedMark, markedName } from './builtins.js';

const TYPE_SLOT = /^<(\d+)\/(\d+)>$/;
/** A constrained parameter's slot with one of its constraint's names (`<0/1>Resource`). */
const CONSTRAINED_SLOT = /^<(\d+)\/(\d+)>(.+)$/;

/**
 * The slot of a type's parameter at `position` of `count`: what a field or method of a generic
 * type (`class Store<T> { get(): T }`) is written with when that is one of the type's own
 * parameters.
 */
export function typeSlot(position: number, count: number): string {
  return `<${position}/${count}>`;
}

/**
 * `found` (the types a member of `owner` is written with) with each slot filled from `types`, the
 * value's written type names (`Store<Row>` → Store, Row): with one parameter, every name but the
 * owner's; with several, the name at the slot's position when each argument is one name; else
 * nothing for that slot. A constrained parameter's slot is its constraint, unless `bound`: what a
 * subclass's heritage clause binds it to (a value's written arguments may be type parameters of
 * their own, `SharedTreeBranch<TEditor, TChange>`, which name no type).
 */
export function withTypeArguments(
  found: readonly string[],
  types: readonly string[],
  owner: string,
  bound = false,
): string[] {
  if (!found.some((type) => type.startsWith('<'))) return [...found];
  const written = types.filter((type) => type !== owner && !type.startsWith('<'));
  const filled = found.flatMap((type) => {
    const constrained = CONSTRAINED_SLOT.exec(type);
    if (constrained && !bound) return [constrained[3] ?? ''];
    const slot = constrained ?? TYPE_SLOT.exec(type);
    if (!slot) return [type];
    const position = Number(slot[1]);
    const count = Number(slot[2]);
    // '' for an argument naming nothing (one of the subclass's own parameters).
    const argument = (
      count === 1 ? written : written.length === count ? written.slice(position, position + 1) : []
    ).filter((name) => name !== '');
    // Nothing written for a constrained parameter: its constraint.
    return argument.length > 0 || slot[3] === undefined ? argument : [slot[3]];
  });
  // `XTreeNode<List.Iterator<T>>`'s `value`: the namespace's Iterator, as the value's type marks it.
  const marks = types.filter((type) => isQualifiedMark(type) && filled.includes(markedName(type)));
  return [...new Set([...filled, ...marks])];
}

/**
 * `found` without slots: a member reached where no type arguments are known. A constrained
 * parameter's slot is its constraint.
 */
export function withoutTypeSlots(found: readonly string[]): string[] {
  return found.flatMap((type) => {
    if (!type.startsWith('<') || isQualifiedMark(type)) return [type];
    const constrained = CONSTRAINED_SLOT.exec(type);
    return constrained?.[3] ? [constrained[3]] : [];
  });
}

/**
 * What a class's heritage clause writes for a generic supertype's parameters: one name per
 * argument where each is one (`extends AdaptorContainer<T, List<T>, Queue<T>>`: '', List,
 * Queue, a slot for each parameter), else the names it writes (see `superArguments`).
 */
export function boundArguments(facts: TypeFacts, supertype: string): string[] | undefined {
  const positional = facts.writtenArguments?.[supertype];
  if (positional?.some((name) => name !== '')) return positional;
  return facts.superArguments && Object.hasOwn(facts.superArguments, supertype)
    ? facts.superArguments[supertype]
    : undefined;
}
