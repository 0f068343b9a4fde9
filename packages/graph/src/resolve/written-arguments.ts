// Generic types told apart by their written arguments: a value of `IField<bigint>` (or of `type
// FpField = IField<bigint> & {…}`) is no `class _Field2 implements IField<Fp2>`, nor a value of
// `Fp2Bls = IField<Fp2> & {…}` a `class _Field implements IField<bigint>`.
import type { TypeFacts } from '../model.js';
import { PRIMITIVES } from '../extract/written-arguments.js';
import type { TypeAliases } from './type-aliases.js';

/** A value's written type's name for its arguments (`<IField=bigint>`; see argumentNames). */
const ARGUMENTS_NAME = /^<([^=<>]+)=([^<>]*)>$/;

/** How deep supertypes and aliases are climbed for the arguments they write. */
const MAX_DEPTH = 4;

type Arguments = ReadonlyMap<string, readonly string[]>;

/** Whether `type` is the name for the arguments of one of `heads` (`<IField=bigint>`). */
export function writesArgumentsOf(type: string, heads: readonly string[]): boolean {
  const head = ARGUMENTS_NAME.exec(type)?.[1];
  return head !== undefined && heads.includes(head);
}

export class WrittenArguments {
  private readonly ruledOut = new Map<string, boolean>();
  private readonly written = new Map<string, Arguments>();

  constructor(
    /** The repository's classes and interfaces by name. */
    private readonly types: ReadonlyMap<string, TypeFacts[]>,
    private readonly aliases: TypeAliases,
  ) {}

  /**
   * Whether a value written with `receiverTypes` cannot be an instance of class `container`: both
   * write arguments of one generic type, and at some place they name types no value has both of.
   */
  rulesOut(container: string, receiverTypes: readonly string[]): boolean {
    const key = `${container}\0${receiverTypes.join(',')}`;
    let ruled = this.ruledOut.get(key);
    if (ruled === undefined) {
      const own = this.writtenBy(container);
      ruled =
        own.size > 0 &&
        receiverTypes.some((type) => {
          const named = ARGUMENTS_NAME.exec(type);
          const receiver = named
            ? new Map([[named[1] ?? '', (named[2] ?? '').split(',')]])
            : this.writtenBy(type);
          return this.anyDisjoint(own, receiver);
        });
      this.ruledOut.set(key, ruled);
    }
    return ruled;
  }

  /** Whether the receiver's arguments of one of the container's generic types are disjoint. */
  private anyDisjoint(own: Arguments, receiver: Arguments): boolean {
    for (const [head, names] of receiver) {
      const written = own.get(head);
      if (
        written?.length === names.length &&
        written.some((name, index) => this.disjoint(name, names[index] ?? ''))
      )
        return true;
    }
    return false;
  }

  /** The arguments `type` writes for each generic type, its own or through those it is. */
  private writtenBy(type: string): Arguments {
    let found = this.written.get(type);
    if (found) return found;
    const arguments_ = new Map<string, readonly string[]>();
    const visit = (name: string, depth: number, seen: Set<string>): void => {
      if (seen.has(name) || depth > MAX_DEPTH) return;
      seen.add(name);
      for (const facts of this.factsOf(name)) {
        for (const [head, names] of Object.entries(facts.writtenArguments ?? {}))
          if (!arguments_.has(head)) arguments_.set(head, names);
        for (const above of [...facts.supertypes, ...(facts.aliasOf ?? [])])
          visit(above, depth + 1, seen);
      }
    };
    visit(type, 0, new Set());
    found = arguments_;
    this.written.set(type, found);
    return found;
  }

  private factsOf(name: string): readonly TypeFacts[] {
    const declared = this.types.get(name) ?? [];
    const aliases = this.aliases.declared(name).filter((alias) => !declared.includes(alias));
    return aliases.length === 0 ? declared : [...declared, ...aliases];
  }

  /**
   * Whether no value is of both written arguments (an empty one says nothing): two of
   * JavaScript's primitives, a primitive and an object type, or two aliases of object types
   * (`type Fp2 = { c0: bigint; c1: bigint }`, `type Fp6 = { c0: Fp2; … }`) neither extending the
   * other. Classes and interfaces may be each other's structurally (`CurvePoint<F, P>`'s `P`).
   */
  private disjoint(one: string, other: string): boolean {
    if (one === '' || other === '' || one === other) return false;
    const [oneKind, otherKind] = [this.kindOf(one), this.kindOf(other)];
    if (oneKind === undefined || otherKind === undefined) return false;
    if (typeof oneKind === 'object' || typeof otherKind === 'object') return oneKind !== otherKind;
    if (oneKind === 'record' && otherKind === 'record')
      return !this.extends(one, other) && !this.extends(other, one);
    return false;
  }

  /**
   * A primitive (an alias's: `type Fp = bigint`); an alias of an object type (`record`); a class
   * or interface (`object`); or undefined: it cannot be told (an alias of a union may name a
   * primitive).
   */
  private kindOf(name: string): { primitive: string } | 'record' | 'object' | undefined {
    if (PRIMITIVES.has(name)) return this.primitive(name);
    const facts = this.factsOf(name);
    if (facts.length === 0) return undefined;
    const [first] = facts;
    if (first?.primitive !== undefined && facts.every((type) => type.primitive === first.primitive))
      return this.primitive(first.primitive);
    if (facts.every((type) => type.object === true)) return 'record';
    const declared = facts.every(
      (type) =>
        type.union === undefined &&
        type.aliasOf === undefined &&
        type.call === undefined &&
        type.object === undefined,
    );
    return declared ? 'object' : undefined;
  }

  /** One object per primitive, so that kinds compare by identity. */
  private readonly primitives = new Map<string, { primitive: string }>();
  private primitive(name: string): { primitive: string } {
    let kind = this.primitives.get(name);
    if (!kind) this.primitives.set(name, (kind = { primitive: name }));
    return kind;
  }

  /** Whether type `name` is `other` or extends it, at any depth. */
  private extends(name: string, other: string, depth = 0): boolean {
    if (name === other) return true;
    if (depth > MAX_DEPTH) return false;
    return this.factsOf(name).some((facts) =>
      facts.supertypes.some((above) => this.extends(above, other, depth + 1)),
    );
  }
}
