// The types an interface takes some members of through `Pick<>`: it is none of them.
import type { Node } from 'web-tree-sitter';
import { NAMED_TYPES, typeNames } from './type-names.js';

/**
 * The types an interface's `extends` clause picks some members of (`Pick<Controller, 'focus'>`):
 * it has some of their methods, but is none of them. Not those it takes with `Omit<>`, written far
 * more often to declare the omitted members again, or to take them from another interface it
 * extends, than to leave them out.
 */
export function pickedInterfaces(clause: Node): string[] {
  return clause.namedChildren.flatMap((type) => {
    if (type?.type !== 'generic_type' || type.childForFieldName('name')?.text !== 'Pick') return [];
    const picked = type.childForFieldName('type_arguments')?.namedChildren[0];
    return picked && NAMED_TYPES.has(picked.type) ? typeNames(picked) : [];
  });
}
