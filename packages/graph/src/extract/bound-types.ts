// Typed bindings whose type is not written on the name: a callback's parameters, typed by what
// its callee's parameter is written with, and a receiver narrowed by a condition (`if (isStore(v))`).
import type { Node } from 'web-tree-sitter';
import type { ReceiverCall } from '../model.js';
import type { Collected, Parts } from './raw-facts.js';
import { untypedFields, untypedParameters } from './typescript-types.js';
import { callOf, constructedClass, enclosingClassName, fieldRead } from './node-facts.js';
import { stringValue } from './imports.js';
import { unwrapped } from './unwrapped.js';
import { addRecordCallback } from './record-reads.js';

/**
 * `narrowed.*`: inside `if (v instanceof Store)` (`owner`) or `if (isStore(v))` (`callee`, a type
 * guard, looked up when resolving), `v` is a Store, as in the body of `while (isStore(v))`; so it
 * is in the right operand of `isStore(v) && …` or `!isStore(v) || …`, and after `if (!isStore(v))
 * return;` to the end of the block (from its `else`, when it has one); so it is after
 * `assertStore(v);` or `assert(v instanceof Store)`.
 */
export function addNarrowing(collected: Collected, parts: Parts, name: Node): void {
  const { main, owner, callee } = parts;
  const span = narrowedSpan(main, parts.kind);
  const guard = owner ? undefined : guardCall(callee);
  if (!span || (!owner && !guard)) return;
  // `v instanceof A || v instanceof B`: v is either class.
  const chain = owner?.parent?.parent;
  const either =
    chain?.type === 'binary_expression' && chain.childForFieldName('operator')?.type === '||';
  const classes = either ? testedClasses(chain, name.text) : undefined;
  if (either && !classes) return;
  collected.typedBindings.push({
    name: name.text,
    ...(classes
      ? { call: { callee: '', guard: true as const, receiverTypes: classes } }
      : owner
        ? { type: owner }
        : { call: { callee: '', ...guard, guard: true as const } }),
    start: span[0],
    end: span[1],
    field: false,
  });
}

/**
 * A guard called by name (`isStack(item)`), or on a class or namespace when named as guards are
 * (`ContentItem.isStack(item)`, `ast.isCall(node)`, `Nodes.assertStack(item)`; not
 * `lines.includes(line)`); undefined for another method.
 */
function guardCall(callee: Node | undefined): { callee: string; receiver?: string } | undefined {
  if (callee?.type !== 'member_expression') return { callee: callee?.text ?? '' };
  const receiver = callee.childForFieldName('object')?.text;
  const name = callee.childForFieldName('property')?.text ?? '';
  return /^(is|assert)[A-Z_$]/.test(name)
    ? { callee: name, ...(receiver ? { receiver } : {}) }
    : undefined;
}

/**
 * The classes a chain of `||` tests `name` is an instance of (`v instanceof A || v instanceof B`);
 * undefined when any operand tests something else.
 */
function testedClasses(chain: Node, name: string): string[] | undefined {
  const classes: string[] = [];
  const operands: (Node | null)[] = [chain];
  while (operands.length > 0) {
    const operand = operands.pop();
    if (operand?.type === 'parenthesized_expression') {
      operands.push(operand.namedChildren[0] ?? null);
      continue;
    }
    const operator = operand?.childForFieldName('operator')?.type;
    if (operand && operator === '||') {
      operands.push(operand.childForFieldName('right'), operand.childForFieldName('left'));
      continue;
    }
    if (operator !== 'instanceof' || operand?.childForFieldName('left')?.text !== name)
      return undefined;
    classes.push(operand.childForFieldName('right')?.text ?? '');
  }
  return classes;
}

/** Blocks a condition's exit narrows the rest of (Python's: python-narrowing.ts). */
const EXIT_BLOCKS = new Set(['statement_block', 'program']);

/**
 * Where a condition's narrowing holds: its branch, its right operand, or the rest of its block
 * (after an exit or an assertion).
 */
function narrowedSpan(condition: Node, kind: string): [number, number] | undefined {
  if (kind === 'operand') {
    const right = condition.childForFieldName('right');
    return right ? [right.startIndex, right.endIndex] : undefined;
  }
  // `assertStore(v);`: the rest of its block.
  if (kind === 'asserted')
    return condition.parent && EXIT_BLOCKS.has(condition.parent.type)
      ? [condition.endIndex, condition.parent.endIndex]
      : undefined;
  if (kind === 'exit') {
    // `if (!(v instanceof Stack)) { throw … } else { … }`: its `else` too.
    const otherwise = condition.childForFieldName('alternative');
    const block = condition.parent;
    if (block && EXIT_BLOCKS.has(block.type))
      return [otherwise?.startIndex ?? condition.endIndex, block.endIndex];
    return otherwise ? [otherwise.startIndex, otherwise.endIndex] : undefined;
  }
  // An `if`'s branch, a `while`'s body.
  const branch = condition.childForFieldName('consequence') ?? condition.childForFieldName('body');
  return branch ? [branch.startIndex, branch.endIndex] : undefined;
}

/** `assigned.copy`: a variable copied from another (`let node = textNode`) has its type. */
export function addCopy(collected: Collected, parts: Parts, name: Node): void {
  if (!parts.callee) return;
  collected.typedBindings.push({
    name: name.text,
    copyOf: parts.callee.text,
    start: parts.main.startIndex,
    field: false,
  });
}

/**
 * `callback.argument`: a function passed to a call (`operate((source, subscriber) => …)`). Its
 * untyped parameters are typed by the callee's written parameter type, looked up when resolving.
 */
export function addCallback(collected: Collected, parts: Parts): void {
  const { owner, callee } = parts;
  const list = owner?.parent;
  if (!owner || !callee || !list) return;
  const loaded = loadedByThen(callee);
  if (loaded !== undefined) return addLoadedParameter(collected, owner, list, loaded);
  if (addRecordCallback(collected, owner, callee)) return;
  let call: ReceiverCall | undefined;
  if (callee.type === 'identifier') call = { callee: callee.text };
  else if (callee.type === 'member_expression') {
    const object = callee.childForFieldName('object');
    const property = callee.childForFieldName('property');
    // `items.forEach(…)`, `this.#items.forEach(…)`, `this.readLock(…)`: a binding's, a field's or
    // the class's own method.
    if (
      property &&
      (object?.type === 'identifier' ||
        object?.type === 'this' ||
        (object?.type === 'member_expression' && /^this\.#?[A-Za-z_$][\w$]*$/.test(object.text)))
    )
      call = { callee: property.text, receiver: object.text };
    else if (property && object) {
      // `h.nodes.map(…)`, `room?.getEvents().find(…)`: a method of a field read or a call's result.
      const of = fieldRead(unwrapped(object)) ?? callOf(object);
      if (of) call = { callee: property.text, of };
    }
  }
  if (!call) return;
  const argument = list.namedChildren
    .filter((child) => child?.type !== 'comment')
    .findIndex((child) => child?.startIndex === owner.startIndex);
  for (const [parameter, name] of untypedParameters(owner))
    collected.typedBindings.push({
      name: name.text,
      call: { ...call, argument, parameter },
      start: owner.startIndex,
      end: owner.endIndex,
      field: false,
    });
  // `app.get('/', ({ req }) => …)`: the field of what the parameter is.
  for (const [parameter, field, name] of untypedFields(owner))
    collected.typedBindings.push({
      name: name.text,
      call: { callee: field, field: true, of: { ...call, argument, parameter } },
      start: owner.startIndex,
      end: owner.endIndex,
      field: false,
    });
}

/** `const c = this` in a class's method: an instance of the class, as `this` is. True when added. */
export function addThisCopy(collected: Collected, main: Node, name: Node): boolean {
  const thisClass = enclosingClassName(main, true);
  if (thisClass)
    collected.typedBindings.push({
      name: name.text,
      type: thisClass,
      start: main.startIndex,
      field: false,
    });
  return thisClass !== undefined;
}

/**
 * `assigned.either`: `const node = this.parent || this.findParent()` (`??` too, and either branch
 * of `c ? a.type : make()`) holds what either side gives, when each is a call or a field read
 * (`call() ?? {}` is `assigned.call`'s).
 */
export function addEither(collected: Collected, main: Node, name: Node): void {
  // `await (identity ?? this.#identity)`: what either side's promise resolves to.
  let value = main.childForFieldName('value') ?? undefined;
  while (value?.type === 'await_expression' || value?.type === 'parenthesized_expression')
    value = value.namedChildren[0] ?? undefined;
  if (!value) return;
  // `(segment.manager ??= new Manager())`: the field is declared to hold what is assigned to it.
  const assigned = value.type === 'augmented_assignment_expression' ? value : undefined;
  if (assigned) return addAssignedInPlace(collected, main, name, assigned);
  const ternary = value.type === 'ternary_expression';
  const sides = ternary
    ? [value.childForFieldName('consequence'), value.childForFieldName('alternative')]
    : [value.childForFieldName('left'), value.childForFieldName('right')];
  // `cid ? this.channels[cid] : undefined`: no value gives no type.
  const [first, ...others] = sides
    .filter((side) => !NO_VALUE.has(side?.type ?? ''))
    .map((side) =>
      side
        ? (callOf(side) ??
          fieldRead(unwrapped(side)) ??
          nameValue(unwrapped(side)) ??
          // `map.get(key) ?? new Set()` (a condition's branches are typed as they are written).
          (ternary ? undefined : constructedValue(unwrapped(side))))
        : undefined,
    );
  if (!first || others.some((other) => other === undefined)) return;
  collected.typedBindings.push({
    name: name.text,
    call: { ...first, either: others.filter((other) => other !== undefined) },
    start: main.startIndex,
    field: false,
  });
}

/** What holds no value, whatever the type written for it. */
const NO_VALUE = new Set(['null', 'undefined']);

/** `const manager = (segment.manager ??= new Manager())`: an instance of the class constructed. */
function addAssignedInPlace(collected: Collected, main: Node, name: Node, assignment: Node): void {
  const right = assignment.childForFieldName('right');
  const call = right && constructedValue(unwrapped(right));
  if (call)
    collected.typedBindings.push({ name: name.text, call, start: main.startIndex, field: false });
}

/** An instance of the class a side constructs (`map.get(key) ?? new Set()`). */
function constructedValue(side: Node): ReceiverCall | undefined {
  const constructed = constructedClass(side);
  return constructed ? { callee: '', guard: true, receiverTypes: [constructed] } : undefined;
}

/** A name's own value (`connectors`), as one side of a condition. */
function nameValue(side: Node): ReceiverCall | undefined {
  return side.type === 'identifier' ? { callee: '', receiver: side.text } : undefined;
}

/** `assigned.loaded`: `const autotrack = await import('./auto-track')`, the module loaded. */
export function addLoaded(collected: Collected, main: Node, name: Node, specifier: Node): void {
  const module = stringValue(specifier);
  if (module !== undefined)
    collected.typedBindings.push({
      name: name.text,
      call: { callee: '', module },
      start: main.startIndex,
      field: false,
    });
}

/** `import('./x').then(…)`: the module the promise loads; undefined for another callee. */
function loadedByThen(callee: Node): string | undefined {
  if (callee.type !== 'member_expression' || callee.childForFieldName('property')?.text !== 'then')
    return undefined;
  const loading = callee.childForFieldName('object');
  const call = loading && unwrapped(loading);
  if (call?.type !== 'call_expression' || call.childForFieldName('function')?.type !== 'import')
    return undefined;
  const specifier = call
    .childForFieldName('arguments')
    ?.namedChildren.find((argument) => argument?.type !== 'comment');
  return specifier?.type === 'string' ? stringValue(specifier) : undefined;
}

/** `import('./x').then((mod) => mod.f())`: the first callback's one parameter is the module. */
function addLoadedParameter(
  collected: Collected,
  callback: Node,
  list: Node,
  module: string,
): void {
  if (list.namedChildren.find((argument) => argument?.type !== 'comment')?.id !== callback.id)
    return;
  const [first] = untypedParameters(callback);
  if (first?.[0] === 0)
    collected.typedBindings.push({
      name: first[1].text,
      call: { callee: '', module },
      start: callback.startIndex,
      end: callback.endIndex,
      field: false,
    });
}
