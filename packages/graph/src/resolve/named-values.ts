// A member of an object a function returns that names a function of the module (`return { keys }`
// in a React hook, `{ load: loadAll }` in a factory): a call of the member through what the
// function returned (`useKeys().keys()`, `const { keys } = useKeys(); keys()`) calls that function;
// a method the returned literal defines (`return { csrf() {…} }`) is that method.
import { OBJECT_CONTAINER } from '../extract/extract.js';
import type { Definition } from '../model.js';
import type { FileScope } from './file-scope.js';
import { literalMethods } from './object-holders.js';

/** The definitions a member `name` of values of `types` names where their object was returned. */
export function namedValueTargets(
  scope: FileScope,
  types: readonly string[],
  name: string,
): Definition[] {
  return types.flatMap((type) => {
    const named = scope.index.aliases.namedValue(type, name);
    if (!named) return [];
    return named.value.startsWith(OBJECT_CONTAINER)
      ? literalMethods(scope, named.file, named.value, name)
      : moduleValue(scope, named.file, named.value);
  });
}

/** What a name of a module's scope is: its own top-level definition, or what it imports. */
function moduleValue(scope: FileScope, path: string, name: string): Definition[] {
  const file = scope.index.byFile.get(path);
  if (!file) return [];
  const own = file.definitions.filter(
    (definition) => definition.name === name && !definition.qualifiedName.includes('.'),
  );
  if (own.length > 0) return own;
  for (const fact of file.imports) {
    const binding = fact.bindings.find((bound) => bound.local === name);
    if (!binding || binding.imported === '*' || binding.imported === '<package>') continue;
    return scope.resolver
      .resolve(file, fact.source)
      .flatMap((target) => scope.index.exported(target, binding.imported, scope.resolver));
  }
  return [];
}
