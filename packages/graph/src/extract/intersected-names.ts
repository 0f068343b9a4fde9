// A type written as an intersection of named types (`AudioHelper & TaskHelper`): its names are
// read like any type's, and a mark beside them says a value of it is each of them.
import type { Node } from 'web-tree-sitter';
import { intersectionMark } from '../resolve/builtins.js';
import { declaredName } from './file-types.js';

/** The mark of a type written as an intersection of named types (see intersectionMark). */
export function intersectionMarkOf(node: Node): string | undefined {
  const joined = intersectedNames(node);
  return joined && intersectionMark(joined);
}

/**
 * The names a type written as an intersection of named types joins (`AudioHelper & TaskHelper`, a
 * part's type arguments left out); undefined for any other type, or one joining an object type.
 */
function intersectedNames(node: Node): string[] | undefined {
  const type = node.type === 'type_annotation' ? node.firstNamedChild : node;
  if (type?.type !== 'intersection_type') return undefined;
  const names: string[] = [];
  const visit = (part: Node | null): boolean => {
    if (part?.type === 'intersection_type') return part.namedChildren.every(visit);
    const named = part?.type === 'generic_type' ? part.childForFieldName('name') : part;
    if (named?.type !== 'type_identifier') return false;
    names.push(declaredName(named.text));
    return true;
  };
  return visit(type) && names.length > 1 ? names : undefined;
}
