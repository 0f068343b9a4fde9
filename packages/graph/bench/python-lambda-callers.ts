// pyright's call hierarchy names a lambda as the caller of the calls in it: an item `(lambda)` with
// no name to look up and no callers of its own (a lambda is a value; whoever runs it is not known),
// so a reviewer walking callers stops there. The reference names the function around the lambda
// instead, as the TypeScript reference does for an anonymous callback (TypeScript's call hierarchy
// names only functions with a name, their own or a variable's, and takes an arrow function passed
// as an argument for part of the declaration around it) and as the graph does in both languages:
// `lambda: self._raw_socket.family` in `extra_attributes` is a read by `extra_attributes`. Class
// bodies and comprehensions already run in the scope around them for pyright; a lambda is the one
// expression it names as a caller.
import type { Facts } from './python-facts.js';

/** `edges` (`caller->callee`) with each lambda caller replaced by the function around it. */
export function lambdasAsTheirFunctions(edges: Iterable<string>, facts: Facts): Set<string> {
  // A lambda on a `def` line (a default value) keeps the function's own key.
  const definitions = new Set(facts.definitions.map((entry) => `${entry.path}:${entry.line}`));
  const named = new Set<string>();
  for (const edge of edges) {
    const [caller = '', callee = ''] = edge.split('->');
    const around = definitions.has(caller) ? undefined : facts.lambdaScopes[caller];
    named.add(`${around ?? caller}->${callee}`);
  }
  return named;
}
