// A loop over an instance of a class, or over `this` in one (`for await (const value of stream)`):
// what the class's iterator is written to yield.
import { heldTypes } from './builtins.js';
import type { FileScope } from './file-scope.js';

/**
 * `for await (const value of this)` in a class declaring `async *[Symbol.asyncIterator]():
 * AsyncGenerator<Value>`: what its iterator's written return type holds.
 */
export function iteratorTypes(scope: FileScope, types: string[]): string[] | undefined {
  for (const name of ['[Symbol.iterator]', '[Symbol.asyncIterator]']) {
    const returned = scope.index.membersOf(types, name).find((member) => member.returnTypes);
    const held = returned?.returnTypes && heldTypes(returned.returnTypes);
    if (held) return held;
  }
  return undefined;
}
