// A `reference.*` match: a call, a method call, a property read or a JSX element, and the
// method a function's own `bind`/`call`/`apply` runs.
import { unwrapped } from './unwrapped.js';
import type { Node } from 'web-tree-sitter';
import type { LanguageId, ReferenceKind } from '../model.js';
import { argumentCount, typeNames } from './typescript-types.js';
import { attributeRole, pythonCallOf, pythonCastTypes } from './python.js';
import {
  assertedType,
  callOf,
  constructedClass,
  enclosingClassName,
  withoutAssertion,
} from './node-facts.js';
import { JAVASCRIPT_LIKE } from './capture-languages.js';
import { constructedIn } from './constructed-returns.js';
import { isBuiltinType } from '../resolve/builtins.js';
import type { Collected, Parts } from './raw-facts.js';

export function addReference(
  collected: Collected,
  parts: Parts,
  name: Node,
  language: LanguageId,
  cleanSource: string | undefined,
): void {
  const { main, kind } = parts;
  const receiver = parts.receiver && withoutAssertion(parts.receiver);
  const text = name.text;
  // `<div>` is an element, not a call of a `div` in scope.
  if (kind === 'jsx' && receiver === undefined && /^[a-z]|-/.test(text)) return;
  // `node instanceof FacetNode` tests a value's class: it neither calls it nor passes it on.
  if (kind === 'value' && main.type === 'binary_expression' && isInstanceTest(main)) return;
  // `(isDev as Mock).mockReturnValue(false)`: the function's own property, not the function.
  if (kind === 'value' && ASSERTIONS.has(main.type) && ownPropertyRead(main)) return;
  // `this.m` read as a value: its call (`this.m()`) is a method reference, its write no use;
  // `this.constructor` is the object's class, whichever it is.
  if (
    kind === 'value' &&
    main.type === 'member_expression' &&
    (text === 'constructor' || !readAsValue(main))
  )
    return;
  // An attribute ends with its name: the character after it tells most roles.
  const kinds =
    kind === 'property'
      ? attributeKinds(attributeRole(main, cleanSource?.[name.startIndex + text.length]), language)
      : [kind as ReferenceKind];
  const receiverText = receiver?.text;
  for (const referenceKind of kinds)
    collected.references.push({
      name: text,
      receiver:
        receiverText === undefined || receiverText.length <= 80 ? receiverText : '<expression>',
      receiverCall: !receiver
        ? undefined
        : language === 'python'
          ? pythonCallOf(receiver)
          : kind === 'method' && JAVASCRIPT_LIKE.has(language)
            ? callOf(receiver)
            : undefined,
      assertedTypes: !receiver
        ? undefined
        : language === 'python'
          ? pythonCastTypes(receiver)
          : assertedTypes(receiver),
      kind: referenceKind,
      arguments:
        kind === 'method' && JAVASCRIPT_LIKE.has(language)
          ? argumentCount(main).arguments
          : undefined,
      start: main.startIndex,
      line: main.startPosition.row + 1,
    });
  if (kind === 'method' && JAVASCRIPT_LIKE.has(language)) addTakenMethod(collected, parts, text);
}

/**
 * Whether a member expression is read for its value: not the function of a call (`this.m()`,
 * `this.m!()`), not the left of an assignment, not the object of a property or an element
 * (`this.m.bind(this)`, `this.handlers[k]`): each of those begins where its first child does.
 */
function readAsValue(member: Node): boolean {
  let inner = member;
  let parent = member.parent;
  while (parent?.type === 'non_null_expression') {
    inner = parent;
    parent = parent.parent;
  }
  return parent?.startIndex !== inner.startIndex || !READ_THROUGH.has(parent.type);
}

/** Expressions whose first child is read for them, not as a value of its own. */
const READ_THROUGH = new Set([
  'call_expression',
  'assignment_expression',
  'augmented_assignment_expression',
  'member_expression',
  'subscript_expression',
]);

/** Whether a binary expression is `value instanceof Class`. */
function isInstanceTest(expression: Node): boolean {
  return expression.childForFieldName('operator')?.type === 'instanceof';
}

/**
 * The types a receiver is asserted to be (`(prop as InstancedMesh).listAttributes()`, `(x as
 * unknown as T)`) or constructed as (`new FunctionLocator(func).setTimeout(t)`, which may be a
 * method it inherits), when they name any; undefined for other receivers.
 */
function assertedTypes(receiver: Node): string[] | undefined {
  // Also in place of a missing value: `(obj || new Int()).__init(bb)`, `??` too.
  const value = unwrapped(receiver);
  // `new this({ cancellable: true }).run(fn)` in a static method: the class around it.
  const direct = constructedClass(value) ?? constructedThis(value);
  const constructed = direct
    ? [direct]
    : value.type === 'binary_expression'
      ? constructedIn(value)
      : [];
  // A builtin's (`new Set(this).union(other)`) is no class of the repository's.
  if (constructed.length > 0) return constructed.some(isBuiltinType) ? undefined : constructed;
  const type = assertedType(receiver);
  const names = type ? typeNames(type) : [];
  return names.length > 0 ? names : undefined;
}

/**
 * The references an attribute is, by its role: a method call, a read, and in Python a write, which
 * runs a property's setter (`self.total = 3`; `self.depth += 1` reads, then writes). Elsewhere a
 * write is no reference.
 */
function attributeKinds(
  role: ReturnType<typeof attributeRole>,
  language: LanguageId,
): ReferenceKind[] {
  if (role === 'call') return ['method'];
  if (role === 'read') return ['property'];
  const written: ReferenceKind[] = language === 'python' ? ['write'] : [];
  return role === 'update' ? ['property', ...written] : written;
}

/** A function's own methods that run it or bind it to run later. */
export const FUNCTION_USES = new Set(['bind', 'call', 'apply']);

/**
 * `state.start.bind(state)`, `value.m.call(x)`, `f.call(x)`: the method (the function) runs, or is
 * bound to run, as `state.start()` (`f()`) would — one more reference, the method's (`this.m.bind(this)` is resolved as
 * `this.m()` already). A field holding a function's `call` (`value.client.call(request)`) keeps
 * its own reference, and the field is no method of the value.
 */
function addTakenMethod(collected: Collected, parts: Parts, name: string): void {
  const { main, receiver } = parts;
  if (!FUNCTION_USES.has(name)) return;
  // `compileSchema.call(this, env)`: the function runs with a `this` of the caller's choosing.
  // A capitalised name is a namespace's or class's own method (`Effect.bind`, `Option.bind`).
  if (receiver?.type === 'identifier' && !/^[A-Z]/.test(receiver.text))
    return void collected.references.push({
      name: receiver.text,
      receiver: undefined,
      receiverCall: undefined,
      assertedTypes: undefined,
      kind: 'call',
      arguments: undefined,
      through: name,
      start: main.startIndex,
      line: main.startPosition.row + 1,
    });
  if (receiver?.type !== 'member_expression') return;
  const object = receiver.childForFieldName('object');
  const property = receiver.childForFieldName('property');
  if (!object || object.type === 'this' || property?.type !== 'property_identifier') return;
  collected.references.push({
    name: property.text,
    receiver: object.text.length <= 80 ? object.text : '<expression>',
    receiverCall: callOf(object),
    assertedTypes: undefined,
    kind: 'method',
    arguments: undefined,
    start: main.startIndex,
    line: main.startPosition.row + 1,
  });
}

/** Expressions asserting a value's type (`x as T`, `x satisfies T`), which leave the value as it is. */
const ASSERTIONS = new Set(['as_expression', 'satisfies_expression']);

/** Whether an asserted value is read a property or key of (`(fn as Mock).calls`, `(C as R)[k]`). */
function ownPropertyRead(assertion: Node): boolean {
  let value = assertion;
  while (
    value.parent &&
    (ASSERTIONS.has(value.parent.type) || value.parent.type === 'parenthesized_expression')
  )
    value = value.parent;
  const reader = value.parent;
  return (
    (reader?.type === 'member_expression' || reader?.type === 'subscript_expression') &&
    reader.childForFieldName('object')?.id === value.id
  );
}

/** The class around `new this(…)` (a static method's), by name. */
function constructedThis(node: Node): string | undefined {
  const constructor = node.type === 'new_expression' ? node.childForFieldName('constructor') : null;
  return constructor?.type === 'this' ? enclosingClassName(node)?.text : undefined;
}
