// The declared-type rules the Python reference adds to pyright's call hierarchy, the same rules as
// the TypeScript reference's (graph-accuracy.ts): in a class, `self` is that class or a subclass of
// it, so a `self.m` read in a base class also reaches the overrides of `m` in its subclasses.
// pyright types `self` as the enclosing class and lists only the base's own `m`.
//
// A second rule follows Python's data model where pyright's declarations do not: a `@property` is a
// data descriptor, so `self.x = …` in a subclass runs its setter and a later `self.x` read runs its
// getter. pyright takes such a write for a new instance attribute declared by the subclass, hiding
// the base's property, and lists none of that class's reads — not even a read on another value
// (`state.src`, `state: StateBlock`) its own go-to-definition takes to the property. Each read is
// added for the getter and its setter alike, as pyright lists a property's own class's reads.
//
// Writes follow the same two rules: a write runs a property's setter, so `self.x = …` reaches the
// setter the class inherits and, in a base class, the overriding setters of its subclasses, and a
// write of another value's `x` that pyright's go-to-definition takes to the property reaches it. Each
// is added for the getter and its setter alike, as pyright lists a property's own class's writes
// under both. The class hierarchy is pyright's: each base class's name resolved with
// textDocument/definition.
import { readKey, type Facts, type PythonDefinition, type ValueRead } from './python-facts.js';

/** Class key (`path:line`) → the keys of its base classes in the corpus, in written order. */
export type ClassBases = Record<string, string[]>;

export interface DeclaredTypeEdges {
  /** `self.m` in a base class → `m` overridden in a subclass. */
  overrides: Set<string>;
  /**
   * `self.x` → the `@property` the class inherits, though the class writes `self.x = …`; a read of
   * another value's `x` that pyright's go-to-definition takes to the property.
   */
  properties: Set<string>;
  /** `self.x = …` or `state.src = …` → a property with a setter pyright's call hierarchy leaves out. */
  writes: Set<string>;
}

/** Where pyright says each read and each write of another value's attribute is declared. */
export interface ValueDeclarations {
  reads: Readonly<Record<string, string>>;
  writes: Readonly<Record<string, string>>;
}

/**
 * The edges the declared-type rules add for the callees in `callees` (`path:line` keys).
 * `declarations`: where pyright says each value read and write (`state.src`) is declared, by its place.
 */
export function declaredTypeEdges(
  facts: Facts,
  bases: ClassBases,
  callees: ReadonlySet<string>,
  declarations: ValueDeclarations,
): DeclaredTypeEdges {
  const members = new Map(facts.classes.map((entry) => [entry.key, new Set(entry.members)]));
  const ancestorsOf = ancestors(bases);
  const readsByName = byName(facts.selfReads);
  const writesByName = byName(facts.selfWrites);
  // pyright answers alike for a property's getter and its setter (each read or write reaches both).
  const property = (entry: PythonDefinition): string => `${entry.owner}\0${entry.name}`;
  const propertyNames = new Set(facts.definitions.filter((entry) => entry.getter).map(property));
  const withSetter = new Set(facts.definitions.filter((entry) => entry.setter).map(property));
  // A read of another value (`state.src`) that pyright's go-to-definition takes to a property: the
  // property's read, though its call hierarchy may leave it out (it lists a read through a class
  // that also writes `self.src = …` under that class's attribute). A write likewise.
  const propertyAt = new Map(
    facts.definitions
      .filter((entry) => propertyNames.has(property(entry)))
      .map((entry) => [`${entry.path}:${entry.line}`, property(entry)]),
  );
  const valueReads = callersByProperty(facts.valueReads, declarations.reads, propertyAt);
  const valueWrites = callersByProperty(facts.valueWrites, declarations.writes, propertyAt);
  const overrides = new Set<string>();
  const properties = new Set<string>();
  const writes = new Set<string>();
  for (const callee of facts.definitions) {
    const key = `${callee.path}:${callee.line}`;
    if (callee.owner === undefined || !callees.has(key)) continue;
    const reads = readsByName.get(callee.name) ?? [];
    const above = ancestorsOf(callee.owner);
    for (const read of reads) if (above.has(read.owner)) overrides.add(`${read.caller}->${key}`);
    if (!propertyNames.has(property(callee))) continue;
    for (const read of reads)
      if (inheritsProperty(read.owner, callee, members, bases))
        properties.add(`${read.caller}->${key}`);
    for (const caller of valueReads.get(property(callee)) ?? [])
      properties.add(`${caller}->${key}`);
    // A write runs the property's setter; with none, it fails.
    if (!withSetter.has(property(callee))) continue;
    for (const write of writesByName.get(callee.name) ?? [])
      if (above.has(write.owner) || inheritsProperty(write.owner, callee, members, bases))
        writes.add(`${write.caller}->${key}`);
    for (const caller of valueWrites.get(property(callee)) ?? []) writes.add(`${caller}->${key}`);
  }
  return { overrides, properties, writes };
}

/** The callers of the reads (or writes) pyright's go-to-definition takes to each property. */
function callersByProperty(
  accesses: readonly ValueRead[],
  declarations: Readonly<Record<string, string>>,
  propertyAt: ReadonlyMap<string, string>,
): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const access of accesses) {
    const target = propertyAt.get(declarations[readKey(access)] ?? '');
    if (target !== undefined) found.set(target, [...(found.get(target) ?? []), access.caller]);
  }
  return found;
}

/** Reads by the name they read. */
function byName<Read extends { name: string }>(reads: readonly Read[]): Map<string, Read[]> {
  const found = new Map<string, Read[]>();
  for (const read of reads) {
    const list = found.get(read.name);
    if (list) list.push(read);
    else found.set(read.name, [read]);
  }
  return found;
}

/** The strict ancestors of each class, by its bases at any depth. */
function ancestors(bases: ClassBases): (key: string) => Set<string> {
  const known = new Map<string, Set<string>>();
  const of = (key: string, visiting: Set<string>): Set<string> => {
    const cached = known.get(key);
    if (cached) return cached;
    const found = new Set<string>();
    visiting.add(key);
    for (const base of bases[key] ?? []) {
      if (visiting.has(base)) continue;
      found.add(base);
      for (const above of of(base, visiting)) found.add(above);
    }
    visiting.delete(key);
    known.set(key, found);
    return found;
  };
  return (key) => of(key, new Set());
}

/**
 * Whether the first class declaring `property.name` in `owner`'s method resolution order is the
 * property's own class (a write `self.x = …` in a method declares nothing in the class).
 */
function inheritsProperty(
  owner: string,
  property: PythonDefinition,
  members: ReadonlyMap<string, ReadonlySet<string>>,
  bases: ClassBases,
): boolean {
  for (const key of methodResolutionOrder(owner, bases))
    if (members.get(key)?.has(property.name)) return key === property.owner;
  return false;
}

/** Python's C3 linearization of a class (its bases as written, depth first when C3 fails). */
function methodResolutionOrder(key: string, bases: ClassBases, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const lists = (bases[key] ?? []).map((base) => methodResolutionOrder(base, bases, new Set(seen)));
  lists.push([...(bases[key] ?? [])]);
  const order = [key];
  for (;;) {
    const remaining = lists.filter((list) => list.length > 0);
    if (remaining.length === 0) return order;
    const head = remaining
      .map((list) => list[0] as string)
      .find((candidate) => !remaining.some((list) => list.indexOf(candidate) > 0));
    if (head === undefined) {
      // Inconsistent (or a base outside the corpus hid a link): depth first, each class once.
      for (const list of remaining)
        for (const entry of list) if (!order.includes(entry)) order.push(entry);
      return order;
    }
    order.push(head);
    for (const list of remaining) if (list[0] === head) list.shift();
  }
}
