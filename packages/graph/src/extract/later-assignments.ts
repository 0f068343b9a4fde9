// A variable declared with neither a type nor a value (`let approx, rem, res;`): TypeScript types
// it by what is assigned to it later (`rem = this.sub(x)`), so each assignment is a binding from
// where it ends. A read takes the last one written before it (in a loop, the one before too).
import type { Node } from 'web-tree-sitter';
import { callOf, enclosingClassName, fieldRead } from './node-facts.js';
import type { Collected, RawTypedBinding } from './raw-facts.js';
import { unwrapped } from './unwrapped.js';

/** `assigned.unset`: the assignments to the variable in the block declaring it. */
export function addLaterAssignments(collected: Collected, main: Node, name: Node): void {
  const block = main.parent?.parent;
  if (!block) return;
  for (const assignment of block.descendantsOfType('assignment_expression')) {
    if (!assignment || assignment.startIndex < main.endIndex) continue;
    const left = assignment.childForFieldName('left');
    const right = assignment.childForFieldName('right');
    if (left?.type !== 'identifier' || left.text !== name.text || !right) continue;
    const held = heldValue(unwrapped(right));
    if (held)
      collected.typedBindings.push({
        name: name.text,
        ...held,
        start: assignment.endIndex,
        field: false,
      });
  }
}

/** What an assigned value says of its type: a class constructed, `this`, a call, a field, a copy. */
function heldValue(value: Node): Pick<RawTypedBinding, 'type' | 'call' | 'copyOf'> | undefined {
  if (value.type === 'new_expression') {
    const constructor = value.childForFieldName('constructor');
    return constructor ? { type: constructor } : undefined;
  }
  if (value.type === 'this') {
    const thisClass = enclosingClassName(value, true);
    return thisClass ? { type: thisClass } : undefined;
  }
  if (value.type === 'identifier') return { copyOf: value.text };
  const call = callOf(value) ?? fieldRead(value);
  return call ? { call } : undefined;
}
