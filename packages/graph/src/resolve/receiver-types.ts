// What type a method call's receiver has, from what is written: a typed binding, a field's
// declared type, another call's written return type, a callback's parameter type.
import type { Definition, ReceiverCall, Reference } from '../model.js';
import { OBJECT_CONTAINER } from '../extract/extract.js';
import { anyFieldTypes } from './field-maps.js';
import { anyTypes, valueAlternatives } from './value-alternatives.js';
import { iteratorTypes } from './class-iterators.js';
import {
  CONTAINER_VIEWS,
  ELEMENT_READS,
  containerRead,
  heldTypes,
  isContainerIn,
  isElementCallback,
  isFulfilledCallback,
  isPromiseMethod,
  resolvedTypes,
  SETTLING,
  namesContainer,
} from './builtins.js';
import { promisedTypes } from './promised-receivers.js';
import { isLibraryField, LIBRARY_VALUE } from './library-values.js';
import { libraryFunctionReturns } from './library-types.js';
import { callbackParameterTypes, memberParameterTypes } from './callback-parameters.js';
import {
  bindsModule,
  importedDefinitions,
  type FileScope,
  type ImportBinding,
} from './file-scope.js';
import { pythonOwnFieldTypes } from './python-classes.js';
import { ownInstance } from './exports.js';
import { calledConstantReturns, PLAIN_NAME, valueTargets } from './constant-returns.js';
import {
  objectMethodReturns,
  returnedBy,
  libraryStaticReturns,
  staticThis,
  writtenReturns,
} from './written-returns.js';
import { staticFieldTypes } from './object-holders.js';
import { classAroundObject } from './object-containers.js';
import {
  calledValueReturns,
  fieldCallTypes,
  memberCallReturns,
  returnedCallTypes,
} from './returned-calls.js';
import { calledOnClass, inheritedStatics } from './inherited-statics.js';
import { classTypes, namesRepositoryType, typeFiles, typePlaces } from './written-type-names.js';
import { noteReturnedDeclarations, returnedDeclarationsIn } from './returned-declarations.js';

/** The definitions a call's callee names: a function, a namespace's, or a class's static. */
export function calleesOf(scope: FileScope, call: ReceiverCall): Definition[] {
  const binding = scope.bindings.get(call.receiver ?? call.callee);
  const imported = (name: string): Definition[] =>
    binding ? importedDefinitions(scope, binding, name) : [];
  if (call.receiver === undefined) {
    const named = scope.topLevel.get(call.callee) ?? [];
    const local = named.filter((definition) => !definition.qualifiedName.includes('.'));
    if (local.length > 0) return local;
    if (binding) return imported(binding.imported);
    // A helper nested in a function (`const derive = () => new Controller()` in `defineNetwork`),
    // when the file has one function of that name: the call is in its scope or names nothing.
    const nested = named.filter((definition) => definition.kind === 'function');
    return nested.length === 1 && !scope.python ? nested : [];
  }
  if (bindsModule(binding)) return imported(call.callee);
  const classes = binding ? imported(binding.imported) : (scope.topLevel.get(call.receiver) ?? []);
  return classes.flatMap((owner) => {
    const own = scope.index
      .named(call.callee)
      .filter((member) => member.container === owner.name && member.file === owner.file);
    // `User.create()` with `create` a static of `User`'s base class.
    return own.length === 0 && owner.kind === 'class'
      ? inheritedStatics(scope.index, owner, call.callee)
      : calledOnClass(own);
  });
}

/** How many calls deep a chain (`a().b().c()`) is followed, in either language. */
export const MAX_CHAIN_DEPTH = 16;

/**
 * What a call returns, by its callee's written return type (`const graph = await build()`); or
 * what a callback passed to it receives, by the callee's written parameter type.
 */
export function returnTypesOf(
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
  depth = 0,
): string[] | undefined {
  // `a || b`, `dec.high` or `codecs[key]` of an object literal: what the values it may be give.
  const alternatives = scope.python ? undefined : valueAlternatives(call);
  if (alternatives)
    return depth < MAX_CHAIN_DEPTH
      ? anyTypes(alternatives, (value) => returnTypesOf(scope, value, container, depth + 1))
      : undefined;
  if (call.guard) return narrowedTypes(scope, call, container, depth);
  if (call.implements) return implementedParameterTypes(scope, call);
  if (call.element && !scope.python) return iteratedTypes(scope, call, container, depth);
  // A method of a receiver whose type is known: another call's result, a typed binding, `this`.
  const receiverTypes =
    depth < MAX_CHAIN_DEPTH ? methodReceiverTypes(scope, call, container, depth) : undefined;
  if (isNameValue(call)) return receiverTypes;
  // `load().then((value) => …)` on a `Promise<Value>`: the callback takes what it resolves to.
  const resolved = receiverTypes && isFulfilledCallback(call) && resolvedTypes(receiverTypes);
  if (resolved) return resolved;
  // What a method or field of the platform's object gives is the platform's (`nativeContext:
  // TNativeContext`: `nativeContext.createBufferSource().start()` starts no class of ours).
  if (receiverTypes && !scope.python && scope.index.aliases.allForeign(receiverTypes))
    return receiverTypes;
  if (call.field) return fieldReadTypes(scope, call, receiverTypes, depth);
  const gotten = call.typeArguments && gottenTypes(scope, call, receiverTypes);
  if (gotten) return gotten;
  if (receiverTypes === undefined && call.of !== undefined && call.argument === undefined) {
    // `root.listExtensionsUsed().find(…)` with `listExtensionsUsed(): Extension[]`: an element of
    // what the method's written return type holds; `.filter(…)`, a container of those.
    const read = containerRead(call.callee);
    const held = read && iteratedReturnTypes(scope, call.of, container, depth + 1);
    if (held) return read === 'element' ? held : [...held, 'Array'];
  }
  if (receiverTypes === undefined && (call.of !== undefined || call.receiverTypes !== undefined))
    return call.of !== undefined && isElementCallback(call)
      ? // `room.getEvents().find((e) => …)`: an element of the method's written return type.
        iteratedReturnTypes(scope, call.of, container, depth + 1)
      : undefined;
  if (call.receiver === 'this' && container?.startsWith(OBJECT_CONTAINER))
    return objectMethodReturns(scope, call, container);
  // A container's methods are its own, not those of what it holds (`Map<string, Writer>`'s `get`).
  const members =
    receiverTypes && !namesContainer(receiverTypes)
      ? scope.index.membersOf(receiverTypes, call.callee, returnedDeclarationsIn(scope))
      : undefined;
  const targets =
    receiverTypes === undefined
      ? calleesOf(scope, call)
      : members?.length
        ? members
        : // `keys().data()`, with `keys` named by the object a hook returned: what keys returns;
          // `Gesture.Plain()`, a method of a module's object literal.
          valueTargets(scope, receiverTypes, call);
  if (receiverTypes !== undefined && call.argument === undefined) {
    // `this.values.get(key)` on a `Map<K, Store>`: what the container holds. On a type of the
    // repository (`lines: ICircularList<IBufferLine>`), what its interface says `get` returns.
    const held = heldTypes(receiverTypes);
    if (targets.length === 0 && ELEMENT_READS.has(call.callee) && held) return held;
    // `this.children.values()`, `calls.filter(f)`: a container of what the container holds.
    if (targets.length === 0 && CONTAINER_VIEWS.has(call.callee) && heldTypes(receiverTypes))
      return receiverTypes;
    // `load().finally(…)`, `.catch(…)` on a `Promise<Value>`: a promise of a Value still (what
    // `catch`'s handler returns aside).
    if (targets.length === 0 && SETTLING.has(call.callee) && resolvedTypes(receiverTypes))
      return receiverTypes;
    const returned = memberCallReturns(scope, targets, receiverTypes, call, depth, returnTypesOf);
    noteReturnedDeclarations(scope, targets, returned);
    return returned?.includes('this') ? receiverTypes : classTypes(scope, returned);
  }
  if (call.argument === undefined) {
    // Python constructs by calling the class: `form = Form()`.
    const constructed = targets.find((target) => target.kind === 'class');
    if (constructed && scope.python) return [constructed.name];
    const returned =
      calledValueReturns(scope, call, container, depth, returnTypesOf) ??
      (targets.length === 0
        ? (calledConstantReturns(scope, call) ??
          libraryStaticReturns(scope, call) ??
          libraryFunctionReturns(scope, call))
        : (writtenReturns(targets, call) ??
          returnedCallTypes(scope, targets, depth, returnTypesOf)));
    noteReturnedDeclarations(scope, targets, returned);
    return returned?.includes('this') ? staticThis(scope, call, targets) : returned;
  }
  if (receiverTypes !== undefined && targets.length === 0 && isElementCallback(call)) {
    // `observers.forEach((observer) => …)` on `Array<Observer>`, `Set<…>`, `Map<K, Observer>`,
    // `nodes.reduce((code, node) => …)`: the callback takes what the container holds.
    const held = heldTypes(receiverTypes);
    if (held) return held;
  }
  return callbackParameterTypes(scope, targets, call.argument, call.parameter ?? 0);
}

/** `connectors` of `cond ? [...connectors].sort(by) : connectors`: a name's own value. */
function isNameValue(call: ReceiverCall): boolean {
  return call.callee === '' && call.receiver !== undefined && call.of === undefined && !call.module;
}

/**
 * A field read: the type its owner's class or interface declares for it, or its getter returns.
 * (Of a receiver of unknown type, a key every value has: `this[$changes]` in a function.)
 */
function fieldReadTypes(
  scope: FileScope,
  call: ReceiverCall,
  receiverTypes: string[] | undefined,
  depth: number,
): string[] | undefined {
  return (
    scope.index.typedField(receiverTypes ?? [], call.callee) ??
    (receiverTypes && fieldCallTypes(scope, receiverTypes, call.callee, depth, returnTypesOf)) ??
    (receiverTypes === undefined ? classFieldTypes(scope, call) : undefined) ??
    // `this.results.added` on a `Record<Flavor, EntityList>`: what the record holds.
    (receiverTypes?.includes('Record') ? heldTypes(receiverTypes) : undefined) ??
    (receiverTypes && isLibraryField(scope, receiverTypes, call.callee)
      ? [LIBRARY_VALUE]
      : undefined)
  );
}

/** `Long.ZERO`: the static field of the class a name binds (not a module's export). */
function classFieldTypes(scope: FileScope, call: ReceiverCall): string[] | undefined {
  const head = call.receiver;
  if (head === undefined || call.of !== undefined || !PLAIN_NAME.test(head)) return undefined;
  const binding = scope.bindings.get(head);
  return binding && bindsModule(binding)
    ? undefined
    : staticFieldTypes(scope, head, binding, call.callee);
}

/**
 * A receiver inside `if (isStore(value))`: the type the guard narrows to; when the callee is no
 * guard (a function returning a boolean), what the receiver was before.
 */
function narrowedTypes(
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
  depth: number,
): string[] | undefined {
  // `if (this.isInterstitial(item))`: a guard among the class's own methods.
  const guards =
    call.receiver === 'this' && container !== undefined && !container.startsWith(OBJECT_CONTAINER)
      ? scope.index.membersOf([container], call.callee, (type) => typeFiles(scope, type))
      : calleesOf(scope, call);
  // A library's guard (`$isRangeSelection(selection)`): what its declaration says it narrows to.
  const narrowed =
    guards.find((target) => target.narrows)?.narrows ??
    (guards.length === 0 ? libraryFunctionReturns(scope, call) : undefined);
  if (narrowed) return narrowed;
  if (call.receiverTypes) return call.receiverTypes;
  return call.of && depth < MAX_CHAIN_DEPTH
    ? returnTypesOf(scope, call.of, container, depth + 1)
    : undefined;
}

/** `for (const x of this.handlers)`, `for (const x of xs)`: what the iterated container holds. */
function iteratedTypes(
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
  depth: number,
): string[] | undefined {
  if (depth >= MAX_CHAIN_DEPTH) return undefined;
  const { element: _element, item, key, ...iterable } = call;
  const found =
    call.callee === ''
      ? methodReceiverTypes(scope, iterable, container, depth)
      : returnTypesOf(scope, iterable, container, depth + 1);
  // `refs: RefsMap` with `interface RefsMap { [url: string]: Ref }`: a record of Refs.
  const types =
    found && scope.index.aliases.unaliased([...found], (type) => typePlaces(scope, type));
  // `Row[]` written for the variable or field itself; a call's return type may have lost the
  // type arguments it was written with (`Stream<[K, V[]]>` of a `MultiMap<ast.A, ast.B>`).
  const written = call.callee === '' || call.field === true;
  // `const widgets = this.field.widgets(); widgets[i]`: an element of what the held call returns.
  const returned = call.callee === '' ? call.of : iterable;
  const held =
    (types && heldItems(types, item, written)) ??
    (returned && iteratedReturnTypes(scope, returned, container, depth + 1, item));
  // `value[$changes]` holding no elements: the field declared under that key; `effects[type]` of
  // an interface of fields only, any of them.
  return (
    held ??
    (types && item === undefined ? iteratorTypes(scope, types) : undefined) ??
    (key === undefined ? undefined : scope.index.typedField(types ?? [], key)) ??
    (types && anyFieldTypes(scope.index, types))
  );
}

/**
 * What a container holds; for a name destructured from an element (`for (const [key, rows] of
 * groups)`), only of JavaScript's containers (`Map<K, Row>`) or an array of one type (`Row[]`):
 * a repository's container (`Stream<[K, V[]]>`) holds tuples whose types the names would mix.
 */
function heldItems(
  types: readonly string[],
  item: number | undefined,
  written = false,
): string[] | undefined {
  const arrayOfOne = written && types.length === 2 && types[1] === 'Array';
  if (item !== undefined && !isContainerIn(types, types[0] ?? '') && !arrayOfOne) return undefined;
  return heldTypes(types);
}

/**
 * `for (const child of this.children())` with `children(): Child[]`: what the method's written
 * return type holds. A method's return type with a container says no class for a chained call
 * (`classTypes`), but a loop takes its elements.
 */
function iteratedReturnTypes(
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
  depth: number,
  item?: number,
): string[] | undefined {
  if (call.argument !== undefined || depth >= MAX_CHAIN_DEPTH) return undefined;
  const receiverTypes = methodReceiverTypes(scope, call, container, depth);
  const members = receiverTypes && scope.index.membersOf(receiverTypes, call.callee);
  const returned =
    receiverTypes &&
    members &&
    (returnedBy(members, receiverTypes, call, scope.index) ??
      // `cols() { return this.options.columns; }`: what the call or field chain it returns is.
      returnedCallTypes(scope, members, depth, returnTypesOf));
  return returned && heldItems(returned, item);
}

/**
 * A parameter of an object literal's method: what the member of the type the literal implements
 * (written for it, or the parameter type of the call it is passed to) writes for it.
 */
function implementedParameterTypes(scope: FileScope, call: ReceiverCall): string[] | undefined {
  const parameter = call.parameter ?? 0;
  // A returned function implements the function type itself (`(): Handler => (c) => …`); its
  // alias is looked through as written (`Middleware<C>` joins `MiddlewareFn<C>`).
  if (call.callee === '')
    return (
      call.receiverTypes && scope.index.aliases.callParameterTypes(call.receiverTypes, parameter)
    );
  const { passed } = scope.index.dispatch;
  const written = call.passedTo ? passed.types(call.passedTo) : call.receiverTypes;
  const unaliased = (types: readonly string[]): string[] =>
    scope.index.aliases.unaliased([...types], (type) => typePlaces(scope, type));
  let declared = written && unaliased(written);
  let within = call.within;
  if (!declared && call.passedTo && within?.[0] !== undefined) {
    // `create({ args: [{ type: (schema) => … }] })` with `{ args?: Spec[] }` written inline.
    const fieldTypes = passed.fieldTypes(call.passedTo, within[0]);
    declared = fieldTypes && unaliased(fieldTypes);
    within = within.slice(1);
  }
  if (within) {
    // A literal nested in one implementing a type: what that type writes for the fields around
    // it, and an array's element (`[]`) for one of the array's literals (a written `Spec[]` is
    // read without its container).
    for (const field of within) {
      const element = field === '[]' && declared && (heldTypes(declared) ?? declared);
      const types = element || (declared && scope.index.typedField(declared, field));
      declared = types && unaliased(types);
    }
    return declared && memberParameterTypes(scope, declared, call.callee, parameter);
  }
  return (
    (declared && memberParameterTypes(scope, declared, call.callee, parameter)) ??
    // `makeExit({ eval(fiber) {} })` with `options: { eval: (fiber: Fiber) => … }`.
    (call.passedTo && passed.memberTypes(call.passedTo, call.callee, parameter))
  );
}

/**
 * What a getter called with a type argument returns (`prim.getExtension<Clearcoat>(name)`) when
 * the repository declares no such method of its receiver: the type argument, a class or interface
 * the repository declares.
 */
function gottenTypes(
  scope: FileScope,
  call: ReceiverCall,
  receiverTypes: string[] | undefined,
): string[] | undefined {
  if (call.argument !== undefined) return undefined;
  const declared =
    receiverTypes !== undefined
      ? scope.index.membersOf(receiverTypes, call.callee)
      : call.of === undefined && call.receiverTypes === undefined
        ? calleesOf(scope, call)
        : [];
  return declared.length === 0 ? classTypes(scope, call.typeArguments) : undefined;
}

/**
 * The types of the receiver of a method call that is not a namespace's or class's own: another
 * call's result, a typed binding, `this` or a field of it (undefined when not such a call).
 */
export function methodReceiverTypes(
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
  depth: number,
): string[] | undefined {
  const types = writtenReceiverTypes(scope, call, container, depth);
  // Aliases of the platform's types stay as written: what they give is the platform's too.
  if (!types || scope.index.aliases.allForeign(types)) return types;
  return scope.index.aliases.unaliased(types, (type) => typePlaces(scope, type));
}

/** The types `methodReceiverTypes` reads, as written (aliases and all). */
function writtenReceiverTypes(
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
  depth: number,
): string[] | undefined {
  if (call.of !== undefined) return returnTypesOf(scope, call.of, container, depth + 1);
  if (call.receiverTypes !== undefined) return call.receiverTypes;
  // `const func = functions[name]`, `functions` an imported module-level instance.
  const binding = call.receiver === undefined ? undefined : scope.bindings.get(call.receiver);
  if (binding && !bindsModule(binding)) return importedInstance(scope, binding);
  // A binding of the method around an object literal, read in the literal's method (`const engine =
  // this.engine`, then `write() { engine.send() }`): `this` was that method's class.
  const own = container?.startsWith(OBJECT_CONTAINER)
    ? classAroundObject(scope, container)
    : container;
  if (own === undefined) return undefined;
  if (call.receiver === 'this') return [own];
  const field = /^this\.(#?[A-Za-z_$][\w$]*)$/.exec(call.receiver ?? '')?.[1];
  return field === undefined
    ? undefined
    : (scope.index.typedField([own], field) ??
        fieldCallTypes(scope, [own], field, depth, returnTypesOf));
}

/**
 * Whether a call's callee (or its receiver, at the start of a chain) is an external package's, or
 * a method of a value written with only an external package's types (`collection: Collection`
 * from 'mongodb': `collection.watch()` is the driver's change stream).
 */
export function returnsExternal(scope: FileScope, call: ReceiverCall): boolean {
  // A guard's call narrows a value; a library's guard says nothing of where the value is from.
  if (call.guard) return false;
  // A getter given a type argument returns that type, whoever declares the getter
  // (`prim.getExtension<Features>(name)` on a library's `Primitive`; see gottenTypes), and a
  // provider an instance of the class of the repository it is passed (`injectClass(Executor)`).
  if (call.typeArguments?.some((type) => namesRepositoryType(scope, type))) return false;
  if (call.of !== undefined) return returnsExternal(scope, call.of);
  const external = (name: string): boolean => scope.bindings.get(name)?.files.length === 0;
  return call.receiverTypes === undefined
    ? external(call.receiver ?? call.callee)
    : call.receiverTypes.length > 0 && call.receiverTypes.every(external);
}

/**
 * An imported module-level instance's classes (`from app.db import connection`); in JavaScript and
 * TypeScript through re-exports and copies too (`const functions = _functions; export default
 * functions`).
 */
function importedInstance(scope: FileScope, binding: ImportBinding): string[] | undefined {
  for (const target of binding.files) {
    const found = scope.python
      ? ownInstance(scope.index.byFile.get(target)?.instances, binding.imported)
      : scope.index.exportedInstance(target, binding.imported, scope.resolver);
    if (found) return found;
  }
  return undefined;
}

/**
 * The types of a value receiver (`value.m()`, `this.field.m()`): written on it, returned by the
 * call it holds, declared for the field, or an imported module-level instance's class.
 */
export function valueReceiverTypes(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  head: string,
  container: string | undefined,
): string[] | undefined {
  const types = writtenValueTypes(scope, reference, receiver, head, container);
  return types && scope.index.aliases.unaliased(types, (type) => typePlaces(scope, type));
}

/** A receiver starting with a value at a key (`_task_states[task].cancel_scope`). */
const KEYED_HEAD = /^[A-Za-z_$][\w$]*\[/;

/** The types `valueReceiverTypes` reads, as written (aliases and all). */
function writtenValueTypes(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  head: string,
  container: string | undefined,
): string[] | undefined {
  const { index } = scope;
  const binding = reference.shadowed === true ? undefined : scope.bindings.get(head);
  const field = (scope.python ? /^(?:this|self)\.(\w+)$/ : /^this\.(#?[A-Za-z_$][\w$]*)$/).exec(
    receiver,
  )?.[1];
  return (
    reference.receiverTypes ??
    (reference.receiverCall
      ? receiver.endsWith(')') && reference.receiverCall.field !== true
        ? (classTypes(scope, returnTypesOf(scope, reference.receiverCall, container)) ??
          (isPromiseMethod(reference.name)
            ? promisedTypes(scope, reference.receiverCall, container)
            : undefined))
        : returnTypesOf(scope, reference.receiverCall, container)
      : undefined) ??
    (field !== undefined && container !== undefined
      ? scope.python
        ? pythonOwnFieldTypes(
            index.pythonClasses(scope.resolver),
            scope.file,
            scope.file.definitions[reference.from],
            field,
          )
        : index.typedField([container], field)
      : undefined) ??
    // `value.field.m()` with `value` declared with a type declaring `field` (not Python's
    // `value[key].field`: what the value holds at a key, pythonChainClasses).
    (reference.ownerTypes && !KEYED_HEAD.test(receiver)
      ? (index.typedField(reference.ownerTypes, receiver.slice(receiver.indexOf('.') + 1)) ??
        (isLibraryField(scope, reference.ownerTypes, receiver.slice(receiver.indexOf('.') + 1))
          ? [LIBRARY_VALUE]
          : undefined))
      : undefined) ??
    // An imported module-level instance (`from app.db import connection`).
    (binding && receiver === head ? importedInstance(scope, binding) : undefined)
  );
}
