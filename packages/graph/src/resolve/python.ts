// Python's own import rules, apart from the languages that share the rest of call resolution.
import { starExports } from './exports.js';
import type { Definition, FileFacts } from '../model.js';
import type { FileScope } from './file-scope.js';
import type { ModuleResolver } from './modules.js';
import type { SymbolIndex } from './symbol-index.js';

/**
 * Python's `from pkg import sub`, where `sub` is a module of the package and not a name its
 * `__init__.py` binds to a definition (`def sub`, or `from .sub import sub`: once the package has
 * loaded, its attribute `sub` is that function, and Python looks no further): local name → the
 * submodule's file.
 */
export function pythonSubmodules(
  file: FileFacts,
  fact: FileFacts['imports'][number],
  targets: readonly string[],
  index: SymbolIndex,
  resolver: ModuleResolver,
): Map<string, string> {
  const found = new Map<string, string>();
  for (const binding of fact.bindings) {
    if (binding.imported === '*') continue;
    const defined = targets.some(
      (target) => index.exported(target, binding.imported, resolver).length > 0,
    );
    if (defined) continue;
    const specifier = fact.source.endsWith('.')
      ? `${fact.source}${binding.imported}`
      : `${fact.source}.${binding.imported}`;
    const submodule = resolver.resolve(file, specifier)[0];
    if (submodule !== undefined && !targets.includes(submodule))
      found.set(binding.local, submodule);
  }
  return found;
}

/**
 * What a name no statement of the file binds means through its star imports (`from .loader import
 * *`, then `Loader(stream)`): the last module star-imported that exports it, as Python binds them in
 * order. (A local binding of the name shadows it: extraction marks the references it hides.)
 */
export function pythonStarImported(scope: FileScope, name: string): Definition[] {
  if (scope.bindings.has(name)) return [];
  const imports = scope.file.imports;
  for (let index = imports.length - 1; index >= 0; index--) {
    const fact = imports[index];
    if (!fact?.bindings.some((binding) => binding.imported === '*' && binding.local === '*'))
      continue;
    const found = (scope.importedFiles.get(fact.source) ?? []).flatMap((target) =>
      starExports(scope.index.byFile.get(target), name)
        ? scope.index.exported(target, name, scope.resolver)
        : [],
    );
    if (found.length > 0) return found;
  }
  return [];
}
