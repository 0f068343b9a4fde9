// Python variables holding what a chain of attribute reads and key lookups gave them (`scope =
// self._state.cancel_scope`, `scope = _task_states[task].cancel_scope`): each read typed by the one
// before, as a type checker types the variable by the declared types along the chain.
import type { Node } from 'web-tree-sitter';
import type { ReceiverCall } from '../model.js';
import type { RawTypedBinding } from './raw-facts.js';

/** How many reads a chain may hold (`a.b[k].c.d` holds four). */
const MAX_READS = 6;

/**
 * The reads `value` makes: `self.x` (field `x` of `self`), `state.x.y` (field `y` of field `x`),
 * `self.x[k]` (the value at a key of field `x`), `table[k]` (the value at a key of variable
 * `table`, with an empty callee); undefined for anything else in the chain (a call, a slice, a
 * second key: what those give is not written on a field).
 */
export function pythonReads(value: Node, depth = 0): ReceiverCall | undefined {
  if (depth > MAX_READS) return undefined;
  if (value.type === 'attribute') {
    const object = value.childForFieldName('object');
    const attribute = value.childForFieldName('attribute');
    if (!object || attribute?.type !== 'identifier') return undefined;
    // `self.__class__.x`, `type(self).x`: the attribute of the value's class, as `self.x` reads it.
    const owner = classOf(object) ?? object;
    if (owner.type === 'identifier')
      return { callee: attribute.text, receiver: owner.text, field: true };
    const of = pythonReads(owner, depth + 1);
    return of && { callee: attribute.text, field: true, of };
  }
  if (value.type !== 'subscript') return undefined;
  const container = value.childForFieldName('value');
  const keys = value.childrenForFieldName('subscript');
  if (!container || keys.length !== 1 || keys[0]?.type === 'slice') return undefined;
  if (container.type === 'identifier')
    return { callee: '', receiver: container.text, indexed: 'key' };
  const read = pythonReads(container, depth + 1);
  return read?.field && read.indexed === undefined ? { ...read, indexed: 'key' } : undefined;
}

/** The name whose class `x.__class__` or `type(x)` is, if that is what `value` writes. */
function classOf(value: Node): Node | undefined {
  if (value.type === 'attribute') {
    const object = value.childForFieldName('object');
    const attribute = value.childForFieldName('attribute')?.text;
    return attribute === '__class__' && object?.type === 'identifier' ? object : undefined;
  }
  if (value.type !== 'call' || value.childForFieldName('function')?.text !== 'type')
    return undefined;
  const passed = value.childForFieldName('arguments')?.namedChildren;
  return passed?.length === 1 && passed[0]?.type === 'identifier' ? passed[0] : undefined;
}

/**
 * The callee of the call a local variable last held before `statement` in the function around it
 * (`settings = Settings(settings)`, then `self.settings = settings`): the field set from the
 * variable holds what that call returned, as `self.settings = Settings(…)` would.
 */
export function localCallee(statement: Node, name: string): Node | undefined {
  let function_ = statement.parent;
  while (function_ && function_.type !== 'function_definition') function_ = function_.parent;
  const body = function_?.childForFieldName('body');
  if (!body) return undefined;
  let callee: Node | undefined;
  for (const assignment of body.descendantsOfType('assignment')) {
    if (!assignment || assignment.startIndex >= statement.startIndex) break;
    if (assignment.childForFieldName('left')?.text !== name) continue;
    const value = assignment.childForFieldName('right');
    const called = value?.type === 'call' ? value.childForFieldName('function') : null;
    callee = called?.type === 'identifier' || called?.type === 'attribute' ? called : undefined;
  }
  return callee;
}

/**
 * Whether `position` is in a later branch of an `if` one of whose branches assigned `binding`
 * (`if isinstance(f, OrderBy): f = f.copy()`, then the `elif`): the assignment did not run there.
 */
export function inLaterBranch(binding: RawTypedBinding, position: number): boolean {
  return binding.elsewhere?.some(([start, end]) => start <= position && position < end) === true;
}

/** The later branches of each `if` around `node` in its function, one of whose branches it is in. */
export function laterBranches(node: Node): [number, number][] | undefined {
  let spans: [number, number][] | undefined;
  for (let block = node.parent; block; block = block.parent) {
    if (block.type === 'function_definition' || block.type === 'class_definition') break;
    if (block.type !== 'block') continue;
    const arm = block.parent;
    const statement = arm?.type === 'if_statement' ? arm : arm?.parent;
    if (statement?.type !== 'if_statement' || block.endIndex >= statement.endIndex) continue;
    (spans ??= []).push([block.endIndex, statement.endIndex]);
  }
  return spans;
}
