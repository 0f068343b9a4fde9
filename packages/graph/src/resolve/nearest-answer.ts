// The first answer a question about a type gets from the type or its nearest supertypes: what an
// interface's method takes or returns, declared on it or inherited.
import type { TypeFacts } from '../model.js';

/**
 * The first answer `answer` gives for the facts of one of `types`, else of their supertypes,
 * nearest first; `undeclared` answers for a name no class or interface declares. `null` answers
 * "declared here, with nothing written": it ends the search at its own level.
 */
export function nearestAnswer<T>(
  declaredTypes: ReadonlyMap<string, readonly TypeFacts[]>,
  types: readonly string[],
  answer: (facts: TypeFacts) => T | undefined,
  undeclared?: (type: string) => T | undefined,
  seen = new Set<string>(),
): T | undefined {
  for (const type of types) {
    if (seen.has(type)) continue;
    seen.add(type);
    const declared = declaredTypes.get(type) ?? [];
    if (declared.length === 0) {
      const found = undeclared?.(type);
      if (found !== undefined) return found;
    }
    for (const facts of declared) {
      const found = answer(facts);
      if (found !== undefined) return found;
    }
    for (const facts of declared) {
      // A supertype's `null` (declared, nothing written) leaves the next supertypes to ask.
      const inherited = nearestAnswer(declaredTypes, facts.supertypes, answer, undeclared, seen);
      if (inherited !== undefined && inherited !== null) return inherited;
    }
  }
  return undefined;
}
