// What a reference's receiver is, from the typed bindings in scope: its written types, the call
// it holds (through copies and type guards), or its owner's types for a field read.
import type { Node } from 'web-tree-sitter';
import type { ReceiverCall, Reference } from '../model.js';
import type { RawReference, RawTypedBinding } from './raw-facts.js';
import type { TypedBinding, TypedBindings } from './scopes.js';

/** `value.field` (or `value?.field`, `value!.field`): the value and its field. */
const FIELD_OF = /^([A-Za-z_$][\w$]*)[?!]?\.(#?[A-Za-z_$][\w$]*)$/;
/**
 * `value.field.…`: the value, maybe at a key (`_task_states[task].cancel_scope`), and its chain of
 * fields (Python: `state.md.block`), the last maybe indexed (`caller.args[1]`).
 */
const FIELDS_OF =
  /^([A-Za-z_$][\w$]*)(\[[^\].[\]]*\])?\.([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*(?:\[[^\].[\]]*\])?)$/;

/** Python's `value[key]`: the value, and the key (`line[0].coords()`). */
const KEYED = /^([A-Za-z_$][\w$]*)(\[[^\].[\]]*\])$/;

/**
 * What a reference's receiver's bindings say of its type: its written types (`receiverTypes`), the
 * call it holds (`receiverCall`), or the written types of `value` in `value.field` (`ownerTypes`;
 * in Python, also in `value.field.field…`).
 */
export function receiverFacts(
  reference: RawReference,
  receiver: string | undefined,
  from: number,
  receivers: TypedBindings<RawTypedBinding>,
  typeNamesOf: (type: Node) => string[],
  python: boolean,
  /** The types an object type written for a value gives one of its fields (TypeScript). */
  fieldTypesOf?: (type: Node, field: string) => string[] | undefined,
): Pick<Reference, 'receiverTypes' | 'receiverCall' | 'ownerTypes'> {
  const find = (name: string): TypedBinding<RawTypedBinding> | undefined =>
    original(receivers, receivers.find(name, reference.start, from), from);
  const binding =
    receiver !== undefined && /^(this\.#?)?[A-Za-z_$][\w$]*$/.test(receiver)
      ? find(receiver)
      : undefined;
  // Python's `if isinstance(node.value, Call): node.value.func.m()`: the chain's narrowed part.
  const narrowed =
    python && !binding && reference.receiverCall === undefined && receiver?.includes('.')
      ? narrowedChain(receiver, (name) => receivers.find(name, reference.start, from), typeNamesOf)
      : undefined;
  if (narrowed) return narrowed;
  const held = (found: TypedBinding<RawTypedBinding>): ReceiverCall | undefined =>
    heldCall(found, receivers, from, typeNamesOf);
  // In Python, the receiver of the call a variable holds is what it was where the call ran: in
  // `options = options.update_width(w)`, the parameter, not the variable's new value.
  const heldAt =
    python && reference.receiverCall === undefined && binding ? binding.start - 1 : undefined;
  const lookup = (name: string): TypedBinding<RawTypedBinding> | undefined =>
    heldAt !== undefined
      ? original(receivers, receivers.find(name, heldAt, from), from)
      : name === receiver
        ? binding
        : find(name);
  const bindingOf = bindingTypes(lookup, held, typeNamesOf, !python, fieldTypesOf);
  const fields = python
    ? (FIELDS_OF.exec(receiver ?? '') ?? KEYED.exec(receiver ?? ''))
    : FIELD_OF.exec(receiver ?? '');
  const [owner, field] = [fields?.[1], fields?.[python ? 3 : 2]];
  // Python's `table[key].field`: the fields of the value at a key of `table`.
  const keyed = python && fields?.[2] !== undefined;
  // `this.field.m()`: a binding of `this` is a written `this` (`reply(this: Context)`), whose type
  // declares the field where the enclosing class (or object literal) does not.
  const ownerBinding = owner !== undefined ? find(owner) : undefined;
  const ownerType = ownerBinding?.type.type;
  // `value.field.m()` inside `if (isStore(value))`: the field the narrowed type declares.
  const ownerGuard =
    field !== undefined && !keyed && ownerBinding?.type.call?.guard
      ? held(ownerBinding)
      : undefined;
  // `const entry = map.get(k); entry.child.destroy()`: the field of what the call returned.
  const ownerHeld =
    !python && field !== undefined && !ownerType && ownerBinding && !ownerGuard
      ? held(ownerBinding)
      : undefined;
  // `const { attribute } = opts` with `opts: { attribute: Attribute }`: the field's written type.
  const destructured =
    !python && binding && !binding.type.type && reference.receiverCall === undefined
      ? writtenFieldOf(binding, receivers, from, fieldTypesOf)
      : undefined;
  if (destructured)
    return { receiverTypes: destructured, receiverCall: undefined, ownerTypes: undefined };
  // `const context = new nativeContextConstructor(…)`, that constructor a parameter: its value.
  const constructed = !python && binding ? constructedByParameter(binding, find) : undefined;
  if (constructed)
    return { receiverTypes: undefined, receiverCall: constructed, ownerTypes: undefined };
  // An object literal's variable (`dec.m()`) holds no call: only its fields' values are known.
  const own = binding && held(binding);
  const call =
    reference.receiverCall ??
    (binding &&
      withBranches(binding, own?.members ? undefined : own, reference.start, receivers, held)) ??
    (ownerGuard && { callee: field ?? '', field: true as const, of: ownerGuard }) ??
    (ownerHeld && { callee: field ?? '', field: true as const, of: ownerHeld });
  const chained =
    call && !call.guard
      ? typedChain(call, bindingOf)
      : (call ??
        (python && field !== undefined && !ownerType && ownerBinding
          ? fieldsOfHeldCall(ownerBinding, field, keyed, { receivers, from, typeNamesOf })
          : undefined));
  return {
    receiverTypes: binding?.type.type
      ? typeNamesOf(binding.type.type)
      : ownerType && field !== undefined
        ? fieldTypesOf?.(ownerType, field)
        : undefined,
    receiverCall: chained || undefined,
    ownerTypes: ownerType ? typeNamesOf(ownerType) : undefined,
  };
}

/**
 * What a variable's binding says of its type in a chain: its written types, or the call it holds.
 * With `deep`, that call's receiver is typed by its own binding in turn (`const session =
 * operation.session; const conn = session?.pinnedConnection`), a few variables deep.
 */
function bindingTypes(
  lookup: (name: string) => TypedBinding<RawTypedBinding> | undefined,
  held: (found: TypedBinding<RawTypedBinding>) => ReceiverCall | undefined,
  typeNamesOf: (type: Node) => string[],
  deep: boolean,
  fieldTypesOf?: (type: Node, field: string) => string[] | undefined,
): (name: string) => BoundValue | undefined {
  const bindingOf = (name: string, depth: number): BoundValue | undefined => {
    const found = lookup(name);
    if (!found) return undefined;
    const written = found.type.type;
    const constructed = deep ? constructedByParameter(found, lookup) : undefined;
    if (constructed) return { of: constructed };
    if (written)
      return {
        receiverTypes: typeNamesOf(written),
        ...(fieldTypesOf ? { fieldTypes: (field: string) => fieldTypesOf(written, field) } : {}),
      };
    const call = held(found);
    if (call === undefined) return {};
    if (!deep || depth >= MAX_HELD_DEPTH) return { of: call };
    return { of: typedChain(call, (inner) => bindingOf(inner, depth + 1)) };
  };
  return (name) => bindingOf(name, 0);
}

/**
 * A binding constructed by a parameter of a function implementing an alias of a function type
 * (`const context = new nativeOfflineAudioContextConstructor(1, 1, 44100)` in a factory typed
 * `(nativeOfflineAudioContextConstructor: null | TNativeOfflineAudioContextConstructor) => …`):
 * calling that parameter, whose type says what it gives.
 */
function constructedByParameter(
  binding: TypedBinding<RawTypedBinding>,
  lookup: (name: string) => TypedBinding<RawTypedBinding> | undefined,
): ReceiverCall | undefined {
  const constructor = binding.type.type;
  const constructing = constructor?.parent;
  if (
    constructor?.type !== 'identifier' ||
    constructing?.type !== 'new_expression' ||
    constructing.childForFieldName('constructor')?.id !== constructor.id
  )
    return undefined;
  const parameter = lookup(constructor.text)?.type.call;
  if (!parameter?.implements) return undefined;
  const passed = constructing.childForFieldName('arguments')?.namedChildren ?? [];
  const passes = passed.filter((argument) => argument?.type !== 'comment').length;
  return { callee: '', passes, calleeCall: parameter };
}

/**
 * What a binding says of a chain's receiver: its written types (and, for an object type written
 * out, `{ store: Store }`, each field's), or the call it holds.
 */
type BoundValue = Pick<ReceiverCall, 'of' | 'receiverTypes'> & {
  fieldTypes?: (field: string) => string[] | undefined;
};

/** How many variables deep a held call's receiver is typed through the variables holding it. */
const MAX_HELD_DEPTH = 3;

/**
 * A Python receiver whose chain of attributes starts with one a test narrows (`node.value` in
 * `node.value.func`, under `if isinstance(node.value, Call)`): the class tested, then each later
 * attribute read in turn; undefined when no part of it is narrowed there.
 */
function narrowedChain(
  receiver: string,
  find: (name: string) => TypedBinding<RawTypedBinding> | undefined,
  typeNamesOf: (type: Node) => string[],
): Pick<Reference, 'receiverTypes' | 'receiverCall' | 'ownerTypes'> | undefined {
  const parts = receiver.split('.');
  for (let length = parts.length; length >= 2; length--) {
    const found = find(parts.slice(0, length).join('.'));
    // A narrowing holds over a span; a field's binding (`this.x`) over its class.
    if (found?.end === undefined || !found.type.type) continue;
    const receiverTypes = typeNamesOf(found.type.type);
    if (length === parts.length)
      return { receiverTypes, receiverCall: undefined, ownerTypes: undefined };
    let call: ReceiverCall = { callee: parts[length] ?? '', field: true, receiverTypes };
    for (const field of parts.slice(length + 1)) call = { callee: field, field: true, of: call };
    return { receiverTypes: undefined, receiverCall: call, ownerTypes: undefined };
  }
  return undefined;
}

/**
 * The types an object type written for a value gives the field a binding holds (`const { a } =
 * opts`, `opts: { a: A }`); undefined for other bindings.
 */
function writtenFieldOf(
  binding: TypedBinding<RawTypedBinding>,
  receivers: TypedBindings<RawTypedBinding>,
  from: number,
  fieldTypesOf?: (type: Node, field: string) => string[] | undefined,
): string[] | undefined {
  const read = binding.type.call;
  if (!read?.field || read.of || !read.receiver || !/^[A-Za-z_$][\w$]*$/.test(read.receiver))
    return undefined;
  const owner = receivers.find(read.receiver, binding.start, from)?.type.type;
  return owner && fieldTypesOf?.(owner, read.callee);
}

/**
 * Python's `frame = frame.inner()`, then `frame.symbols.analyze_node()`: the fields read one by one
 * of what the call returned (or of the field the variable holds: `state = self._state`), its
 * receiver as it was where the call ran.
 */
function fieldsOfHeldCall(
  owner: TypedBinding<RawTypedBinding>,
  fields: string,
  keyed: boolean,
  scope: {
    receivers: TypedBindings<RawTypedBinding>;
    from: number;
    typeNamesOf: (type: Node) => string[];
  },
): ReceiverCall | undefined {
  const { receivers, from, typeNamesOf } = scope;
  const held = owner.type.call;
  if (held === undefined || held.guard || held.element) return undefined;
  const before = (name: string): Pick<ReceiverCall, 'of' | 'receiverTypes'> | undefined => {
    const found = original(receivers, receivers.find(name, owner.start - 1, from), from);
    if (!found) return undefined;
    if (found.type.type) return { receiverTypes: typeNamesOf(found.type.type) };
    return found.type.call === undefined ? {} : { of: found.type.call };
  };
  let call = typedChain(held, before);
  // `nodes = self.children()`, then `nodes[0].name`: an element of what the call returned.
  if (keyed) call = { callee: '', of: call, indexed: 'key' };
  for (const field of fields.split('.')) call = { callee: field, field: true, of: call };
  return call;
}

/** The binding a copy (`let node = textNode`) was made from, through copies of copies. */
function original(
  receivers: TypedBindings<RawTypedBinding>,
  found: TypedBinding<RawTypedBinding> | undefined,
  from: number,
): TypedBinding<RawTypedBinding> | undefined {
  let binding = found;
  for (let depth = 0; binding?.type.copyOf !== undefined; depth++)
    binding = depth < 4 ? receivers.find(binding.type.copyOf, binding.start - 1, from) : undefined;
  return binding;
}

/**
 * The call a binding holds; a guard's (`if (isStore(v))`) with what `v` was before it — its
 * written types or the call it held — in case the callee is no guard.
 */
function heldCall(
  found: TypedBinding<RawTypedBinding>,
  receivers: TypedBindings<RawTypedBinding>,
  from: number,
  typeNamesOf: (type: Node) => string[],
  depth = 0,
): ReceiverCall | undefined {
  const call = found.type.call;
  // Without a callee, the classes tested (`v instanceof A || v instanceof B`): nothing to fall back on.
  if (!call?.guard || call.callee === '') return call;
  const before = depth < 4 ? receivers.find(found.name, found.start - 1, from) : undefined;
  if (before?.type.type) return { ...call, receiverTypes: typeNamesOf(before.type.type) };
  const held = before && heldCall(before, receivers, from, typeNamesOf, depth + 1);
  return held ? { ...call, of: held } : call;
}

/**
 * A receiver call whose innermost receiver is a typed binding or holds a call's result
 * (`(q: Query) => q.select().where()`): that binding's types, or its call, written into the chain.
 */
function typedChain(
  call: ReceiverCall,
  bindingOf: (name: string) => BoundValue | undefined,
): ReceiverCall {
  const typed = typedValue(call, bindingOf);
  // `const t = found ? found.type : make()`: each other side typed by its own bindings too.
  return call.either
    ? { ...typed, either: call.either.map((other) => typedChain(other, bindingOf)) }
    : typed;
}

/** One value of a chain (see typedChain), its receiver typed by the binding it names. */
function typedValue(
  call: ReceiverCall,
  bindingOf: (name: string) => BoundValue | undefined,
): ReceiverCall {
  if (call.of) return { ...call, of: typedChain(call.of, bindingOf) };
  if (call.members) {
    const members = Object.create(null) as Record<string, ReceiverCall>;
    for (const [field, value] of Object.entries(call.members))
      members[field] = typedChain(value, bindingOf);
    return { ...call, members };
  }
  if (call.receiver === undefined && call.passes !== undefined && call.argument === undefined) {
    // `const listener = event(handler)` with `event: Event<T>`: the callee's written type (read
    // with the arguments counted, which only TypeScript's and JavaScript's calls are).
    const found = bindingOf(call.callee);
    if (found?.receiverTypes?.length) return { ...call, calleeTypes: found.receiverTypes };
    if (found?.of?.implements) return { ...call, calleeCall: found.of };
    // `const { keys } = useKeys(); keys().data()`: the member of what the call returned.
    const member = found?.of && memberOfCall(found.of);
    return member ? { callee: member.callee, of: member.of, passes: call.passes } : call;
  }
  if (call.receiver === undefined || call.receiver === 'this') return call;
  const found = bindingOf(call.receiver);
  if (!found) return call;
  // `const { model } = this.state` with `state: { model: Model }`: the type written for the field.
  const written = call.field ? found.fieldTypes?.(call.callee) : undefined;
  if (written?.length) return { callee: '', guard: true, receiverTypes: written };
  if (!found.of)
    return { ...call, ...(found.receiverTypes ? { receiverTypes: found.receiverTypes } : {}) };
  // `const local = this.queue; for (const call of local)`: still an element of what it holds;
  // `list.forEach((item) => …)`, still a callback's parameter.
  return {
    callee: call.callee,
    of: found.of,
    ...(call.argument !== undefined ? { argument: call.argument } : {}),
    ...(call.parameter !== undefined ? { parameter: call.parameter } : {}),
    ...(call.field ? { field: call.field } : {}),
    ...(call.element ? { element: call.element } : {}),
    ...(call.key ? { key: call.key } : {}),
    ...(call.indexed ? { indexed: call.indexed } : {}),
    ...(call.typeArguments ? { typeArguments: call.typeArguments } : {}),
    ...(call.passes !== undefined ? { passes: call.passes } : {}),
    ...(call.classArguments ? { classArguments: call.classArguments } : {}),
    ...(call.literalArguments ? { literalArguments: call.literalArguments } : {}),
  };
}

/** A member read off what a call returned (`const { keys } = useKeys()`): its name and that call. */
function memberOfCall(held: ReceiverCall): { callee: string; of: ReceiverCall } | undefined {
  return held.field === true && held.of && !held.guard && held.element === undefined
    ? { callee: held.callee, of: held.of }
    : undefined;
}

/**
 * A call of a variable holding a member of what a call returned (`const { keys } = useKeys();
 * keys()`): a call of that member, as `useKeys().keys()` is (TypeScript and JavaScript).
 */
export function calledMember(
  reference: RawReference,
  from: number,
  receivers: TypedBindings<RawTypedBinding>,
  /** Whether a local binding of the name is visible where the reference is (not a sibling block's). */
  visible: (name: string, position: number) => boolean,
): RawReference | undefined {
  if (reference.kind !== 'call' || reference.receiver !== undefined) return undefined;
  const found = original(receivers, receivers.find(reference.name, reference.start, from), from);
  const member = found?.type.call && !found.type.type ? memberOfCall(found.type.call) : undefined;
  if (!member || !visible(reference.name, reference.start)) return undefined;
  // The variable stands for the receiver: what it was read off is the call's value.
  return {
    ...reference,
    name: member.callee,
    kind: 'method',
    receiver: reference.name,
    receiverCall: member.of,
  };
}

/**
 * Python's `if directed: G = DiGraph() else: G = Graph()`, then `G.add_node(n)` after the `if`:
 * the call the found binding holds, with the last call each other branch of that `if` assigned,
 * and, when some way through the `if` assigns nothing (`G = Graph()` then `if directed: G =
 * DiGraph()`), the call the variable held before it.
 */
function withBranches(
  binding: TypedBinding<RawTypedBinding>,
  call: ReceiverCall | undefined,
  position: number,
  receivers: TypedBindings<RawTypedBinding>,
  held: (found: TypedBinding<RawTypedBinding>) => ReceiverCall | undefined,
): ReceiverCall | undefined {
  const branch = binding.type.branch;
  if (!call || !branch || position < branch.end) return call;
  const named = receivers.named(binding.name).filter((other) => other.from === binding.from);
  // A variable declared with a type (`declaration: Any = None`) is that type, whatever it holds.
  // (Not one narrowed by a test, `isinstance(G, DiGraph)`: that holds only where the test does.)
  if (named.some((other) => other.type.type !== undefined && other.end === undefined)) return call;
  const last = new Map<number, TypedBinding<RawTypedBinding>>();
  let prior: TypedBinding<RawTypedBinding> | undefined;
  for (const other of named) {
    const at = other.type.branch;
    if (other.start < branch.statement && (!prior || prior.start < other.start)) prior = other;
    if (at?.statement !== branch.statement || at.start === branch.start) continue;
    const before = last.get(at.start);
    if (!before || before.start < other.start) last.set(at.start, other);
  }
  const others = [...last.values()];
  if (prior && last.size + 1 < branch.arms) others.push(prior);
  const either = others.flatMap((other) => held(other) ?? []);
  return either.length > 0 ? { ...call, either: [...(call.either ?? []), ...either] } : call;
}
