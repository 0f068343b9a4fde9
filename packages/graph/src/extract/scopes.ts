// Where things sit: the innermost function around a position, and the declared type of a
// receiver (`self: Chunk<A>` → `self.pipe()` is a call on a Chunk).

export interface Span {
  /** Index of the definition in the file. */
  index: number;
  start: number;
  end: number;
}

/**
 * `items.map(each)`, always into a packed array. `Array.prototype.map` returns a holey array from
 * optimised code and a packed one otherwise: code reading both kinds (here, and the resolver reading
 * the facts) is deoptimised when the second kind arrives, and compiled again.
 */
export function packedMap<T, U>(items: readonly T[], each: (item: T, index: number) => U): U[] {
  const mapped: U[] = [];
  for (let index = 0; index < items.length; index++) mapped.push(each(items[index] as T, index));
  return mapped;
}

/**
 * For each position, the index of the innermost callable span around it, or -1 at top level.
 * `spans` sorted by start (outer first); positions in any order.
 */
export function innermostCallables(spans: readonly Span[], positions: readonly number[]): number[] {
  // Plain loops over plain arrays: this runs for every file, and V8 re-optimised the chained
  // `map().sort()` form again and again.
  const order: number[] = [];
  for (let index = 0; index < positions.length; index++) order.push(index);
  order.sort((a, b) => (positions[a] ?? 0) - (positions[b] ?? 0));
  const result: number[] = [];
  for (let index = 0; index < positions.length; index++) result.push(-1);
  const open: Span[] = [];
  let next = 0;
  for (const index of order) {
    const position = positions[index] ?? 0;
    for (let span = spans[next]; span && span.start <= position; span = spans[++next])
      open.push(span);
    // An outer span may close before an inner one in stack order: drop every closed one.
    for (let at = open.length - 1; at >= 0; at--)
      if ((open[at]?.end ?? 0) <= position) open.splice(at, 1);
    result[index] = open.length > 0 ? (open[open.length - 1]?.index ?? -1) : -1;
  }
  return result;
}

/** A name bound with a written type or a constructor: a parameter, variable or field. */
export interface TypedBinding<Type> {
  name: string;
  /** Where its type is written (resolved to names only when a call uses the binding). */
  type: Type;
  start: number;
  /**
   * Where it stops being visible, when before its scope's end (a callback's parameter). Always
   * set, maybe to undefined: one hidden class keeps `find` from deoptimising.
   */
  end: number | undefined;
  /** Innermost callable around the binding (-1 at top level). */
  from: number;
}

/** Finds the typed binding a receiver refers to. */
export class TypedBindings<Type> {
  private readonly byName = new Map<string, TypedBinding<Type>[]>();

  constructor(
    bindings: readonly TypedBinding<Type>[],
    /** Each definition's qualified name, by index. */
    private readonly scopeNames: readonly string[],
    /**
     * Whether a binding declares its name's type: Python's `process: Process`, TypeScript's
     * variable in a function's own body. A function nested in another reads the outer variable
     * when it runs, so a type checker types it by that declaration even where it is written after
     * the nested function.
     */
    private readonly declares?: (binding: TypedBinding<Type>) => boolean,
    /**
     * Python: whether a binding is out of sight at a position — one branch of an `if` assigned it,
     * and the position is in a later branch of that `if`, which runs only when that one did not.
     */
    private readonly hides?: (binding: TypedBinding<Type>, position: number) => boolean,
  ) {
    for (const binding of bindings) {
      const list = this.byName.get(binding.name);
      if (list) list.push(binding);
      else this.byName.set(binding.name, [binding]);
    }
  }

  /** Every binding of `name`, in source order. */
  named(name: string): readonly TypedBinding<Type>[] {
    return this.byName.get(name) ?? [];
  }

  /**
   * The binding of a receiver named `name` used at `position` inside callable `from`: the nearest
   * earlier one of that name in `from` or a callable enclosing it.
   */
  find(name: string, position: number, from: number): TypedBinding<Type> | undefined {
    const scope = from === -1 ? '' : (this.scopeNames[from] ?? '');
    let found: TypedBinding<Type> | undefined;
    for (const binding of this.byName.get(name) ?? []) {
      if (binding.start > position || (found && binding.start <= found.start)) continue;
      if (binding.end !== undefined && position >= binding.end) continue;
      if (this.hides?.(binding, position) === true) continue;
      const bindingScope = binding.from === -1 ? undefined : this.scopeNames[binding.from];
      if (
        bindingScope === undefined ||
        bindingScope === scope ||
        scope.startsWith(`${bindingScope}.`)
      )
        found = binding;
    }
    return found ?? this.declaredLater(name, scope);
  }

  /**
   * The declaration of `name` in a callable enclosing `scope` (not `scope` itself), or at the top
   * level (a module's variable a function reads when it runs), if any.
   */
  private declaredLater(name: string, scope: string): TypedBinding<Type> | undefined {
    if (!this.declares || scope === '') return undefined;
    return this.byName.get(name)?.find((binding) => {
      const bindingScope = binding.from === -1 ? undefined : this.scopeNames[binding.from];
      return (
        (bindingScope === undefined || scope.startsWith(`${bindingScope}.`)) &&
        this.declares?.(binding) === true
      );
    });
  }
}
