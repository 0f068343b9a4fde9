// The names a repository imports from packages it does not hold: a library's types. A field of a
// value of one of them holds a library's value (`view.state.selection`, `state: EditorState` from
// 'prosemirror-state'), whose methods are the library's. A name no file imports — a function's
// type parameter (`inject<I1, I2>()`), a global type (`HTMLElement`) — is not one.
import { posix } from 'node:path';
import type { Definition, FileFacts, ImportFact, ReceiverCall } from '../model.js';
import type { FileScope } from './file-scope.js';
import type { ModuleResolver } from './modules.js';
import type { SymbolIndex } from './symbol-index.js';

/** Whether import `fact` is of a package the repository does not hold. */
export function ofLibrary(
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

/** Each binding a file imports from a package the repository does not hold, with its module. */
export function* libraryBindings(
  files: Iterable<FileFacts>,
  resolver: ModuleResolver | undefined,
): Generator<{ file: FileFacts; source: string; local: string; imported: string }> {
  for (const file of files)
    for (const fact of file.imports)
      if (ofLibrary(file, fact, resolver))
        for (const { local, imported } of fact.bindings)
          yield { file, source: fact.source, local, imported };
}

/** The local names of every import from a package the repository does not hold. */
export function importedLibraryNames(
  files: Iterable<FileFacts>,
  resolver: ModuleResolver | undefined,
): Set<string> {
  return new Set(Array.from(libraryBindings(files, resolver), ({ local }) => local));
}

/** Where `file` imports `name` from a package: the module specifier and the name imported. */
export function libraryImport(
  file: FileFacts,
  name: string,
  resolver: ModuleResolver,
): { source: string; imported: string } | undefined {
  for (const fact of file.imports) {
    const binding = fact.bindings.find((candidate) => candidate.local === name);
    if (binding)
      return ofLibrary(file, fact, resolver)
        ? { source: fact.source, imported: binding.imported }
        : undefined;
  }
  return undefined;
}

/** libraryImport as one string (`'@opentelemetry/api#*'`), to compare two files' imports by. */
function libraryImportOf(
  file: FileFacts,
  name: string,
  resolver: ModuleResolver,
): string | undefined {
  const found = libraryImport(file, name, resolver);
  return found && `${found.source}#${found.imported}`;
}

/**
 * Of the repository's methods implementing a library's types `written` (a receiver's, in `file`),
 * those whose files import each of those types they import from a package as `file` does, from
 * the same module under the same name: `ALS` from 'alscontext/dist/als/als' (a class) is not the
 * `ALS` of 'alscontext' (a value of any type) a class extends.
 */
export function ofSameLibraryTypes(
  file: FileFacts,
  written: readonly string[],
  methods: readonly Definition[],
  files: ReadonlyMap<string, FileFacts>,
  resolver: ModuleResolver,
): Definition[] {
  const ours = written.flatMap((type) => {
    const imported = libraryImportOf(file, type, resolver);
    return imported ? [[type, imported] as const] : [];
  });
  if (ours.length === 0) return [...methods];
  const namespaces = new Set(
    ours.flatMap(([, imported]) => (isNamespace(imported) ? [imported] : [])),
  );
  return methods.filter((method) => {
    const declaring = files.get(method.file);
    return (
      ours.every(([type, imported]) => {
        const theirs = declaring && libraryImportOf(declaring, type, resolver);
        return theirs === undefined || theirs === imported;
      }) &&
      (namespaces.size === 0 ||
        declaring === undefined ||
        sharesNamespace(declaring, method.dispatchTypes ?? [], namespaces, resolver))
    );
  });
}

/** An import of a whole module as a namespace (`'@opentelemetry/api#*'`). */
function isNamespace(imported: string): boolean {
  return imported.endsWith('#*');
}

/**
 * Whether a method's declared types (`Tracer.Span`, written in `declaring` as the names `Tracer`
 * and `Span`) qualify none of their names with a package's namespace, or one of `namespaces`: the
 * receiver's `Otel.Span`, with `import * as Otel from '@opentelemetry/api'`, is no `Tracer.Span`
 * of 'effect/Tracer'.
 */
function sharesNamespace(
  declaring: FileFacts,
  declared: readonly string[],
  namespaces: ReadonlySet<string>,
  resolver: ModuleResolver,
): boolean {
  const theirs = declared.flatMap((type) => {
    const imported = libraryImportOf(declaring, type, resolver);
    return imported !== undefined && isNamespace(imported) ? [imported] : [];
  });
  return theirs.length === 0 || theirs.some((imported) => namespaces.has(imported));
}

/**
 * JavaScript's own interfaces extending another (`AsyncIterableIterator<T> extends
 * AsyncIterator<T>`): a class implementing one implements what it extends.
 */
const LIBRARY_SUBTYPES: Readonly<Record<string, readonly string[]>> = {
  Iterator: ['IterableIterator'],
  AsyncIterator: ['AsyncIterableIterator'],
};

/** The types with those of JavaScript's interfaces extending them (`AsyncIterator`'s too). */
export function withLibrarySubtypes(types: readonly string[]): readonly string[] {
  const wider = types.flatMap((type) =>
    Object.hasOwn(LIBRARY_SUBTYPES, type) ? [type, ...(LIBRARY_SUBTYPES[type] ?? [])] : [type],
  );
  return wider.length === types.length ? types : wider;
}

/**
 * The methods `name` of the classes implementing JavaScript's `containers` or, without them, the
 * library's types `written` (what a receiver is written with) that the receiver may be; a name this
 * file imports from a package is a library's type.
 */
export function implementationsFor(
  scope: FileScope,
  name: string,
  containers: readonly string[],
  written: readonly string[],
): Definition[] {
  const isLibraryType = (type: string): boolean => scope.bindings.get(type)?.files.length === 0;
  const { dispatch, byFile } = scope.index;
  // Not a library's class running its own method (`item.dispose()` on a Lumino `Widget`): the
  // compiler links no override to it. Its abstract method's implementations it does.
  const overridden =
    containers.length > 0
      ? written
      : written.filter((type) => scope.index.declaredLibraryTypes?.implements(type, name) !== true);
  if (overridden.length === 0) return [];
  // JavaScript's interfaces extending those written count too (`AsyncIterableIterator`).
  const wanted = withLibrarySubtypes(containers.length > 0 ? containers : overridden);
  const found = dispatch.implementationsOf(name, wanted, written, isLibraryType);
  if (containers.length > 0) return found;
  return ofSameLibraryTypes(scope.file, written, found, byFile, scope.resolver);
}

/**
 * The methods `name` of the classes implementing a library's generic type that a receiver writes
 * with the repository's types as its arguments (`IDataConnector<Handler.IReply, void,
 * Handler.IRequest>`), when the library's declaration files say the type has the method: those
 * whose heritage clause writes one of those types too (`extends DataConnector<Handler.IReply, …>`).
 * A `Listenable<KernelEvents>` is no `Listenable<AnchorSetRootEvents>`.
 */
export function genericImplementationsFor(
  scope: FileScope,
  name: string,
  receiverTypes: readonly string[],
): Definition[] {
  const { index } = scope;
  const [head] = receiverTypes;
  const held = receiverTypes.filter((type) => index.isType(type));
  if (
    head === undefined ||
    held.length === 0 ||
    index.declaredLibraryTypes?.declares(head, name) !== true
  )
    return [];
  const found = index.dispatch
    .implementationsOf(name, [head])
    .filter((method) =>
      index
        .typesNamed(method.container ?? '')
        .some((facts) =>
          Object.values(facts.superArguments ?? {}).some((written) =>
            written.some((type) => held.includes(type)),
          ),
        ),
    );
  return ofSameLibraryTypes(scope.file, [head], found, index.byFile, scope.resolver);
}

/** How many types above a receiver's are climbed for a library's method. */
const MAX_SUPERTYPES = 64;

/**
 * What method `method` returns on a receiver of `types` that has it from a library's type, as the
 * library's declaration files write it (`this`: the receiver's own type): a library's type, or a
 * class of the repository extending one (`ListItemNode extends ElementNode`, whose inherited
 * `getWritable(): this` returns the list item).
 */
export function libraryMethodReturns(
  index: SymbolIndex,
  types: readonly string[],
  method: string,
): string[] | undefined {
  const library = index.declaredLibraryTypes;
  if (!library) return undefined;
  const queue = [...new Set(types)];
  for (const type of queue) {
    const returned = library.methodReturns(type, method);
    if (returned) return returned;
    for (const facts of index.typesNamed(type))
      for (const supertype of facts.supertypes)
        if (!queue.includes(supertype) && queue.length < MAX_SUPERTYPES) queue.push(supertype);
  }
  return undefined;
}

/**
 * What a call of a library's function returns, as its declaration file writes it: `$getSelection()`
 * imported from 'lexical' (or `lexical.$getSelection()` through a namespace import) returns a
 * `BaseSelection`, through which a call reaches the repository's classes implementing it. Not a
 * name the repository declares too.
 */
export function libraryFunctionReturns(scope: FileScope, call: ReceiverCall): string[] | undefined {
  const { file, resolver, index } = scope;
  const imported = libraryImport(file, call.receiver ?? call.callee, resolver);
  if (imported === undefined || (call.receiver !== undefined) !== (imported.imported === '*'))
    return undefined;
  const name = call.receiver === undefined ? imported.imported : call.callee;
  return index.declaredLibraryTypes?.functionReturns(
    posix.dirname(file.path),
    imported.source,
    name,
  );
}
