// The names a written TypeScript type names: read from its text, a type parameter replaced by its
// constraint, a JavaScript container's by what it holds.
import type { Node } from 'web-tree-sitter';
import {
  CONTAINER_AFTER_DOT,
  namesContainer,
  isBuiltinType,
  qualifiedMark,
} from '../resolve/builtins.js';
import { typeSlot } from '../resolve/type-arguments.js';
import {
  declaredName,
  namespaceQualified,
  ofPackage,
  packageQualified,
  unqualified,
} from './file-types.js';
import { inlineTypeName } from './inline-types.js';
import { intersectionMarkOf } from './intersected-names.js';
import { shadowedContainers } from './shadowed-containers.js';
import { argumentNames, PRIMITIVES, SAME_VALUE_TYPES } from './written-arguments.js';

/** Strings, template literals and comments: their words are not names. */
const NOT_NAMES =
  /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
const NAME = /(?<![\w$])[A-Za-z_$][\w$]*/g;
/** Words of types that never name one (`keyof`, `string`, `extends`, …). */
export const TYPE_KEYWORDS: ReadonlySet<string> = new Set([
  ...['any', 'unknown', 'never', 'void', 'undefined', 'null', 'this', 'true', 'false'],
  ...['string', 'number', 'boolean', 'bigint', 'symbol', 'object', 'unique'],
  ...[
    'keyof',
    'typeof',
    'infer',
    'extends',
    'implements',
    'readonly',
    'asserts',
    'is',
    'new',
    'in',
    'as',
  ],
]);

/**
 * The names in a heritage clause or type annotation (`Omit<C.Chunk<A>, "x">` → Omit, C, Chunk, A),
 * read from its text: walking the syntax tree for them costs more than the rest of the type facts.
 */
export function typeNames(node: Node): string[] {
  const written = node.text;
  // Most types hold no string, template or comment: then there is nothing to blank out.
  const text = /['"`/]/.test(written) ? written.replace(NOT_NAMES, ' ') : written;
  const names = writtenNames(text);
  if (text.includes('ReturnType<')) addReturnedTypes(node, text, names);
  // `Shape[]` is an array: its `map` is the array's, not a Shape's; so is a tuple, `[G1, G1]`,
  // whose elements are its types (`pair[0].m()`).
  if (/\[\s*\]/.test(text) || isTuple(node)) names.add('Array');
  const found = [...names];
  const mark = text.includes('&') ? intersectionMarkOf(node) : undefined;
  if (mark) found.push(mark);
  // `Map` where the module imports or declares its own `Map`: that type, marked as a namespace's
  // type written qualified is (`<import.Map>`), not JavaScript's container.
  for (const name of names)
    if (isBuiltinType(name) && shadowedContainers(node).has(name))
      found.push(qualifiedMark('import', name));
  if (!text.includes('<')) return found;
  // `ViewManager<View[]>`, `Emitter<Map<string, Row>>`: a ViewManager, an Emitter.
  const named = namesContainer(found) ? withoutHeldContainers(node, found) : found;
  // `IField<bigint>`: an IField, and `<IField=bigint>` for what its arguments say.
  const argued = argumentNames(text);
  return argued.length > 0 ? [...named, ...argued] : named;
}

/** Whether a written type is a tuple (`[A, B]`, `readonly [A, B]`), not one holding tuples. */
function isTuple(node: Node): boolean {
  let type: Node | null = node.type === 'type_annotation' ? node.firstNamedChild : node;
  if (type?.type === 'readonly_type') type = type.firstNamedChild;
  return type?.type === 'tuple_type';
}

/** `ReturnType<Fn>` of a type's name (not `ReturnType<typeof f>`). */
const RETURN_TYPE_OF = /\bReturnType<\s*([A-Za-z_$][\w$]*)\s*>/g;

/**
 * What `ReturnType<CreateConnectorFn>` names: the object type that alias of a function type
 * returns, `CreateConnectorFn{return}` (see addReturnedObject); through a type parameter, its
 * constraint's (`ReturnType<fn>`, `fn extends CreateConnectorFn`).
 */
function addReturnedTypes(node: Node, text: string, names: Set<string>): void {
  for (const [, written = ''] of text.matchAll(RETURN_TYPE_OF)) {
    const constraint = constraintOf(node, written);
    const [fn] = constraint ? writtenNames(constraint.text) : [declaredName(written)];
    if (fn !== undefined && !TYPE_KEYWORDS.has(fn)) names.add(inlineTypeName(fn, 'return'));
  }
}

/**
 * The names a type's text writes, but for JavaScript's containers written qualified (`List.Iterator<T>`:
 * a namespace's class, not JavaScript's Iterator, nor a List), each marked with its qualifier.
 */
function writtenNames(text: string): Set<string> {
  const names = new Set<string>();
  const qualified = qualifiedContainers(text);
  if (qualified.length === 0) {
    for (const name of text.match(NAME) ?? [])
      if (!TYPE_KEYWORDS.has(name)) names.add(declaredName(name));
    if (text.includes('.')) qualifiedOwnNames(text, names);
    return names;
  }
  const qualifiers = new Map<string, number>();
  for (const [qualifier] of qualified)
    qualifiers.set(qualifier, (qualifiers.get(qualifier) ?? 0) + 1);
  for (const name of text.match(NAME) ?? []) {
    const asQualifier = qualifiers.get(name);
    if (asQualifier !== undefined) qualifiers.set(name, asQualifier - 1);
    else if (!TYPE_KEYWORDS.has(name)) names.add(declaredName(name));
  }
  // A qualifier also written on its own is named.
  for (const [qualifier, left] of qualifiers) if (left < 0) names.add(declaredName(qualifier));
  for (const [qualifier, name] of qualified) names.add(qualifiedMark(qualifier, name));
  return names;
}

/**
 * `names` without those written only after a package's name where the file has a type of its own
 * by that name (see packageQualified): `winston.Logger` names `winston`, not the file's `Logger`.
 * Written after the name of a module of the repository imported as a namespace
 * (`ortFbs.Attribute`, see namespaceQualified), the name is marked with it (`<ortFbs.Attribute>`):
 * that module's type, not the file's own.
 */
function qualifiedOwnNames(text: string, names: Set<string>): void {
  let unqualifiedNames: Set<string> | undefined;
  // Written unqualified too (`winston.Logger | Logger`): the file's own type as well.
  const writtenUnqualified = (name: string): boolean => {
    unqualifiedNames ??= new Set(text.replace(/\.\s*[A-Za-z_$][\w$]*/g, ' ').match(NAME));
    return unqualifiedNames.has(name);
  };
  for (const [, qualifier = '', name = ''] of text.matchAll(QUALIFIED_NAME)) {
    if (!names.has(name)) continue;
    if (packageQualified(qualifier, name)) {
      if (!writtenUnqualified(name)) names.delete(name);
    } else if (
      (namespaceQualified(qualifier, name) || ofPackage(qualifier)) &&
      !writtenUnqualified(name)
    )
      // Also a package's (`ServiceManager.IManager`): the library's type (see isLibraryValue).
      names.add(qualifiedMark(qualifier, name));
  }
}

/** A name of JavaScript's containers after a qualifier (`List.Iterator`; not `globalThis.Map`). */
const QUALIFIED_NAME = /([\w$]+)\s*\.\s*(?=([A-Za-z_$][\w$]*))/g;

/** The names of JavaScript's containers a type's text writes qualified, as a namespace's types. */
function qualifiedContainers(text: string): [qualifier: string, name: string][] {
  if (!text.includes('.') || !CONTAINER_AFTER_DOT.test(text)) return [];
  const found: [string, string][] = [];
  for (const [, qualifier = '', name = ''] of text.matchAll(QUALIFIED_NAME))
    if (qualifier !== 'globalThis' && isBuiltinType(name)) found.push([qualifier, name]);
  return found;
}

/** Types that change only whether an object type's properties are optional or read-only. */
const PROPERTY_MODIFIERS = new Set(['Partial', 'Readonly', 'Required']);

/**
 * The type a written type modifies only in its properties' optionality or mutability
 * (`Readonly<Partial<{ tags: Tags }>>`: the object type), or the type itself: its fields are
 * that type's.
 */
export function withoutPropertyModifiers(type: Node): Node {
  const name = type.type === 'generic_type' ? type.childForFieldName('name')?.text : undefined;
  const written = type.childForFieldName('type_arguments')?.namedChildren ?? [];
  const [argument] = written;
  return name !== undefined && PROPERTY_MODIFIERS.has(name) && written.length === 1 && argument
    ? withoutPropertyModifiers(argument)
    : type;
}

/**
 * `names` without JavaScript's containers written only as another type's argument: a value of
 * `ViewManager<View[]>` is a ViewManager holding Views, not an array, and what it holds (View)
 * still fills its type's parameter (`getView(): ViewT`).
 */
function withoutHeldContainers(type: Node, names: string[]): string[] {
  const heads = new Set<string>();
  const held = new Set<string>();
  valueContainers(type, heads, held);
  if (held.size === 0) return names;
  return names.filter((name) => !held.has(name) || heads.has(name));
}

/** The containers a written type is (`heads`) and those only another type's argument holds. */
function valueContainers(node: Node, heads: Set<string>, held: Set<string>): void {
  if (node.type === 'array_type') heads.add('Array');
  else if (node.type === 'type_identifier') heads.add(node.text);
  else if (node.type === 'generic_type') {
    const name = node.childForFieldName('name')?.text ?? '';
    heads.add(name);
    if (!isBuiltinType(name) && !SAME_VALUE_TYPES.has(name)) {
      const written = node.childForFieldName('type_arguments')?.text ?? '';
      const qualified = new Set(qualifiedContainers(written).map(([, name]) => name));
      for (const name of written.match(NAME) ?? [])
        if (isBuiltinType(name) && !qualified.has(name)) held.add(name);
      if (/\[\s*\]/.test(written)) held.add('Array');
      return;
    }
  }
  for (const child of node.namedChildren) if (child) valueContainers(child, heads, held);
}

/** The named types an intersection joins (`A<T> & B & { x: X }` → A, T, B): not its object types. */
export function intersectedTypes(intersection: Node): string[] {
  const names = new Set<string>();
  for (const part of intersection.namedChildren) {
    if (!part || part.type === 'object_type') continue;
    const joined = part.type === 'intersection_type' ? intersectedTypes(part) : typeNames(part);
    for (const name of joined) names.add(name);
  }
  return [...names];
}

/** Declarations that may declare type parameters a type written inside them uses. */
const GENERIC_DECLARATIONS = new Set([
  ...['class_declaration', 'abstract_class_declaration', 'class'],
  'function_declaration',
  'generator_function_declaration',
  'function_expression',
  'arrow_function',
  'method_definition',
  'interface_declaration',
  'type_alias_declaration',
  // `$shouldInclude: <T extends LexicalNode>(node: T) => boolean`, `m<T extends Node>(node: T)`.
  'function_type',
  'method_signature',
  'call_signature',
]);

/**
 * A written type's names, a type parameter of an enclosing declaration that is the type (`node:
 * N`, `node: N | null`) replaced by the types its constraint names (`<N extends LexicalNode>`: a
 * LexicalNode), and so is one a JavaScript container holds (`Record<string, E>`, `E[]`: its
 * elements'). Other type arguments (`Options<TRouter>`) are kept, as is a parameter without a
 * named constraint (`<T>`, `<K extends keyof X>`): they say nothing of the value's methods. An
 * object type of index signatures (`{ [name: string]: Plugin }`) is a Record of what it holds.
 */
export function constrainedTypeNames(type: Node, names: string[]): string[] {
  const written = type.type === 'type_annotation' ? type.namedChildren[0] : type;
  if (written && isIndexSignature(written)) return indexedTypeNames(written);
  const whole = unionMembers(written)
    .flatMap(heldOrWhole)
    .filter((member) => member.type === 'type_identifier')
    .map((member) => member.text);
  if (whole.length === 0) return names;
  const constraints = constraintsOf(type, whole);
  return constraints
    ? [...new Set(names.flatMap((name) => constraints.get(name) ?? [name]))]
    : names;
}

/**
 * Names written at `node`, each type parameter of a declaration around it replaced by the types its
 * constraint names (`type SegmentWithInfo<T, S extends ISegmentPrivate = …> = S & T`: S is an
 * ISegmentPrivate).
 */
export function withConstraints(
  node: Node,
  names: readonly string[],
  /** The names that may be type parameters: not a type argument (`FunctionSpec<NODETYPE>`). */
  replaceable: readonly string[] = names,
): string[] {
  const constraints = constraintsOf(node, replaceable);
  return constraints
    ? [...new Set(names.flatMap((name) => constraints.get(name) ?? [name]))]
    : [...names];
}

/** The types the constraints of those of `names` that are type parameters around `node` name. */
function constraintsOf(node: Node, names: readonly string[]): Map<string, string[]> | undefined {
  let constraints: Map<string, string[]> | undefined;
  for (const name of names) {
    // The innermost declaration of a name shadows outer ones.
    const constraint = constraintOf(node, name);
    if (constraint && NAMED_TYPES.has(constraint.type))
      (constraints ??= new Map()).set(name, typeNames(constraint));
    // `<C extends Context & { scene: Scene }>`: the types it joins.
    else if (constraint?.type === 'intersection_type')
      (constraints ??= new Map()).set(name, intersectedTypes(constraint));
  }
  return constraints;
}

/**
 * A member of a union as a value of it is typed: itself, or what a JavaScript container holds
 * (`Record<string, E>`, `Map<K, E>`, `E[]`: E, by its constraint when a type parameter).
 */
function heldOrWhole(member: Node): Node[] {
  if (member.type === 'array_type') return member.namedChildren.slice(0, 1).filter(isNode);
  const name = member.type === 'generic_type' ? member.childForFieldName('name')?.text : undefined;
  if (name === undefined || !isBuiltinType(name)) return [member];
  return (member.childForFieldName('type_arguments')?.namedChildren ?? []).filter(isNode);
}

function isNode(node: Node | null): node is Node {
  return node !== null;
}

/** What may hold index signatures: an object type, or an interface's body. */
const RECORD_BODIES = new Set(['object_type', 'interface_body']);

/** An object type of index signatures only (`{ [name: string]: Plugin }`): a record. */
function isIndexSignature(type: Node): boolean {
  const members = RECORD_BODIES.has(type.type)
    ? type.namedChildren.filter((member) => member?.type !== 'comment')
    : [];
  return members.length > 0 && members.every((member) => member?.type === 'index_signature');
}

/**
 * An interface of index signatures only (`interface RefsMap { [url: string]: Ref }`): a record's
 * names, as for an object type of them; undefined for any other interface body.
 */
export function indexSignatureRecord(body: Node): string[] | undefined {
  return isIndexSignature(body) ? indexedTypeNames(body) : undefined;
}

/** A record's names, as `Record<string, Plugin>` writes them: Record, then what it holds. */
function indexedTypeNames(type: Node): string[] {
  const held = type.namedChildren.flatMap((signature) => {
    const value = signature?.childForFieldName('type');
    return value ? constrainedTypeNames(value, typeNames(value)) : [];
  });
  return [...new Set(['Record', ...held])];
}

/** The constraint of type parameter `name` of the innermost declaration around `node` declaring it. */
function constraintOf(node: Node, name: string): Node | undefined {
  for (let around = node.parent; around; around = around.parent) {
    if (!GENERIC_DECLARATIONS.has(around.type)) continue;
    for (const parameter of around.childForFieldName('type_parameters')?.namedChildren ?? [])
      if (parameter?.childForFieldName('name')?.text === name)
        return parameter.childForFieldName('constraint')?.namedChildren[0] ?? undefined;
  }
  return undefined;
}

/**
 * The types an object type written for a value gives its field `field` (`ctx: C`, `<C extends
 * Context & { scene: Scene<C> }>`: Scene), through a type parameter's constraint and the types an
 * intersection joins; undefined when none written there declares it.
 */
export function objectFieldTypes(type: Node, field: string): string[] | undefined {
  const annotation = objectFieldType(type, field);
  return annotation ? constrainedTypeNames(annotation, typeNames(annotation)) : undefined;
}

/** The type an object type written for a value writes for its field `field` (see objectFieldTypes). */
export function objectFieldType(type: Node, field: string, depth = 0): Node | undefined {
  const written = type.type === 'type_annotation' ? type.namedChildren[0] : type;
  if (!written || depth > 4) return undefined;
  if (written.type === 'type_identifier') {
    const constraint = constraintOf(written, written.text);
    return constraint && objectFieldType(constraint, field, depth + 1);
  }
  if (written.type === 'intersection_type')
    return written.namedChildren
      .map((part) => part && objectFieldType(part, field, depth + 1))
      .find((found) => found !== undefined);
  if (written.type !== 'object_type') return undefined;
  const property = written.namedChildren.find(
    (member) =>
      member?.type === 'property_signature' && member.childForFieldName('name')?.text === field,
  );
  return property?.childForFieldName('type') ?? undefined;
}

/** The members of a union type (`A | B | null`: A, B, null), or the type itself. */
export function unionMembers(type: Node | null | undefined): Node[] {
  if (!type) return [];
  if (type.type !== 'union_type') return [type];
  return type.namedChildren.flatMap((member) => unionMembers(member));
}

/** Types written by name (`Store`, `Store<T>`, `ns.Store`), or a union of them. */
export const NAMED_TYPES = new Set([
  'type_identifier',
  'generic_type',
  'nested_type_identifier',
  'union_type',
]);

/** Declarations whose type parameters a value of theirs is written with (`Store<Row>`). */
const TYPE_DECLARATIONS = new Set([
  ...['class_declaration', 'abstract_class_declaration', 'class'],
  'interface_declaration',
  'type_alias_declaration',
]);

/**
 * A field's or a method's written type names with each of its class's, interface's or alias's own
 * parameters without a constraint (`T` of `Store<T>`, not one a method declares itself) written as
 * its slot. With `tagConstrained`, a class's field written as one of its constrained parameters
 * (`inner: T`, `T extends Resource`) is its constraint's names each tagged with the slot
 * (`<0/1>Resource`): what a subclass's heritage clause or a value's type writes for it, else they.
 */
export function withTypeSlots(type: Node, names: string[], tagConstrained = false): string[] {
  let shadowed: Set<string> | undefined;
  for (let around = type.parent; around; around = around.parent) {
    if (!GENERIC_DECLARATIONS.has(around.type) && !TYPE_DECLARATIONS.has(around.type)) continue;
    const parameters = (around.childForFieldName('type_parameters')?.namedChildren ?? []).filter(
      (parameter) => parameter?.type === 'type_parameter',
    );
    const declared = parameters.map((parameter) => parameter?.childForFieldName('name')?.text);
    if (!TYPE_DECLARATIONS.has(around.type)) {
      for (const name of declared) if (name) (shadowed ??= new Set()).add(name);
      continue;
    }
    if (declared.length === 0) return names;
    const whole = tagConstrained ? constrainedParameter(type, declared) : -1;
    if (whole >= 0) return names.map((name) => typeSlot(whole, declared.length) + name);
    return names.map((name) => {
      const position = shadowed?.has(name) ? -1 : declared.indexOf(name);
      const constrained = parameters[position]?.childForFieldName('constraint');
      return position < 0 || constrained ? name : typeSlot(position, declared.length);
    });
  }
  return names;
}

/**
 * The position among `declared` of the constrained type parameter a field's whole written type is
 * (`inner: T`, `inner?: T | undefined`), or -1.
 */
function constrainedParameter(type: Node, declared: (string | undefined)[]): number {
  const written = type.type === 'type_annotation' ? type.namedChildren[0] : type;
  const members = unionMembers(written).filter(
    (member) => !['null', 'undefined'].includes(member.text),
  );
  const [only] = members;
  if (members.length !== 1 || only?.type !== 'type_identifier') return -1;
  const position = declared.indexOf(only.text);
  return position >= 0 && constraintOf(type, only.text) ? position : -1;
}

/**
 * A class's heritage clause: the types it names (not in type arguments, but for an `implements`
 * clause's `Partial<Disposable>`), the class it extends and the interfaces its `implements` clause
 * names (`Disposable`, not `Lifetime` of `Lifetime.Owner`), and what it writes for each generic
 * supertype's parameters (see superTypeArguments).
 */
export function classHeritage(heritage: Node): {
  supertypes: string[];
  implemented: string[];
  extended: string[];
  superArguments?: Record<string, string[]>;
} {
  const implemented = heritage.namedChildren.flatMap((clause) =>
    clause?.type === 'implements_clause' ? clause.namedChildren.flatMap(implementedNames) : [],
  );
  const extended = heritage.namedChildren.flatMap((clause) =>
    clause?.type === 'extends_clause' ? clause.namedChildren.flatMap(extendedName) : [],
  );
  // Not what a supertype's type arguments name (`extends BatchInterceptor<[FetchInterceptor]>` is
  // no FetchInterceptor), unless it is what an `implements` clause takes (`Partial<Disposable>`),
  // or the class extends an expression (`Mixin(Base)`), of which any name may be the class.
  const mixin = extended.includes(EXTENDED_EXPRESSION);
  const named = mixin
    ? undefined
    : new Set([...namesOutsideTypeArguments(heritage), ...implemented, ...extended]);
  const supertypes = typeNames(heritage).filter((name) => named?.has(name) ?? true);
  const superArguments = superTypeArguments(heritage);
  return superArguments
    ? { supertypes, implemented, extended, superArguments }
    : { supertypes, implemented, extended };
}

/** The names a heritage clause writes outside its supertypes' type arguments. */
function namesOutsideTypeArguments(node: Node): string[] {
  if (node.type === 'type_arguments') return [];
  if (node.type === 'identifier' || node.type === 'type_identifier')
    return [declaredName(node.text)];
  return node.namedChildren.flatMap((child) => (child ? namesOutsideTypeArguments(child) : []));
}

/**
 * The interface an `implements` clause's type names, without its qualifiers: `Owner` of
 * `Lifetime.Owner`; of `Partial<Disposable>` or `Omit<Timer, 'id'>`, `Disposable` or `Timer` too.
 */
function implementedNames(type: Node | null): string[] {
  const name = type?.type === 'generic_type' ? type.childForFieldName('name') : type;
  if (!name || !NAMED_TYPES.has(name.type)) return [];
  const head = unqualified(name.text);
  if (!SAME_VALUE_TYPES.has(head) && head !== 'Omit' && head !== 'Pick') return [head];
  const argument = type?.childForFieldName('type_arguments')?.namedChildren[0] ?? null;
  return [head, ...implementedNames(argument)];
}

/**
 * The name of the class an `extends` clause's expression names (`Class` of `Effectable.Class`);
 * `<expression>` for any other expression (`extends Mixin(Base)`), which names no class.
 */
function extendedName(child: Node | null): string[] {
  if (!child || child.type === 'type_arguments') return [];
  if (child.type === 'identifier') return [declaredName(child.text)];
  if (child.type === 'member_expression')
    return [child.childForFieldName('property')?.text ?? EXTENDED_EXPRESSION];
  return [EXTENDED_EXPRESSION];
}

/** The types an interface's `extends` clause names, without qualifiers or type arguments. */
export function extendedInterfaces(clause: Node): string[] {
  return clause.namedChildren.flatMap((type) => {
    const name = type?.type === 'generic_type' ? type.childForFieldName('name') : type;
    return name && NAMED_TYPES.has(name.type) ? [unqualified(name.text)] : [];
  });
}

/** What `extended` records for a base class given by an expression other than a name. */
export const EXTENDED_EXPRESSION = '<expression>';

/**
 * What a class's heritage clause writes for each generic supertype's parameters (`extends
 * ResourceDecorator<TestRunner>`: ResourceDecorator → TestRunner), by the supertype's name: the
 * names of each argument, a constrained parameter of the class by its constraint's; none for one
 * of the class's unconstrained parameters, which says nothing of the value.
 */
function superTypeArguments(heritage: Node): Record<string, string[]> | undefined {
  const own = new Set(
    (heritage.parent?.childForFieldName('type_parameters')?.namedChildren ?? []).flatMap(
      (parameter) =>
        parameter?.type === 'type_parameter' && !parameter.childForFieldName('constraint')
          ? [parameter.childForFieldName('name')?.text ?? '']
          : [],
    ),
  );
  let found: Record<string, string[]> | undefined;
  const add = (supertype: Node | null | undefined, list: Node | null | undefined): void => {
    if (!supertype || list?.type !== 'type_arguments') return;
    const names = list.namedChildren.flatMap((argument) =>
      argument && NAMED_TYPES.has(argument.type)
        ? constrainedTypeNames(argument, typeNames(argument)).filter((name) => !own.has(name))
        : [],
    );
    const name = unqualified(supertype.text);
    // `implements Omit<TimeoutProvider, 'name'>`, `Partial<Disposable>`: the argument is implemented.
    if (SAME_VALUE_TYPES.has(name) || name === 'Omit' || name === 'Pick') return;
    // `extends Map<string, string>`: a container of JavaScript's own values, recorded as naming
    // none (not `Array<any>`, which holds anything).
    const primitive =
      isBuiltinType(name) &&
      list.namedChildren.every((argument) => PRIMITIVES.has(argument?.text ?? ''));
    if (names.length > 0 || primitive)
      (found ??= Object.create(null) as Record<string, string[]>)[name] = names;
  };
  for (const clause of heritage.namedChildren) {
    if (clause?.type === 'extends_clause')
      clause.namedChildren.forEach((child, index) => {
        if (child?.type === 'type_arguments') add(clause.namedChildren[index - 1], child);
      });
    else
      for (const type of clause?.namedChildren ?? [])
        if (type?.type === 'generic_type')
          add(type.childForFieldName('name'), type.childForFieldName('type_arguments'));
  }
  return found;
}
