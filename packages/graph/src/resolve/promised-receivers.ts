// A chained call's receiver that is a Promise whatever it resolves to: `this.parse().then(…)` with
// `parse(): Promise<Parsed<T>>`.
import type { ReceiverCall } from '../model.js';
import { PROMISE_TYPES } from './builtins.js';
import type { FileScope } from './file-scope.js';
import { calleesOf, methodReceiverTypes } from './receiver-types.js';

/**
 * `this.parse().then(…)` with `parse(): Promise<Parsed<T>>`: a Promise, whatever it resolves to
 * (a chained call's receiver is otherwise typed only by the repository's types its callee returns).
 */
export function promisedTypes(
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
): string[] | undefined {
  if (call.argument !== undefined || call.of !== undefined) return undefined;
  const receiverTypes =
    call.receiverTypes === undefined && call.receiver !== undefined
      ? methodReceiverTypes(scope, call, container, 0)
      : undefined;
  const targets = receiverTypes
    ? scope.index.membersOf(receiverTypes, call.callee)
    : call.receiverTypes === undefined
      ? calleesOf(scope, call)
      : [];
  const returned = targets.find((target) => target.returnTypes)?.returnTypes;
  const promised = returned?.filter((type) => PROMISE_TYPES.includes(type));
  return promised && promised.length > 0 ? promised : undefined;
}
