// A receiver written `CommandRegistry.ICommandOptions` names the registry class too (the
// qualifier, a namespace merged with the class): reading the interface's `label` field is no call
// of the registry's `label()` method.
import type { SymbolIndex } from './symbol-index.js';

/**
 * The receiver's types without the classes declaring method `name` themselves, when another of
 * them, a type of the repository, declares `name` as a field: the value read is that field. An
 * interface declaring the method stays (`Listener | InterceptingListener`, where `Listener` is a
 * `Partial<FullListener>` of function-typed fields: either may be the value).
 */
export function fieldOwners(
  index: Pick<SymbolIndex, 'isType' | 'fieldTypes' | 'dispatch' | 'typesNamed'>,
  types: readonly string[],
  name: string,
): string[] {
  const owners = types.filter(
    (type) => index.isType(type) && index.fieldTypes(type, name) !== undefined,
  );
  if (owners.length === 0) return [...types];
  return types.filter((type) => owners.includes(type) || !classDeclares(index, type, name));
}

/** Whether `type` is a class of the repository declaring method `name` itself. */
function classDeclares(
  index: Pick<SymbolIndex, 'dispatch' | 'typesNamed'>,
  type: string,
  name: string,
): boolean {
  return (
    index.typesNamed(type).some((facts) => facts.kind === 'class') &&
    index.dispatch.typeDeclares(type, name)
  );
}
