// Where things sit: the innermost function around a position, and the declared type of a
// receiver (`self: Chunk<A>` → `self.pipe()` is a call on a Chunk).
import type { Definition } from '../model.js';

export interface Span {
  /** Index of the definition in the file. */
  index: number;
  start: number;
  end: number;
}

/**
 * For each position, the index of the innermost callable span around it, or -1 at top level.
 * `spans` sorted by start (outer first); positions in any order.
 */
export function innermostCallables(spans: readonly Span[], positions: readonly number[]): number[] {
  const order = positions
    .map((position, index) => ({ position, index }))
    .sort((a, b) => a.position - b.position);
  const result = new Array<number>(positions.length).fill(-1);
  const open: Span[] = [];
  let next = 0;
  for (const { position, index } of order) {
    for (let span = spans[next]; span && span.start <= position; span = spans[++next])
      open.push(span);
    // An outer span may close before an inner one in stack order: drop every closed one.
    for (let at = open.length - 1; at >= 0; at--)
      if ((open[at]?.end ?? 0) <= position) open.splice(at, 1);
    result[index] = open.at(-1)?.index ?? -1;
  }
  return result;
}

/** A name bound with a written type: a parameter or variable. */
export interface TypedBinding {
  name: string;
  types: string[];
  start: number;
  /** Innermost callable around the binding (-1 at top level). */
  from: number;
}

/**
 * The declared types of a receiver named `name` used at `position` inside callable `from`: the
 * nearest earlier typed binding of that name in `from` or a callable enclosing it.
 */
export function receiverTypes(
  bindings: readonly TypedBinding[],
  definitions: readonly Definition[],
  name: string,
  position: number,
  from: number,
): string[] | undefined {
  const scope = from === -1 ? '' : (definitions[from]?.qualifiedName ?? '');
  let found: TypedBinding | undefined;
  for (const binding of bindings) {
    if (binding.name !== name || binding.start > position) continue;
    const bindingScope = binding.from === -1 ? undefined : definitions[binding.from]?.qualifiedName;
    const encloses =
      bindingScope === undefined || bindingScope === scope || scope.startsWith(`${bindingScope}.`);
    if (encloses && (!found || binding.start > found.start)) found = binding;
  }
  return found?.types;
}
