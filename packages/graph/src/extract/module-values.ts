// What a binding at a module's top says of the value it names (`export const focusManager = new
// FocusManager()`, a constant written with a callable type, one binding a function of the module,
// a copy of another name), recorded for other files to read.
import type { Node } from 'web-tree-sitter';
import type { Definition, ReceiverCall } from '../model.js';
import { calledGottenTypes } from './node-facts.js';
import { callableReturns } from './overload-returns.js';
import type { Collected, RawTypedBinding } from './raw-facts.js';
import { unwrapped } from './unwrapped.js';

/** The facts of a field read by name (`Outer.Inner`), and nothing more. */
const PLAIN_READ = new Set(['callee', 'receiver', 'field']);

/**
 * What a binding at a module's top says of the value it names: an instance of its classes, what a
 * call of a callable constant returns, a copy of another name.
 */
export function recordModuleValue(
  collected: Collected,
  binding: RawTypedBinding,
  definitions: readonly Definition[],
  typeNamesOf: (type: Node) => string[],
  python: boolean,
): void {
  // A module-level instance (`export const focusManager = new FocusManager()`); in Python also
  // `connection = Proxy()` or `module.Proxy()`, where calling a class constructs it.
  const instance =
    !binding.field &&
    (binding.type ||
      (python &&
        binding.call?.argument === undefined &&
        binding.call?.of === undefined &&
        binding.call?.element === undefined &&
        binding.call?.item === undefined &&
        binding.call?.field === undefined &&
        binding.call?.indexed === undefined));
  // `export const succeed: { <A>(self: Deferred<A>, value: A): Effect<boolean> } = …` is no
  // instance of the types its signatures write: a call of it returns one.
  const callable = python
    ? undefined
    : instance && binding.type
      ? callableReturns(binding.type)
      : (boundFunctionReturns(binding.call, definitions) ??
        copiedStaticReturns(binding.call, definitions));
  // `const functions = _functions` at the module's top: an importer's `functions` is that value.
  if (!python && binding.copyOf !== undefined) collected.copies.set(binding.name, binding.copyOf);
  // `export const StorageTransaction = StorageDriver.Transaction`: a namespace's class under
  // another name (a class may extend it); named as classes are, not a function's alias (`const
  // empty = HS.empty`, which the compiler takes for a constant of its own).
  const read = binding.call;
  if (
    !python &&
    read?.field === true &&
    /^[A-Z][\w$]*$/.test(read.receiver ?? '') &&
    /^[A-Z]/.test(binding.name) &&
    Object.keys(read).every((key) => PLAIN_READ.has(key))
  )
    collected.copies.set(binding.name, `${read.receiver}.${read.callee}`);
  if (callable) collected.callables.set(binding.name, callable);
  else if (instance) {
    const classes = binding.type
      ? typeNamesOf(binding.type)
      : binding.call
        ? [[binding.call.receiver, binding.call.callee].filter(Boolean).join('.')]
        : [];
    if (classes.length > 0) collected.instances.set(binding.name, classes);
  }
  // `export const Native = TurboModuleRegistry.getEnforcing<Spec>('Maps')`: what was gotten.
  else if (!python && binding.call?.typeArguments)
    collected.instances.set(binding.name, binding.call.typeArguments);
}

/**
 * A module's default export gotten by a type argument (`export default
 * TurboModuleRegistry.getEnforcing<Spec>('Maps')`, how a React Native module's spec is read): an
 * importer's default binding holds that type, as a module-level instance named `default`.
 */
export function recordGottenDefault(
  collected: Collected,
  statements: readonly (Node | null)[],
): void {
  for (const statement of statements) {
    const value = statement?.type === 'export_statement' && statement.childForFieldName('value');
    const call = value ? unwrapped(value) : undefined;
    const gotten = call?.type === 'call_expression' ? calledGottenTypes(call) : undefined;
    if (gotten) collected.instances.set('default', gotten);
  }
}

/** The most arguments a call of a bound function is typed for. */
const MOST_BOUND_ARGUMENTS = 8;

/**
 * What a call of a module constant copying a static function of one of the module's classes
 * returns (`const stringType = ZodString.create`, exported as `string`): its written return type.
 */
function copiedStaticReturns(
  read: ReceiverCall | undefined,
  definitions: readonly Definition[],
): Record<string, string[]> | undefined {
  if (read?.field !== true || !Object.keys(read).every((key) => PLAIN_READ.has(key)))
    return undefined;
  const copied = definitions.find(
    (definition) =>
      definition.kind === 'method' &&
      definition.container === read.receiver &&
      definition.name === read.callee,
  );
  return copied?.returnTypes?.length ? everyCount(copied.returnTypes) : undefined;
}

/**
 * What a call of a module constant binding a function of the module returns (`const getActivator
 * = assertInContext.bind(null, 'uninitialized')`): what that function returns (its written return
 * type, or what it is inferred to return), whatever the call passes.
 */
function boundFunctionReturns(
  call: ReceiverCall | undefined,
  definitions: readonly Definition[],
): Record<string, string[]> | undefined {
  if (call?.callee !== 'bind' || call.receiver === undefined || call.of !== undefined)
    return undefined;
  const bound = definitions.find(
    (definition) =>
      definition.container === undefined &&
      definition.kind === 'function' &&
      definition.name === call.receiver,
  );
  if (!bound?.returnTypes?.length) return undefined;
  return everyCount(bound.returnTypes);
}

/** The same returned types whatever number of arguments a call passes. */
function everyCount(returned: string[]): Record<string, string[]> {
  return Object.fromEntries(
    Array.from({ length: MOST_BOUND_ARGUMENTS + 1 }, (_, count) => [String(count), returned]),
  );
}
