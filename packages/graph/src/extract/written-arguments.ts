// What a written type gives each generic type it names as arguments: a class's heritage clause,
// an interface's `extends` clause or a type alias (`implements IField<bigint>`, `type Fp2Bls =
// IField<Fp2> & {…}`), and a value's written type, whose names carry it (`<IField=bigint>`). A
// receiver of `IField<bigint>` is then no class implementing `IField<Fp2>`.
import type { Node } from 'web-tree-sitter';
import { isBuiltinType } from '../resolve/builtins.js';
import { declaredName, importsOrDeclares, unqualified } from './file-types.js';

/** JavaScript's own values' types. */
export const PRIMITIVES = new Set(['string', 'number', 'boolean', 'bigint', 'symbol']);

/**
 * Types whose value is what their argument is (`Promise<Row[]>` awaited, `Readonly<Row[]>`): a
 * JavaScript container written as their argument is the value's.
 */
export const SAME_VALUE_TYPES = new Set([
  ...['Promise', 'PromiseLike', 'Awaited', 'Readonly', 'NonNullable', 'Partial', 'Required'],
]);

/** The written argument that says nothing of a value's type (a type parameter, a literal type). */
export const ANY_ARGUMENT = '';

/** Nodes whose children may name the generic types a declaration is. */
const WRITING = new Set([
  ...['class_heritage', 'implements_clause', 'extends_type_clause', 'intersection_type'],
  'parenthesized_type',
]);

/**
 * The arguments `written` (a heritage clause, an interface's `extends` clause, an alias's value)
 * gives each generic type it names outside other types' arguments, by that type's unqualified
 * name: one name per argument, a JavaScript primitive's (`bigint`) or a type's (`Fp2`, `Point` of
 * `Point<T>`), or ANY_ARGUMENT. `Readonly<IField<bigint>>` writes IField's. Undefined when it
 * writes none.
 */
export function writtenArguments(written: Node): Record<string, string[]> | undefined {
  let found: Record<string, string[]> | undefined;
  visitGenerics(written, (head, names) => {
    (found ??= Object.create(null) as Record<string, string[]>)[head] = names;
  });
  return found;
}

/** A generic type written with names only (`IField<bigint>`, `mod.Store<Row, string>`). */
const SIMPLE_GENERIC = /(?<![\w$])([A-Za-z_$][\w$]*)\s*<\s*([\w$]+(?:\s*,\s*[\w$]+)*)\s*>/g;

/**
 * The names a value's written type adds for the arguments of the generic types it writes with
 * names only (in other types' arguments too: `TArg<IField<bigint>>`), one `<IField=bigint>`
 * each: none for a JavaScript container's, nor where no argument is a primitive or a name the
 * file imports or declares (`Effect<A, never, R>`: type parameters, which say nothing). Read from
 * the type's text, as its names are: a value's type is read often (every parameter, field and
 * return type).
 */
export function argumentNames(text: string): string[] {
  if (!text.includes('<')) return [];
  const found: string[] = [];
  for (const [, head = '', list = ''] of text.matchAll(SIMPLE_GENERIC)) {
    if (isBuiltinType(head) || SAME_VALUE_TYPES.has(head)) continue;
    const names = list.split(',').map((name) => {
      const trimmed = name.trim();
      if (PRIMITIVES.has(trimmed)) return trimmed;
      return importsOrDeclares(trimmed) ? declaredName(trimmed) : ANY_ARGUMENT;
    });
    if (names.some((name) => name !== ANY_ARGUMENT))
      found.push(argumentsName(declaredName(head), names));
  }
  return found;
}

/** The name standing for generic type `head` written with `names` as arguments. */
export function argumentsName(head: string, names: readonly string[]): string {
  return `<${head}=${names.join(',')}>`;
}

/** Each generic type `node` names, with its arguments' names (see writtenArguments). */
function visitGenerics(node: Node, found: (head: string, names: string[]) => void): void {
  const parameters = declaredParameters(node);
  const visit = (node: Node): void => {
    if (node.type === 'generic_type') {
      const head = unqualified(node.childForFieldName('name')?.text ?? '');
      const list = node.childForFieldName('type_arguments')?.namedChildren ?? [];
      // `Readonly<IField<bigint>>`: the argument is the type.
      if (SAME_VALUE_TYPES.has(head)) {
        if (list.length === 1 && list[0]) visit(list[0]);
        return;
      }
      if (head && list.length > 0)
        found(
          head,
          list.map((argument) => argumentName(argument, parameters)),
        );
      return;
    }
    // `extends Base<T>` writes a value then its type arguments.
    if (node.type === 'extends_clause') {
      node.namedChildren.forEach((child, index) => {
        const base = node.namedChildren[index - 1];
        if (child?.type === 'type_arguments' && base)
          found(
            unqualified(base.text),
            child.namedChildren.map((argument) => argumentName(argument, parameters)),
          );
      });
      return;
    }
    if (!WRITING.has(node.type)) return;
    for (const child of node.namedChildren) if (child) visit(child);
  };
  visit(node);
}

function argumentName(argument: Node | null, parameters: ReadonlySet<string>): string {
  if (!argument) return ANY_ARGUMENT;
  switch (argument.type) {
    case 'predefined_type':
      return PRIMITIVES.has(argument.text) ? argument.text : ANY_ARGUMENT;
    case 'type_identifier':
      return parameters.has(argument.text) ? ANY_ARGUMENT : declaredName(argument.text);
    case 'nested_type_identifier':
      return unqualified(argument.text);
    case 'generic_type': {
      const head = unqualified(argument.childForFieldName('name')?.text ?? '');
      return SAME_VALUE_TYPES.has(head) ? ANY_ARGUMENT : head;
    }
    default:
      return ANY_ARGUMENT;
  }
}

/**
 * The type parameters in scope where `written` is: its declaration's, and those of the functions
 * and classes around it (`class Point implements WeierstrassPoint<T>` in `weierstrass<T>()`).
 */
function declaredParameters(written: Node): Set<string> {
  const names = new Set<string>();
  for (let node: Node | null = written; node; node = node.parent)
    for (const parameter of node.childForFieldName('type_parameters')?.namedChildren ?? [])
      names.add(parameter?.childForFieldName('name')?.text ?? '');
  return names;
}
