// The class around an object literal written in one of its methods (`new WritableStream({ write()
// {…} })` in `stream()`): what `this` was where the method's own bindings were made.
import type { Definition } from '../model.js';
import type { FileScope } from './file-scope.js';

/** The innermost class of the file whose body holds the methods of object literal `container`. */
export function classAroundObject(scope: FileScope, container: string): string | undefined {
  const member = scope.file.definitions.find((definition) => definition.container === container);
  if (!member) return undefined;
  let around: Definition | undefined;
  for (const definition of scope.file.definitions)
    if (
      definition.kind === 'class' &&
      definition.startLine <= member.startLine &&
      definition.endLine >= member.endLine &&
      (around === undefined || definition.startLine >= around.startLine)
    )
      around = definition;
  return around?.name;
}
