// Calls on values that are no instance of a class: a module a dynamic import loaded (`const m =
// await import('./x'); m.f()`), and the methods every function has from `Function.prototype`
// (`filter.call(this, x)`, `Base.prototype.shutdown.call(this)`), which no method of the
// repository named so answers; and the promises the platform makes (`Promise.resolve(x).then(…)`),
// whose methods only the repository's subclasses of Promise override.
import { FUNCTION_USES } from '../extract/collect-reference.js';
import type { Reference } from '../model.js';
import { isPromiseMethod } from './builtins.js';
import {
  addCalls,
  callableTargets,
  importedDefinitions,
  type FileScope,
  type ImportBinding,
} from './file-scope.js';

/** `m.f()` on a module a dynamic import loaded (`await import('./x')`): what it exports as `f`. */
export function resolveLoadedCall(scope: FileScope, reference: Reference, specifier: string): void {
  const files = scope.resolver.resolve(scope.file, specifier);
  const found = importedDefinitions(scope, { files, imported: '*' }, reference.name);
  addCalls(scope, reference, callableTargets(found).slice(0, 1), 'certain', 'import');
}

/** `X.prototype.m`: a method read off a class's prototype. */
const PROTOTYPE_METHOD = /^[A-Za-z_$][\w$]*\.prototype\.[A-Za-z_$][\w$]*$/;

/**
 * Whether a call is of Function's own method on a function: one the file declares at its top or
 * imports under that name, or a method read off a class's prototype (TypeScript and JavaScript).
 */
export function callsFunctionMethod(
  scope: FileScope,
  name: string,
  receiver: string,
  head: string,
  binding: ImportBinding | undefined,
): boolean {
  if (scope.python || !FUNCTION_USES.has(name)) return false;
  if (PROTOTYPE_METHOD.test(receiver)) return true;
  if (receiver !== head) return false;
  const named = binding ? importedDefinitions(scope, binding) : (scope.topLevel.get(head) ?? []);
  return named.length > 0 && named.every((definition) => definition.kind === 'function');
}

/** A Promise the platform makes: `new Promise(…)`, `Promise.resolve(x)`, `Promise.all(xs)`. */
const PLATFORM_PROMISE =
  /^(?:new\s+Promise\s*[(<]|Promise\.(?:resolve|reject|all|allSettled|any|race)\s*[(<])/;

/**
 * `Promise.resolve(x).then(…)`, `new Promise(…).catch(…)`: a Promise's method, which the
 * repository's classes extending Promise may override.
 */
export function resolvePlatformPromise(
  scope: FileScope,
  reference: Reference,
  receiver: string,
): void {
  if (!isPromiseMethod(reference.name) || !PLATFORM_PROMISE.test(receiver)) return;
  const overrides = scope.index.dispatch.implementationsOf(reference.name, ['Promise']);
  addCalls(scope, reference, overrides, 'possible', 'dispatch');
}
