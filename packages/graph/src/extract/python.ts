// What Python writes down about classes, read from its syntax: base classes as written.
import type { Node } from 'web-tree-sitter';
import type { ReceiverCall } from '../model.js';
import type { Parts } from './raw-facts.js';

/**
 * The base classes in a class's argument list, as written (`Base`, `sqltypes.TIME`; `Generic[T]`
 * is `Generic`): not keyword arguments (`metaclass=ABCMeta`), nor expressions that name no class.
 */
export function pythonBases(argumentList: Node): string[] {
  const bases: string[] = [];
  for (const argument of argumentList.namedChildren) {
    const base = argument?.type === 'subscript' ? argument.childForFieldName('value') : argument;
    if (base?.type === 'identifier' || base?.type === 'attribute')
      bases.push(base.text.replace(/\s+/g, ''));
  }
  return bases;
}

/** The metaclass a class's argument list names (`metaclass=ABCMeta`, `metaclass=abc.ABCMeta`). */
export function pythonMetaclass(argumentList: Node): string | undefined {
  for (const argument of argumentList.namedChildren) {
    if (argument?.type !== 'keyword_argument') continue;
    const value = argument.childForFieldName('value');
    if (
      argument.childForFieldName('name')?.text === 'metaclass' &&
      (value?.type === 'identifier' || value?.type === 'attribute')
    )
      return value.text.replace(/\s+/g, '');
  }
  return undefined;
}

/** The class around a node (whose method assigns `self.x = …`): its name. */
export function enclosingClassName(node: Node): string | undefined {
  for (let current = node.parent; current; current = current.parent)
    if (current.type === 'class_definition') return current.childForFieldName('name')?.text;
  return undefined;
}

/** The last definition whose decorators were read, and their texts: each is asked several times. */
let lastDecorated: { definition: Node; texts: readonly string[] } | undefined;

/**
 * The texts of the decorators above a Python function, `@` included, without a comment after one
 * (`@property  # type: ignore`).
 */
function decoratorTexts(definition: Node): readonly string[] {
  const last = lastDecorated;
  if (last && last.definition.id === definition.id && last.definition.tree === definition.tree)
    return last.texts;
  const decorated = definition.parent;
  const texts =
    decorated?.type !== 'decorated_definition'
      ? []
      : decorated.namedChildren.flatMap((child) => {
          if (child?.type !== 'decorator') return [];
          const expression = child.namedChildren.find(
            (part) => part !== null && part.type !== 'comment',
          );
          return [expression ? `@${expression.text}` : child.text];
        });
  lastDecorated = { definition, texts };
  return texts;
}

/** Whether a decorator above a Python function matches `pattern` (see decoratorTexts). */
function decoratedWith(definition: Node, pattern: RegExp): boolean {
  return decoratorTexts(definition).some((text) => pattern.test(text));
}

/**
 * `@property` and its kin above a Python function: `@cached_property`, `@functools.cached_property`,
 * libraries' own (`@util.memoized_property`, `@hybrid_property`, `@memoized_attribute`, `@reify`).
 */
export function isPropertyGetter(definition: Node): boolean {
  return decoratedWith(definition, /^@\s*([\w.]*\.)?(\w*property|memoized_attribute|reify)\s*$/);
}

/**
 * A property that keeps its value in the instance (`@cached_property`, `@util.memoized_property`,
 * `@memoized_attribute`, `@reify`): not a data descriptor, so an instance attribute of that name
 * hides it, where a `@property` would run its setter and getter.
 */
export function isCachedProperty(definition: Node): boolean {
  return decoratedWith(
    definition,
    /^@\s*([\w.]*\.)?(\w*cached\w*|(?!non_)\w*memoized\w*|reify)\s*$/,
  );
}

/** A property's setter (`@total.setter`, `@Base.total.setter`): a write of the attribute runs it. */
export function isPropertySetter(definition: Node): boolean {
  return decoratedWith(definition, /^@\s*[\w.]+\.\s*setter\s*$/);
}

/** An `@overload` signature (`@typing.overload`, `@t.overload`): the function's own follows it. */
export function isOverload(definition: Node): boolean {
  return decoratedWith(definition, /^@\s*([\w.]*\.)?overload\s*$/);
}

/** Generators a `@contextmanager` function is written to return: what they yield is entered. */
const YIELDING =
  /^(?:[A-Za-z_]\w*\s*\.\s*)*(?:Generator|Iterator|AsyncGenerator|AsyncIterator)\s*\[([^]*)\]$/;

/** How a returned type names what `with f() as x` binds of a `@contextmanager` function: `entered:X`. */
export const ENTERED_MARK = 'entered:';

/**
 * The classes a Python function's return annotation says it returns (see pythonReturnedTypes):
 * `def __aenter__(self: T) -> T` returns `self`, the instance it is called on, whatever its
 * class; a `@contextmanager` function written `-> Generator[Runner, None, None]` enters a
 * Runner (`entered:Runner`).
 */
export function pythonAnnotatedReturns(definition: Node, annotation: Node): string[] {
  const written = annotation.text.replace(/['"]/g, '').trim();
  // A method's own instance: its first parameter `self` written with a type variable.
  const first = definition.childForFieldName('parameters')?.namedChildren[0];
  const own =
    first?.type === 'typed_parameter' && first.namedChildren[0]?.text === 'self'
      ? first.childForFieldName('type')?.text
      : undefined;
  if (own !== undefined && /^\w+$/.test(written) && own.replace(/['"]/g, '').trim() === written)
    return ['self'];
  const returned = [...pythonReturnedTypes(annotation.text), ...pythonTupleItems(annotation.text)];
  const yielded = YIELDING.exec(written)?.[1];
  if (
    yielded === undefined ||
    !decoratedWith(definition, /^@\s*([\w.]*\.)?(async)?contextmanager\s*$/)
  )
    return returned;
  const [entered = ''] = splitTopLevel(yielded, ',');
  const entering = pythonReturnedTypes(entered).filter((type) => /^[\w.]+$/.test(type));
  return [...returned, ...entering.map((type) => `${ENTERED_MARK}${type}`)];
}

/** Statements whose body may not run: a definition under one may not be bound. */
const BRANCHES = new Set([
  'if_statement',
  'else_clause',
  'except_clause',
  'except_group_clause',
  'for_statement',
  'while_statement',
  'case_clause',
]);

/**
 * Whether a definition is under a branch of its scope (`if PY2:`, `except ImportError:`, a loop's
 * body): it may not run. A `try:` body or a `with` block runs.
 */
export function isConditional(definition: Node): boolean {
  for (let current = definition.parent; current; current = current.parent) {
    if (BRANCHES.has(current.type)) return true;
    if (
      current.type === 'module' ||
      current.type === 'function_definition' ||
      current.type === 'class_definition'
    )
      return false;
  }
  return false;
}

/** A dotted name (`models.Model`), not a part of a longer one. */
const DOTTED_NAME = /(?<![\w.])[A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)*/g;

/**
 * The names in a Python annotation or constructor call, dotted ones whole (`Optional["models.Model"]`
 * → Optional, models.Model): a module's class is looked up through the module.
 */
export function pythonTypeNames(type: Node): string[] {
  const method = typedParameterMethod(type);
  if (method !== undefined) return method;
  const names = writtenType(type).replace(/['"]/g, ' ').match(DOTTED_NAME) ?? [];
  return [...new Set(names.map((name) => name.replace(/\s+/g, '')))];
}

/** A type as written: an annotation's text, or a type comment's (`# type: Optional[Future]`). */
function writtenType(type: Node): string {
  return type.type === 'comment' ? type.text.replace(/^#\s*type:\s*/, '') : type.text;
}

/**
 * Whether a Python assignment is written with a type comment on its line (`q = make()  # type:
 * Queue`): the type written says what it holds, not the call.
 */
export function hasTypeComment(assignment: Node): boolean {
  const statement = assignment.parent;
  const comment = statement?.type === 'expression_statement' ? statement.nextSibling : null;
  return (
    comment?.type === 'comment' &&
    comment.startPosition.row === statement?.endPosition.row &&
    /^#\s*type:\s*(?!ignore)[A-Za-z_'"]/.test(comment.text)
  );
}

/**
 * Whether a Python assignment writes its variable's type itself: a type comment, or a cast
 * (`multi = t.cast(MultiCommand, ctx.command)`, `cast(…)`, `typing.cast(…)`: `callee` and
 * `receiver` are its call's) — a pattern of its own types the variable, not the call.
 */
export function writesItsType(assignment: Node, callee: Node, receiver: Node | undefined): boolean {
  const cast =
    callee.text === 'cast' &&
    (receiver === undefined || receiver.text === 't' || receiver.text === 'typing');
  return cast || hasTypeComment(assignment);
}

/**
 * The types a receiver is cast to in place (`t.cast(MultiCommand, cmd).list_commands(ctx)`,
 * `cast("Group", g).m()`, `typing.cast(…)`): the names its first argument writes; undefined for
 * other receivers.
 */
export function pythonCastTypes(receiver: Node): string[] | undefined {
  const callee = receiver.type === 'call' ? receiver.childForFieldName('function') : null;
  if (!callee || !/^((typing|t)\s*\.\s*)?cast$/.test(callee.text)) return undefined;
  const type = receiver.childForFieldName('arguments')?.namedChildren[0];
  return type ? pythonTypeNames(type) : undefined;
}

/**
 * Whether a typed binding declares a variable's type (`process: Process`, `q = make()  # type:
 * Queue`), as opposed to a parameter's type or a value it holds.
 */
export function isDeclaration(binding: { type?: Node; field: boolean }): boolean {
  const written = binding.type;
  if (!written || binding.field) return false;
  return written.type === 'comment' || written.parent?.type === 'assignment';
}

/** Whether a type comment is on the line its statement ends on (one on a line of its own is not). */
export function typeCommentOfLine(type: Node, statement: Node): boolean {
  return type.type !== 'comment' || type.startPosition.row === statement.endPosition.row;
}

/**
 * A method of a typed parameter called for a field's value (`self.stream =
 * environment._tokenize(source)` with `environment: "Environment"`): `Environment._tokenize`,
 * which the field's readers look up in the class the parameter is written with, whose method's
 * return annotation types the field.
 */
function typedParameterMethod(callee: Node): string[] | undefined {
  if (callee.type !== 'attribute' || callee.parent?.type !== 'call') return undefined;
  const object = callee.childForFieldName('object');
  const method = callee.childForFieldName('attribute');
  if (object?.type !== 'identifier' || object.text === 'self' || !method) return undefined;
  const written = parameterType(callee, object.text);
  if (!written) return undefined;
  return pythonTypeNames(written).map((type) => `${type}.${method.text}`);
}

/**
 * The module a typing name is written through, whatever it is imported as: `typing.`, `t.` (`import
 * typing as t`, as the Pallets projects write), `collections.abc.`, `typing_extensions.`.
 */
const TYPING_MODULE = String.raw`(?:[A-Za-z_]\w*\s*\.\s*)*`;

/** Annotations that say a value may be one of their arguments: `Optional[X]`, `Union[X, Y]`. */
const EITHER = new RegExp(String.raw`^${TYPING_MODULE}(?:Optional|Union)\s*\[([^]*)\]$`);

/** Containers whose first argument is what iterating or indexing them gives: `List[X]`, `Iterator[X]`. */
const CONTAINER = new RegExp(
  String.raw`^${TYPING_MODULE}(?:List|list|Sequence|MutableSequence|Iterable|Iterator|Generator|Collection|Set|set|FrozenSet|frozenset|AbstractSet|Deque|deque|Tuple|tuple)\s*\[([^]*)\]$`,
);

/** How a returned type names what a container holds: `Segment[]`. */
export const ELEMENT_MARK = '[]';

/** `Type[X]`, `type[X]`: the class X itself, whose call constructs an X. */
const CLASS_OF = new RegExp(String.raw`^${TYPING_MODULE}(?:Type|type)\s*\[([^]*)\]$`);

/** How a type names a class held as a value (`context_class: t.Type[Context]`): `type:Context`. */
export const CLASS_MARK = 'type:';

/** `text` split at each top-level `separator` (not one inside brackets). */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (character === '[') depth++;
    else if (character === ']') depth--;
    else if (character === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/**
 * The classes a function's return annotation says its value is an instance of: `-> "Console"`,
 * `-> Optional[Console]`, `-> Console | None`, `-> Table[T]` (Table). What a container holds is
 * marked apart (`-> List[Segment]`: `Segment[]`): the list's methods are not Segment's, but a loop
 * over it or an index into it gives a Segment.
 */
export function pythonReturnedTypes(annotation: string): string[] {
  const names: string[] = [];
  for (const part of splitTopLevel(annotation.replace(/['"]/g, ''), '|')) {
    const written = part.trim();
    const either = EITHER.exec(written)?.[1];
    if (either !== undefined) {
      for (const argument of splitTopLevel(either, ','))
        names.push(...pythonReturnedTypes(argument));
      continue;
    }
    const of = CLASS_OF.exec(written)?.[1];
    if (of !== undefined)
      for (const type of pythonReturnedTypes(of))
        if (/^[\w.]+$/.test(type)) names.push(`${CLASS_MARK}${type}`);
    const element = CONTAINER.exec(written)?.[1];
    if (element !== undefined) {
      const [held = ''] = splitTopLevel(element, ',');
      for (const type of pythonReturnedTypes(held))
        if (!type.endsWith(ELEMENT_MARK)) names.push(`${type}${ELEMENT_MARK}`);
      // `Iterator[Tuple[str, Command]]`: each item of an element (`1:Command[]`), for `for name,
      // command in …`.
      for (const item of pythonTupleItems(held)) names.push(`${item}${ELEMENT_MARK}`);
    }
    const name = written.replace(/\[[^]*$/, '').replace(/\s+/g, '');
    if (/^[A-Za-z_][\w.]*$/.test(name) && name !== 'None') names.push(name);
  }
  return [...new Set(names)];
}

/** `-> Tuple[A, B]`, `-> tuple[A, B]`: what each item is, not `Tuple[A, ...]` (any number of A). */
const TUPLE = new RegExp(String.raw`^${TYPING_MODULE}(?:Tuple|tuple)\s*\[([^]*)\]$`);

/**
 * The classes each item of the tuple a return annotation writes is an instance of, marked with
 * its place (`-> Tuple[Channel, Future]`: `0:Channel`, `1:Future`), for `chan, future = f()`.
 */
export function pythonTupleItems(annotation: string): string[] {
  const items = TUPLE.exec(annotation.replace(/['"]/g, '').trim())?.[1];
  if (items === undefined || /\.\.\.\s*$/.test(items)) return [];
  return splitTopLevel(items, ',').flatMap((item, place) =>
    pythonReturnedTypes(item)
      .filter((type) => !type.endsWith(ELEMENT_MARK))
      .map((type) => `${place}${ITEM_MARK}${type}`),
  );
}

/** How a returned type names a tuple's item: `1:Future`. */
export const ITEM_MARK = ':';

/** A type marked as a tuple's item. */
const TUPLE_ITEM = new RegExp(`^\\d+${ITEM_MARK}`);

/**
 * A Python field's types: the names its annotation writes (`Dict[str, Node]`: Dict, str, Node), and
 * what a container it is holds, marked apart (`list[NodeNG]`: `NodeNG[]`), for a loop over it or an
 * index into it; a class it holds (`t.Type[Context]`: `type:Context`), for a call of it.
 */
export function pythonFieldTypes(type: Node, typeNamesOf: (type: Node) => string[]): string[] {
  const names = typeNamesOf(type);
  if (type.type !== 'type' && type.type !== 'comment') return names;
  const held = pythonReturnedTypes(writtenType(type)).filter(
    (name) =>
      (name.endsWith(ELEMENT_MARK) && !TUPLE_ITEM.test(name)) || name.startsWith(CLASS_MARK),
  );
  return held.length > 0 ? [...names, ...held] : names;
}

/**
 * The classes a module-level alias of a union joins (`AnyByteStream = Union[ObjectStream[bytes],
 * ByteStream]`, `MaybeNode = Optional[Node]`); undefined for another assignment. A value written
 * with the alias is an instance of one of them.
 */
export function pythonUnionAlias(value: Node): string[] | undefined {
  if (!EITHER.test(value.text.replace(/['"]/g, ''))) return undefined;
  const joined = pythonReturnedTypes(value.text).filter(
    (type) => !type.endsWith(ELEMENT_MARK) && !type.startsWith(CLASS_MARK),
  );
  return joined.length > 0 ? joined : undefined;
}

/**
 * The type written on parameter `name` of the function around `node` (`md: "MarkdownIt"`,
 * `console: Optional[Console] = None`); undefined when it has none.
 */
export function parameterType(node: Node, name: string): Node | undefined {
  let function_ = node.parent;
  while (function_ && function_.type !== 'function_definition') function_ = function_.parent;
  for (const parameter of function_?.childForFieldName('parameters')?.namedChildren ?? []) {
    const named =
      parameter?.type === 'typed_parameter'
        ? parameter.namedChildren[0]
        : parameter?.type === 'typed_default_parameter'
          ? parameter.childForFieldName('name')
          : undefined;
    if (named?.type === 'identifier' && named.text === name)
      return parameter?.childForFieldName('type') ?? undefined;
  }
  return undefined;
}

/**
 * A parameter whose default is the name it shadows (`def scan(stream, Loader=Loader)`): unless a
 * caller passes another, it holds that same value, so a call of it is a call of what the name
 * means around the function (a type checker types the parameter by its default too).
 */
export function defaultsToItsOwnName(parameter: Node): boolean {
  const holder = parameter.parent;
  return (
    holder?.type === 'default_parameter' &&
    holder.childForFieldName('name')?.id === parameter.id &&
    holder.childForFieldName('value')?.text === parameter.text
  );
}

/** A chain of attributes of a name (`self._waiters`, `mod.sub`). */
const DOTTED = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+$/;

/**
 * What a receiver that is a call calls (`Engine().from_string()`, `sql.DeleteQuery(model).run()`):
 * a class it constructs types the receiver.
 */
export function pythonCallOf(receiver: Node): ReceiverCall | undefined {
  if (receiver.type !== 'call') return undefined;
  const callee = receiver.childForFieldName('function');
  if (callee?.type === 'identifier') return { callee: callee.text };
  // `type(self)().m()`: an instance of the method's own class, as `cls().m()` is.
  if (callee?.type === 'call' && /^type\s*\(\s*self\s*\)$/.test(callee.text))
    return { callee: 'cls' };
  const object = callee?.type === 'attribute' ? callee.childForFieldName('object') : null;
  const attribute = callee?.childForFieldName('attribute');
  // `self._waiters.popleft().set()`: a method of a field, as `x = self._waiters.popleft()` holds.
  const named =
    object?.type === 'identifier' || (object?.type === 'attribute' && DOTTED.test(object.text));
  return named && attribute ? { callee: attribute.text, receiver: object.text } : undefined;
}

/** What follows an attribute in a tree without errors when it is read, never called nor assigned. */
const AFTER_A_READ = new Set(['.', ',', ')', '[', ']', '}']);

/**
 * What a Python attribute is to its parent: a call's callee (a method reference), an assignment's
 * target (`self.x = …`, a write), or read; an augmented assignment's target (`self.depth += 1`)
 * is read, then written (`update`). Each is its parent's first child, so a parent starting where
 * the attribute starts says so. The character after the attribute (`next`, given only in a file
 * that parsed without errors) settles most without the parent, which tree-sitter finds by walking
 * down from the root: `(` opens a call's arguments; `.`, `,`, `)`, `[`, `]` and `}` follow a read.
 */
export function attributeRole(
  attribute: Node,
  next: string | undefined,
): 'call' | 'write' | 'update' | 'read' {
  if (next === '(') return 'call';
  if (next !== undefined && AFTER_A_READ.has(next)) return 'read';
  const parent = attribute.parent;
  if (parent?.startIndex !== attribute.startIndex) return 'read';
  if (parent.type === 'call') return 'call';
  if (parent.type === 'augmented_assignment') return 'update';
  return parent.type === 'assignment' ? 'write' : 'read';
}

/** An event loop's method or function that runs a coroutine and returns its value. */
const COROUTINE_RUNNER = /(?:^asyncio\s*\.\s*run|\.\s*run_until_complete)$/;

/**
 * An assignment of what an event loop runs a coroutine call to (`self.io_loop =
 * loop.run_until_complete(get_loop())`, `result = asyncio.run(main())`): the coroutine's value.
 */
function runsCoroutine(assignment: Node): boolean {
  if (assignment.type !== 'assignment') return false;
  const value = assignment.childForFieldName('right');
  const runner = value?.type === 'call' ? value.childForFieldName('function') : null;
  // The runner's name first: reading the arguments of every call assigned costs more.
  if (!runner || !COROUTINE_RUNNER.test(runner.text)) return false;
  const only = value?.childForFieldName('arguments')?.namedChildren;
  return only?.length === 1 && only[0]?.type === 'call';
}

/**
 * The return annotation of a function the enclosing function defines (`async def get_loop() ->
 * IOLoop:` in `setUp`, then `self.io_loop = …(get_loop())`): a field outlives the function, so
 * its readers elsewhere could not look the local name up.
 */
export function localFunctionReturnType(callee: Node): Node | undefined {
  if (callee.type !== 'identifier') return undefined;
  let function_ = callee.parent;
  while (function_ && function_.type !== 'function_definition') function_ = function_.parent;
  for (const statement of function_?.childForFieldName('body')?.namedChildren ?? []) {
    const definition =
      statement?.type === 'decorated_definition'
        ? statement.childForFieldName('definition')
        : statement;
    if (definition?.type !== 'function_definition') continue;
    if (definition.childForFieldName('name')?.text === callee.text)
      return definition.childForFieldName('return_type') ?? undefined;
  }
  return undefined;
}

/**
 * `x = loop.run_until_complete(coro())` holds the coroutine's value: the pattern guarded on the
 * loop's method types it, not the ones taking the method's own value (a written annotation stays).
 */
export function takesRunnerForValue(parts: Parts): boolean {
  if (parts.guard || parts.main.type !== 'assignment') return false;
  const typing =
    parts.group === 'assigned' || (parts.group === 'typed' && parts.owner?.type !== 'type');
  return typing && runsCoroutine(parts.main);
}
