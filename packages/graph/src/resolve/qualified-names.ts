// Names written qualified: JavaScript's containers (`List.Iterator<T>`, `SetContainer.Iterator`), the
// types a namespace of the repository declares under that name, not the containers; a type of a
// module imported as a namespace (`ortFbs.Attribute`), that module's, not the file's own. Names
// not qualified: the class of that name the file declares or imports (see meantMembers).
import type { Definition, Reference } from '../model.js';
import {
  intersectedIn,
  isQualifiedMark,
  markedName,
  markedQualifier,
  qualifierOf,
} from './builtins.js';
import { bindsModule, importedDefinitions, type FileScope } from './file-scope.js';
import { typeFiles, typePlaces } from './written-type-names.js';

/** Where the repository's types are declared, by name. */
export interface TypesByName {
  /** The files declaring a class, interface or alias named `name`. */
  filesDeclaring(name: string): Set<string>;
}

/**
 * The files of the types a container's name written qualified means (`List.Iterator`: those named
 * Iterator of a file declaring List, the namespace); undefined when no such file declares one.
 */
export function namespaceFiles(
  index: TypesByName,
  types: readonly string[],
  type: string,
): ReadonlySet<string> | undefined {
  const qualifier = qualifierOf(types, type);
  if (qualifier === undefined) return undefined;
  const declaring = index.filesDeclaring(qualifier);
  const files = new Set([...index.filesDeclaring(type)].filter((file) => declaring.has(file)));
  return files.size > 0 ? files : undefined;
}

/**
 * The methods `reference.name` of a receiver's types. A type name this file did not write (a
 * parameter's type another file's declaration names) means the class this file declares or
 * imports of that name when that class has the method and the file imports no other class of the
 * name: two classes of one name in two folders are told apart by the import; if not, the name may
 * have come from a file meaning another class of that name (a flatbuffers `Message` beside the
 * file's own), and means any.
 */
export function meantMembers(
  scope: FileScope,
  reference: Reference,
  receiverTypes: readonly string[],
): Definition[] {
  const written = reference.receiverTypes !== undefined;
  const members = (byFile: boolean): Definition[] =>
    scope.index.membersOf(
      receiverTypes,
      reference.name,
      (type) => meantTypeFiles(scope, receiverTypes, type, byFile ? { written } : undefined),
      (type) => typePlaces(scope, type),
    );
  const meant = members(true);
  // A name a call returned, of the file that call's callee is declared in: none other is meant.
  const noted = (type: string) => scope.returnedDeclarations?.has(type) === true;
  const returned =
    receiverTypes.some(noted) &&
    receiverTypes.every((type) => noted(type) || !scope.index.isType(type));
  const found = meant.length > 0 || written || returned ? meant : members(false);
  // `helper: AudioHelper & TaskHelper`: the class's subclasses that implement the interface too.
  return scope.index.dispatch.ofEachJoined(found, reference.name, intersectedIn(receiverTypes));
}

/**
 * The files declaring what a receiver's type name means: a container's name written qualified
 * (`List.Iterator`), the namespace's type; with `byFile`, what this file declares or imports of that
 * name — for a name the file did not `write`, only when it imports no other declaration of it under
 * another name (`import { Message as _Message }` beside its own `Message`, or a namespace holding
 * one: the name may have come from either); undefined when unknown.
 */
function meantTypeFiles(
  scope: FileScope,
  receiverTypes: readonly string[],
  type: string,
  byFile: { written: boolean } | undefined,
): ReadonlySet<string> | undefined {
  const own = () => {
    // A name a call returned that the file neither declares nor imports: what the callee's module
    // means by it (see noteReturnedDeclarations).
    const files = byFile && (typeFiles(scope, type) ?? scope.returnedDeclarations?.get(type));
    return files && (byFile.written || !importsNamesake(scope, type, files)) ? files : undefined;
  };
  return (
    namespaceFiles(scope.index, receiverTypes, type) ??
    importedNamespaceFiles(scope, receiverTypes, type) ??
    own()
  );
}

/** Whether the file imports a declaration of `type` outside `files` under another local name. */
function importsNamesake(scope: FileScope, type: string, files: ReadonlySet<string>): boolean {
  for (const [local, binding] of scope.bindings) {
    if (local === type || (!bindsModule(binding) && binding.imported !== type)) continue;
    const declared = importedDefinitions(scope, binding, type);
    if (
      declared.some((definition) => definition.kind !== 'function' && !files.has(definition.file))
    )
      return true;
  }
  return false;
}

/**
 * The files declaring the type `type` a module imported as a namespace exports, where the written
 * type's names mark it with that namespace (`<ortFbs.Attribute>`; see qualifiedOwnNames).
 */
function importedNamespaceFiles(
  scope: FileScope,
  receiverTypes: readonly string[],
  type: string,
): ReadonlySet<string> | undefined {
  const mark = receiverTypes.find((name) => isQualifiedMark(name) && markedName(name) === type);
  if (mark === undefined) return undefined;
  const binding = scope.bindings.get(markedQualifier(mark));
  if (!binding || !bindsModule(binding)) return undefined;
  const declared = importedDefinitions(scope, binding, type).filter(
    (definition) => definition.kind === 'class' || definition.kind === 'interface',
  );
  return declared.length > 0 ? new Set(declared.map((definition) => definition.file)) : undefined;
}
