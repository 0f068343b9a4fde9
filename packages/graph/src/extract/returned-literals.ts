// The types an object literal a function returns is written with: the function's return type, an
// alias of what it returns, or the return the type of an object literal holding it writes for it.
import type { Node } from 'web-tree-sitter';
import { aliasesOfReturn } from './file-types.js';
import { INFERRED_RETURN } from './node-facts.js';

/** Functions a `return` returns from. */
const RETURNING = new Set([
  'function_declaration',
  'function_expression',
  'arrow_function',
  'method_definition',
  'generator_function_declaration',
]);

/** A plain name, no marker. */
const WORD = /^[A-Za-z_$][\w$]*$/;

/**
 * What the object literal returned by `statement` implements (see dispatchOwner): its function's
 * written return type, through `typed`; the aliases naming what its function returns (`type Metrics
 * = ReturnType<typeof getMetrics>`); what the type of an object literal holding its method writes
 * that method to return; nothing written, returned from a callback (what the callee's parameter
 * says, maybe); or a type inferred from it.
 */
export function returnedLiteralOwner<Owner>(
  statement: Node,
  typed: (type: Node) => Owner | undefined,
  /** The types an object literal holding a method is written with. */
  literalTypes: (method: Node) => readonly string[] | undefined,
): Owner | { types?: string[] } | undefined {
  const written = writtenReturnOf(statement);
  if (written?.type === 'object_type') return undefined;
  if (written) return typed(written) ?? {};
  const aliases = aliasesOfReturn(returningFunctionName(statement) ?? '');
  if (aliases) return { types: aliases };
  // From a method of an object literal of a written type (`Tag.of({ unsafeMake() { return { … }
  // } })`): what that type's method is written to return.
  const promised = promisedReturnMarker(statement, literalTypes);
  if (promised) return { types: [promised] };
  return returnsFromCallback(statement) ? {} : { types: [INFERRED_RETURN] };
}

/**
 * The type written for what a `return` statement returns: its function's return type (`():
 * HttpClient`), or what an async function's `Promise<T>` resolves to.
 */
export function writtenReturnOf(statement: Node): Node | undefined {
  const fn = returningFunction(statement);
  const written = fn?.childForFieldName('return_type')?.namedChildren[0];
  if (written?.type !== 'generic_type' || written.namedChildren[0]?.text !== 'Promise')
    return written ?? undefined;
  return written.childForFieldName('type_arguments')?.namedChildren[0] ?? undefined;
}

/**
 * What a `return` in a method of an object literal of one written type returns, as the marker
 * `Type["method"]()` that resolution reads the type's written return of the method for.
 */
function promisedReturnMarker(
  statement: Node,
  literalTypes: (method: Node) => readonly string[] | undefined,
): string | undefined {
  const method = returningFunction(statement);
  if (method?.type !== 'method_definition' || method.parent?.type !== 'object') return undefined;
  const name = method.childForFieldName('name');
  const types = literalTypes(method);
  const [type] = types ?? [];
  return name?.type === 'property_identifier' && types?.length === 1 && type && WORD.test(type)
    ? `${type}[${JSON.stringify(name.text)}]()`
    : undefined;
}

/** Whether a `return` returns from a function passed as an argument (`observable((s) => …)`). */
function returnsFromCallback(statement: Node): boolean {
  return returningFunction(statement)?.parent?.type === 'arguments';
}

/** The function a `return` returns from. */
function returningFunction(statement: Node): Node | null {
  let fn = statement.parent;
  while (fn && !RETURNING.has(fn.type)) fn = fn.parent;
  return fn;
}

/** The name of the function a `return` returns from (`function f`, `const f = () => {…}`). */
function returningFunctionName(statement: Node): string | undefined {
  const fn = returningFunction(statement);
  const named = fn?.childForFieldName('name') ?? null;
  if (named) return named.text;
  const holder = fn?.parent;
  return holder?.type === 'variable_declarator'
    ? holder.childForFieldName('name')?.text
    : undefined;
}
