// What a call of a module's constant returns: a constant written with a callable type, or a
// function of an object literal the module declares (`Gesture.Native()`), recorded by the number
// of arguments a call passes.
import type { Definition, ReceiverCall } from '../model.js';
import { OBJECT_CONTAINER } from '../extract/extract.js';
import { findExportedCallable } from './exports.js';
import { bindsModule, type FileScope } from './file-scope.js';
import { namedValueTargets } from './named-values.js';
import { objectMethods } from './object-holders.js';

/** A receiver that is one name (`Gesture`, not `this.gestures` or `make()`). */
export const PLAIN_NAME = /^[A-Za-z_$][\w$]*$/;

/** A call on a name holding a module's object literal (`Gesture.Native()`). */
function literalReceiver(
  receiverTypes: readonly string[],
  call: ReceiverCall,
): call is ReceiverCall & { receiver: string } {
  return (
    call.receiver !== undefined &&
    PLAIN_NAME.test(call.receiver) &&
    receiverTypes.length > 0 &&
    receiverTypes.every((type) => type.startsWith(OBJECT_CONTAINER))
  );
}

/**
 * What a call of a constant written with a callable type returns, by the signature taking as many
 * arguments as the call passes (`Deferred.succeed(deferred, 1)`: an Effect); the constant in this
 * file, imported, or read off an imported module.
 */
export function calledConstantReturns(scope: FileScope, call: ReceiverCall): string[] | undefined {
  if (call.passes === undefined || scope.python) return undefined;
  const binding = scope.bindings.get(call.receiver ?? call.callee);
  const [files, name] =
    call.receiver !== undefined
      ? bindsModule(binding)
        ? [binding?.files ?? [], call.callee]
        : // `Gesture.Native()`: a function of a module's object literal (see addLiteralReturns).
          PLAIN_NAME.test(call.receiver)
          ? binding
            ? [binding.files, `${binding.imported}.${call.callee}`]
            : [[scope.file.path], `${call.receiver}.${call.callee}`]
          : [[], call.callee]
      : binding
        ? [binding.files, binding.imported]
        : [[scope.file.path], call.callee];
  for (const path of files) {
    // The file's own constant; an imported module's, or one it re-exports (`export * from …`).
    const callables = scope.index.byFile.get(path)?.callables;
    const byArguments =
      path === scope.file.path
        ? callables && Object.hasOwn(callables, name)
          ? callables[name]
          : undefined
        : findExportedCallable(scope.index, path, name, scope.resolver, 0);
    const returned = byArguments?.[String(call.passes)];
    if (returned) return returned.length > 0 ? returned : undefined;
  }
  return undefined;
}

/**
 * What a method call reaches on a value of types that declare no such member: a method of the
 * module's object literal it names (`Gesture.Plain()`), or a function named by the object a call
 * returned (`keys().data()`, see namedValueTargets).
 */
export function valueTargets(
  scope: FileScope,
  receiverTypes: readonly string[],
  call: ReceiverCall,
): Definition[] {
  return literalReceiver(receiverTypes, call)
    ? objectMethods(scope, call.callee, call.receiver, scope.bindings.get(call.receiver))
    : namedValueTargets(scope, receiverTypes, call.callee);
}

/** `Gesture.Native()` on a module's object literal: what its function returns. */
export function literalFunctionReturns(
  scope: FileScope,
  receiverTypes: readonly string[],
  call: ReceiverCall,
): string[] | undefined {
  return literalReceiver(receiverTypes, call) ? calledConstantReturns(scope, call) : undefined;
}
