// Interfaces of fields only, used as maps by key (`interface EffectMap { radius: typeof
// RadiusEffect; border: typeof BorderEffect }`): a value read by a key that is no literal
// (`effects[effect.type]`) is any of the fields.
import { withoutTypeSlots } from './type-arguments.js';
import type { SymbolIndex } from './symbol-index.js';

/**
 * The types of every field of the first of `types` that is an interface of fields only (no
 * methods, no supertypes): what an element of it, read by a key that is not written, may be;
 * undefined when none is.
 */
export function anyFieldTypes(index: SymbolIndex, types: readonly string[]): string[] | undefined {
  for (const type of types)
    for (const facts of index.typesNamed(type)) {
      if (facts.kind !== 'interface' || facts.members.length > 0 || facts.supertypes.length > 0)
        continue;
      const fields = Object.values(facts.fields ?? {});
      if (fields.length < 2) continue;
      return [...new Set(fields.flatMap((written) => withoutTypeSlots(written)))];
    }
  return undefined;
}
