// Values of a library or of the platform, as a receiver's written types say: what their fields
// hold is theirs too, so their methods are never the repository's classes' of the same names.
import type { FileFacts } from '../model.js';
import type { FileScope } from './file-scope.js';
import { isQualifiedMark, markedName, markedQualifier } from './builtins.js';
import { typeBinding } from './written-type-names.js';

/**
 * What a field of a library's value holds (`view.state.selection`, `state: EditorState` imported
 * from a package): a value of the library's, whose methods are its own, not the repository's.
 */
export const LIBRARY_VALUE = '<library>';

/**
 * Whether values of these written types are a library's: each is a type imported from a package
 * the repository does not hold (not a type parameter or one of its own), or the platform's class
 * (`new MessageChannel()`: `port1` is the platform's port). (TypeScript: Python's names are looked
 * up through modules.)
 */
export function isLibraryValue(scope: FileScope, types: readonly string[]): boolean {
  return (
    !scope.python &&
    types.length > 0 &&
    types.every(
      (type) =>
        type === LIBRARY_VALUE ||
        scope.index.isLibraryType(type) ||
        isPlatformClass(scope, type) ||
        ofLibraryNamespace(scope, types, type),
    )
  );
}

/**
 * Whether a written type's name is the type a package's namespace declares: marked with a name the
 * repository imports from a package (`IManager` of `ServiceManager.IManager`, with `import type {
 * ServiceManager } from '@jupyterlab/services'`), or that mark.
 */
function ofLibraryNamespace(scope: FileScope, types: readonly string[], type: string): boolean {
  const { index } = scope;
  const libraryMark = (mark: string): boolean =>
    isQualifiedMark(mark) && index.isLibraryType(markedQualifier(mark));
  if (libraryMark(type)) return true;
  return (
    !index.isType(type) &&
    !index.aliases.declares(type) &&
    types.some((mark) => libraryMark(mark) && markedName(mark) === type)
  );
}

/**
 * Whether field `field` of a value of these written types is a library's value: the value is a
 * library's, or its types, the repository's aliases looked through (`state: Cached<BeaconState>`
 * with `type Cached<T> = T & EpochCache`), join a library's type with types of the repository
 * none of which declares the field, which is then the library type's (`state.fork.toValue()`).
 * Not when the library's type is written with type arguments (`type IntervalNode<T> = RBNode<T,
 * Data>`): a field of a generic type may hold what they name (`node.key` is a T).
 */
export function isLibraryField(scope: FileScope, types: readonly string[], field: string): boolean {
  if (isLibraryValue(scope, types)) return true;
  const [head] = types;
  if (scope.python || field.startsWith('[') || head === undefined) return false;
  const { index } = scope;
  // A library's generic type written first (`RBNode<T, Data>`) may hold its arguments in fields.
  if (index.isLibraryType(head)) return false;
  const joined = new Set<string>();
  const generic = new Set<string>();
  const visit = (type: string, depth: number): void => {
    if (joined.has(type) || depth > 4) return;
    joined.add(type);
    for (const alias of index.aliases.declared(type))
      for (const written of Object.keys(alias.writtenArguments ?? {})) generic.add(written);
    for (const named of [...index.aliases.joined(type), ...index.aliases.unaliased([type])])
      visit(named, depth + 1);
  };
  for (const type of types) visit(type, 0);
  const written = [...joined];
  return (
    written.some((type) => index.isLibraryType(type) && !generic.has(type)) &&
    written.every((type) => !declaresMember(scope, type, field, new Set()))
  );
}

/** Whether a type of the repository, or a type above it, declares member `name` in any way. */
function declaresMember(scope: FileScope, type: string, name: string, seen: Set<string>): boolean {
  if (seen.has(type)) return false;
  seen.add(type);
  const { index } = scope;
  if (index.aliases.declaresField(type, name)) return true;
  return index
    .typesNamed(type)
    .some(
      (facts) =>
        facts.members.includes(name) ||
        (facts.fields !== undefined && Object.hasOwn(facts.fields, name)) ||
        (facts.fieldCalls !== undefined && Object.hasOwn(facts.fieldCalls, name)) ||
        facts.optional?.includes(name) === true ||
        facts.supertypes.some((supertype) => declaresMember(scope, supertype, name, seen)),
    );
}

/**
 * A global class no module of the repository declares, nor this file imports or declares, that
 * this file constructs (`new MessageChannel()`): not a type parameter, which nothing constructs.
 */
function isPlatformClass(scope: FileScope, type: string): boolean {
  const { index } = scope;
  return (
    /^[A-Z]/.test(type) &&
    constructedIn(scope.file).has(type) &&
    !index.isType(type) &&
    !index.aliases.declares(type) &&
    typeBinding(scope, type) === undefined &&
    !scope.topLevel.has(type)
  );
}

const constructedByFile = new WeakMap<FileFacts, ReadonlySet<string>>();

/** The names a file constructs with `new`. */
function constructedIn(file: FileFacts): ReadonlySet<string> {
  let names = constructedByFile.get(file);
  if (names === undefined) {
    names = new Set(file.references.filter((ref) => ref.kind === 'new').map((ref) => ref.name));
    constructedByFile.set(file, names);
  }
  return names;
}
