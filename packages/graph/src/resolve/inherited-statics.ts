// A static method called on a class that does not declare it (`ToneAudioNode.getDefaults()`):
// a class inherits its base classes' statics, so the call reaches the nearest one.
import type { Definition, TypeFacts } from '../model.js';
import type { SymbolIndex } from './symbol-index.js';

/**
 * Of a class's members of one name, those a call on the class itself reaches (`Vec2.add(a, b)`):
 * its static methods, when it has one of that name beside an instance method.
 */
export function calledOnClass(members: Definition[]): Definition[] {
  const statics = members.filter((member) => member.static === true);
  return statics.length > 0 ? statics : members;
}

/** The static methods `name` that class `declared` inherits: its nearest base class's. */
export function inheritedStatics(
  index: SymbolIndex,
  declared: Definition,
  name: string,
): Definition[] {
  const statics = index.named(name).filter((member) => member.static === true);
  if (statics.length === 0) return [];
  const seen = new Set<TypeFacts>();
  const climb = (facts: TypeFacts): Definition[] =>
    facts.supertypes.flatMap((up) =>
      index.heritageTypes(facts, up).flatMap((base) => {
        if (base.kind !== 'class' || seen.has(base)) return [];
        seen.add(base);
        const path = index.pathOfType(base);
        const own = statics.filter(
          (member) => member.container === base.name && member.file === path,
        );
        return own.length > 0 ? own : climb(base);
      }),
    );
  return index
    .typesNamed(declared.name)
    .filter((facts) => facts.kind === 'class' && index.pathOfType(facts) === declared.file)
    .flatMap(climb);
}
