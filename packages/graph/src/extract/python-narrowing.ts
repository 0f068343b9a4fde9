// Python receivers narrowed by a test of their class, as pyright narrows them: `isinstance(x, C)`
// (`isinstance(x, (A, B))`: either class) and `type(x) is C` (`==`), wherever the test makes the
// condition it is part of true — an `if`'s or `elif`'s branch, a conditional expression's value
// before its `if`, the rest of an `and` chain — or
// false: the `elif`s and `else` after `if not isinstance(x, C):`, the rest of `not … or …`, and
// the rest of the block after such an `if` whose branch always leaves it, or after an `assert`.
import type { Node } from 'web-tree-sitter';
import type { Collected, Parts } from './raw-facts.js';

/** Statements that leave a block: a branch ending with one never falls through. */
const EXITS = new Set([
  'return_statement',
  'raise_statement',
  'continue_statement',
  'break_statement',
]);

/** Blocks whose rest an exit or an `assert` narrows. */
const BLOCKS = new Set(['block', 'module']);

/**
 * `narrowed.test`: `main` is the test (`isinstance(x, C)`'s call, `type(x) is C`'s comparison),
 * `name` the receiver tested, `owner` the class (or tuple of classes) tested against.
 */
export function addPythonNarrowing(collected: Collected, parts: Parts, name: Node): void {
  const { main, owner, callee } = parts;
  if (!owner || !callee) return;
  let negated: boolean;
  if (main.type === 'comparison_operator') {
    if (callee.text !== 'type') return;
    const operator = main.childrenForFieldName('operators')[0]?.text.replace(/\s+/g, ' ');
    if (operator === 'is' || operator === '==') negated = false;
    else if (operator === 'is not' || operator === '!=') negated = true;
    else return;
  } else if (callee.text === 'isinstance') negated = false;
  else return;
  const subject = narrowedSubject(name);
  if (subject === undefined) return;
  for (const [start, end] of narrowedSpans(main, negated))
    collected.typedBindings.push({ name: subject, type: owner, start, end, field: false });
}

/** A chain of attributes of a name, nothing else in it (`self.x`, `node.value.func`). */
const ATTRIBUTES = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/;

/**
 * What a test narrows, as a receiver is written: a name, or a chain of attributes (`node.value`,
 * `self.x` as a method's receivers are read, `this.x`); undefined for another expression.
 */
function narrowedSubject(subject: Node): string | undefined {
  if (subject.type === 'identifier') return subject.text;
  if (subject.type !== 'attribute') return undefined;
  const written = subject.text.replace(/\s+/g, '');
  return ATTRIBUTES.test(written) ? written.replace(/^self\./, 'this.') : undefined;
}

/**
 * Where a test holds: walking up from it through parentheses, `not` (which flips whether the
 * condition must be true or false for the test to hold) and `and` (or, flipped, `or`) chains —
 * each later operand of the chain — to the statement it is the condition of.
 */
function narrowedSpans(test: Node, negatedAtStart: boolean): [number, number][] {
  const spans: [number, number][] = [];
  let negated = negatedAtStart;
  let node = test;
  for (let parent = node.parent; parent; node = parent, parent = node.parent) {
    if (parent.type === 'parenthesized_expression') continue;
    if (parent.type === 'not_operator') {
      negated = !negated;
      continue;
    }
    if (parent.type === 'boolean_operator') {
      const operator = parent.childForFieldName('operator')?.type;
      // `isinstance(x, C) or …`: nothing after it says the test held.
      if (operator !== (negated ? 'or' : 'and')) break;
      const right = parent.childForFieldName('right');
      if (right && right.id !== node.id) spans.push([right.startIndex, right.endIndex]);
      continue;
    }
    // `v.m() if isinstance(v, C) else v`: the value before the `if`, or (failing) after `else`.
    if (parent.type === 'conditional_expression') {
      const chosen =
        parent.namedChildren[1]?.id === node.id && parent.namedChildren[negated ? 2 : 0];
      if (chosen) spans.push([chosen.startIndex, chosen.endIndex]);
    } else if (parent.type === 'if_statement' || parent.type === 'elif_clause') {
      if (parent.childForFieldName('condition')?.id === node.id)
        spans.push(...statementSpans(parent, negated));
    } else if (parent.type === 'assert_statement' && !negated) {
      const block = parent.parent;
      if (parent.firstNamedChild?.id === node.id && block && BLOCKS.has(block.type))
        spans.push([parent.endIndex, block.endIndex]);
    }
    break;
  }
  return spans;
}

/**
 * Where an `if`'s (an `elif`'s) condition holding (or, `negated`, failing) narrows: its branch;
 * the branches after it, and after an `if` whose branch always leaves, the rest of the block.
 */
function statementSpans(statement: Node, negated: boolean): [number, number][] {
  const branch = statement.childForFieldName('consequence');
  if (!branch) return [];
  if (!negated) return [[branch.startIndex, branch.endIndex]];
  const ifStatement = statement.type === 'if_statement' ? statement : statement.parent;
  const spans: [number, number][] = [];
  if (ifStatement && branch.endIndex < ifStatement.endIndex)
    spans.push([branch.endIndex, ifStatement.endIndex]);
  const block = statement.parent;
  const last = branch.lastNamedChild;
  if (
    statement.type === 'if_statement' &&
    block &&
    BLOCKS.has(block.type) &&
    last &&
    EXITS.has(last.type)
  )
    spans.push([statement.endIndex, block.endIndex]);
  return spans;
}
