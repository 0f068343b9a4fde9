// Python's method calls on `self`, `cls`, `super()` and on values of a known class, resolved along
// each class's method resolution order (python-classes.ts).
import type { Definition, Reference } from '../model.js';
import { addCalls, bindsModule, type FileScope, type ImportBinding } from './file-scope.js';
import { enclosingClass } from './python-classes.js';
import { pythonChainClasses } from './python-chains.js';
import { pythonReturnedClasses, pythonValueClasses } from './python-returns.js';
import { ownInstance } from './exports.js';

/** The class of the method's own instance, written as it is in a class method (`cls`). */
const OWN_CLASS = new Set(['self.__class__', 'type(self)']);

/** Whether a receiver is the method's own instance or class: `self`, `cls`, `super()`. */
export function isPythonSelf(receiver: string): boolean {
  return (
    receiver === 'self' ||
    receiver === 'cls' ||
    OWN_CLASS.has(receiver) ||
    receiver.startsWith('super(')
  );
}

/**
 * An attribute read of an instance (`self.handler`, `order.total`) reaches a property, or a method
 * taken as a value (`callback=self.handler`): the method is what the value calls.
 */
function instanceRead(reference: Reference): Reference {
  return reference.kind === 'property' ? { ...reference, kind: 'method' } : reference;
}

/**
 * A bare name called in a Python class body (`tokens = {'strings': string_rules(String)}`): the
 * function that body defined before the call. While a class body runs, its names are its own
 * scope's (a nested class's body and the methods see the module's instead).
 */
export function pythonClassBodyFunction(
  scope: FileScope,
  reference: Reference,
  caller: Definition | undefined,
): Definition | undefined {
  const methods = scope.topLevel
    .get(reference.name)
    ?.filter((definition) => definition.kind === 'method' && definition.endLine < reference.line);
  if (!methods?.length) return undefined;
  let around: Definition | undefined;
  for (const definition of scope.file.definitions)
    if (
      definition.kind === 'class' &&
      definition.startLine <= reference.line &&
      reference.line <= definition.endLine &&
      (around === undefined || definition.startLine > around.startLine)
    )
      around = definition;
  if (!around) return undefined;
  const body = around.qualifiedName;
  // In a method (or a function nested in one), the call is the method's.
  if (caller && (caller.qualifiedName === body || caller.qualifiedName.startsWith(`${body}.`)))
    return undefined;
  return methods.find((definition) => definition.qualifiedName === `${body}.${reference.name}`);
}

/**
 * `self.m()` (or a read of `self.m`), `cls.m()` (`self.__class__.m()`) and `super().m()` in a method: the first `m` along
 * the class's resolution order (after the class `super(X, self)` names), and for `self` and `cls`
 * the overrides in subclasses (a template method reaches them). False outside a class.
 */
export function resolvePythonSelfCall(
  scope: FileScope,
  reference: Reference,
  written: string,
  caller: Definition | undefined,
): boolean {
  const receiver = OWN_CLASS.has(written) ? 'cls' : written;
  const owner = caller && enclosingClass(scope.file, caller);
  if (!owner) return false;
  const classes = scope.index.pythonClasses(scope.resolver);
  const name = reference.name;
  // `super().x = v` sets nothing through the class's bases (a super object takes no attributes).
  if (receiver.startsWith('super(') && reference.kind === 'write') return true;
  if (receiver.startsWith('super(')) {
    // `super(Outer.Inner, self)` names the class to start after; `super()` the method's own.
    const named = /^super\(\s*([\w.]+)\s*,/.exec(receiver)?.[1];
    const after = named === undefined ? [owner] : classes.classesNamed(scope.file.path, named);
    const found = after.flatMap((start) => classes.superMember(owner, start, name));
    addCalls(scope, instanceRead(reference), [...new Set(found)], 'certain', 'this');
    return true;
  }
  // A class's attribute read is not a call (`cls.handler` is the function itself), nor a write.
  if (receiver === 'cls' && (reference.kind === 'property' || reference.kind === 'write'))
    return true;
  // A write `self.x = …` runs the setter as a read runs the getter: the one the class declares or
  // inherits (a property is a data descriptor, which the written instance attribute cannot hide),
  // and a subclass's override.
  const used = instanceRead(reference);
  const own = classes.member([owner], name);
  addCalls(scope, used, own, 'certain', 'this');
  const overrides = classes.overrides(owner, name).filter((target) => !own.includes(target));
  addCalls(scope, used, overrides, 'likely', 'this');
  return true;
}

/**
 * A value's method (or property, or method read as a value) by the value's classes: those of
 * what the call it holds returned (`console = get_console()`, `get_console().show()`), those its
 * types name, else those of a chain of attributes (`state.md.block.tokenize()`).
 */
export function pythonValueMembers(
  scope: FileScope,
  reference: Reference,
  types: readonly string[],
): { reference: Reference; members: Definition[] } {
  const classes = scope.index.pythonClasses(scope.resolver);
  const caller = scope.file.definitions[reference.from];
  const call = reference.receiverTypes === undefined ? reference.receiverCall : undefined;
  const receiver = reference.receiver ?? '';
  // `if directed: G = DiGraph() else: G = Graph()`: what any branch's call returned.
  let owners = call
    ? [
        ...new Set(
          [call, ...(call.either ?? [])].flatMap(
            (held) => pythonReturnedClasses(scope, held, caller) ?? [],
          ),
        ),
      ]
    : types.flatMap((type) => pythonValueClasses(scope, type, caller));
  // A field's types are names written in its class's file (`parser.stream`, set to
  // `environment._tokenize(…)` in parser.py): the chain looks them up there.
  if (owners.length === 0 && !call && (receiver.includes('.') || receiver.includes('[')))
    owners = pythonChainClasses(scope, receiver, reference.ownerTypes, caller);
  return { reference: instanceRead(reference), members: classes.member(owners, reference.name) };
}

/**
 * `Class.m()` (a class this file defines or imports, `module.Class`, `Outer.Inner`): the first `m`
 * along the class's resolution order; `module.instance.m()`: the method of that module-level
 * instance's class. True when the receiver is such a name.
 */
export function resolvePythonQualifiedCall(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  binding: ImportBinding | undefined,
): boolean {
  if (reference.shadowed === true || !/^[A-Za-z_][\w.]*$/.test(receiver)) return false;
  const classes = scope.index.pythonClasses(scope.resolver);
  const owners = classes.classesIn(scope.file, receiver);
  if (owners !== undefined && owners.length > 0) {
    const via = binding ? 'import' : 'same_file';
    const own = classes.member(owners, reference.name);
    // Read on the class, a method is the function itself, a property the descriptor: no call;
    // written, the descriptor is replaced.
    if (reference.kind !== 'property' && reference.kind !== 'write')
      addCalls(scope, reference, own, 'likely', via);
    // What the class lacks is its metaclass's: a property's getter runs, a method is called.
    if (own.length === 0 && reference.kind !== 'write') {
      const meta = classes
        .metaclassMember(owners, reference.name)
        .filter((member) => reference.kind !== 'property' || member.property === true);
      addCalls(scope, instanceRead(reference), meta, 'likely', via);
    }
    return true;
  }
  const dot = receiver.lastIndexOf('.');
  if (dot === -1 || !bindsModule(binding)) return false;
  const instance = receiver.slice(dot + 1);
  for (const path of classes.modulePaths(scope.file, receiver.slice(0, dot)) ?? []) {
    const types = ownInstance(scope.index.byFile.get(path)?.instances, instance);
    if (!types) continue;
    const instanceOf = types.flatMap((type) => classes.classesNamed(path, type));
    addCalls(
      scope,
      instanceRead(reference),
      classes.member(instanceOf, reference.name),
      'likely',
      'type',
    );
    return true;
  }
  return false;
}
