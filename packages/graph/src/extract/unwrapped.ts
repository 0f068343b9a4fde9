// An expression without what wraps it and does not change its value, for typing.
import type { Node } from 'web-tree-sitter';

/** Wrappers that do not change what a call returned, for typing: `await`, `(…)`, `!`. */
const TRANSPARENT = new Set([
  'await_expression',
  'parenthesized_expression',
  'non_null_expression',
]);

/**
 * `x` without the wrappers around it, an arrow function returning it called in place, and an
 * array copying it (`[...x]`).
 */
export function unwrapped(node: Node): Node {
  let current = node;
  for (;;) {
    const inner = TRANSPARENT.has(current.type)
      ? current.namedChildren.find((child) => child?.type !== 'comment')
      : (invokedBody(current) ?? copiedArray(current));
    if (!inner) break;
    current = inner;
  }
  return current;
}

/**
 * What an arrow function called in place without arguments returns, when its body is that
 * expression: `Field(p)` of `const Fp = (() => Field(p))()`.
 */
function invokedBody(call: Node): Node | undefined {
  if (call.type !== 'call_expression') return undefined;
  const invoked = call.childForFieldName('function');
  if (invoked?.type !== 'parenthesized_expression') return undefined;
  if ((call.childForFieldName('arguments')?.namedChildCount ?? 1) !== 0) return undefined;
  const arrow = invoked.namedChildren[0];
  const body = arrow?.type === 'arrow_function' ? arrow.childForFieldName('body') : undefined;
  return body && body.type !== 'statement_block' ? body : undefined;
}

/** What an array literal copies when it is one spread: `connectors` of `[...connectors]`. */
function copiedArray(array: Node): Node | undefined {
  if (array.type !== 'array') return undefined;
  const elements = array.namedChildren.filter((child) => child?.type !== 'comment');
  const [spread] = elements;
  return elements.length === 1 && spread?.type === 'spread_element'
    ? (spread.namedChildren[0] ?? undefined)
    : undefined;
}
