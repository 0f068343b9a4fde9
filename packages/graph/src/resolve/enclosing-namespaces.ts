import type { Definition, Reference } from '../model.js';
import { namespaceFunctions } from './exports.js';
import type { FileScope } from './file-scope.js';

/**
 * `NS.f()` in a file declaring `NS`: the functions `f` of the namespace `NS` the caller sees,
 * innermost first. Inside `namespace Message { namespace PeerInfo { … } }` the name `PeerInfo`
 * is `Message.PeerInfo` before any top-level `PeerInfo` (protons generates nested messages' codecs
 * this way: `PeerInfo.codec()` within `Message.PeerInfo.encode`).
 */
export function visibleNamespaceFunctions(
  scope: FileScope,
  reference: Reference,
  head: string,
  member: string,
): Definition[] {
  for (const enclosing of enclosingNames(scope.file.definitions[reference.from])) {
    const namespace = enclosing === '' ? head : `${enclosing}.${head}`;
    const found = namespaceFunctions(
      scope.index,
      scope.file.path,
      namespace,
      member,
      scope.resolver,
    );
    if (found.length > 0) return found;
  }
  return [];
}

/** The names enclosing a definition, innermost first, ending with the top level (`''`). */
function enclosingNames(caller: Definition | undefined): string[] {
  const parts = caller?.qualifiedName.split('.') ?? [];
  const names = [''];
  for (let end = 1; end < parts.length; end++) names.unshift(parts.slice(0, end).join('.'));
  return names;
}
