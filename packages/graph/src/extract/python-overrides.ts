// Python methods' parameters as an override sees them: a parameter written without a type in a
// method of a class with bases takes the type its overridden method writes for it, as a type
// checker infers it (`def from_text(cls, rdclass, rdtype, tok)` overriding `tok: Tokenizer`).
import type { Node } from 'web-tree-sitter';
import { pythonTypeNames } from './python.js';
import type { Collected } from './raw-facts.js';
import { fieldRecord, typeNamed } from './type-facts.js';

/** Parameter nodes that hold their name directly or in a `name` field. */
const PARAMETERS = new Set([
  'identifier',
  'typed_parameter',
  'default_parameter',
  'typed_default_parameter',
]);

/**
 * A parameter of a Python method (`name` is its identifier): written with a type, that type joins
 * the class's signature of the method, for overrides to read; written without one in a class with
 * bases, it is bound to what the overridden method writes at its position, looked up when resolving.
 */
export function addMethodParameter(collected: Collected, name: Node): void {
  const parameter = name.parent?.type === 'parameters' ? name : name.parent;
  const list = parameter?.parent;
  const method = list?.parent;
  if (!parameter || !PARAMETERS.has(parameter.type) || list?.type !== 'parameters') return;
  if (method?.type !== 'function_definition') return;
  const owner = classAround(method);
  const methodName = method.childForFieldName('name')?.text;
  if (!owner || !methodName) return;
  const position = list.namedChildren
    .filter((child) => child?.type !== 'comment')
    .findIndex((child) => child?.id === parameter.id);
  const type = parameter.childForFieldName('type');
  if (type) return addSignatureType(collected, owner, methodName, position, pythonTypeNames(type));
  // The first parameter is the instance or the class (`self`, `cls`).
  if (position < 1 || !owner.childForFieldName('superclasses')) return;
  collected.typedBindings.push({
    name: name.text,
    call: { callee: methodName, parameter: position, implements: true },
    start: method.startIndex,
    end: method.endIndex,
    field: false,
  });
}

/** The class whose body declares a function (decorated or not). */
function classAround(method: Node): Node | undefined {
  const declared = method.parent?.type === 'decorated_definition' ? method.parent : method;
  const klass = declared.parent?.type === 'block' ? declared.parent.parent : undefined;
  return klass?.type === 'class_definition' ? klass : undefined;
}

/** `types` at `position` of the class's signature of `method`. */
function addSignatureType(
  collected: Collected,
  owner: Node,
  method: string,
  position: number,
  types: string[],
): void {
  const className = owner.childForFieldName('name')?.text;
  if (!className || types.length === 0) return;
  const facts = typeNamed(collected, className, 'class');
  const signatures = (facts.signatures ??= fieldRecord<string[][]>());
  const signature = (signatures[method] ??= []);
  while (signature.length < position) signature.push([]);
  signature[position] = types;
}
