// Python names a scope defines more than once: which definitions may be bound once it has run.
import type { Definition } from '../model.js';
import type { RawDefinition } from './raw-facts.js';

/**
 * Marks the functions and classes a scope defines under one name more than once (`if PY2: def b`
 * … `else: def b`): from the last that always runs on, each may be the one bound (`alternative`);
 * an earlier one is replaced. `@overload` signatures are one function, marked apart.
 */
export function markAlternatives(
  definitions: readonly Definition[],
  rawOf: readonly RawDefinition[],
): void {
  const groups = new Map<string, number[]>();
  for (const [index, definition] of definitions.entries()) {
    if (definition.kind !== 'function' && definition.kind !== 'class') continue;
    const group = groups.get(definition.qualifiedName);
    if (group) group.push(index);
    else groups.set(definition.qualifiedName, [index]);
  }
  for (const group of groups.values()) {
    if (group.length < 2 || group.some((index) => rawOf[index]?.overload === true)) continue;
    let bound = 0;
    for (const [position, index] of group.entries())
      if (rawOf[index]?.conditional !== true) bound = position;
    const several = group.length - bound > 1;
    for (const [position, index] of group.entries()) {
      const definition = definitions[index];
      if (!definition) continue;
      if (position < bound) definition.alternative = false;
      else if (several) definition.alternative = true;
    }
  }
}
