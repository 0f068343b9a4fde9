// Names of JavaScript's containers written qualified (`List.Iterator<T>`, `SetContainer.Iterator`):
// the types a namespace of the repository declares under that name, not the containers.
import type { Reference } from '../model.js';
import { qualifierOf } from './builtins.js';
import type { FileScope } from './file-scope.js';
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
    (reference.receiverTypes ? typeFiles(scope, type) : undefined)
  );
}
