import type { TypeFacts } from '../model.js';

/** The repository's classes by the supertypes their heritage names, built when first asked. */
export class Subclasses {
  private direct: Map<string, Set<TypeFacts>> | undefined;

  constructor(private readonly types: ReadonlyMap<string, readonly TypeFacts[]>) {}

  /**
   * The classes extending `type` at any depth, each once. A class of another file with a
   * subclass's name is no subclass unless it extends one too (each manager's `NoopManager`).
   */
  of(
    type: string,
    /** Whether a class extends this `supertype` (`parent`'s facts; the first one's: undefined). */
    extendsIt: (subclass: TypeFacts, supertype: string, parent?: TypeFacts) => boolean = () => true,
  ): TypeFacts[] {
    const direct = this.directSubclasses();
    const found: TypeFacts[] = [];
    const seen = new Set<TypeFacts>();
    const queue: [string, TypeFacts | undefined][] = [[type, undefined]];
    for (let current = queue.pop(); current !== undefined; current = queue.pop()) {
      const [name, parent] = current;
      for (const subclass of direct.get(name) ?? []) {
        if (seen.has(subclass) || !extendsIt(subclass, name, parent)) continue;
        seen.add(subclass);
        queue.push([subclass.name, subclass]);
        found.push(subclass);
      }
    }
    return found;
  }

  private directSubclasses(): Map<string, Set<TypeFacts>> {
    if (this.direct) return this.direct;
    this.direct = new Map();
    for (const list of this.types.values())
      for (const facts of list) {
        if (facts.kind !== 'class') continue;
        for (const supertype of facts.supertypes) {
          const known = this.direct.get(supertype);
          if (known) known.add(facts);
          else this.direct.set(supertype, new Set([facts]));
        }
      }
    return this.direct;
  }
}
