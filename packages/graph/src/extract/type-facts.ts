// What a file's classes, interfaces and type aliases declare, from the query's matches: the
// methods they promise, their typed fields, their supertypes, Python's class attributes, and
// what an alias of a function, a union or a named type writes.
import type { Node } from 'web-tree-sitter';
import type { LanguageId, TypeFacts } from '../model.js';
import { enclosingClassName, pythonBases, pythonMetaclass, pythonUnionAlias } from './python.js';
import { returnedTypes } from './node-facts.js';
import type { Collected, Parts } from './raw-facts.js';
import {
  callbackTypesOf,
  functionParameterTypes,
  intersectedTypes,
  parameterLimit,
  signatureParameterTypes,
  typeNames,
  withTypeSlots,
  writtenParameterTypes,
} from './typescript-types.js';
import { aliasesOfReturn } from './file-types.js';
import {
  classHeritage,
  extendedInterfaces,
  unionMembers,
  withConstraints,
  withoutPropertyModifiers,
  indexSignatureRecord,
} from './type-names.js';
import { returnsByArguments } from './overload-returns.js';
import { constructedArgumentMark, constructedParameter } from './constructed-returns.js';
import { PRIMITIVES, writtenArguments } from './written-arguments.js';
import { inlineTypeName } from './inline-types.js';
import { withHeldConstructors } from './constructor-holders.js';
import { pickedInterfaces } from './picked-types.js';

export { inlineTypeName, isInlineTypeName } from './inline-types.js';

/** `member.interface` (a method an interface promises) and `supertypes.*` (heritage clauses). */
export function addTypeFact(
  collected: Collected,
  parts: Parts,
  name: Node,
  language: LanguageId,
): void {
  const { owner, group, kind } = parts;
  if (!owner) return;
  if (group === 'member' && kind === 'calls') {
    const facts = typeNamed(collected, owner.text, 'interface');
    // The first signature taking a call's arguments answers for it, as TypeScript picks.
    for (const [count, types] of Object.entries(returnsByArguments([parts.main], true).returns))
      if (!Object.hasOwn((facts.calls ??= fieldRecord()), count)) facts.calls[count] = types;
  } else if (group === 'member' && kind === 'constructs') {
    const facts = typeNamed(collected, owner.text, 'interface');
    if (parts.callee)
      facts.constructs = [...new Set([...(facts.constructs ?? []), ...typeNames(parts.callee)])];
  } else if (group === 'member' && kind === 'field') {
    const facts = typeNamed(collected, owner.text, 'interface');
    addOptional(facts, name.text, parts.main);
    if (parts.callee)
      (facts.fields ??= fieldRecord())[name.text] = fieldTypeNames(
        collected,
        owner.text,
        name.text,
        parts.callee,
      );
  } else if (group === 'member') {
    const facts = typeNamed(collected, owner.text, 'interface');
    facts.members.push(name.text);
    addOptional(facts, name.text, parts.main);
    if (language === 'typescript' || language === 'tsx') addLimit(facts, name.text, parts.main);
    // What an object literal's method implementing it takes (`{ code(cxt) {} }`).
    const signature =
      language === 'typescript' || language === 'tsx'
        ? signatureParameterTypes(parts.main)
        : undefined;
    if (signature?.some((types) => types.length > 0))
      (facts.signatures ??= fieldRecord<string[][]>())[name.text] = signature;
    // A method's, or a property's written with a function type (`getEngagedIndices: () =>
    // ConsecutiveNumbers`): what calling it through a value of the interface returns.
    const returned =
      parts.main.type === 'method_signature'
        ? parts.main.childForFieldName('return_type')
        : (functionTypeOf(parts.main)?.childForFieldName('return_type') ?? null);
    if (returned) {
      const types = withTypeSlots(returned, returnedTypes(returned));
      // `abilityTo<T extends Ability>(type: AbilityType<T>): T`: an instance of the class passed.
      const constructed =
        parts.main.type === 'method_signature'
          ? constructedParameter(parts.main, returned)
          : undefined;
      (facts.returns ??= fieldRecord())[name.text] =
        constructed === undefined ? types : [constructedArgumentMark(constructed), ...types];
    }
    // What an object literal passed to the method implements (`source.subscribe({ next() {} })`).
    if (parts.main.type === 'method_signature' && (language === 'typescript' || language === 'tsx'))
      for (const [key, types] of Object.entries(callbackTypesOf(parts.main) ?? {}))
        if (key.endsWith(':type'))
          (facts.parameters ??= {})[`${name.text}:${key.slice(0, -':type'.length)}`] = types;
  } else {
    const facts = typeNamed(collected, name.text, kind as TypeFacts['kind']);
    // `extends ResourceDecorator<TestRunner>`: inherited fields of its parameter are TestRunners.
    const heritage =
      owner.type === 'class_heritage'
        ? withHeldConstructors(classHeritage(owner), owner)
        : undefined;
    facts.supertypes.push(
      ...(language === 'python' ? pythonBases(owner) : (heritage?.supertypes ?? typeNames(owner))),
    );
    if (heritage?.superArguments)
      facts.superArguments = { ...facts.superArguments, ...heritage.superArguments };
    if (language !== 'python') addWrittenArguments(facts, owner);
    if (heritage?.implemented.length)
      facts.implemented = [...(facts.implemented ?? []), ...heritage.implemented];
    const extended =
      heritage?.extended ??
      (owner.type === 'extends_type_clause' ? extendedInterfaces(owner) : undefined);
    if (extended?.length) facts.extended = [...(facts.extended ?? []), ...extended];
    const picked = owner.type === 'extends_type_clause' ? pickedInterfaces(owner) : [];
    if (picked.length > 0) facts.picked = [...(facts.picked ?? []), ...picked];
    const metaclass = language === 'python' ? pythonMetaclass(owner) : undefined;
    if (metaclass !== undefined) facts.metaclass = metaclass;
  }
}

/** The function type a property signature is written with (`get: () => T`), if it is one. */
function functionTypeOf(member: Node): Node | undefined {
  const type = member.childForFieldName('type')?.namedChildren[0];
  return type?.type === 'function_type' ? type : undefined;
}

/** What a declaration writes as the arguments of the generic types it is (see writtenArguments). */
function addWrittenArguments(facts: TypeFacts, written: Node): void {
  const found = writtenArguments(written);
  if (found) facts.writtenArguments = { ...facts.writtenArguments, ...found };
}

/** `attribute.*`: a name a Python class binds in its body or through `self.x = …`. */
export function addAttribute(collected: Collected, parts: Parts, name: Node): void {
  const owner = parts.kind === 'class' ? parts.owner?.text : enclosingClassName(parts.main);
  if (!owner) return;
  const attributes = (typeNamed(collected, owner, 'class').attributes ??= []);
  if (!attributes.includes(name.text)) attributes.push(name.text);
}

/** An interface's member written optional (`segmentGroups?: …`): no value must have it. */
function addOptional(facts: TypeFacts, name: string, member: Node): void {
  if (member.children.some((child) => child?.type === '?') && !facts.optional?.includes(name))
    (facts.optional ??= []).push(name);
}

/**
 * `alias.function` / `alias.union`: a type alias callbacks may be written with. An alias of an
 * intersection (`Instance & { original: Instance }`) joins its types as a union's does, and
 * extends them as an interface would: a call through it reaches an interface's implementations.
 * `alias.named`: an alias of a named type (`type NodeMap = Map<NodeKey, LexicalNode>`) means it.
 * `alias.class`: an alias of a class itself (`typeof OfflineAudioContext`), its constructor.
 * Python's `alias.union`: a module-level `X = Union[A, B]` (an `Optional[A]`).
 */
export function addAlias(
  collected: Collected,
  parts: Parts,
  name: Node,
  language: LanguageId,
): void {
  const { owner, kind } = parts;
  if (!owner) return;
  if (language === 'python') {
    const union = pythonUnionAlias(owner);
    if (union) typeNamed(collected, name.text, 'interface').union = union;
    return;
  }
  const facts = typeNamed(collected, name.text, 'interface');
  // `type Config = Readonly<Partial<{ tags: Tags }>>` has the object type's fields.
  const modified = kind === 'named' ? withoutPropertyModifiers(owner) : owner;
  const record = recordAlias(modified);
  if (kind === 'function') {
    facts.call = functionParameterTypes(owner).map((types) => types ?? []);
    // What calling a value of it returns (`createNativeGainNode(context, options)` with
    // `TNativeGainNodeFactory = (…) => TNativeGainNode`), by the arguments it passes: a named
    // type's, not an object type written for the return (viem's `Transport`, whose `request` is
    // a function-typed field, no method of the object literals returned elsewhere).
    const returned = owner.childForFieldName('return_type');
    const { returns } = returnsByArguments([owner], true);
    if (returned && returnedObjects(returned).length === 0 && Object.keys(returns).length > 0)
      facts.calls = returns;
    addParameterObjects(collected, facts, owner);
    addReturnedObject(collected, name.text, owner);
  }
  // `type Metrics = ReturnType<typeof getMetrics>`: the type of the object getMetrics returns,
  // whose methods say they are a Metrics (see returnTypeAliases).
  else if (returnedTypeAlias(owner, name.text)) facts.object = true;
  // `type ExecutorMap = { [K in Node['type']]: Executor<K> }`, `{ [key: string]: Executor }`: a
  // record of what its signatures hold (an element read of it is one of them).
  else if (record) facts.aliasOf = record;
  else if (kind === 'object' || modified.type === 'object_type') {
    facts.object = true;
    addObjectMembers(collected, facts, modified);
    const keysOf = mappedKeysOf(modified);
    if (keysOf) facts.supertypes.push(keysOf);
  } else if (kind === 'named') {
    facts.aliasOf = typeNames(modified);
    if (PRIMITIVES.has(owner.text)) facts.primitive = owner.text;
    addWrittenArguments(facts, owner);
  } else if (owner.type === 'intersection_type') {
    // `S & T` joins what `S` and `T` are constrained to be; `Spec<NODETYPE> & …` no NodeType.
    const bare = owner.namedChildren.flatMap((part) =>
      part?.type === 'type_identifier' ? [part.text] : [],
    );
    facts.union = withConstraints(owner, intersectedTypes(owner), bare);
    addWrittenArguments(facts, owner);
    facts.supertypes.push(...facts.union);
    // `type Wrapped<T> = Instance<T> & { … }`: its uses write type arguments, which no class meets.
    if (owner.parent?.childForFieldName('type_parameters')) facts.generic = true;
    // `type Wrapped = Instance & { original: Instance }`: the object types' fields are its own.
    for (const part of owner.namedChildren)
      if (part?.type === 'object_type') addObjectMembers(collected, facts, part);
    const replaced = replacedTypes(owner);
    if (replaced.length > 0) facts.replaces = replaced;
  } else if (kind === 'class') facts.classOf = [owner.text];
  else if (joinsAny(owner)) facts.aliasOf = [];
  else if (joinsObjects(owner)) {
    // `type Input = { value: T; codec?: Decoder } | { codec: Decoder }`: either object's fields.
    facts.object = true;
    for (const part of unionMembers(owner)) addObjectMembers(collected, facts, part);
  } else facts.union = typeNames(owner);
}

/**
 * The types an intersection takes members out of with `Omit<>` and declares again in an object type
 * (`Omit<View, 'load'> & { load(): NativeView }`): members of other types, so that a value of one
 * of those types (a class implementing it) is no value of the intersection.
 */
function replacedTypes(intersection: Node): string[] {
  const declared = new Set(
    intersection.namedChildren.flatMap((part) =>
      part?.type === 'object_type'
        ? part.namedChildren.flatMap((member) => member?.childForFieldName('name')?.text ?? [])
        : [],
    ),
  );
  return intersection.namedChildren.flatMap((part) => {
    if (part?.type !== 'generic_type' || part.childForFieldName('name')?.text !== 'Omit') return [];
    const [from, keys] = part.childForFieldName('type_arguments')?.namedChildren ?? [];
    const omitted = keys?.descendantsOfType('string_fragment') ?? [];
    return from && omitted.some((key) => key && declared.has(key.text)) ? typeNames(from) : [];
  });
}

/**
 * The parameters of an alias of a function type written as an object type (`type CreateConnectorFn
 * = (config: { emitter: Emitter<E>; storage?: Storage | null }) => …`): each a type of its own,
 * `<alias>{<position>}`, with the object type's fields, so that a callback's parameter
 * (`createConnector((config) => …)`) types `config.emitter.emit()`.
 */
function addParameterObjects(collected: Collected, facts: TypeFacts, fn: Node): void {
  writtenParameterTypes(fn).forEach((written, position) => {
    const object = written?.namedChildren[0];
    if (object?.type !== 'object_type' || !facts.call) return;
    const parameter = typeNamed(
      collected,
      inlineTypeName(facts.name, String(position)),
      'interface',
    );
    parameter.object = true;
    addObjectMembers(collected, parameter, object);
    facts.call[position] = [parameter.name];
  });
}

/**
 * What an alias of a function type returns, when written as an object type (`type
 * CreateConnectorFn = (config: C) => Compute<{ connect(): …; getProvider(): … } & properties>`):
 * a type of its own, `<alias>{return}`, with the object type's members, which `ReturnType<alias>`
 * names (see typeNames).
 */
function addReturnedObject(collected: Collected, alias: string, fn: Node): void {
  const returned = fn.childForFieldName('return_type');
  const objects = returned ? returnedObjects(returned) : [];
  if (objects.length === 0) return;
  const facts = typeNamed(collected, inlineTypeName(alias, 'return'), 'interface');
  facts.object = true;
  for (const object of objects) addObjectMembers(collected, facts, object);
}

/**
 * The object types a written type is made of: itself, the parts of an intersection, what a
 * generic wrapper of one argument holds (`Compute<T>`, `Readonly<T>`).
 */
function returnedObjects(type: Node): Node[] {
  if (type.type === 'object_type') return [type];
  if (type.type === 'parenthesized_type' || type.type === 'intersection_type')
    return type.namedChildren.flatMap((part) => (part ? returnedObjects(part) : []));
  const held = type.type === 'generic_type' ? type.childForFieldName('type_arguments') : null;
  const [only, ...others] = held?.namedChildren ?? [];
  return only && others.length === 0 ? returnedObjects(only) : [];
}

/**
 * The interface a mapped type takes its keys from (`{ [key in keyof IAstPartialMapper]-?: … }`),
 * when it keeps each member's type (`IAstPartialMapper[key]`) or only widens it (`Wrap<
 * IAstPartialMapper[key], any>`): it promises that interface's members, as an interface extending
 * it would, so a call through it reaches the classes implementing a type made from the interface.
 * Not one narrowing them (`ReplaceReturnType<IAstPartialMapper[key], string>`, which the classes
 * do not fit), nor one over the alias's own parameter (`{ [P in keyof T]?: … }` names no type).
 */
/**
 * The names of a record written as an object type of index signatures only: by string or number
 * keys, or a mapped type over a union of keys. Not over `keyof T` (`{ [K in keyof Mapper]: … }`
 * has Mapper's members), nor a generic alias's, nor one holding nothing to look up (`{ [key:
 * string]: unknown }`), nor any key at all (`PropertyKey`: an object of fields of every name).
 */
function recordAlias(type: Node): string[] | undefined {
  if (type.type !== 'object_type' || type.parent?.childForFieldName('type_parameters'))
    return undefined;
  const byKeys = type.namedChildren.every((member) => {
    if (member?.type !== 'index_signature') return member?.type === 'comment';
    const clause = member.namedChildren[0];
    if (clause?.type === 'mapped_type_clause')
      return clause.namedChildren[1]?.type !== 'index_type_query';
    return RECORD_KEYS.has(member.childForFieldName('index_type')?.text ?? '');
  });
  const record = byKeys ? indexSignatureRecord(type) : undefined;
  return record && record.length > 1 ? record : undefined;
}

/** The key types of a record's index signature. */
const RECORD_KEYS = new Set(['string', 'number']);

function mappedKeysOf(object: Node): string | undefined {
  const [member, ...others] = object.namedChildren;
  const [clause, annotation] = member?.type === 'index_signature' ? member.namedChildren : [];
  const keys = clause?.type === 'mapped_type_clause' ? clause.namedChildren : [];
  const [key, query] = keys;
  const source = query?.type === 'index_type_query' ? query.namedChildren[0] : undefined;
  if (others.length > 0 || !key || source?.type !== 'type_identifier') return undefined;
  const parameters = object.parent?.childForFieldName('type_parameters')?.namedChildren ?? [];
  if (parameters.some((parameter) => parameter?.childForFieldName('name')?.text === source.text))
    return undefined;
  const value = annotation?.namedChildren[0];
  const memberOf = (type: Node | null | undefined): boolean =>
    type?.type === 'lookup_type' && type.text.replace(/\s/g, '') === `${source.text}[${key.text}]`;
  const widened = (type: Node | null): boolean =>
    memberOf(type) || (type?.type === 'predefined_type' && WIDEST.has(type.text));
  const kept =
    memberOf(value) ||
    (value?.type === 'generic_type' &&
      (value.childForFieldName('type_arguments')?.namedChildren ?? []).every(widened) &&
      value.childForFieldName('type_arguments')?.namedChildren.some(memberOf) === true);
  return kept ? source.text : undefined;
}

/** Types every value fits. */
const WIDEST = new Set(['any', 'unknown']);

/** A union of object types only (`{ kind: 'a'; a: A } | { kind: 'b'; b: B }`). */
function joinsObjects(type: Node): boolean {
  return (
    type.type === 'union_type' && unionMembers(type).every((part) => part.type === 'object_type')
  );
}

/** `ReturnType<typeof f>`, where f is a function of the file returning an object literal. */
function returnedTypeAlias(type: Node, alias: string): boolean {
  const query =
    type.type === 'generic_type' && type.childForFieldName('name')?.text === 'ReturnType'
      ? type.childForFieldName('type_arguments')?.namedChildren[0]
      : undefined;
  const fn = query?.type === 'type_query' ? query.namedChildren[0]?.text : undefined;
  return fn !== undefined && aliasesOfReturn(fn)?.includes(alias) === true;
}

/**
 * An object type's typed properties, as fields of `facts` (its methods and function-typed
 * properties, as signatures): what `options.db` is for `options: Options`.
 */
function addObjectMembers(collected: Collected, facts: TypeFacts, object: Node, depth = 0): void {
  for (const member of object.namedChildren) {
    const name = member?.childForFieldName('name');
    if (!member || name?.type !== 'property_identifier') continue;
    // Recorded even untyped: the alias declares the method (`type Client = { request(b): R }`).
    const signature = signatureParameterTypes(member);
    if (signature) (facts.signatures ??= fieldRecord<string[][]>())[name.text] = signature;
    if (signature && member.children.some((child) => child?.type === '?'))
      (facts.optional ??= []).push(name.text);
    const annotation =
      member.type === 'property_signature' ? member.childForFieldName('type') : null;
    if (!annotation) continue;
    const fields = (facts.fields ??= fieldRecord());
    const types = fieldTypeNames(collected, facts.name, name.text, annotation, depth);
    // A field of several objects joined (`A | B`, `A & B`) has the types of each.
    fields[name.text] = Object.hasOwn(fields, name.text)
      ? [...new Set([...(fields[name.text] ?? []), ...types])]
      : types;
  }
}

/**
 * The type names of a field written `annotation`. A field written with an object type
 * (`services: { db: Database }`, maybe optional) has a type of its own, `<owner>{services}`, whose
 * fields are the object's: `ctx.services.db` is a Database (its names alone would say nothing of
 * which field holds which).
 */
function fieldTypeNames(
  collected: Collected,
  owner: string,
  field: string,
  annotation: Node,
  depth = 0,
): string[] {
  const object = depth < 3 ? objectTypeOf(annotation) : undefined;
  if (!object) return withTypeSlots(annotation, typeNames(annotation));
  const facts = typeNamed(collected, inlineTypeName(owner, field), 'interface');
  facts.object = true;
  addObjectMembers(collected, facts, object, depth + 1);
  return [facts.name];
}

/**
 * The type of its own an annotation written with an object type gets (a class's field `cache: {
 * db: Database }`, a function's return `(): { db: Database }`), named `<owner>{field}`; undefined
 * for another annotation.
 */
export function objectTypeNames(
  collected: Collected,
  owner: string,
  field: string,
  annotation: Node,
): string[] | undefined {
  if (objectTypeOf(annotation)) return fieldTypeNames(collected, owner, field, annotation);
  // `async setUp(): Promise<{ proxy: FaultProxy }>`: a promise of that object type.
  const promised = promisedObject(annotation);
  return promised && ['Promise', ...fieldTypeNames(collected, owner, field, promised)];
}

/** The object type a promise is written to resolve to (`Promise<{ db: Database }>`). */
function promisedObject(annotation: Node): Node | undefined {
  const written = annotation.type === 'type_annotation' ? annotation.namedChildren[0] : annotation;
  if (written?.type !== 'generic_type' || written.childForFieldName('name')?.text !== 'Promise')
    return undefined;
  const [argument, ...others] = written.childForFieldName('type_arguments')?.namedChildren ?? [];
  return argument && others.length === 0 && objectTypeOf(argument) ? argument : undefined;
}

/**
 * The object type an annotation writes (`{ db: Database }`, `{ … } | undefined`): one of typed
 * properties and methods only — not a record (`{ [key: string]: Plugin }`) or a callable.
 */
function objectTypeOf(annotation: Node): Node | undefined {
  const written = annotation.type === 'type_annotation' ? annotation.namedChildren[0] : annotation;
  const members = (written?.type === 'union_type' ? written.namedChildren : [written]).filter(
    (member) => !(member?.type === 'literal_type' || /^(undefined|null)$/.test(member?.text ?? '')),
  );
  const [object] = members;
  if (members.length !== 1 || object?.type !== 'object_type') return undefined;
  const kinds = new Set(object.namedChildren.map((member) => member?.type));
  kinds.delete('comment');
  const plain = [...kinds].every(
    (kind) => kind === 'property_signature' || kind === 'method_signature',
  );
  return plain && kinds.size > 0 ? object : undefined;
}

/** A union joining `any` or `unknown` (`RxStorage<A, B> | any`) is that: it names no type. */
function joinsAny(union: Node): boolean {
  return union.namedChildren.some((member) =>
    member?.type === 'union_type'
      ? joinsAny(member)
      : member?.type === 'predefined_type' && /^(any|unknown)$/.test(member.text),
  );
}

/**
 * A type's fields by name. Without a prototype, because names come from the code: a field named
 * `__proto__` is a field, as it is once the facts are read back from JSON.
 */
export function fieldRecord<T = string[]>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

/**
 * How many arguments a call of an interface's method may pass: the most its signatures take (a
 * method, or a property typed as a function); null when one takes any number.
 */
function addLimit(facts: TypeFacts, name: string, member: Node): void {
  const signature =
    member.type === 'property_signature'
      ? member.childForFieldName('type')?.namedChildren[0]
      : member;
  const limit = signature ? parameterLimit(signature) : undefined;
  const limits = (facts.limits ??= fieldRecord<number | null>());
  const earlier = limits[name];
  limits[name] = limit === undefined || earlier === null ? null : Math.max(limit, earlier ?? 0);
}

/** The type named `name` in the file's facts, created on first mention. */
export function typeNamed(collected: Collected, name: string, kind: TypeFacts['kind']): TypeFacts {
  let type = collected.types.get(name);
  if (!type) {
    type = { name, kind, supertypes: [], members: [] };
    collected.types.set(name, type);
  }
  // A class merged with an interface of its name (declaration merging) is a class: it has
  // methods and a superclass, and the interface only adds promises to them.
  if (kind === 'class') type.kind = 'class';
  return type;
}
