// `binding.*`/`typed.*` (a local name, maybe with a written type) and `assigned.*` (a name holding
// what a call, a field or an element gave it) matches.
import { unwrapped } from './unwrapped.js';
import type { Node } from 'web-tree-sitter';
import {
  defaultsToItsOwnName,
  localFunctionReturnType,
  parameterType,
  typeCommentOfLine,
  writesItsType,
} from './python.js';
import { addCopy, addEither, addLoaded, addThisCopy } from './bound-types.js';
import { addLaterAssignments } from './later-assignments.js';
import { addMembers } from './literal-members.js';
import { addMemoized } from './memoized-values.js';
import { placeIn, readsValues, recordElementRead } from './record-reads.js';
import { pythonLoopElement } from './python-elements.js';
import {
  addEntered,
  addHeldClassInstance,
  addIndexed,
  addReads,
  comprehensionSpan,
  fieldFromLocal,
  joinsEither,
  pythonBranch,
} from './python-assignments.js';
import {
  callOrEmpty,
  callOf,
  callsOwnField,
  constructedClass,
  enclosingClassName,
  fieldRead,
  getterTypeArguments,
  ownFieldReturnType,
  shadows,
  withoutAssertion,
} from './node-facts.js';
import { passedFacts, writtenParameterType } from './typescript-types.js';
import type { ReceiverCall } from '../model.js';
import { objectFieldType, typeNames } from './type-names.js';
import type { Collected, Parts } from './raw-facts.js';

/** `binding.*` (a local name, maybe typed) and `typed.field` (a typed field, `this.<name>`). */
export function addBinding(collected: Collected, parts: Parts, name: Node): void {
  const { main, group, kind } = parts;
  if (parts.owner && !typeCommentOfLine(parts.owner, main)) return;
  const text = name.text;
  // A field set from a parameter (`self.md = md`, `this.log = logger`) has the parameter's
  // written type, in Python from a local what the call it last held returned; a Python loop over
  // a parameter (`for node in nodes`, `nodes: list[NodeNG]`), what its container holds.
  const copied = main.type === 'assignment_expression';
  const owner = parts.callee
    ? kind === 'loop'
      ? pythonLoopElement(parameterType(main, parts.callee.text))
      : copied
        ? writtenParameterType(main, parts.callee.text)
        : (parameterType(main, parts.callee.text) ?? fieldFromLocal(main, kind, parts.callee.text))
    : kind === 'field' && parts.owner && parts.owner.type !== 'this'
      ? (localFunctionReturnType(parts.owner) ?? parts.owner)
      : parts.owner?.type === 'this'
        ? enclosingClassName(parts.owner)
        : parts.owner;
  if (group === 'binding' && !(kind === 'parameter' && defaultsToItsOwnName(main))) {
    collected.locals.add(text);
    // Only a variable can be bound to a function or a `require` (and so not shadow).
    if (kind !== 'variable' || shadows(main))
      collected.localBindings.push({ name: text, node: main });
  }
  if (!owner) return;
  // `ctx: Ctx['room']`: the type `Ctx` declares for its field `room`.
  const indexed =
    owner.type === 'type_annotation'
      ? (indexedFieldRead(owner) ?? returnTypeCall(owner))
      : undefined;
  if (indexed)
    return void collected.typedBindings.push({
      name: kind === 'field' ? `this.${text}` : text,
      call: indexed,
      start: main.startIndex,
      field: kind === 'field',
    });
  // `c ? new A() : new B()` matches once for each branch.
  const last = collected.typedBindings.at(-1);
  if (owner.type === 'ternary_expression' && last?.type?.id === owner.id) return;
  // A function's written `this` (`function (this: Subscriber<T>) {}`) is its own only.
  const fn = text === 'this' ? main.parent?.parent : undefined;
  collected.typedBindings.push({
    name: kind === 'field' ? `this.${text}` : text,
    type: owner,
    start: main.startIndex,
    ...(fn ? { end: fn.endIndex } : {}),
    ...comprehensionSpan(main),
    field: kind === 'field',
    ...(copied ? { fromParameter: true as const } : {}),
  });
}

/**
 * An indexed access type of a field (`Ctx['room']`, `Ctx['room']['members']`): a read of that
 * field of the type's value, as a receiver's type.
 */
function indexedFieldRead(annotation: Node): ReceiverCall | undefined {
  const type = annotation.namedChildren[0];
  if (type?.type !== 'lookup_type') return undefined;
  const [object, index] = type.namedChildren;
  const key = index?.type === 'literal_type' ? index.namedChildren[0] : undefined;
  const field = key?.type === 'string' ? key.namedChildren[0]?.text : undefined;
  if (!object || !field) return undefined;
  if (object.type !== 'lookup_type')
    return { callee: field, field: true, receiverTypes: typeNames(object) };
  const of = indexedFieldRead(type);
  return of && { callee: field, field: true, of };
}

/**
 * What a function returns, written `ReturnType<typeof setupNode>` (maybe `Awaited<…>`): a call of
 * that function, as a receiver's type.
 */
function returnTypeCall(annotation: Node): ReceiverCall | undefined {
  let type = annotation.namedChildren[0];
  const argument = (generic: Node | null | undefined, name: string): Node | null | undefined =>
    generic?.type === 'generic_type' && generic.childForFieldName('name')?.text === name
      ? generic.childForFieldName('type_arguments')?.namedChildren[0]
      : undefined;
  type = argument(type, 'Awaited') ?? type;
  const query = argument(type, 'ReturnType');
  const fn = query?.type === 'type_query' ? query.namedChildren[0] : undefined;
  return fn?.type === 'identifier' ? { callee: fn.text } : undefined;
}

/**
 * `assigned.destructured`: `function f({ db }: Options)`, `({ db: database }: Props) => …`: each
 * name holds that field of the type written for the parameter.
 */
function addDestructured(collected: Collected, parts: Parts, name: Node): void {
  if (!parts.owner || !parts.callee) return;
  // `({ layer }: { layer: Layer }) => …`: the object type writes the field's type.
  const written = objectFieldType(parts.owner, parts.callee.text);
  if (written)
    return void collected.typedBindings.push({
      name: name.text,
      type: written,
      start: parts.main.startIndex,
      field: false,
    });
  collected.typedBindings.push({
    name: name.text,
    call: { callee: parts.callee.text, field: true, receiverTypes: typeNames(parts.owner) },
    start: parts.main.startIndex,
    field: false,
  });
}

/** `assigned.call`: a variable holding what a call returned; `assigned.field`, a field's value. */
export function addAssigned(collected: Collected, parts: Parts, name: Node): void {
  const { main, callee, kind } = parts;
  const receiver = parts.receiver && withoutAssertion(parts.receiver);
  if (kind === 'either') return addEither(collected, main, name);
  if (kind === 'members' && callee) return addMembers(collected, main, name, callee);
  if (kind === 'loaded' && callee) return addLoaded(collected, main, name, callee);
  if (kind === 'unset') return addLaterAssignments(collected, main, name);
  if (kind === 'elementField' && callee && receiver)
    return addElementField(collected, main, receiver, callee, name);
  if (kind === 'copy' && callee?.text === 'this' && addThisCopy(collected, main, name)) return;
  if (!callee || holdsOtherValue(main, callee, receiver)) return;
  if (kind === 'copy') return addCopy(collected, parts, name);
  if (kind === 'destructured') return addDestructured(collected, parts, name);
  if (kind === 'settled') return addSettled(collected, parts, name);
  if (kind === 'call' && addMemoized(collected, parts, name)) return;
  // `v = Vec2.zero()` in a class body: the field `this.v` holds the call's value.
  // `private readonly store = inject(Store)`: an instance of the class provided.
  // `protected _gainNode = this.output`: the value of the class's other field.
  if (kind === 'fieldCall') {
    const value = main.childForFieldName(main.type === 'assignment_expression' ? 'right' : 'value');
    const typeArguments = value ? getterTypeArguments(main, callee.text, value) : undefined;
    return void collected.typedBindings.push({
      name: `this.${name.text}`,
      call: {
        callee: callee.text,
        ...(receiver ? { receiver: receiver.text } : {}),
        ...(typeArguments ? { typeArguments } : {}),
        ...(value?.type === 'member_expression' ? { field: true as const } : {}),
      },
      start: main.startIndex,
      field: true,
    });
  }
  // Python's `with Foo() as x`: what `Foo().__enter__()` returns.
  if (kind === 'entered') return addEntered(collected, parts, name, receiver);
  if (kind === 'indexed') return addIndexed(collected, parts, name);
  if (kind === 'read') return addReads(collected, main, callee, name);
  // `const bls = (opts.evm as EVM)['_bls']!`: the field the asserted type declares, `const tree =
  // this[$changes]` the class does; `for (const x of Object.values(this.byId))`: an element of
  // what the record holds.
  const keyed = kind === 'assertedField' || kind === 'keyedField';
  const read = keyed
    ? callOf(main.childForFieldName('value') ?? main)
    : kind === 'element' && receiver?.text === 'Object' && readsValues(callee.text, name)
      ? recordElementRead(main.childForFieldName('right'))
      : undefined;
  if (keyed || read) {
    if (read)
      collected.typedBindings.push({
        name: name.text,
        call: read,
        start: main.startIndex,
        field: false,
      });
    return;
  }
  // `for (const x of xs)`: an element of what `xs` is (the receiver itself, no callee).
  if (kind === 'iterated' && receiver) return addIterated(collected, main, receiver, name);
  const chained = isChain(receiver);
  const chain = chained ? (callOf(receiver) ?? fieldRead(unwrapped(receiver))) : undefined;
  if (chained && chain === undefined) return;
  // `const ast = this.f()` with `f` a field of function type: no method's return types it, the
  // function type's return does (`readonly f: () => AST`).
  if (kind === 'call' && receiver?.type === 'this' && callsOwnField(main, callee.text)) {
    const returned = ownFieldReturnType(main, callee.text);
    if (returned)
      collected.typedBindings.push({
        name: name.text,
        type: returned,
        start: main.startIndex,
        field: false,
      });
    return;
  }
  // Python's `comp = comp_cls(cli)`: an instance of the class `comp_cls` holds.
  if (kind === 'call' && !receiver && addHeldClassInstance(collected, main, callee.text, name))
    return;
  const call = assignedCall(parts, callee, receiver, chain, name);
  // Python's variable holds the value from the end of its assignment: in `options =
  // options.update_width(w)` the receiver is what `options` was before.
  const start = main.type === 'assignment' ? main.endIndex : main.startIndex;
  if (kind === 'call' && joinsEither(collected, main, name.text, start, call)) return;
  collected.typedBindings.push({
    name: name.text,
    call,
    start,
    ...comprehensionSpan(main),
    field: false,
    ...(kind === 'call' && main.type === 'assignment' ? pythonBranch(main) : {}),
  });
}

/**
 * Whether a held value's receiver is a chain: `const v = this.body.velocity.v`, the fields before
 * the last one, read one by one; `const light = this.createLight().setName(n)`, the calls before
 * the last one; `for (const ev of sr.context.getTimeline())`, the field read before it; `const {
 * proxy } = await throughProxy()`, what the call resolves to.
 */
function isChain(receiver: Node | undefined): receiver is Node {
  return (
    (receiver?.type === 'member_expression' && !/^this\.#?[\w$]+$/.test(receiver.text)) ||
    receiver?.type === 'call_expression' ||
    (receiver?.type === 'await_expression' && unwrapped(receiver).type === 'call_expression')
  );
}

/** What `assigned.*` binds a name to: the call (`kind`: an element or item of its value). */
function assignedCall(
  parts: Parts,
  callee: Node,
  receiver: Node | undefined,
  chain: ReceiverCall | undefined,
  name: Node,
): ReceiverCall {
  const { main, kind } = parts;
  return {
    callee: callee.text,
    ...(kind === 'call' ? heldCallFacts(main, callee.text) : {}),
    // Python's `option = self._opts.get(key)`: the value at a key when `_opts` is a mapping.
    ...(kind === 'call' && callee.text === 'get' && receiver?.type === 'attribute'
      ? { indexed: 'mapping' as const }
      : {}),
    ...(chain ? { of: chain } : receiver ? receiverOf(receiver) : {}),
    ...(kind === 'field' || kind === 'fieldElement' ? { field: true as const } : {}),
    ...takenOf(kind, name),
    ...destructuredItem(name),
  };
}

/**
 * The receiver of a held call, by name; a class constructed in place (`new OutgoingMessage(name)`
 * in `const message = new OutgoingMessage(name).writeStateless(payload)`) by its type.
 */
function receiverOf(receiver: Node): Pick<ReceiverCall, 'receiver' | 'receiverTypes'> {
  const constructed = constructedClass(receiver);
  return constructed ? { receiverTypes: [constructed] } : { receiver: receiver.text };
}

/**
 * What a loop's or a tuple's variable takes of a call's value: an element (`for x in f()`), an item
 * (`a, b = f()`), or an item of each element (`for name, command in f()`).
 */
function takenOf(kind: string, name: Node): Pick<ReceiverCall, 'element' | 'item'> {
  const element = kind === 'element' || kind === 'fieldElement' || kind === 'elementItem';
  const item = kind === 'item' || kind === 'elementItem';
  return {
    ...(element ? { element: true as const } : {}),
    ...(item ? { item: itemOf(name) } : {}),
  };
}

/**
 * What the call a declarator holds says of its value: the one type argument of a getter's call
 * (see getterTypeArguments), and what its arguments say (see passedFacts: `const e = room.get(type,
 * key)`, `getComponent(go, RectTransform)`).
 */
function heldCallFacts(
  declarator: Node,
  callee: string,
): Pick<ReceiverCall, 'typeArguments' | 'passes' | 'classArguments' | 'literalArguments'> {
  const typeArguments = getterTypeArguments(declarator, callee);
  const value = declarator.type === 'variable_declarator' && declarator.childForFieldName('value');
  const call = value ? unwrapped(value.childForFieldName('left') ?? value) : undefined;
  const held = call?.type === 'call_expression' ? call : undefined;
  return { ...(typeArguments ? { typeArguments } : {}), ...(held ? passedFacts(held) : {}) };
}

/**
 * `for (const x of xs)`, `const [first] = rows`: an element of what `xs` is (so is `const func =
 * namespaces[namespace]?.[name]`; see the query).
 */
function addIterated(collected: Collected, main: Node, receiver: Node, name: Node): void {
  collected.typedBindings.push({
    name: name.text,
    call: { callee: '', receiver: receiver.text, element: true, ...destructuredItem(name) },
    start: main.startIndex,
    field: false,
  });
}

/**
 * `for (const { type, subgraph: source } of entries)`: each name holds that field of an element of
 * what the loop iterates — a variable, a field (`this.entries`) or what a call returns.
 */
function addElementField(
  collected: Collected,
  main: Node,
  iterated: Node,
  field: Node,
  name: Node,
): void {
  const read =
    iterated.type === 'identifier'
      ? { callee: '', receiver: iterated.text }
      : (callOf(iterated) ?? fieldRead(iterated));
  if (read)
    collected.typedBindings.push({
      name: name.text,
      call: { callee: field.text, field: true, of: { ...read, element: true } },
      start: main.startIndex,
      field: false,
    });
}

/** A TypeScript name destructured from an array (`const [first] = rows`): its place there. */
function destructuredItem(name: Node): Pick<ReceiverCall, 'item'> {
  return name.parent?.type === 'array_pattern' ? { item: placeIn(name) } : {};
}

/**
 * `const [a, b] = await Promise.all([makeA(), makeB()])`: each name holds what the call at its
 * place in the array returns.
 */
function addSettled(collected: Collected, parts: Parts, name: Node): void {
  if (parts.receiver?.text !== 'Promise' || parts.callee?.text !== 'all') return;
  const settled = parts.main.childForFieldName('value');
  const call = settled?.namedChildren.find((child) => child?.type === 'call_expression');
  const array = call?.childForFieldName('arguments')?.namedChildren[0];
  const element = array?.type === 'array' ? array.namedChildren[placeIn(name)] : undefined;
  const read = element && element.type !== 'spread_element' ? callOf(element) : undefined;
  if (read)
    collected.typedBindings.push({
      name: name.text,
      call: read,
      start: parts.main.startIndex,
      field: false,
    });
}

/** Which item of a tuple pattern (`conn, future = …`) a name takes: its place among them. */
function itemOf(name: Node): number {
  return name.parent?.namedChildren.findIndex((item) => item?.id === name.id) ?? -1;
}

/**
 * Whether what an assignment binds is not the call's value: a Python assignment writing its own
 * type, or a fallback after the call (`call() ?? {}`) other than an empty object.
 */
function holdsOtherValue(main: Node, callee: Node, receiver: Node | undefined): boolean {
  return (
    (main.type === 'assignment' && writesItsType(main, callee, receiver)) || !callOrEmpty(main)
  );
}
