// React's `useMemo(() => value, deps)` returns its callback's value: `const machine = useMemo(() =>
// new StateMachine(), [])` holds a StateMachine, `useMemo(() => Gesture.Native().runOnJS(true),
// [])` what that chain returns.
import type { Node } from 'web-tree-sitter';
import { ownReturns } from './constructed-returns.js';
import { callOf } from './node-facts.js';
import type { Collected, Parts } from './raw-facts.js';
import { unwrapped } from './unwrapped.js';

/**
 * `assigned.call` of `useMemo` (or `React.useMemo`): records the variable as holding what the
 * callback returns, when it returns one expression. False when the call is no such hook's.
 */
export function addMemoized(collected: Collected, parts: Parts, name: Node): boolean {
  const { main: declarator, callee, receiver } = parts;
  if (callee?.text !== 'useMemo' || (receiver !== undefined && receiver.text !== 'React'))
    return false;
  const value = declarator.childForFieldName('value');
  const callback = value?.type === 'call_expression' ? firstArgument(value) : undefined;
  const returned = callback && returnedExpression(callback);
  if (!returned) return false;
  const constructor =
    returned.type === 'new_expression' ? returned.childForFieldName('constructor') : null;
  const start = declarator.startIndex;
  if (constructor?.type === 'identifier' || constructor?.type === 'member_expression')
    collected.typedBindings.push({ name: name.text, type: constructor, start, field: false });
  else {
    const call = callOf(returned);
    if (call) collected.typedBindings.push({ name: name.text, call, start, field: false });
  }
  return true;
}

function firstArgument(call: Node): Node | undefined {
  const first = call.childForFieldName('arguments')?.namedChildren[0];
  return first?.type === 'arrow_function' ? first : undefined;
}

/** `() => value`, `() => { return value; }`: the one value it returns, without what wraps it. */
function returnedExpression(arrow: Node): Node | undefined {
  const returned = ownReturns(arrow);
  const [only] = returned;
  return returned.length === 1 && only ? unwrapped(only) : undefined;
}
