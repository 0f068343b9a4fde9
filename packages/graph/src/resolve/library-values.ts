// Values of a library or of the platform, as a receiver's written types say: what their fields
// hold is theirs too, so their methods are never the repository's classes' of the same names.
import type { FileFacts } from '../model.js';
import type { FileScope } from './file-scope.js';
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
        type === LIBRARY_VALUE || scope.index.isLibraryType(type) || isPlatformClass(scope, type),
    )
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
