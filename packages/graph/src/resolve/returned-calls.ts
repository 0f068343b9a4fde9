// What a callee with no return type returns when it returns one call (`returnedCall`): that call's
// result, typed in the callee's own file, whose scope is made once per index; and what calling a
// value whose type has call signatures returns.
import type { Definition, ReceiverCall } from '../model.js';
import { isReturnedTypeName } from '../extract/inline-types.js';
import type { FileScope } from './file-scope.js';
import { fileScope } from './file-scope.js';
import type { SymbolIndex } from './symbol-index.js';
import { constructedReturns, returnedBy } from './written-returns.js';
import { literalFunctionReturns } from './constant-returns.js';
import { libraryMethodReturns } from './library-types.js';

/** How many returned calls deep a chain is followed. */
const MOST_RETURNED_CALLS = 8;

const scopes = new WeakMap<SymbolIndex, Map<string, FileScope | undefined>>();

/** The types a call returns (receiver-types.ts's `returnTypesOf`). */
type ReturnTypesOf = (
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
  depth: number,
) => string[] | undefined;

/**
 * What the call the first of `targets` returns gives, when none writes a return type:
 * `reinit() { return this.#injector.createChild(); }` returns what `createChild` does.
 */
export function returnedCallTypes(
  scope: FileScope,
  targets: readonly Definition[],
  depth: number,
  returnTypesOf: ReturnTypesOf,
): string[] | undefined {
  if (depth >= MOST_RETURNED_CALLS || targets.some((target) => target.returnTypes))
    return undefined;
  const target = targets.find((candidate) => candidate.returnedCall);
  const home = target && homeScope(scope, target.file);
  const returned =
    home && target?.returnedCall
      ? returnTypesOf(home, target.returnedCall, target.container, depth + 1)
      : undefined;
  // A field with no named type (`session: unknown`) says nothing of what the function gives.
  return target?.returnedCall?.field === true && returned?.length === 0 ? undefined : returned;
}

/**
 * What reading field `name` of a value of one of `types` gives when a call says: a getter with no
 * written return type returning a call (`get client() { return this.channel.getClient(); }`), or a
 * member of an object literal a function returns holding a call or a field read (`return { state:
 * coValue }` after `const { coValue } = make(node)`); that call's result, typed in its own file. A
 * getter returning a field chain (`this.options.columns`) is typed in the index instead
 * (`getterTypes`), so that every lookup of a field sees it, not only a chain typed in a file's scope.
 */
export function fieldCallTypes(
  scope: FileScope,
  types: readonly string[],
  name: string,
  depth: number,
  returnTypesOf: ReturnTypesOf,
): string[] | undefined {
  const getters = scope.index
    .membersOf([...types], name)
    .filter((member) => member.accessor === true && member.returnedCall?.field !== true);
  if (getters.length > 0) return returnedCallTypes(scope, getters, depth, returnTypesOf);
  if (depth >= MOST_RETURNED_CALLS) return undefined;
  for (const type of types) {
    const held = isReturnedTypeName(type) ? scope.index.aliases.fieldCall(type, name) : undefined;
    const home = held && homeScope(scope, held.file);
    const found = home && held && returnTypesOf(home, held.call, undefined, depth + 1);
    if (found && found.length > 0) return found;
  }
  return undefined;
}

/** The scope of file `path` (undefined when the index holds no such file), seen from `scope`. */
export function homeScope(scope: FileScope, path: string): FileScope | undefined {
  if (path === scope.file.path) return scope;
  let byPath = scopes.get(scope.index);
  if (!byPath) scopes.set(scope.index, (byPath = new Map<string, FileScope | undefined>()));
  if (byPath.has(path)) return byPath.get(path);
  const file = scope.index.byFile.get(path);
  const home = file && fileScope(file, scope.index, scope.resolver);
  byPath.set(path, home);
  return home;
}

/**
 * What calling a value whose type has call signatures returns (`event: Event<T>`, then
 * `event(handler)`), its type written or that of the function type it was passed as; what
 * constructing one gives (`new nativeContextConstructor(…)`, see receiver-facts.ts).
 */
export function calledValueReturns(
  scope: FileScope,
  call: ReceiverCall,
  container: string | undefined,
  depth: number,
  returnTypesOf: ReturnTypesOf,
): string[] | undefined {
  if (call.passes === undefined) return undefined;
  const types =
    call.calleeTypes ??
    (call.calleeCall && depth < MOST_RETURNED_CALLS
      ? returnTypesOf(scope, call.calleeCall, container, depth + 1)
      : undefined);
  // Calling or constructing the platform's value (`typeof OfflineAudioContext`): the platform's.
  if (types && scope.index.aliases.allForeign(types)) return types;
  return types && scope.index.callReturns(types, call.passes);
}

/**
 * What a method called on a receiver of `receiverTypes` returns: its written return type, or its
 * interface's (`tx.scope(prefix)` on a `KVStoreTransaction`; a class's method writing none returns
 * what the interface it implements promises); `this` is the receiver's own type. One inherited
 * from a library's class (`this.getWritable()`), as the library's declaration files write it.
 */
export function memberCallReturns(
  scope: FileScope,
  targets: readonly Definition[],
  receiverTypes: string[],
  call: ReceiverCall,
  depth: number,
  returnTypesOf: ReturnTypesOf,
): string[] | undefined {
  return (
    returnedBy(targets, receiverTypes, call, scope.index) ??
    constructedReturns(scope.index.signatureReturns(receiverTypes, call.callee), call) ??
    returnedCallTypes(scope, targets, depth, returnTypesOf) ??
    literalFunctionReturns(scope, receiverTypes, call) ??
    (targets.length === 0
      ? libraryMethodReturns(scope.index, receiverTypes, call.callee)
      : undefined)
  );
}
