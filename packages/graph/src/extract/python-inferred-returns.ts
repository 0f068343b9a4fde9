// What a Python function without a return annotation returns, when its `return` statements say so
// as a type checker infers it: a call (`return Foo(…)`, `return make_pipe()`, `return
// cls(…)`), `self`, a field of `self` (`return self._transport`) or what a method of `self`
// returns. Each is recorded as written, marked as inferred (`Foo()`, `self.x`), and looked up
// when references are resolved.
import type { Node } from 'web-tree-sitter';
import { ITEM_MARK } from './python.js';

/** Scopes of their own: their `return` and `yield` are not the function's. */
const OWN_SCOPES = new Set(['function_definition', 'class_definition', 'lambda']);

/** What the walk over a function's body looks at: its own scopes' nodes are skipped. */
const WALKED = ['return_statement', 'yield', 'assignment', ...OWN_SCOPES];

/** A tuple returned: `return conn, future`, `return (conn, future)`. */
const TUPLES = new Set(['expression_list', 'tuple']);

/** Marks a returned call (`Foo()`): what the name means is looked up where the function is. */
export const CALLED_MARK = '()';

/** A dotted name with no call, subscript or other expression in it (`mod.Foo`, `self._x`). */
const DOTTED = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;

/** The standard library's copies, whose value is of their argument's class. */
const COPIES = /^(?:copy\.copy|(?:copy\.)?deepcopy)$/;

/** What the function's own statements assign to each local name (`p = PosixPipe()`). */
type Assigned = Map<string, Node[]>;

/**
 * What one returned expression says, if anything: either branch of `a if c else b`, of `a or b`;
 * a local name, what each assignment of it in the function does (`p = PosixPipe()`, `return p`).
 */
function returnedValue(
  expression: Node | null,
  assigned: Assigned,
  found: Set<string>,
  seen = new Set<string>(),
): void {
  if (!expression) return;
  const next = (node: Node | null): void => returnedValue(node, assigned, found, seen);
  if (expression.type === 'parenthesized_expression') next(expression.namedChildren[0] ?? null);
  else if (expression.type === 'conditional_expression') {
    next(expression.namedChildren[0] ?? null);
    next(expression.namedChildren[2] ?? null);
  } else if (expression.type === 'boolean_operator') {
    next(expression.childForFieldName('left'));
    next(expression.childForFieldName('right'));
  } else if (expression.type === 'call') {
    const callee = expression.childForFieldName('function')?.text.replace(/\s+/g, '') ?? '';
    // `copy.deepcopy(self)`: a copy of its argument, of the argument's class.
    const copied = COPIES.test(callee) ? expression.childForFieldName('arguments') : null;
    if (copied?.namedChildCount === 1) return next(copied.firstNamedChild);
    // `self.a.b()` is left out: what `self.a` holds is not looked up from here.
    if (DOTTED.test(callee) && (callee.split('.').length <= 2 || !/^(?:self|cls)\./.test(callee)))
      found.add(`${callee}${CALLED_MARK}`);
  } else if (expression.type === 'identifier' && expression.text === 'self') found.add('self');
  else if (expression.type === 'identifier' && !seen.has(expression.text)) {
    seen.add(expression.text);
    for (const value of assigned.get(expression.text) ?? []) next(value);
  } else if (expression.type === 'attribute' && /^self\.[A-Za-z_]\w*$/.test(expression.text))
    found.add(expression.text);
}

/** Records `name = value` (a single name assigned) in `assigned`. */
function recordAssignment(node: Node, assigned: Assigned): void {
  const target = node.childForFieldName('left');
  const value = node.childForFieldName('right');
  if (target?.type !== 'identifier' || !value) return;
  const values = assigned.get(target.text) ?? [];
  values.push(value);
  assigned.set(target.text, values);
}

/**
 * What a function with no return annotation returns, as its own `return` statements write it
 * (not those of the functions and classes inside it): `Foo()`, `mod.make()`, `self`, `self.x`,
 * `self.m()`, a local assigned one of those. A `return` of anything else (a parameter, a literal)
 * says nothing and is left out; a generator returns none of them.
 */
export function pythonInferredReturns(definition: Node): string[] {
  if (definition.type !== 'function_definition') return [];
  const body = definition.childForFieldName('body');
  if (!body || definition.childForFieldName('return_type')) return [];
  // No `return` written, nothing to walk for (the source's text is a slice of a string at hand).
  if (!body.text.includes('return')) return [];
  const returned: Node[] = [];
  const assigned: Assigned = new Map();
  // One walk inside tree-sitter, in document order, instead of reading every node's children from
  // JavaScript; what lies inside a nested scope or a `return` is skipped by its end.
  let skippedUntil = -1;
  for (const node of body.descendantsOfType(WALKED)) {
    if (node.startIndex < skippedUntil) continue;
    // A generator's `return` is not what calling it gives.
    if (node.type === 'yield') return [];
    if (node.type === 'assignment') recordAssignment(node, assigned);
    else {
      skippedUntil = node.endIndex;
      const value = node.type === 'return_statement' ? node.firstNamedChild : null;
      if (value) returned.push(value);
    }
  }
  // The last `return` and the last assignment first, as before the walk moved into tree-sitter.
  returned.reverse();
  for (const values of assigned.values()) values.reverse();
  const found = new Set<string>();
  for (const expression of returned) {
    if (!TUPLES.has(expression.type)) returnedValue(expression, assigned, found);
    // `return conn, future`: what each item is, marked with its place.
    else
      expression.namedChildren.forEach((item, place) => {
        const said = new Set<string>();
        returnedValue(item, assigned, said);
        for (const value of said) found.add(`${place}${ITEM_MARK}${value}`);
      });
  }
  return [...found];
}
