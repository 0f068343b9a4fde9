// What a generic type's member is for a value whose type writes its arguments: `get(): T` of
// `Store<T>` on a `Store<Row>` returns a Row. The extraction writes each of a type's own
// parameters as its slot (`<0/1>`); resolution puts the value's written type arguments in.

const TYPE_SLOT = /^<(\d+)\/(\d+)>$/;

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
 * nothing for that slot.
 */
export function withTypeArguments(
  found: readonly string[],
  types: readonly string[],
  owner: string,
): string[] {
  if (!found.some((type) => TYPE_SLOT.test(type))) return [...found];
  const written = types.filter((type) => type !== owner && !TYPE_SLOT.test(type));
  const filled = found.flatMap((type) => {
    const slot = TYPE_SLOT.exec(type);
    if (!slot) return [type];
    const position = Number(slot[1]);
    const count = Number(slot[2]);
    if (count === 1) return written;
    return written.length === count ? written.slice(position, position + 1) : [];
  });
  return [...new Set(filled)];
}

/** `found` without slots: a member reached where no type arguments are known (a supertype's). */
export function withoutTypeSlots(found: readonly string[]): string[] {
  return found.filter((type) => !TYPE_SLOT.test(type));
}
