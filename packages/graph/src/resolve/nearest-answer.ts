// The first answer a question about a type gets from the type or its nearest supertypes: what an
// interface's method takes or returns, declared on it or inherited.
import type { TypeFacts } from '../model.js';
import type { TypeAliases } from './type-aliases.js';
import { withoutTypeSlots, withTypeArguments } from './type-arguments.js';

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

/**
 * The types an interface (or its nearest supertype declaring the member) writes for parameter
 * `position` of its method `name`: what an object literal's method implementing it takes.
 */
export function signatureParameters(
  declaredTypes: ReadonlyMap<string, readonly TypeFacts[]>,
  aliases: TypeAliases,
  types: readonly string[],
  name: string,
  position: number,
): string[] | undefined {
  const found = nearestAnswer(
    declaredTypes,
    types,
    (facts) => {
      const signature =
        facts.signatures && Object.hasOwn(facts.signatures, name)
          ? facts.signatures[name]
          : undefined;
      // A signature with nothing written at that position says so: its supertypes are not asked.
      return signature && (signature[position]?.length ? signature[position] : null);
    },
    // `type Handlers = { run(ctx: Context): void }`: an alias of an object type declares it.
    (type) => aliases.objectSignature(type, name, position),
  );
  return found ?? undefined;
}

/** What an interface (or its nearest supertype declaring it) writes its method `name` returns. */
export function signatureReturns(
  declaredTypes: ReadonlyMap<string, readonly TypeFacts[]>,
  types: readonly string[],
  name: string,
): string[] | undefined {
  return (
    nearestAnswer(declaredTypes, types, (facts) => {
      const returned =
        facts.returns && Object.hasOwn(facts.returns, name) ? facts.returns[name] : undefined;
      if (!returned) return undefined;
      return types.includes(facts.name)
        ? withTypeArguments(returned, types, facts.name)
        : withoutTypeSlots(returned);
    }) ?? undefined
  );
}
