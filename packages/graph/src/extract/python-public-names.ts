// Python's `__all__`: the names `from module import *` takes from a module that writes it (a
// name it imports for itself, `from .betweenness import _basic as shortest_path`, stays its own).
import type { Collected, Parts } from './raw-facts.js';

/** `exports.all`: `__all__ = ["a", "b"]`, a tuple of them, or `__all__ += [...]`. */
export function addPublicNames(collected: Collected, parts: Parts): void {
  const names = (collected.publicNames ??= []);
  for (const item of parts.owner?.namedChildren ?? [])
    if (item?.type === 'string')
      names.push(item.text.replace(/^[rbuRBU]*(['"]{1,3})|(['"]{1,3})$/g, ''));
}
