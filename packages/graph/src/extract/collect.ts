// What the query's matches say about one file, before definitions are nested and references
// scoped. One small function per kind of match: each is optimised on its own, so a branch seen for
// the first time late in a build recompiles only its own function, not the whole extraction.
import type { Node, QueryMatch } from 'web-tree-sitter';
import type { LanguageId } from '../model.js';
import type { DefinitionKind, ReferenceKind } from '../model.js';
import {
  argumentCount,
  callbackTypesOf,
  dispatchOwner,
  dispatchTypeNames,
  predicateTypes,
  requiredParameters,
  returnTypeOf,
} from './typescript-types.js';
import {
  attributeRole,
  defaultsToItsOwnName,
  isCachedProperty,
  hasTypeComment,
  isConditional,
  typeCommentOfLine,
  isOverload,
  parameterType,
  pythonCallOf,
  pythonReturnedTypes,
  localFunctionReturnType,
  takesRunnerForValue,
} from './python.js';
import { addCallback, addCopy, addImplementingParameters, addNarrowing } from './bound-types.js';
import { constructedReturns } from './constructed-returns.js';
import { addAlias, addAttribute, addTypeFact } from './type-facts.js';
import {
  callOf,
  callsOwnField,
  enclosingBlock,
  getterTypeArguments,
  insideFunction,
  isPropertyGetter,
  moduleVariableOf,
  OBJECT_CONTAINER,
  returnedTypes,
  returnsThis,
  shadows,
  withoutAssertion,
} from './node-facts.js';
import type { Collected, Parts } from './raw-facts.js';

const JAVASCRIPT_LIKE = new Set<string>(['typescript', 'tsx', 'javascript']);
const TYPESCRIPT = new Set<string>(['typescript', 'tsx']);

const captureNames = new Map<string, [string, string]>();

/** `definition.function` → [`definition`, `function`], split once per capture name. */
function captureParts(name: string): [string, string] {
  let parts = captureNames.get(name);
  if (!parts) {
    const [group = '', kind = ''] = name.split('.');
    parts = [group, kind];
    captureNames.set(name, parts);
  }
  return parts;
}

function isExported(node: Node, language: LanguageId, name: string): boolean {
  switch (language) {
    case 'go':
      return /^[A-Z]/.test(name);
    case 'python':
      return !name.startsWith('_');
    case 'typescript':
    case 'tsx':
    case 'javascript': {
      // `export function f`, `export const f = () => …`, `export class C`.
      let current: Node | null = node;
      for (let depth = 0; current && depth < 3; depth++, current = current.parent) {
        if (current.type === 'export_statement') return true;
      }
      return false;
    }
    default:
      return true;
  }
}

/** `get x()` / `set x(v)`: the keyword is the token right before the method's name. */
function isAccessor(name: Node): boolean {
  const before = name.previousSibling?.type;
  return before === 'get' || before === 'set';
}

/** What holds a function and names it already: `const f = function g() {}` is one definition, `f`. */
const NAMING_HOLDERS = new Set([
  'variable_declarator',
  'public_field_definition',
  'field_definition',
  'assignment_expression',
]);

function addDefinition(collected: Collected, parts: Parts, name: Node, language: LanguageId): void {
  const { main } = parts;
  if (main.type === 'function_expression' && NAMING_HOLDERS.has(main.parent?.type ?? '')) return;
  const text = name.text.replace(/^['"#]|['"]$/g, '');
  const start = main.startIndex;
  const returned = TYPESCRIPT.has(language) ? returnTypeOf(main) : null;
  // A type guard returns a boolean: what it says is the type it narrows its argument to.
  const narrowed = returned ? predicateTypes(returned) : undefined;
  // A Python return annotation: the classes of the value (`-> Optional["Console"]`).
  const annotation = language === 'python' ? main.childForFieldName('return_type') : null;
  const classes = annotation ? pythonReturnedTypes(annotation.text) : [];
  if (classes.length > 0) collected.returnTypes.set(start, classes);
  else if (narrowed) collected.narrows.set(start, narrowed);
  else if (returned) collected.returnTypes.set(start, returnedTypes(returned));
  else if (JAVASCRIPT_LIKE.has(language) && returnsThis(main))
    collected.returnTypes.set(start, ['this']);
  else if (JAVASCRIPT_LIKE.has(language)) {
    const constructedClasses = constructedReturns(main);
    if (constructedClasses.length > 0) collected.returnTypes.set(start, constructedClasses);
  }
  const callbacks =
    TYPESCRIPT.has(language) && parts.kind !== 'class' ? callbackTypesOf(main) : undefined;
  if (callbacks) collected.callbackTypes.set(start, callbacks);
  if (main.type === 'method_definition') {
    // Methods of an object literal share it as their container (`this.` reaches siblings).
    const parent = main.parent;
    if (parent?.type === 'object') {
      collected.objectOf.set(start, parent.startIndex);
      // A module-level object of methods (`export const api = { m() {} }`): an instance of its own.
      const holder = moduleVariableOf(parent);
      if (holder) collected.instances.set(holder, [`${OBJECT_CONTAINER}${parent.startIndex}>`]);
    }
    if (TYPESCRIPT.has(language)) {
      const dispatch = dispatchOwner(main);
      const types = dispatch?.owner ? dispatchTypeNames(dispatch.owner) : [];
      if (dispatch)
        collected.polymorphic.set(start, {
          types,
          required: requiredParameters(main),
          ...(dispatch.passedTo ? { passedTo: dispatch.passedTo } : {}),
        });
      if (parent?.type === 'object' && types.length > 0)
        addImplementingParameters(collected, main, text, types);
    }
  }
  // An asserted guard's initializer (`make(Store) as …`) runs at the top of its file, not in it.
  const guard = parts.kind === 'guard';
  collected.definitions.push({
    name: text,
    kind: guard ? 'function' : (parts.kind as DefinitionKind),
    start,
    end: main.endIndex,
    startLine: main.startPosition.row + 1,
    endLine: main.endPosition.row + 1,
    nameLine: name.startPosition.row + 1,
    exported: isExported(main, language, text),
    block: JAVASCRIPT_LIKE.has(language) ? enclosingBlock(main) : undefined,
    property: language === 'python' && isPropertyGetter(main),
    cached: language === 'python' && isCachedProperty(main),
    overload: language === 'python' && isOverload(main),
    conditional: language === 'python' && isConditional(main),
    accessor: main.type === 'method_definition' && isAccessor(name),
    abstract: main.type === 'abstract_method_signature',
    static:
      main.type === 'method_definition' && main.children.some((child) => child?.type === 'static'),
    caller: !guard && (main.type !== 'assignment_expression' || !insideFunction(main)),
  });
}

function addReference(
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
  let referenceKind = kind;
  if (kind === 'property') {
    // An attribute ends with its name: the character after it tells most roles.
    const role = attributeRole(main, cleanSource?.[name.startIndex + text.length]);
    if (role === 'write') return;
    if (role === 'call') referenceKind = 'method';
  }
  // Private names (`this.#run()`, `this.#driver`) are defined without their `#`.
  const receiverText = receiver?.text.replace(/^this\.#/, 'this.');
  collected.references.push({
    name: text.startsWith('#') ? text.slice(1) : text,
    receiver:
      receiverText === undefined || receiverText.length <= 80 ? receiverText : '<expression>',
    receiverCall: !receiver
      ? undefined
      : language === 'python'
        ? pythonCallOf(receiver)
        : kind === 'method' && JAVASCRIPT_LIKE.has(language)
          ? callOf(receiver)
          : undefined,
    kind: referenceKind as ReferenceKind,
    arguments:
      kind === 'method' && JAVASCRIPT_LIKE.has(language)
        ? argumentCount(main).arguments
        : undefined,
    start: main.startIndex,
    line: main.startPosition.row + 1,
  });
  if (kind === 'method' && JAVASCRIPT_LIKE.has(language)) addTakenMethod(collected, parts, text);
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
      kind: 'call',
      arguments: undefined,
      start: main.startIndex,
      line: main.startPosition.row + 1,
    });
  if (receiver?.type !== 'member_expression') return;
  const object = receiver.childForFieldName('object');
  const property = receiver.childForFieldName('property');
  if (!object || object.type === 'this' || property?.type !== 'property_identifier') return;
  collected.references.push({
    name: property.text,
    receiver: object.text.length <= 80 ? object.text.replace(/^this\.#/, 'this.') : '<expression>',
    receiverCall: callOf(object),
    kind: 'method',
    arguments: undefined,
    start: main.startIndex,
    line: main.startPosition.row + 1,
  });
}

/** `binding.*` (a local name, maybe typed) and `typed.field` (a typed field, `this.<name>`). */
function addBinding(collected: Collected, parts: Parts, name: Node): void {
  const { main, group, kind } = parts;
  if (parts.owner && !typeCommentOfLine(parts.owner, main)) return;
  const text = name.text;
  // A Python field set from a parameter (`self.md = md`) has the parameter's written type.
  const owner = parts.callee
    ? parameterType(main, parts.callee.text)
    : kind === 'field' && parts.owner
      ? (localFunctionReturnType(parts.owner) ?? parts.owner)
      : parts.owner;
  if (group === 'binding' && !(kind === 'parameter' && defaultsToItsOwnName(main))) {
    collected.locals.add(text);
    // Only a variable can be bound to a function or a `require` (and so not shadow).
    if (kind !== 'variable' || shadows(main))
      collected.localBindings.push({ name: text, node: main });
  }
  if (!owner) return;
  // A function's written `this` (`function (this: Subscriber<T>) {}`) is its own only.
  const fn = text === 'this' ? main.parent?.parent : undefined;
  collected.typedBindings.push({
    name: kind === 'field' ? `this.${text.replace(/^#/, '')}` : text,
    type: owner,
    start: main.startIndex,
    ...(fn ? { end: fn.endIndex } : {}),
    field: kind === 'field',
  });
}

/** `assigned.call`: a variable holding what a call returned; `assigned.field`, a field's value. */
function addAssigned(collected: Collected, parts: Parts, name: Node): void {
  const { main, callee, kind } = parts;
  const receiver = parts.receiver && withoutAssertion(parts.receiver);
  if (!callee || (main.type === 'assignment' && hasTypeComment(main))) return;
  if (kind === 'copy') return addCopy(collected, parts, name);
  // `v = Vec2.zero()` in a class body: the field `this.v` holds the call's value.
  if (kind === 'fieldCall')
    return void collected.typedBindings.push({
      name: `this.${name.text.replace(/^#/, '')}`,
      call: { callee: callee.text, ...(receiver ? { receiver: receiver.text } : {}) },
      start: main.startIndex,
      field: true,
    });
  // `for (const x of xs)`: an element of what `xs` is (the receiver itself, no callee).
  if (kind === 'iterated' && receiver)
    return void collected.typedBindings.push({
      name: name.text,
      call: { callee: '', receiver: receiver.text, element: true },
      start: main.startIndex,
      field: false,
    });
  // `const v = this.body.velocity.v`: the chain of fields before the last one, read one by one;
  // `const light = this.createLight().setName(n)`: the calls before the last one.
  const chained =
    (receiver?.type === 'member_expression' && !/^this\.#?[\w$]+$/.test(receiver.text)) ||
    receiver?.type === 'call_expression';
  const chain = chained ? callOf(receiver) : undefined;
  if (chained && chain === undefined) return;
  // `const ast = this.f()` with `f` a field of function type: no method's return types it.
  if (kind === 'call' && receiver?.type === 'this' && callsOwnField(main, callee.text)) return;
  const typeArguments = kind === 'call' ? getterTypeArguments(main, callee.text) : undefined;
  collected.typedBindings.push({
    name: name.text,
    call: {
      callee: callee.text.replace(/^#/, ''),
      ...(typeArguments ? { typeArguments } : {}),
      // `this.#rows.first()`: private fields are defined without their `#`.
      ...(chain
        ? { of: chain }
        : receiver
          ? { receiver: receiver.text.replace(/^this\.#/, 'this.') }
          : {}),
      ...(kind === 'field' || kind === 'fieldElement' ? { field: true as const } : {}),
      ...(kind === 'element' || kind === 'fieldElement' ? { element: true as const } : {}),
    },
    // Python's variable holds the value from the end of its assignment: in `options =
    // options.update_width(w)` the receiver is what `options` was before.
    start: main.type === 'assignment' ? main.endIndex : main.startIndex,
    field: false,
  });
}

/** The captures of a match, or none when it lacks its main capture. */
function partsOf(match: QueryMatch): Parts | undefined {
  let main: Node | undefined;
  let mainName = '';
  let name: Node | undefined;
  let receiver: Node | undefined;
  let owner: Node | undefined;
  let callee: Node | undefined;
  let guard: Node | undefined;
  for (const capture of match.captures) {
    if (capture.name === 'name') name = capture.node;
    else if (capture.name === 'receiver') receiver = capture.node;
    else if (capture.name === 'owner') owner = capture.node;
    else if (capture.name === 'callee') callee = capture.node;
    else if (capture.name === 'guard') guard = capture.node;
    else {
      main = capture.node;
      mainName = capture.name;
    }
  }
  if (!main) return undefined;
  const [group, kind] = captureParts(mainName);
  // A pattern whose main node is its name captures it once (`(parameters (identifier) @binding.parameter)`).
  return { main, group, kind, name: name ?? main, receiver, owner, callee, guard };
}

/** Sorts what the matches of the language's query over one file say. */
export function collectMatches(
  matches: readonly QueryMatch[],
  language: LanguageId,
  /** The parsed text, when it parsed without errors. */
  cleanSource: string | undefined,
): Collected {
  const collected: Collected = {
    definitions: [],
    references: [],
    typedBindings: [],
    locals: new Set(),
    localBindings: [],
    moduleStatements: [],
    polymorphic: new Map(),
    returnTypes: new Map(),
    narrows: new Map(),
    callbackTypes: new Map(),
    objectOf: new Map(),
    types: new Map(),
    instances: new Map(),
  };
  for (const match of matches) {
    const parts = partsOf(match);
    if (parts?.group === 'module') {
      collected.moduleStatements.push(parts.main);
      continue;
    }
    if (parts?.group === 'callback') {
      addCallback(collected, parts);
      continue;
    }
    const name = parts?.name;
    if (!parts || !name) continue;
    if (language === 'python' && takesRunnerForValue(parts)) continue;
    switch (parts.group) {
      case 'definition':
        addDefinition(collected, parts, name, language);
        break;
      case 'reference':
        addReference(collected, parts, name, language, cleanSource);
        break;
      case 'binding':
      case 'typed':
        addBinding(collected, parts, name);
        break;
      case 'assigned':
        addAssigned(collected, parts, name);
        break;
      case 'narrowed':
        addNarrowing(collected, parts, name);
        break;
      case 'attribute':
        addAttribute(collected, parts, name);
        break;
      case 'member':
      case 'supertypes':
        addTypeFact(collected, parts, name, language);
        break;
      case 'alias':
        addAlias(collected, parts, name, language);
        break;
    }
  }
  return collected;
}
