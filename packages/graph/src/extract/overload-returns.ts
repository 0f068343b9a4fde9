// A TypeScript method or function declared with overload signatures (`get(type): Event[]`,
// `get(type, key): Event | null`, then the implementation): what a call returns depends on how
// many arguments it passes, by the signature taking that many, or on a string literal it passes, by
// the signature written for it (`get(task: "text-to-image"): ImageHelper`).
import type { Node } from 'web-tree-sitter';
import { returnedTypes } from './node-facts.js';
import { requiredParameters } from './typescript-types.js';
import { stringValue } from './imports.js';
import { unionMembers } from './type-names.js';

/** Overload signatures before an implementation, in a class body or a module. */
const SIGNATURES = new Set(['method_signature', 'function_signature']);

/** The most arguments a signature is read for (one with a rest parameter takes any number). */
const MOST_ARGUMENTS = 8;

/** The signature a statement holds (`export function f(): T;` holds `function f(): T;`). */
function signatureOf(statement: Node): Node | undefined {
  const declaration =
    statement.type === 'export_statement' ? statement.childForFieldName('declaration') : statement;
  return declaration && SIGNATURES.has(declaration.type) ? declaration : undefined;
}

/**
 * By the number of arguments a call passes (`"2"`): the type names of the written return type of
 * the first overload signature taking that many; undefined without overloads that differ.
 */
export function overloadReturns(definition: Node): Record<string, string[]> | undefined {
  if (definition.type !== 'method_definition' && definition.type !== 'function_declaration')
    return undefined;
  const name = definition.childForFieldName('name')?.text;
  const signatures: Node[] = [];
  let statement = definition.parent?.type === 'export_statement' ? definition.parent : definition;
  for (let previous = statement.previousNamedSibling; previous;) {
    if (previous.type === 'comment') {
      previous = previous.previousNamedSibling;
      continue;
    }
    const signature = signatureOf(previous);
    if (!signature || signature.childForFieldName('name')?.text !== name) break;
    signatures.unshift(signature);
    statement = previous;
    previous = previous.previousNamedSibling;
  }
  const { returns, differ } = returnsByArguments(signatures);
  return differ ? { ...returns, ...returnsByLiterals(signatures) } : undefined;
}

/**
 * By a string literal a call passes (`"1=audio-classification"`): the return type names of the
 * first signature whose parameter at that place is written as that literal (or a union holding
 * it). `getProviderHelper(provider, task: "audio-classification"): AudioClassificationTaskHelper`
 * is picked by the task a call names, whatever the other signatures taking two arguments return.
 */
function returnsByLiterals(signatures: readonly Node[]): Record<string, string[]> {
  const returns: Record<string, string[]> = {};
  for (const signature of signatures) {
    const returned = signature.childForFieldName('return_type');
    if (!returned || returnsFunction(returned)) continue;
    const parameters = signature.childForFieldName('parameters')?.namedChildren ?? [];
    const listed = parameters.filter((parameter) => parameter?.type !== 'comment');
    listed.forEach((parameter, position) => {
      for (const literal of parameter ? stringLiteralsOf(parameter) : []) {
        const key = `${position}=${literal}`;
        if (!Object.hasOwn(returns, key)) returns[key] = returnedTypes(returned);
      }
    });
  }
  return returns;
}

/** The string literals a parameter's written type is (`task: "a"`, `kind: "a" | "b"`). */
function stringLiteralsOf(parameter: Node): string[] {
  const annotation = parameter.childForFieldName('type');
  const type = annotation?.type === 'type_annotation' ? annotation.namedChildren[0] : annotation;
  const literals = unionMembers(type).map((member) =>
    member.type === 'literal_type' && member.namedChildren[0]?.type === 'string'
      ? stringValue(member.namedChildren[0])
      : undefined,
  );
  return literals.length > 0 && literals.every((literal) => literal !== undefined) ? literals : [];
}

/**
 * By the number of arguments a call passes: the return type names of the first of these
 * signatures taking that many (none for a signature returning a function: `(self) => Effect<A>`
 * is no Effect); `differ` when the signatures' written return types are not all the same.
 */
export function returnsByArguments(
  signatures: readonly Node[],
  /** Leave out the signatures' own type parameters (`<S>(tag: Tag<S>): S` returns no `S`). */
  withoutTypeParameters = false,
): {
  returns: Record<string, string[]>;
  differ: boolean;
} {
  const returns: Record<string, string[]> = {};
  const distinct = new Set<string>();
  for (const signature of signatures) {
    const returned = signature.childForFieldName('return_type');
    if (!returned) continue;
    const written = returnsFunction(returned) ? [] : returnedTypes(returned);
    const own = withoutTypeParameters ? typeParameters(signature) : undefined;
    const types = own ? written.filter((type) => !own.has(type)) : written;
    distinct.add(types.join());
    const [fewest, most] = argumentCounts(signature);
    for (let count = fewest; count <= most; count++)
      if (!Object.hasOwn(returns, String(count))) returns[String(count)] = types;
  }
  return { returns, differ: distinct.size > 1 };
}

/** The names of the type parameters a signature declares (a constrained one is read as its constraint). */
function typeParameters(signature: Node): Set<string> {
  const parameters = signature.childForFieldName('type_parameters')?.namedChildren ?? [];
  return new Set(parameters.map((parameter) => parameter?.childForFieldName('name')?.text ?? ''));
}

/** A return type written as a function type (`: (self: Deferred<A>) => Effect<boolean>`). */
function returnsFunction(returned: Node): boolean {
  const type = returned.type === 'type_annotation' ? returned.namedChildren[0] : returned;
  return type?.type === 'function_type';
}

/**
 * A constant written with a callable type — an object type of call signatures
 * (`export const succeed: { <A>(value: A): …; <A>(self: Deferred<A>, value: A): Effect<boolean> }
 * = internal.succeed`) or a function type: what a call returns, by the arguments it passes.
 */
export function callableReturns(annotation: Node): Record<string, string[]> | undefined {
  const type = annotation.type === 'type_annotation' ? annotation.namedChildren[0] : annotation;
  if (type?.type === 'function_type') return returnsByArguments([type], true).returns;
  if (type?.type !== 'object_type') return undefined;
  const members = type.namedChildren.filter((member) => member?.type !== 'comment');
  if (members.length === 0 || !members.every((member) => member?.type === 'call_signature'))
    return undefined;
  return returnsByArguments(
    members.filter((member) => member !== null),
    true,
  ).returns;
}

/**
 * The fewest and the most arguments a call of a signature or function may pass (one with a rest
 * parameter is read for up to MOST_ARGUMENTS; `x => …` takes one).
 */
export function argumentCounts(signature: Node): [fewest: number, most: number] {
  if (signature.childForFieldName('parameter')) return [1, 1];
  const parameters = signature.childForFieldName('parameters')?.namedChildren ?? [];
  const listed = parameters.filter(
    (parameter) =>
      parameter?.type !== 'comment' && parameter?.childForFieldName('pattern')?.type !== 'this',
  );
  const rest = listed.some(
    (parameter) => parameter?.childForFieldName('pattern')?.type === 'rest_pattern',
  );
  return [requiredParameters(signature), rest ? MOST_ARGUMENTS : listed.length];
}
