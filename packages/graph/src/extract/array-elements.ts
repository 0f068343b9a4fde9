// What an array literal written with a type holds: `return [{ load() {…} }]` from a function
// written to return `ReadonlyArray<Language>`, or `const specs: Spec[] = [{ … }]`. Each object
// literal in it is a Language, a Spec: its methods implement that type's.
import type { Node } from 'web-tree-sitter';

const ARRAYS = new Set(['Array', 'ReadonlyArray']);

/**
 * The type written for the elements of array literal `array`: by the function it is returned from
 * (`writtenReturn` of the `return`), or by the variable it initializes.
 */
export function arrayElementType(
  array: Node,
  writtenReturn: (statement: Node) => Node | undefined,
): Node | undefined {
  const holder = array.parent;
  let written: Node | null | undefined;
  if (holder?.type === 'return_statement') written = writtenReturn(holder);
  else if (holder?.type === 'variable_declarator')
    written = holder.childForFieldName('type')?.namedChildren[0];
  return written ? heldType(written) : undefined;
}

/** `T` of `T[]`, `readonly T[]`, `Array<T>` and `ReadonlyArray<T>`. */
function heldType(type: Node): Node | undefined {
  if (type.type === 'readonly_type' || type.type === 'array_type') {
    const inner = type.namedChildren[0];
    return inner && (type.type === 'array_type' ? inner : heldType(inner));
  }
  if (type.type !== 'generic_type' || !ARRAYS.has(type.childForFieldName('name')?.text ?? ''))
    return undefined;
  return type.childForFieldName('type_arguments')?.namedChildren[0] ?? undefined;
}
