// What an object literal passed as an argument implements: the types its callees (or the
// interfaces declaring them) write for that parameter, or for a member or field of it.
import type { Definition, PassedTo, TypeFacts } from '../model.js';

export class PassedTypes {
  /** By `<method>:<position>`: the types interfaces write that method's parameter with. */
  private readonly interfaceParameters = new Map<string, string[]>();
  /** By callee and argument position: the types its parameter is written with. */
  private readonly parameterTypes = new Map<string, readonly string[] | undefined>();

  constructor(
    /** The repository's interfaces. */
    interfaces: readonly TypeFacts[],
    /** The definitions of a name. */
    private readonly named: (name: string) => Definition[],
  ) {
    for (const type of interfaces)
      for (const [key, types] of Object.entries(type.parameters ?? {}))
        this.interfaceParameters.set(key, [...(this.interfaceParameters.get(key) ?? []), ...types]);
  }

  /**
   * The types an object literal passed as argument `argument` of calls named `callee` implements:
   * what the callees of that name (or the interfaces' methods) write for that parameter.
   */
  types(passedTo: PassedTo): readonly string[] | undefined {
    return this.passed(passedTo, 'type');
  }

  /**
   * What a callee's parameter written as an object type (`options: { eval: (fiber: Fiber) => … }`)
   * writes for parameter `position` of its member `member`, which a literal passed there implements.
   */
  memberTypes(passedTo: PassedTo, member: string, position: number): string[] | undefined {
    return this.passed(passedTo, `${member}:${position}`)?.slice();
  }

  /**
   * What a callee's parameter writes for a literal nested in the argument: for field `field` of a
   * parameter written as an object type (`{ args?: Spec[] }`), or, for `[]`, for an element of an
   * array parameter (`specs: Spec[]`).
   */
  fieldTypes(passedTo: PassedTo, field: string): readonly string[] | undefined {
    return this.passed(passedTo, field === '[]' ? '[]' : `${field}:field`);
  }

  /** What the callees of `passedTo` write for its argument (`"<argument>:type"`) or a member of it. */
  private passed(passedTo: PassedTo, what: string): readonly string[] | undefined {
    const { callee, argument, constructs } = passedTo;
    const key = `${constructs ? 'new ' : ''}${callee}\0${argument}\0${what}`;
    if (this.parameterTypes.has(key)) return this.parameterTypes.get(key);
    const callees = constructs
      ? this.named('constructor').filter((member) => member.container === callee)
      : this.named(callee).filter((definition) => definition.kind !== 'class');
    const separator = what === 'type' || what === '[]' ? ':' : '.';
    const written = new Set(
      callees.flatMap(
        (definition) => definition.callbackTypes?.[`${argument}${separator}${what}`] ?? [],
      ),
    );
    // A method an interface declares (`source.subscribe({ … })` on an `Observable<T>`).
    const promised =
      constructs || what !== 'type'
        ? undefined
        : this.interfaceParameters.get(`${callee}:${argument}`);
    for (const type of promised ?? []) written.add(type);
    const types = written.size > 0 ? [...written] : undefined;
    this.parameterTypes.set(key, types);
    return types;
  }
}
