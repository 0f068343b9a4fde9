// Python's assignments whose value a type checker reads from what was written before: reads of
// fields and keys, a class held in a variable and called, a conditional's either call, the
// branch of an `if` an assignment is in, a comprehension's variable, what `with … as` enters.
import type { Node } from 'web-tree-sitter';
import type { ReceiverCall } from '../model.js';
import { localFunctionReturnType } from './python.js';
import { pythonHeldClass } from './python-elements.js';
import { laterBranches, localCallee, pythonReads } from './python-reads.js';
import type { Collected, Parts, RawTypedBinding } from './raw-facts.js';

/**
 * Python's `console = Console() if file is None else get_console()`: each call of the conditional
 * matches; the second is what the first one's binding may `either` hold. True when joined.
 */
export function joinsEither(
  collected: Collected,
  assignment: Node,
  name: string,
  start: number,
  call: ReceiverCall,
): boolean {
  if (assignment.childForFieldName('right')?.type !== 'conditional_expression') return false;
  const bindings = collected.typedBindings;
  for (let index = bindings.length - 1; index >= Math.max(0, bindings.length - 4); index--) {
    const first = bindings[index];
    if (first?.name !== name || first.start !== start || !first.call) continue;
    first.call = { ...first.call, either: [...(first.call.either ?? []), call] };
    return true;
  }
  return false;
}

/** `self.settings = settings` after `settings = Settings(…)`: that call's callee, as its type. */
export function fieldFromLocal(statement: Node, kind: string, name: string): Node | undefined {
  const callee = kind === 'field' ? localCallee(statement, name) : undefined;
  return callee && (localFunctionReturnType(callee) ?? callee);
}

/**
 * `assigned.indexed`: Python's `for option in self._opts.values()`, `for key, option in
 * self._opts.items()` (a mapping's values).
 */
export function addIndexed(collected: Collected, parts: Parts, name: Node): void {
  const { main, callee, receiver } = parts;
  if (!callee || !receiver) return;
  collected.typedBindings.push({
    name: name.text,
    call: { callee: callee.text, receiver: receiver.text, field: true, indexed: 'mapping' },
    start: main.startIndex,
    field: false,
  });
}

/**
 * `assigned.read`: Python's `scope = self._state.cancel_scope`, `option = self._long_opt[opt]`,
 * `scope = _task_states[task].cancel_scope` — what the reads give, from the assignment's end (not
 * an annotated one's: its annotation types it).
 */
export function addReads(collected: Collected, assignment: Node, value: Node, name: Node): void {
  const reads = assignment.childForFieldName('type') ? undefined : pythonReads(value);
  if (reads)
    collected.typedBindings.push({
      name: name.text,
      call: reads,
      start: assignment.endIndex,
      field: false,
      ...pythonBranch(assignment),
    });
}

/**
 * Where a Python comprehension's variable is seen (`[p.name for p in params]`): the whole
 * comprehension, its element written before the `for` that binds it, and nowhere after.
 */
export function comprehensionSpan(
  clause: Node,
): Pick<RawTypedBinding, 'start' | 'end'> | undefined {
  const comprehension = clause.type === 'for_in_clause' ? clause.parent : null;
  return comprehension
    ? { start: comprehension.startIndex, end: comprehension.endIndex }
    : undefined;
}

/** `comp = comp_cls(cli)` where `comp_cls` holds a class (see heldClass): whether it was typed. */
export function addHeldClassInstance(
  collected: Collected,
  assignment: Node,
  callee: string,
  name: Node,
): boolean {
  if (assignment.type !== 'assignment') return false;
  const held = heldClass(collected, assignment, callee);
  if (held)
    collected.typedBindings.push({
      name: name.text,
      ...held,
      start: assignment.endIndex,
      field: false,
      ...pythonBranch(assignment),
    });
  return held !== undefined;
}

/**
 * The class a Python variable called in `assignment` holds: a parameter's written `Type[X]` (`X`),
 * or what an earlier call in the same function assigned it (`comp_cls = get_completion_class()`),
 * whose returned class is looked up when resolving.
 */
function heldClass(
  collected: Collected,
  assignment: Node,
  name: string,
): Pick<RawTypedBinding, 'type' | 'call'> | undefined {
  // Only a parameter or a variable: not a function or class (most calls), looked up cheaply.
  if (!collected.locals.has(name)) return undefined;
  const bindings = collected.typedBindings;
  let found: RawTypedBinding | undefined;
  for (let index = bindings.length - 1; index >= 0 && !found; index--) {
    const binding = bindings[index];
    if (binding?.name === name && !binding.field && binding.start <= assignment.startIndex)
      found = binding;
  }
  const call = found?.call;
  const held = call
    ? call.item === undefined && call.element === undefined
      ? { call: { ...call, instance: true as const } }
      : undefined
    : found?.type && pythonHeldClass(found.type);
  if (!found || !held) return undefined;
  // The binding is the same function's (a parameter's, or a variable's before the call).
  let function_ = assignment.parent;
  while (function_ && function_.type !== 'function_definition') function_ = function_.parent;
  if (!function_ || found.start < function_.startIndex) return undefined;
  return 'call' in held ? held : { type: held };
}

/** The branch of an `if` (its body, an `elif`'s or the `else`'s) a Python assignment is a statement of. */
export function pythonBranch(assignment: Node): Pick<RawTypedBinding, 'branch' | 'elsewhere'> {
  const elsewhere = laterBranches(assignment);
  const block = assignment.parent?.parent;
  const arm = block?.parent;
  const statement = arm?.type === 'if_statement' ? arm : arm?.parent;
  if (!block || block.type !== 'block' || statement?.type !== 'if_statement')
    return elsewhere ? { elsewhere } : {};
  // The body and each `elif`, then the `else`, or the way on when there is none.
  const arms = 2 + statement.namedChildren.filter((arm) => arm?.type === 'elif_clause').length;
  return {
    ...(elsewhere ? { elsewhere } : {}),
    branch: {
      statement: statement.startIndex,
      end: statement.endIndex,
      start: block.startIndex,
      arms,
    },
  };
}

/**
 * `with Foo() as x`: what `with_item` binds with `as` holds what the context manager's `__enter__`
 * returns, `__aenter__` under `async with`.
 */
export function addEntered(collected: Collected, parts: Parts, name: Node, receiver?: Node): void {
  const { main: item, callee } = parts;
  if (!callee) return;
  const manager = { callee: callee.text, ...(receiver ? { receiver: receiver.text } : {}) };
  const statement = item.parent?.parent;
  const awaited = statement?.type === 'with_statement' && statement.firstChild?.type === 'async';
  collected.typedBindings.push({
    name: name.text,
    call: { callee: awaited ? '__aenter__' : '__enter__', of: manager },
    start: item.startIndex,
    field: false,
  });
}
