// What holds an object a call is made on, when the receiver names it: an object literal a module
// declares (`api.m()`), or a class's static field (`MessageSerializer.instance.serialize()`).
import type { Definition } from '../model.js';
import { OBJECT_CONTAINER } from '../extract/extract.js';
import { importedDefinitions, type FileScope, type ImportBinding } from './file-scope.js';
import { ownInstance } from './exports.js';

/** `api.m()` where `api` is a module-level object literal of this file, or imported: its `m`. */
export function objectMethods(
  scope: FileScope,
  name: string,
  head: string,
  binding: ImportBinding | undefined,
): Definition[] {
  const holders = binding
    ? binding.files.map((file) => [file, binding.imported] as const)
    : [[scope.file.path, head] as const];
  return holders.flatMap(([file, variable]) => {
    const facts = scope.index.byFile.get(file);
    const object = ownInstance(facts?.instances, variable)?.find((type) =>
      type.startsWith(OBJECT_CONTAINER),
    );
    return object === undefined ? [] : literalMethods(scope, file, object, name);
  });
}

/** The methods `name` an object literal (`<object@start>`) of a module defines. */
export function literalMethods(
  scope: FileScope,
  path: string,
  object: string,
  name: string,
): Definition[] {
  return (scope.index.byFile.get(path)?.definitions ?? []).filter(
    (definition) => definition.container === object && definition.name === name,
  );
}

/**
 * The written types of static field `field` of the class `head` names, imported or declared here,
 * or what it constructs (`static readonly instance = new this()`).
 */
export function staticFieldTypes(
  scope: FileScope,
  head: string,
  binding: ImportBinding | undefined,
  field: string,
): string[] | undefined {
  const classes = binding ? importedDefinitions(scope, binding) : (scope.topLevel.get(head) ?? []);
  const owner = classes.find((definition) => definition.kind === 'class');
  return owner && scope.index.fieldTypes(owner.name, field);
}
