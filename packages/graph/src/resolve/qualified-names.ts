// Names written qualified: JavaScript's containers (`List.Iterator<T>`, `SetContainer.Iterator`), the
// types a namespace of the repository declares under that name, not the containers; a type of a
// module imported as a namespace (`ortFbs.Attribute`), that module's, not the file's own.
import type { Reference } from '../model.js';
import { isQualifiedMark, markedName, qualifierOf } from './builtins.js';
import { bindsModule, importedDefinitions, type FileScope } from './file-scope.js';
import { typeFiles } from './receiver-types.js';

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
 * The files declaring what a receiver's type name means: a container's name written qualified
 * (`List.Iterator`), the namespace's type; a type written in this file, what this file declares or
 * imports; undefined when unknown.
 */
export function meantTypeFiles(
  scope: FileScope,
  reference: Reference,
  receiverTypes: readonly string[],
  type: string,
): ReadonlySet<string> | undefined {
  return (
    namespaceFiles(scope.index, receiverTypes, type) ??
    importedNamespaceFiles(scope, receiverTypes, type) ??
    (reference.receiverTypes ? typeFiles(scope, type) : undefined)
  );
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
  const binding = scope.bindings.get(mark.slice(1, -type.length - 2));
  if (!binding || !bindsModule(binding)) return undefined;
  const declared = importedDefinitions(scope, binding, type).filter(
    (definition) => definition.kind === 'class' || definition.kind === 'interface',
  );
  return declared.length > 0 ? new Set(declared.map((definition) => definition.file)) : undefined;
}
