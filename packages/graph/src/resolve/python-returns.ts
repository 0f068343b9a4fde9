// What a Python value is an instance of when it holds what a call returned: the class the call
// constructs (`Console()`), or the classes its callee's return annotation names (`def
// get_console() -> "Console"`), each name looked up where the callee is written.
import { ELEMENT_MARK } from '../extract/python.js';
import type { Definition, ReceiverCall } from '../model.js';
import type { FileScope } from './file-scope.js';
import { enclosingClass } from './python-classes.js';
import { pythonStarImported } from './python.js';
import { calleesOf, MAX_CHAIN_DEPTH } from './receiver-types.js';

/** The classes of what `call` returns; undefined when its callees say nothing. */
export function pythonReturnedClasses(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
  depth = 0,
): Definition[] | undefined {
  if (depth > MAX_CHAIN_DEPTH) return undefined;
  const classes = scope.index.pythonClasses(scope.resolver);
  // A field of what a call returned (`frame = frame.inner()`, then `frame.symbols`).
  if (call.field === true && call.of !== undefined && call.element !== true) {
    const owners = pythonReturnedClasses(scope, call.of, caller, depth + 1) ?? [];
    const found = attributeClasses(scope, owners, call.callee);
    return found.length > 0 ? found : undefined;
  }
  const element = call.element === true;
  const found = pythonCallees(scope, call, caller, depth)
    // A field read (`for child in self.children`) runs only a property.
    .filter((callee) => call.field !== true || callee.property === true)
    .flatMap((callee) =>
      callee.kind === 'class'
        ? element
          ? []
          : [callee]
        : returnedTypes(callee, element).flatMap((type) => classes.classesNamed(callee.file, type)),
    );
  return found.length > 0 ? [...new Set(found)] : undefined;
}

/** The types a function's annotation says it returns, or (`element`) what the container it returns holds. */
function returnedTypes(callee: Definition, element: boolean): string[] {
  return (callee.returnTypes ?? []).flatMap((type) =>
    type.endsWith(ELEMENT_MARK) !== element
      ? []
      : [element ? type.slice(0, -ELEMENT_MARK.length) : type],
  );
}

/**
 * What a call calls: a method of a value whose class is known (another call's result, a typed
 * parameter, `self`), else the function, class or static method its name means in this file.
 */
function pythonCallees(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
  depth: number,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  let owners: Definition[] | undefined;
  if (call.of !== undefined)
    owners = pythonReturnedClasses(scope, call.of, caller, depth + 1) ?? [];
  else if (call.receiverTypes !== undefined)
    owners = call.receiverTypes.flatMap((type) => classes.classesNamed(scope.file.path, type));
  else if (call.receiver === 'self' || call.receiver === 'cls') {
    const owner = caller && enclosingClass(scope.file, caller);
    owners = owner ? [owner] : [];
  }
  if (owners !== undefined) return classes.member(owners, call.callee);
  const callees = calleesOf(scope, call);
  if (callees.length === 0 && call.receiver?.includes('.') === true)
    return dottedModuleCallees(scope, call.receiver, call.callee);
  // `loader = Loader(stream)` with `from .loader import *`.
  return callees.length > 0 || call.receiver !== undefined
    ? callees
    : pythonStarImported(scope, call.callee);
}

/** `_pytest.config.create_terminal_writer(…)` after `import _pytest.config`: that module's `name`. */
function dottedModuleCallees(scope: FileScope, module: string, name: string): Definition[] {
  const paths = scope.index.pythonClasses(scope.resolver).modulePaths(scope.file, module) ?? [];
  return paths.flatMap((path) => scope.index.exported(path, name, scope.resolver));
}

/**
 * The classes a type name written in this file means; a function's name (a field holding what
 * it returned: `self.console = get_console()`) means the classes it returns.
 */
export function pythonValueClasses(
  scope: FileScope,
  type: string,
  caller: Definition | undefined,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver).classesNamed(scope.file.path, type);
  if (classes.length > 0) return classes;
  const dot = type.lastIndexOf('.');
  const call: ReceiverCall =
    dot === -1 ? { callee: type } : { callee: type.slice(dot + 1), receiver: type.slice(0, dot) };
  return pythonReturnedClasses(scope, call, caller) ?? [];
}

/**
 * The classes of a chain of attributes (`self.md.block`, `state.md.block.options`): its first
 * name's (`self`'s class, or the types written on it), then each attribute's in turn — the types
 * its class records for the field, or the return annotation of a `@property` of that name.
 */
export function pythonChainClasses(
  scope: FileScope,
  receiver: string,
  headTypes: readonly string[] | undefined,
  caller: Definition | undefined,
): Definition[] {
  const [head, ...attributes] = receiver.split('.');
  const own = head === 'self' && caller ? enclosingClass(scope.file, caller) : undefined;
  let owners = own
    ? [own]
    : (headTypes ?? []).flatMap((type) => pythonValueClasses(scope, type, caller));
  for (const attribute of attributes) {
    if (owners.length === 0) break;
    owners = attributeClasses(scope, owners, attribute);
  }
  return owners;
}

/**
 * The classes of attribute `name` of an instance of `owners`: a field's, or a property's; of an
 * element of it when indexed (`children[0]`).
 */
function attributeClasses(
  scope: FileScope,
  owners: readonly Definition[],
  written: string,
): Definition[] {
  const indexed = /^(\w+)\[[^\]]*\]$/.exec(written)?.[1];
  const name = indexed ?? written;
  const classes = scope.index.pythonClasses(scope.resolver);
  const found = owners.flatMap((owner) => {
    const field = classes.fieldTypes(owner, name);
    return (field?.types ?? []).flatMap((type) => {
      const named = classes.classesNamed(field?.file ?? owner.file, type);
      return named.length > 0
        ? named
        : methodReturnedClasses(scope, field?.file ?? owner.file, type);
    });
  });
  for (const property of classes.member(owners, name))
    if (property.property)
      for (const type of returnedTypes(property, indexed !== undefined))
        found.push(...classes.classesNamed(property.file, type));
  return [...new Set(found)];
}

/**
 * A field holding what a method of a typed parameter returned (`Environment._tokenize`, recorded
 * for `self.stream = environment._tokenize(source)`): the classes that method's return annotation
 * names, the class looked up where the field is set.
 */
function methodReturnedClasses(scope: FileScope, file: string, type: string): Definition[] {
  const dot = type.lastIndexOf('.');
  if (dot === -1) return [];
  const classes = scope.index.pythonClasses(scope.resolver);
  const owners = classes.classesNamed(file, type.slice(0, dot));
  return classes
    .member(owners, type.slice(dot + 1))
    .flatMap((method) =>
      returnedTypes(method, false).flatMap((returned) =>
        classes.classesNamed(method.file, returned),
      ),
    );
}
