// A receiver written `CommandRegistry.ICommandOptions` names the registry class too (the
// qualifier, a namespace merged with the class): reading the interface's `label` field is no call
// of the registry's `label()` method.
import type { SymbolIndex } from './symbol-index.js';

/**
 * The receiver's types without those declaring method `name` itself, when another of them, a type
 * of the repository, declares `name` as a field: the value read is that field.
 */
export function fieldOwners(
  index: Pick<SymbolIndex, 'isType' | 'fieldTypes' | 'dispatch'>,
  types: readonly string[],
  name: string,
): string[] {
  const owners = types.filter(
    (type) => index.isType(type) && index.fieldTypes(type, name) !== undefined,
  );
  if (owners.length === 0) return [...types];
  return types.filter((type) => owners.includes(type) || !index.dispatch.typeDeclares(type, name));
}
