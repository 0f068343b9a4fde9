// A TypeScript method or function declared with overload signatures (`get(type): Event[]`,
// `get(type, key): Event | null`, then the implementation): what a call returns depends on how
// many arguments it passes, by the signature taking that many.
import type { Node } from 'web-tree-sitter';
import { returnedTypes } from './node-facts.js';
import { requiredParameters } from './typescript-types.js';

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
  const returns: Record<string, string[]> = {};
  const written = new Set<string>();
  for (const signature of signatures) {
    const returned = signature.childForFieldName('return_type');
    if (!returned) continue;
    const types = returnedTypes(returned);
    written.add(types.join());
    const parameters = signature.childForFieldName('parameters')?.namedChildren ?? [];
    const listed = parameters.filter(
      (parameter) =>
        parameter?.type !== 'comment' && parameter?.childForFieldName('pattern')?.type !== 'this',
    );
    const rest = listed.some(
      (parameter) => parameter?.childForFieldName('pattern')?.type === 'rest_pattern',
    );
    const most = rest ? MOST_ARGUMENTS : listed.length;
    for (let count = requiredParameters(signature); count <= most; count++)
      if (!Object.hasOwn(returns, String(count))) returns[String(count)] = types;
  }
  return written.size > 1 ? returns : undefined;
}
