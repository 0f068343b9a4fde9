// The names a repository imports from packages it does not hold: a library's types. A field of a
// value of one of them holds a library's value (`view.state.selection`, `state: EditorState` from
// 'prosemirror-state'), whose methods are the library's. A name no file imports — a function's
// type parameter (`inject<I1, I2>()`), a global type (`HTMLElement`) — is not one.
import type { Definition, FileFacts, ImportFact } from '../model.js';
import type { ModuleResolver } from './modules.js';

/** Whether import `fact` is of a package the repository does not hold. */
function ofLibrary(
  file: FileFacts,
  fact: ImportFact,
  resolver: ModuleResolver | undefined,
): boolean {
  return !fact.source.startsWith('.') && resolver?.resolve(file, fact.source).length === 0;
}

/** Whether `file` imports `name` from a package the repository does not hold. */
export function importsFromLibrary(
  file: FileFacts,
  name: string,
  resolver: ModuleResolver | undefined,
): boolean {
  return file.imports.some(
    (fact) =>
      fact.bindings.some((binding) => binding.local === name) && ofLibrary(file, fact, resolver),
  );
}

/** The local names of every import from a package the repository does not hold. */
export function importedLibraryNames(
  files: Iterable<FileFacts>,
  resolver: ModuleResolver | undefined,
): Set<string> {
  const names = new Set<string>();
  for (const file of files)
    for (const fact of file.imports)
      if (ofLibrary(file, fact, resolver))
        for (const binding of fact.bindings) names.add(binding.local);
  return names;
}

/**
 * Of the repository's methods implementing a library's class, those a call through the class's
 * type may reach: not an override calling its own name on `super` (`get() { return
 * super.get('message'); }`), which shows the library's class has the method itself — the one such
 * a call runs. (JavaScript's containers are interfaces: every implementation counts.)
 */
export function withoutSuperCalls(
  files: ReadonlyMap<string, FileFacts>,
  methods: readonly Definition[],
): Definition[] {
  return methods.filter((method) => {
    const file = files.get(method.file);
    const at = file?.definitions.indexOf(method) ?? -1;
    return !file?.references.some(
      (reference) =>
        reference.from === at && reference.receiver === 'super' && reference.name === method.name,
    );
  });
}
