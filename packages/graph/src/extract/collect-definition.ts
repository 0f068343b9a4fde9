// A `definition.*` match: one function, method, class or guard with what its signature says.
import type { Node } from 'web-tree-sitter';
import type { DefinitionKind, LanguageId } from '../model.js';
import {
  callbackTypesOf,
  dispatchOwner,
  dispatchTypeNames,
  predicateTypes,
  parameterLimit,
  requiredParameters,
  returnTypeOf,
  withTypeSlots,
} from './typescript-types.js';
import { pythonInferredReturns } from './python-inferred-returns.js';
import { indexSignatureRecord } from './type-names.js';
import {
  isCachedProperty,
  isConditional,
  isOverload,
  isPropertyGetter,
  isPropertySetter,
  pythonAnnotatedReturns,
} from './python.js';
import { addMemberParameters } from './implemented-members.js';
import {
  constructedReturns,
  returnedCalls,
  returnedValue,
  returnsThisParameter,
  constructedArgumentMark,
  constructedParameter,
} from './constructed-returns.js';
import { fieldElementReturns } from './field-element-returns.js';
import { overloadReturns } from './overload-returns.js';
import {
  enclosingBlock,
  moduleVariableOf,
  OBJECT_CONTAINER,
  returnedTypes,
  returnsThis,
} from './node-facts.js';
import { JAVASCRIPT_LIKE, TYPESCRIPT } from './capture-languages.js';
import type { Collected, Parts, RawDefinition } from './raw-facts.js';
import { inlineTypeName, objectTypeNames, typeNamed } from './type-facts.js';
import { returnedObject } from './returned-objects.js';
import { addFieldObjectMethod } from './field-objects.js';

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

/** Declarations named through the TypeScript namespace around them (`NS.f`, `new NS.Class()`). */
const NAMESPACED = new Set(['function', 'class']);

/** The TypeScript namespaces around a declaration (`namespace A { namespace B.C { … } }`: `A.B.C`). */
function namespaceOf(declaration: Node): string {
  let path = '';
  for (let node = declaration.parent; node; node = node.parent)
    if (node.type === 'internal_module') {
      const name = node.childForFieldName('name');
      if (name?.type !== 'identifier' && name?.type !== 'nested_identifier') return '';
      path = path ? `${name.text}.${path}` : name.text;
    }
  return path;
}

/**
 * Where a declaration's decorators begin when the grammar puts them before its node: a method's are
 * its class body's children (`@bound m() {}`), an exported class's the export statement's.
 */
function decoratedStart(declaration: Node): number {
  let start = declaration.startIndex;
  if (declaration.type === 'method_definition')
    for (
      let before = declaration.previousNamedSibling;
      before?.type === 'decorator';
      before = before.previousNamedSibling
    )
      start = before.startIndex;
  else if (declaration.parent?.type === 'export_statement')
    for (const child of declaration.parent.namedChildren)
      if (child?.type === 'decorator') return Math.min(start, child.startIndex);
  return start;
}

/** Class methods: with a body, or abstract (`abstract get session(): Session`). */
const METHODS = new Set(['method_definition', 'abstract_method_signature']);

/** What a class's method is: an accessor, abstract, static, and the arguments it takes. */
function methodFacts(
  main: Node,
  name: Node,
  language: LanguageId,
): Pick<RawDefinition, 'accessor' | 'abstract' | 'static' | 'parameterLimit'> {
  const method = METHODS.has(main.type);
  return {
    accessor: method && isAccessor(name),
    abstract: main.type === 'abstract_method_signature',
    static:
      main.type === 'method_definition' && main.children.some((child) => child?.type === 'static'),
    parameterLimit: method && TYPESCRIPT.has(language) ? parameterLimit(main) : undefined,
  };
}

/** `get x()` / `set x(v)`: the keyword is the token right before the method's name. */
function isAccessor(name: Node): boolean {
  const before = name.previousSibling?.type;
  return before === 'get' || before === 'set';
}

/** Function expressions, which may name themselves (`function g() {}`, `function* g() {}`). */
const FUNCTION_EXPRESSIONS = new Set(['function_expression', 'generator_function']);

/**
 * A function the language service names no caller of its own, its calls the code's around it: one
 * assigned to a property (`handlers.mousedown = (view) => …`), held in a `let` or `var`, or in a
 * class field not named by an identifier (`#setState = (state) => …`: the class's), unless it is a
 * named function expression.
 */
function heldWithoutDeclaring(main: Node): boolean {
  // A named function expression (`mock.reset = function reset() {…}`) is a caller of its own.
  const held = main.childForFieldName(main.type === 'assignment_expression' ? 'right' : 'value');
  if (FUNCTION_EXPRESSIONS.has(held?.type ?? '') && held?.childForFieldName('name')) return false;
  if (main.type === 'assignment_expression') return true;
  if (main.type === 'public_field_definition')
    return main.childForFieldName('name')?.type !== 'property_identifier';
  const declaration = main.type === 'variable_declarator' ? main.parent : null;
  return (
    declaration?.type === 'variable_declaration' ||
    (declaration?.type === 'lexical_declaration' &&
      declaration.childForFieldName('kind')?.type === 'let')
  );
}

/**
 * The name of a named function expression assigned to a member (`Map.prototype.get =\n function
 * get() {…}`): where the function names itself, as the language service does.
 */
function ownName(main: Node): Node | undefined {
  if (main.type !== 'assignment_expression') return undefined;
  const held = main.childForFieldName('right');
  return FUNCTION_EXPRESSIONS.has(held?.type ?? '')
    ? (held?.childForFieldName('name') ?? undefined)
    : undefined;
}

/** What holds a function and names it already: `const f = function g() {}` is one definition, `f`. */
const NAMING_HOLDERS = new Set([
  'variable_declarator',
  'public_field_definition',
  'field_definition',
  'assignment_expression',
]);

/** A TypeScript definition's callbacks' parameter types and its overloads' return types. */
function addSignatureFacts(collected: Collected, parts: Parts): void {
  const { main } = parts;
  const callbacks = parts.kind !== 'class' ? callbackTypesOf(main) : undefined;
  if (callbacks) collected.callbackTypes.set(main.startIndex, callbacks);
  const overloads = overloadReturns(main);
  if (overloads) collected.overloadReturns.set(main.startIndex, overloads);
}

export function addDefinition(
  collected: Collected,
  parts: Parts,
  name: Node,
  language: LanguageId,
): void {
  const { main } = parts;
  if (FUNCTION_EXPRESSIONS.has(main.type) && NAMING_HOLDERS.has(main.parent?.type ?? '')) return;
  const text = name.text.replace(/^['"]|['"]$/g, '');
  const start = main.startIndex;
  const returned = TYPESCRIPT.has(language) ? returnTypeOf(main) : null;
  // A type guard returns a boolean: what it says is the type it narrows its argument to.
  const narrowed = returned ? predicateTypes(returned) : undefined;
  // A Python return annotation: the classes of the value (`-> Optional["Console"]`).
  const annotation = language === 'python' ? main.childForFieldName('return_type') : null;
  const classes = annotation ? pythonAnnotatedReturns(main, annotation) : [];
  const inferred = language === 'python' && !annotation ? pythonInferredReturns(main) : [];
  if (classes.length > 0) collected.returnTypes.set(start, classes);
  else if (inferred.length > 0) collected.returnTypes.set(start, inferred);
  else if (narrowed) collected.narrows.set(start, narrowed);
  else if (returned && returnsThisParameter(main, returned))
    collected.returnTypes.set(start, ['this']);
  else if (returned) {
    // `make(): { db: Database }`: `make().db` is a Database.
    const types =
      objectTypeNames(collected, `${text}@${start}`, 'return', returned) ??
      withTypeSlots(returned, returnedTypes(returned));
    const constructed = constructedParameter(main, returned);
    collected.returnTypes.set(
      start,
      constructed === undefined ? types : [constructedArgumentMark(constructed), ...types],
    );
  } else if (JAVASCRIPT_LIKE.has(language) && returnsThis(main))
    collected.returnTypes.set(start, ['this']);
  else if (JAVASCRIPT_LIKE.has(language)) addInferredReturns(collected, main, `${text}@${start}`);
  if (TYPESCRIPT.has(language)) addSignatureFacts(collected, parts);
  if (main.type === 'method_definition') {
    // Methods of an object literal share it as their container (`this.` reaches siblings).
    const parent = main.parent;
    if (parent?.type === 'object') {
      collected.objectOf.set(start, parent.startIndex);
      // A module-level object of methods (`export const api = { m() {} }`): an instance of its own.
      const holder = moduleVariableOf(parent);
      if (holder) collected.instances.set(holder, [`${OBJECT_CONTAINER}${parent.startIndex}>`]);
      addFieldObjectMethod(collected, parent, text);
    }
    if (TYPESCRIPT.has(language)) {
      const dispatch = dispatchOwner(main);
      const types = dispatch?.owner ? dispatchTypeNames(dispatch.owner) : (dispatch?.types ?? []);
      if (dispatch)
        collected.polymorphic.set(start, {
          types,
          required: requiredParameters(main),
          ...(dispatch.passedTo ? { passedTo: dispatch.passedTo } : {}),
        });
      if (parent?.type === 'object') addMemberParameters(collected, parent, main, text);
    }
  }
  if (TYPESCRIPT.has(language)) addTypeShape(collected, parts, text);
  // An asserted guard's initializer (`make(Store) as …`) runs at the top of its file, not in it.
  const guard = parts.kind === 'guard';
  const namespace = TYPESCRIPT.has(language) && NAMESPACED.has(parts.kind) ? namespaceOf(main) : '';
  collected.definitions.push({
    name: text,
    kind: guard ? 'function' : (parts.kind as DefinitionKind),
    start,
    scopeStart: JAVASCRIPT_LIKE.has(language) ? decoratedStart(main) : start,
    end: main.endIndex,
    startLine: main.startPosition.row + 1,
    endLine: main.endPosition.row + 1,
    nameLine: (ownName(main) ?? name).startPosition.row + 1,
    exported: isExported(main, language, text),
    ...(namespace ? { namespace } : {}),
    block: JAVASCRIPT_LIKE.has(language) ? enclosingBlock(main) : undefined,
    property: language === 'python' && isPropertyGetter(main),
    cached: language === 'python' && isCachedProperty(main),
    setter: language === 'python' && isPropertySetter(main),
    overload: language === 'python' && isOverload(main),
    conditional: language === 'python' && isConditional(main),
    ...methodFacts(main, name, language),
    caller: !guard && !heldWithoutDeclaring(main),
  });
}

/**
 * What a JavaScript or TypeScript function with no return type written says it returns: the
 * classes it constructs, the elements of a field it holds, or an object literal of values it
 * constructs (a test's fixture factory), whose own object type, `<name@start>{return}`, types
 * `make().manager` and `const { manager } = make()`.
 */
function addInferredReturns(collected: Collected, main: Node, owner: string): void {
  const start = main.startIndex;
  const constructedClasses = constructedReturns(main);
  const elements = constructedClasses.length > 0 ? [] : fieldElementReturns(main);
  if (constructedClasses.length > 0)
    return void collected.returnTypes.set(start, constructedClasses);
  if (elements.length > 0) return void collected.returnTypes.set(start, elements);
  const returned = returnedObject(main);
  if (!returned) {
    const calls = returnedCalls(main);
    if (calls.length > 0) collected.returnedCalls.set(start, calls);
    const value = returnedValue(main);
    if (value) collected.returnedValues.set(start, value);
    return;
  }
  const facts = typeNamed(collected, inlineTypeName(owner, 'return'), 'interface');
  facts.object = true;
  if (returned.fields) facts.fields = returned.fields;
  if (returned.namedValues) facts.namedValues = returned.namedValues;
  if (returned.held) collected.returnedMembers.set(start, { facts, members: returned.held });
  collected.returnTypes.set(start, [facts.name]);
}

/**
 * A generic class or interface (`List<T>`): the names a value's type writes after it are its
 * arguments (`lines: List<Line>`). An interface of index signatures only, extending nothing
 * (`interface RefsMap<S> { [url: string]: Ref<S> }`), is a `Record<string, Ref<S>>`.
 */
function addTypeShape(collected: Collected, parts: Parts, text: string): void {
  const { main, kind } = parts;
  if (kind !== 'class' && kind !== 'interface') return;
  if (main.childForFieldName('type_parameters')) typeNamed(collected, text, kind).generic = true;
  const body = kind === 'interface' ? main.childForFieldName('body') : null;
  const extending = main.namedChildren.some((child) => child?.type === 'extends_type_clause');
  const record = body && !extending ? indexSignatureRecord(body) : undefined;
  if (record) typeNamed(collected, text, 'interface').aliasOf = record;
}
