// The interfaces an object literal of no written type is taken for: those of the repository whose
// every method not written optional it defines — the largest of them. A literal defining a handle's sixteen methods,
// seven of which a native module's spec declares too, is that handle: its methods are no targets
// of calls through the spec (`NativeModule.getCamera(tag)` inside the handle's own `getCamera`).
import type { Definition, TypeFacts } from '../model.js';
import type { TypeAliases } from './type-aliases.js';

/** How deep `extends` clauses are followed to tell a subinterface from an unrelated one. */
const MAX_EXTENDED_DEPTH = 4;

export class LiteralFits {
  private readonly fitted = new Map<string, readonly TypeFacts[]>();

  constructor(
    /** The repository's interfaces. */
    private readonly interfaces: readonly TypeFacts[],
    private readonly types: ReadonlyMap<string, TypeFacts[]>,
    private readonly aliases: TypeAliases,
    /** The definitions of a name. */
    private readonly named: (name: string) => Definition[],
  ) {}

  /** Whether the object literal defining method `definition` is taken for a value of `type`. */
  isOf(definition: Definition, type: string): boolean {
    const facts = this.types.get(type) ?? [];
    if (facts.length === 0) {
      // An alias of an object type (`type Connector = { connect(): …; … }`) declares its methods.
      const methods = this.aliases.objectMethods(type);
      return methods !== undefined && this.definesAll(definition, methods);
    }
    const fitted = this.fittedBy(definition);
    return facts.some((fact) => fitted.includes(fact));
  }

  /** Whether the literal is taken for a value of any interface promising its method's name. */
  isOfAny(definition: Definition): boolean {
    return this.fittedBy(definition).length > 0;
  }

  /**
   * The interfaces promising the method's name whose every required method the literal defines,
   * but those whose methods are among the methods of a larger one it defines too (unless that one
   * extends it: a value of the larger is one of it).
   */
  private fittedBy(definition: Definition): readonly TypeFacts[] {
    const key = `${definition.file}\0${definition.container}\0${definition.name}`;
    let fitted = this.fitted.get(key);
    if (!fitted) {
      const defined = this.interfaces.filter(
        (facts) =>
          facts.members.includes(definition.name) &&
          this.definesAll(definition, requiredMembers(facts)),
      );
      fitted = defined.filter(
        (facts) =>
          !defined.some(
            (larger) =>
              holdsMore(larger.members, facts.members) && !this.extendsType(larger, facts.name, 0),
          ),
      );
      this.fitted.set(key, fitted);
    }
    return fitted;
  }

  /** Whether the object literal defining `definition` defines every method named. */
  private definesAll(definition: Definition, methods: readonly string[]): boolean {
    return methods.every((member) =>
      this.named(member).some(
        (own) => own.file === definition.file && own.container === definition.container,
      ),
    );
  }

  private extendsType(facts: TypeFacts, type: string, depth: number): boolean {
    if (depth >= MAX_EXTENDED_DEPTH) return false;
    return (facts.extended ?? []).some(
      (name) =>
        name === type ||
        (this.types.get(name) ?? []).some((base) => this.extendsType(base, type, depth + 1)),
    );
  }
}

/** The methods a value of an interface must have: not those written optional (`willSend?()`). */
function requiredMembers(facts: TypeFacts): readonly string[] {
  const optional = facts.optional;
  return optional ? facts.members.filter((member) => !optional.includes(member)) : facts.members;
}

/** Whether `larger` names every member `smaller` names, and more. */
function holdsMore(larger: readonly string[], smaller: readonly string[]): boolean {
  const members = new Set(larger);
  return members.size > new Set(smaller).size && smaller.every((member) => members.has(member));
}
