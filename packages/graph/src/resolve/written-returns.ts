// What a call returns by what is written: its callee's return type (an overload's by the arguments
// passed), with a generic receiver's type arguments, or what the type a method implements promises.
import type { Definition, ReceiverCall } from '../model.js';
import type { FileScope } from './file-scope.js';
import { withTypeArguments } from './type-arguments.js';

/**
 * The written return type of the first callee that writes one; of an overloaded one, the
 * signature's taking as many arguments as the call passes.
 */
export function writtenReturns(
  targets: readonly Definition[],
  call: ReceiverCall,
): string[] | undefined {
  const count = call.passes === undefined ? undefined : String(call.passes);
  const overload =
    count === undefined
      ? undefined
      : targets.find(
          (target) => target.overloadReturns && Object.hasOwn(target.overloadReturns, count),
        )?.overloadReturns?.[count];
  return overload ?? targets.find((target) => target.returnTypes)?.returnTypes;
}

/**
 * What the first of these methods with a written return type returns, called on a value of
 * `receiverTypes`: `get(): T` of `Store<T>` on a `Store<Row>` returns a Row.
 */
export function returnedBy(
  methods: readonly Definition[],
  receiverTypes: readonly string[],
  call: ReceiverCall,
): string[] | undefined {
  const method = methods.find((candidate) => candidate.returnTypes);
  const returned = writtenReturns(methods, call);
  return returned && withTypeArguments(returned, receiverTypes, method?.container ?? '');
}

/**
 * What `this.m()` returns in a method of an object literal: its own method's written return type,
 * else what the type the literal is written as promises (`{ findSchema(node) { … } } as
 * Transformer`: TypeScript types `this` as a Transformer there).
 */
export function objectMethodReturns(
  scope: FileScope,
  call: ReceiverCall,
  container: string,
): string[] | undefined {
  if (call.argument !== undefined) return undefined;
  const own = scope.file.definitions.filter(
    (definition) => definition.name === call.callee && definition.container === container,
  );
  const promised = own.find((method) => method.dispatchTypes)?.dispatchTypes;
  const returned =
    writtenReturns(own, call) ?? (promised && scope.index.signatureReturns(promised, call.callee));
  return returned?.includes('this') ? undefined : returned;
}
