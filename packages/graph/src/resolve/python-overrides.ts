// A Python method's parameter written without a type, in a class with bases: what the method it
// overrides writes for that parameter (a type checker infers it so), each name looked up in the
// file of the class declaring that method.
import type { Definition, ReceiverCall } from '../model.js';
import type { FileScope } from './file-scope.js';
import { enclosingClass } from './python-classes.js';

/**
 * The classes the nearest overridden method (`call.callee`, along the caller's class's resolution
 * order) writes for parameter `call.parameter`; undefined when it writes none.
 */
export function overriddenParameterClasses(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
): Definition[] | undefined {
  const owner = caller?.name === call.callee ? enclosingClass(scope.file, caller) : undefined;
  if (!owner || call.parameter === undefined) return undefined;
  const classes = scope.index.pythonClasses(scope.resolver);
  const [overridden] = classes.superMember(owner, owner, call.callee);
  if (!overridden?.container) return undefined;
  const declaring = scope.index.byFile
    .get(overridden.file)
    ?.types.find((facts) => facts.kind === 'class' && facts.name === overridden.container);
  const written = declaring?.signatures?.[call.callee]?.[call.parameter] ?? [];
  const found = written.flatMap((type) => classes.classesNamed(overridden.file, type));
  return found.length > 0 ? [...new Set(found)] : undefined;
}
