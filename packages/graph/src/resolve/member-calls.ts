// Calls on a receiver (`obj.m()`): a namespace's or module's function, a class's static method,
// an object literal's method, or a value's method by its type — or by dynamic dispatch.
import type { Definition, Reference } from '../model.js';
import { namedValueTargets } from './named-values.js';
import {
  containersIn,
  heldByArrays,
  isBuiltinMethod,
  isGlobalObject,
  isPrivateName,
  isPromiseMethod,
  PROMISE_TYPES,
  promisesImplemented,
} from './builtins.js';
import {
  addCalls,
  bindsModule,
  callableTargets,
  importedDefinitions,
  type FileScope,
  type ImportBinding,
} from './file-scope.js';
import { pythonValueMembers, resolvePythonQualifiedCall } from './python-calls.js';
import { ofMeantDeclarations } from './meant-declarations.js';
import { namespaceClasses, namespaceFunctions } from './exports.js';
import { visibleNamespaceFunctions } from './enclosing-namespaces.js';
import { objectMethods, staticFieldTypes } from './object-holders.js';
import { isReturnedTypeName } from '../extract/inline-types.js';
import { meantMembers } from './qualified-names.js';
import { fieldOwners } from './field-owners.js';
import {
  genericImplementationsFor,
  implementationsFor,
  libraryFunctionReturns,
} from './library-types.js';
import { calledOnClass, inheritedStatics } from './inherited-statics.js';
import {
  callsFunctionMethod,
  resolveLoadedCall,
  resolvePlatformPromise,
} from './non-instance-calls.js';
import { returnsExternal, valueReceiverTypes } from './receiver-types.js';
import { namesRepositoryType, typeFiles, typePlaces } from './written-type-names.js';

/** `Class.prototype`: the class. */
const PROTOTYPE = /^([A-Za-z_$][\w$]*)\.prototype$/;

/** Python's `cast(…)`, `t.cast(…)`, `typing.cast(…)`. */
const PYTHON_CAST = /^(?:(?:typing|t)\s*\.\s*)?cast\s*\(/;

/** `ns.Class`: the name after the namespace. */
const NAMESPACE_MEMBER = /^[A-Za-z_$][\w$]*\.([A-Za-z_$][\w$]*)$/;

/**
 * obj.method(): a namespace import, an imported class's static method, a method of a freshly
 * constructed object (`new Auth().login()`), a module of the package, or a value's method.
 */
export function resolveMemberCall(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  container: string | undefined,
): void {
  // Python's `t.cast(Group, g).m()`: the class cast to, whichever module `cast` is read from.
  if (scope.python && reference.receiverTypes !== undefined && PYTHON_CAST.test(receiver))
    return void resolveValueCall(scope, reference, reference.receiverTypes);
  // `const m = await import('./x'); m.f()`: the function the module exports.
  const loaded = reference.receiverCall?.module;
  if (loaded !== undefined) return void resolveLoadedCall(scope, reference, loaded);
  const constructed = /^new\s+([A-Za-z_$][\w$]*)\s*[(<]/.exec(receiver)?.[1];
  const head = constructed ?? receiver.split('.')[0] ?? receiver;
  // A local binding (`({ db }) => db.query()`) is not the import or class it shadows.
  const binding = reference.shadowed === true ? undefined : scope.bindings.get(head);
  // A value of an external package; what its function returns, as its declaration file writes.
  if (binding && binding.files.length === 0) return void resolveLibraryResult(scope, reference);
  const declared = binding !== undefined || scope.topLevel.has(head) || scope.locals.has(head);
  // `console.log()`, `JSON.parse()`: the platform's, unless the file declares the name itself
  // (Python has no such globals: `async with open_process(…) as process` is a name like any other).
  if (!declared && !scope.python && isGlobalObject(head))
    return void resolvePlatformPromise(scope, reference, receiver);
  if (
    scope.python &&
    (resolvePythonModuleCall(scope, reference, receiver, head, binding) ||
      resolvePythonQualifiedCall(scope, reference, receiver, binding))
  )
    return;
  // `ns.f()` or `Class.f()`: the receiver is the imported or declared name itself.
  if (
    reference.shadowed !== true &&
    (constructed !== undefined || receiver === head) &&
    resolveStaticCall(scope, reference, head, binding, constructed !== undefined)
  )
    return;
  // `NS.f()`, `NS.Inner.f()`: a function of a TypeScript namespace declared here or imported.
  if (
    reference.shadowed !== true &&
    !scope.python &&
    resolveNamespaceFunction(scope, reference, receiver, head, binding)
  )
    return;
  // `ns.Class.f()`: a static method of the class a namespace import names, and the class, read
  // through the namespace.
  const member = bindsModule(binding) ? NAMESPACE_MEMBER.exec(receiver)?.[1] : undefined;
  if (member !== undefined && binding !== undefined && reference.shadowed !== true) {
    const named = importedDefinitions(scope, binding, member);
    if (addCalls(scope, reference, staticMethods(scope, reference, named), 'likely', 'import')) {
      const classes = named.filter((definition) => definition.kind === 'class');
      return void addCalls(scope, reference, classes, 'certain', 'import');
    }
    // `checks.state.create()`: a method of an object constant the module exports.
    const methods = objectMethods(scope, reference.name, member, { ...binding, imported: member });
    if (addCalls(scope, reference, methods, 'likely', 'import')) return;
  }
  // `MessageSerializer.instance.serialize()`: a class's static field, holding what it is written
  // with or constructs (`static readonly instance = new this()`).
  const field = !bindsModule(binding) ? NAMESPACE_MEMBER.exec(receiver)?.[1] : undefined;
  if (field !== undefined && reference.kind === 'method' && reference.shadowed !== true) {
    const types = staticFieldTypes(scope, head, binding, field);
    if (types?.length) return void resolveValueCall(scope, reference, types);
  }
  // `const { ResponseError } = ServerConnection; ResponseError.create()`: the static method of a
  // class taken out of a TypeScript namespace.
  const held = reference.receiverCall;
  if (held?.field === true && held.receiver !== undefined && receiver === head && !scope.python) {
    const { classes, via } = namespaceClassesOf(scope, held.receiver, held.callee);
    if (addCalls(scope, reference, staticMethods(scope, reference, classes), 'certain', via))
      return;
  }
  // `filter.call(this, value)`, `Base.prototype.shutdown.call(this)`: Function's own method.
  if (callsFunctionMethod(scope, reference.name, receiver, head, binding)) return;
  // `Client.prototype.unary`: the class's own method (or the one it inherits), never a dispatch.
  const prototypeOf = PROTOTYPE.exec(receiver)?.[1];
  if (prototypeOf !== undefined) return void resolvePrototypeMethod(scope, reference, prototypeOf);
  // A value: its declared class's method, else the implementations an interface dispatches to.
  // So is a method read as a value off a receiver whose type is written or held (`ctx.reply =
  // replyContext.reply`, `const send = client.send`): what holds it depends on it as on a call.
  // `target.constructor` is the object's class, no call of its constructor.
  const typedValue =
    reference.kind === 'value' &&
    !scope.python &&
    reference.name !== 'constructor' &&
    (writtenReceiver(reference) || reference.receiverCall !== undefined);
  if (
    reference.kind !== 'method' &&
    reference.kind !== 'property' &&
    reference.kind !== 'write' &&
    !typedValue
  )
    return;
  // What a library's function returned: the library's, but for what its declaration writes.
  if (!resolveLibraryResult(scope, reference))
    resolveValueCall(
      scope,
      reference,
      valueReceiverTypes(scope, reference, receiver, head, container),
    );
}

/**
 * A call on what a library's function returned (`(await pool.connect()).query()`, the library's):
 * through the type its declaration file writes (`$getSelection().getNodes()`, a `BaseSelection`'s,
 * which the repository's classes implement). True when the receiver is such a value.
 */
function resolveLibraryResult(scope: FileScope, reference: Reference): boolean {
  const call = reference.receiverCall;
  if (!call || !returnsExternal(scope, call)) return false;
  const returned = libraryFunctionReturns(scope, call);
  if (returned) resolveValueCall(scope, reference, returned);
  return true;
}

/** Python's `import a.b` then `a.b.f()`: a function of module `a.b`. True when it is one. */
function resolvePythonModuleCall(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  head: string,
  binding: ImportBinding | undefined,
): boolean {
  const dotted =
    binding?.imported === '<package>' && receiver !== head
      ? scope.importedFiles.get(receiver)
      : undefined;
  if (!dotted || dotted.length === 0) return false;
  const found = dotted.flatMap((target) =>
    scope.index.exported(target, reference.name, scope.resolver),
  );
  addCalls(scope, reference, callableTargets(found).slice(0, 1), 'certain', 'import');
  return true;
}

/** `ns.f()` through a module import, `Class.f()` or `new Class().f()`: true when settled. */
export function resolveStaticCall(
  scope: FileScope,
  reference: Reference,
  head: string,
  binding: ImportBinding | undefined,
  constructed: boolean,
): boolean {
  if (binding && bindsModule(binding)) {
    const found = importedDefinitions(scope, binding, reference.name);
    if (addCalls(scope, reference, callableTargets(found).slice(0, 1), 'certain', 'import'))
      return true;
    if (binding.files.length > 0) return true;
  }
  const classes = binding ? importedDefinitions(scope, binding) : (scope.topLevel.get(head) ?? []);
  const statics = staticMethods(scope, reference, classes, constructed);
  const via = binding ? 'import' : 'same_file';
  return (
    addCalls(scope, reference, statics, 'likely', via) ||
    addCalls(
      scope,
      reference,
      objectMethods(scope, reference.name, head, binding),
      'certain',
      via,
    ) ||
    // `import timer from './timer'; timer.now()` with `export default { now }`.
    (binding?.imported === 'default' &&
      addCalls(
        scope,
        reference,
        callableTargets(importedDefinitions(scope, binding, `default.${reference.name}`)),
        'certain',
        via,
      ))
  );
}

/**
 * `<Private.KernelNameComponent />`: a component declared in a TypeScript namespace, this file's
 * or one it imports. True when linked.
 */
export function resolveNamespaceComponent(
  scope: FileScope,
  reference: Reference,
  receiver: string,
): boolean {
  if (reference.shadowed === true || scope.python) return false;
  const head = receiver.split('.')[0] ?? receiver;
  return resolveNamespaceFunction(scope, reference, receiver, head, scope.bindings.get(head));
}

/** A receiver naming a value by a dotted path (`NS`, `NS.Inner`). */
const DOTTED_NAME = /^[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)*$/;

/**
 * `NS.f()`, `NS.Inner.f()`: the function `f` of the TypeScript namespace `NS` this file declares,
 * or imports (`import { NS } from './ns'`, or `import * as pb from './keys'` for `pb.NS.f()`).
 * True when linked.
 */
function resolveNamespaceFunction(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  head: string,
  binding: ImportBinding | undefined,
): boolean {
  // Through a module's namespace, the module's namespace named next (protobuf's `pb.PublicKey`).
  const inModule = binding?.imported === '*' ? receiver.split('.')[1] : undefined;
  if (!DOTTED_NAME.test(receiver) || (bindsModule(binding) && inModule === undefined)) return false;
  const namespace = inModule ?? binding?.imported ?? head;
  const prefix = inModule === undefined ? head : `${head}.${inModule}`;
  const member = `${receiver.slice(prefix.length)}.${reference.name}`;
  const found = binding
    ? binding.files.flatMap((file) =>
        namespaceFunctions(scope.index, file, namespace, member, scope.resolver),
      )
    : visibleNamespaceFunctions(scope, reference, head, member);
  const via = binding ? 'import' : 'same_file';
  if (addCalls(scope, reference, callableTargets(found), 'certain', via)) return true;
  // `NS.Class.create()`: the class's static method, and the class, read through its namespace.
  const dot = receiver.lastIndexOf('.');
  if (dot < 0) return false;
  const { classes } = namespaceClassesOf(scope, receiver.slice(0, dot), receiver.slice(dot + 1));
  const linked = addCalls(
    scope,
    reference,
    staticMethods(scope, reference, classes),
    'certain',
    via,
  );
  return addCalls(scope, reference, classes, 'certain', via) || linked;
}

/**
 * The classes `name` of the TypeScript namespace `namespace` (`NS`, `NS.Inner`) this file
 * declares or imports (`import { NS } from './ns'`): `NS.Inner.name`, and how they are reached.
 */
function namespaceClassesOf(
  scope: FileScope,
  namespace: string,
  name: string,
): { classes: Definition[]; via: 'import' | 'same_file' } {
  const head = namespace.split('.')[0] ?? namespace;
  const binding = scope.bindings.get(head);
  const via = binding ? 'import' : 'same_file';
  if (!scope.index.declaresNamespacedClass(name)) return { classes: [], via };
  if (!DOTTED_NAME.test(namespace) || bindsModule(binding)) return { classes: [], via };
  const inner = namespace.slice(head.length);
  const classes = binding
    ? binding.files.flatMap((file) =>
        namespaceClasses(scope.index, file, binding.imported, inner, name, scope.resolver),
      )
    : namespaceClasses(scope.index, scope.file.path, head, inner, name, scope.resolver);
  return { classes, via };
}

/** `new Widget.ResizeMessage()`: a class of a TypeScript namespace. True when linked. */
export function resolveNamespaceClass(
  scope: FileScope,
  reference: Reference,
  receiver: string,
): boolean {
  if (reference.shadowed === true) return false;
  const { classes, via } = namespaceClassesOf(scope, receiver, reference.name);
  return addCalls(scope, reference, classes, 'certain', via);
}

/**
 * The methods of these classes a call on the class itself (`Class.f()`) reaches: a class declaring
 * none of that name inherits its nearest base class's static method. On an instance constructed
 * in place (`new Class().f()`), only the class's own instance methods (what it inherits is found
 * as for any value of the class).
 */
function staticMethods(
  scope: FileScope,
  reference: Reference,
  classes: Definition[],
  constructed = false,
): Definition[] {
  const called = constructed
    ? (members: Definition[]) => members.filter((member) => member.static !== true)
    : calledOnClass;
  return classes.flatMap((definition) => {
    const members = (scope.index.byFile.get(definition.file)?.definitions ?? []).filter(
      (member) => member.container === definition.name && member.name === reference.name,
    );
    if (members.length === 0 && definition.kind === 'class' && !constructed)
      return inheritedStatics(scope.index, definition, reference.name);
    if (members.length < 2) return called(members);
    // Classes of one name in one file (one in a namespace): each its own members.
    const own = members.filter(
      (member) => member.startLine >= definition.startLine && member.endLine <= definition.endLine,
    );
    return called(own.length > 0 ? own : members);
  });
}

/**
 * `Class.prototype.m` (read, or run with `.call(x)`): the instance method `m` of the class the
 * file declares or imports, or the one it inherits. True when linked.
 */
export function resolvePrototypeMethod(
  scope: FileScope,
  reference: Reference,
  className: string,
): boolean {
  const methods = scope.index
    .membersOf(
      [className],
      reference.name,
      (type) => typeFiles(scope, type),
      (type) => typePlaces(scope, type),
    )
    .filter((method) => method.static !== true);
  return addCalls(scope, reference, methods, 'certain', 'import');
}

/**
 * `new ns.Class()`: the class a namespace import (`import * as ns`) names.
 * True when linked.
 */
export function resolveNamespaceMember(
  scope: FileScope,
  reference: Reference,
  receiver: string,
): boolean {
  const binding = reference.shadowed === true ? undefined : scope.bindings.get(receiver);
  if (binding === undefined || !bindsModule(binding)) return false;
  const found = callableTargets(importedDefinitions(scope, binding, reference.name));
  return addCalls(scope, reference, found.slice(0, 1), 'certain', 'import');
}

/**
 * A value's method: its declared class's method (or what it inherits), not its siblings'.
 * Through an interface, or of unknown type, the implementations of the same declaration;
 * declared only with a library's types, those of the repository's classes that say they
 * implement one of them.
 */
function resolveValueCall(
  scope: FileScope,
  reference: Reference,
  receiverTypes: string[] | undefined,
): void {
  const { index } = scope;
  if (scope.python) {
    const found = pythonValueMembers(scope, reference, receiverTypes ?? []);
    return void addCalls(scope, found.reference, found.members, 'likely', 'type');
  }
  receiverTypes &&= fieldOwners(
    index,
    index.dispatch.receiversOf(receiverTypes, reference.name),
    reference.name,
  );
  // A method no array has, on a type or arrays of it: that type (see heldByArrays).
  const held =
    reference.kind === 'method' ? heldByArrays(receiverTypes ?? [], reference.name) : undefined;
  if (held) receiverTypes = held;
  const containers = receiverTypes ? containersIn(receiverTypes) : [];
  // A container's methods are its own, not those of what it holds (`Map<string, Store>`).
  const members = containers.length > 0 ? [] : meantMembers(scope, reference, receiverTypes ?? []);
  addCalls(scope, reference, members, 'likely', 'type');
  if (members.length > 0 || isPrivateName(reference.name)) return;
  // `useKeys().keys()` on the object `useKeys` returns, `{ keys }`: the function it names.
  const named = receiverTypes ? namedValueTargets(scope, receiverTypes, reference.name) : [];
  if (addCalls(scope, reference, named, 'likely', 'type')) return;
  // A method read as a value off what a call returned: its class's method only (the call's type
  // may be a union of results whose `error` is a field, not an observer's `error`).
  if (reference.kind === 'value' && !writtenReceiver(reference)) return;
  // `options.then()` on a `Promise<Options>`: what the repository's classes extending Promise
  // override, whatever the promise resolves to.
  if (
    isPromiseMethod(reference.name) &&
    receiverTypes?.some((type) => PROMISE_TYPES.includes(type)) &&
    addCalls(
      scope,
      reference,
      index.dispatch.implementationsOf(reference.name, promisesImplemented(receiverTypes)),
      'possible',
      'dispatch',
    )
  )
    return;
  // A function's written `this` outside a class (`function (this: Subscriber<T>)`): its class's
  // method, or the implementations of its interface's own method. One the interface inherits
  // (`this: Either<R, L>` calling `toJSON`, which every data type implements) is as if unwritten.
  if (
    reference.receiver === 'this' &&
    !receiverTypes?.some((type) => index.dispatch.typeDeclares(type, reference.name))
  )
    receiverTypes = undefined;
  // Implementations of a library's interface, and their overrides in subclasses.
  const dispatched = (found: Definition[]): boolean =>
    addCalls(scope, reference, withOverrides(index, found, reference.name), 'possible', 'dispatch');
  // A library's generic type holding the repository's types (`IDataConnector<Handler.IReply>`).
  if (dispatched(genericImplementationsFor(scope, reference.name, receiverTypes ?? []))) return;
  // Written with JavaScript's own containers (`values: Map<K, V>`, `shapes: Shape[]`), or
  // only with a library's types or aliases: the repository's classes and objects that say they
  // implement one of those (the container, not what it holds). An alias of a union of the
  // repository's interfaces (`inline: Inline`) that none says it implements is one of them.
  if (
    receiverTypes !== undefined &&
    (containers.length > 0 || !receiverTypes.some((type) => index.isType(type)))
  ) {
    if (dispatched(implementationsFor(scope, reference.name, containers, receiverTypes))) return;
    if (containers.length > 0 || !receiverTypes.some((type) => ownType(scope, type))) return;
  }
  if (reference.kind === 'value' && !readsInterfaceMethod(index, reference.name, receiverTypes))
    return;
  // Through an interface of the repository that has the method from a library's (`interface
  // Resource extends Partial<Disposable>`): the classes implementing it.
  if (
    receiverTypes !== undefined &&
    !index.dispatch.declaredInRepository(receiverTypes, reference.name) &&
    dispatched(index.dispatch.implementationsBelow(reference.name, receiverTypes))
  )
    return;
  // JavaScript's own method names dispatch only through a written interface declaring them.
  if (
    isBuiltinMethod(scope.file.language, reference.name) &&
    (receiverTypes === undefined ||
      !index.dispatch.declaredInRepository(receiverTypes, reference.name))
  )
    return;
  addCalls(
    scope,
    reference,
    ofMeantDeclarations(
      scope,
      receiverTypes,
      index.dispatch.targets(reference.name, receiverTypes, reference.arguments),
    ),
    'possible',
    'dispatch',
  );
}

/**
 * A type of the repository a receiver is written with: a class, an interface, an alias joining
 * them, or what an alias of a function type returns as an object type with methods
 * (`ReturnType<Fn>`, see addReturnedObject), whose implementations are the literals such functions
 * return. (A named alias of an object type, or one written inline for a field, is a library's
 * type or a bag of callbacks passed in: through `hydrationScripts: { claimOutput: () => … }`, a
 * class with such methods is no implementation.)
 */
function ownType(scope: FileScope, type: string): boolean {
  return (
    namesRepositoryType(scope, type) ||
    (isReturnedTypeName(type) && scope.index.aliases.objectMethods(type) !== undefined)
  );
}

/**
 * Implementations with their overrides in subclasses, at any depth: what a call through the
 * interface they implement may reach (`ProgressKeeper implements Reporter`, then `class
 * ProgressBarReporter extends ProgressKeeper` overriding its method).
 */
function withOverrides(index: FileScope['index'], found: Definition[], name: string): Definition[] {
  const overriding = found.flatMap((definition) =>
    definition.container === undefined
      ? []
      : index.overrides(definition.container, name, definition.file),
  );
  return overriding.length === 0 ? found : [...new Set([...found, ...overriding])];
}

/**
 * Whether a method read as a value (not called) reads one an interface written for the receiver
 * declares as a method (`run(command.undo)` on an `ICommand`): its implementations', as a call of
 * it would be. Else it is the receiver type's own or an implementation the type names: a field of
 * that name (`const next = node.next`) is no method the repository's classes declare.
 */
function readsInterfaceMethod(
  index: FileScope['index'],
  name: string,
  receiverTypes: readonly string[] | undefined,
): boolean {
  return receiverTypes?.some((type) => index.dispatch.interfaceDeclaresMethod(type, name)) === true;
}

/**
 * Whether a receiver's type is written: its own (`c: OAuthConfig`), or the field it reads of a value
 * whose type is (`config.logger` with `config: AuthConfig`).
 */
function writtenReceiver(reference: Reference): boolean {
  return reference.receiverTypes !== undefined || reference.ownerTypes !== undefined;
}
