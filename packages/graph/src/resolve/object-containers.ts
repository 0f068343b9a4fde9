// The class around an object literal written in one of its methods (`new WritableStream({ write()
// {…} })` in `stream()`): what `this` was where the method's own bindings were made.
import type { FileScope } from './file-scope.js';
import { enclosingClass } from './python-classes.js';

/** The innermost class of the file whose body holds the methods of object literal `container`. */
export function classAroundObject(scope: FileScope, container: string): string | undefined {
  const member = scope.file.definitions.find((definition) => definition.container === container);
  return member && enclosingClass(scope.file, member, true)?.name;
}
