// The classes of a Python chain of attributes read in place (`self.md.block.tokenize()`,
// `state.md.block.options`, `_task_states[task].cancel_scope`), attribute by attribute.
import type { Definition } from '../model.js';
import type { FileScope } from './file-scope.js';
import { enclosingClass } from './python-classes.js';
import { attributeClasses, heldNames, itemClasses, pythonValueClasses } from './python-returns.js';

/**
 * The classes of a chain's head read at a key (`_task_states[task]`, `self[i]`): what a container
 * written for it holds, else what the class's `__getitem__` returns.
 */
function keyedHeadClasses(
  scope: FileScope,
  head: string,
  headTypes: readonly string[],
  caller: Definition | undefined,
): Definition[] {
  const held = heldNames(headTypes);
  if (held.length > 0) return held.flatMap((type) => pythonValueClasses(scope, type, caller));
  const own = head.startsWith('self[') && caller ? enclosingClass(scope.file, caller) : undefined;
  const owners = own
    ? [own]
    : headTypes.flatMap((type) =>
        scope.index.pythonClasses(scope.resolver).classesNamed(scope.file.path, type),
      );
  return itemClasses(scope, owners, 0);
}

/** `self.__class__.` and `type(self).` starting a chain: the class of the method's instance. */
const OWN_CLASS_READ = /^(?:self\.__class__|type\(\s*self\s*\))(?=\.)/;

/**
 * The classes of a chain of attributes (`self.md.block`, `state.md.block.options`): its first
 * name's (`self`'s class, or the types written on it), then each attribute's in turn — the types
 * its class records for the field, or the return annotation of a `@property` of that name.
 */
export function pythonChainClasses(
  scope: FileScope,
  receiver: string,
  headTypes: readonly string[] | undefined,
  caller: Definition | undefined,
): Definition[] {
  // `_task_states[task].cancel_scope`: the types written for the head name what it holds too;
  // `self.__class__.x` and `type(self).x` read the class's attribute, as `cls.x` does.
  const [head, ...attributes] = receiver.replace(OWN_CLASS_READ, 'cls').split('.');
  // `cls.x` in a class method reads the class's attribute, as `self.x` does the instance's.
  const own =
    (head === 'self' || head === 'cls') && caller ? enclosingClass(scope.file, caller) : undefined;
  let owners = own
    ? [own]
    : head?.includes('[')
      ? keyedHeadClasses(scope, head, headTypes ?? [], caller)
      : (headTypes ?? []).flatMap((type) => pythonValueClasses(scope, type, caller));
  for (const attribute of attributes) {
    if (owners.length === 0) break;
    owners = attributeClasses(scope, owners, attribute);
  }
  return owners;
}
