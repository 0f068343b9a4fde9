// A module's object literal of functions (`export const GestureObjects = { Native: () => new
// NativeGesture(), … }`): what calling each returns, so that a chain through it
// (`Gesture.Native().onStart(…)`) is typed. The functions are no declarations of their own (the
// call hierarchy names none), so what they return is recorded as a callable constant's would be.
import type { Node } from 'web-tree-sitter';
import { constructedReturns } from './constructed-returns.js';
import { argumentCounts, returnsByArguments } from './overload-returns.js';
import type { Collected } from './raw-facts.js';

/** Functions an object literal's property may hold. */
const LITERAL_FUNCTIONS = new Set(['arrow_function', 'function_expression']);

/**
 * Records, as the callable `<variable>.<key>`, what each function of an object literal a module
 * declares at its top returns: its written return type, or the classes it constructs.
 */
export function addLiteralReturns(
  collected: Collected,
  declarator: Node,
  variable: string,
  object: Node,
): void {
  if (!atModuleTop(declarator)) return;
  for (const member of object.namedChildren) {
    if (member?.type !== 'pair') continue;
    const key = member.childForFieldName('key');
    const value = member.childForFieldName('value');
    if (key?.type !== 'property_identifier' || !value || !LITERAL_FUNCTIONS.has(value.type))
      continue;
    const written = returnsByArguments([value]).returns;
    if (Object.keys(written).length > 0) {
      collected.callables.set(`${variable}.${key.text}`, written);
      continue;
    }
    const constructed = constructedReturns(value);
    if (constructed.length > 0)
      collected.callables.set(`${variable}.${key.text}`, byArguments(value, constructed));
  }
}

/** Whether a variable's declarator is at its module's top (exported or not). */
function atModuleTop(declarator: Node): boolean {
  const statement = declarator.parent;
  const around = statement?.parent?.type === 'export_statement' ? statement.parent : statement;
  return around?.parent?.type === 'program';
}

/** `types` for every number of arguments a call of the function may pass. */
function byArguments(fn: Node, types: string[]): Record<string, string[]> {
  const [fewest, most] = argumentCounts(fn);
  const returns: Record<string, string[]> = {};
  for (let count = fewest; count <= most; count++) returns[String(count)] = types;
  return returns;
}
