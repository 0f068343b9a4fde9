// What a Python value is an instance of when it holds what a call returned: the class the call
// constructs (`Console()`), or the classes its callee's return annotation names (`def
// get_console() -> "Console"`), each name looked up where the callee is written.
import { CALLED_MARK } from '../extract/python-inferred-returns.js';
import { CLASS_MARK, ELEMENT_MARK, ENTERED_MARK, ITEM_MARK } from '../extract/python.js';
import type { Definition, FileFacts, ReceiverCall } from '../model.js';
import type { FileScope } from './file-scope.js';
import { enclosingClass } from './python-classes.js';
import { overriddenParameterClasses } from './python-overrides.js';
import { pythonStarImported } from './python.js';
import { calleesOf, MAX_CHAIN_DEPTH } from './receiver-types.js';

/** The classes of what `call` returns; undefined when its callees say nothing. */
export function pythonReturnedClasses(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
  depth = 0,
): Definition[] | undefined {
  if (depth > MAX_CHAIN_DEPTH) return undefined;
  // `tok` in `def from_text(cls, rdclass, rdtype, tok)`: what the overridden method writes for it.
  if (call.implements === true) return overriddenParameterClasses(scope, call, caller);
  // `self._waiters.popleft()` of a field written as a container (`Deque[Event]`): what it holds.
  if (call.indexed === undefined && TAKES.has(call.callee) && call.of === undefined) {
    const held = indexedClasses(scope, { ...call, indexed: 'mapping' }, caller, depth);
    if (held.length > 0) return held;
  }
  if (call.indexed !== undefined) {
    const held = indexedClasses(scope, call, caller, depth);
    // `self._opts.get(k)` of a field that is no mapping: the method's value.
    if (held.length > 0 || call.callee !== 'get') return held.length > 0 ? held : undefined;
  }
  // A field of what a call returned (`frame = frame.inner()`, then `frame.symbols`), of a read
  // before it (`self._state.cancel_scope`).
  if (call.field === true && call.of !== undefined && call.element !== true) {
    const owners = pythonReturnedClasses(scope, call.of, caller, depth + 1) ?? [];
    const found = attributeClasses(scope, owners, call.callee);
    return found.length > 0 ? found : undefined;
  }
  // A field of `self`, of a typed value or of a class (`scope = self._scope`): its declared types.
  if (call.field === true && call.element !== true) {
    const owners = callOwners(scope, call, caller, depth) ?? namedClasses(scope, call) ?? [];
    const found = attributeClasses(scope, owners, call.callee);
    return found.length > 0 ? found : undefined;
  }
  // `with get_runner(…) as runner` of a `@contextmanager` function: what its generator yields.
  if ((call.callee === '__enter__' || call.callee === '__aenter__') && call.of !== undefined) {
    const entered = enteredClasses(scope, call.of, caller, depth);
    if (entered.length > 0) return entered;
  }
  const element = call.element === true;
  const owners = callOwners(scope, call, caller, depth);
  // A loop over a field written as a container (`for arg in self.args`): what it holds.
  if (call.field === true && element) {
    const held = attributeClasses(scope, owners ?? [], call.callee, true);
    if (held.length > 0) return held;
  }
  const found = pythonCallees(scope, call, caller, owners)
    // A field read (`for child in self.children`) runs only a property.
    .filter((callee) => call.field !== true || callee.property === true)
    .flatMap((callee) =>
      callee.kind === 'class'
        ? element || call.item !== undefined || call.instance === true
          ? []
          : [callee]
        : receiversReturned(
            scope,
            callee,
            element || call.item !== undefined ? undefined : (owners ?? namedClasses(scope, call)),
            call.instance === true
              ? heldClasses(scope, callee)
              : calleeReturnedClasses(scope, callee, element, depth, call.item),
          ),
    );
  if (found.length === 0 && owners && !element && call.item === undefined && call.field !== true)
    found.push(...heldClassInstances(scope, owners, call.callee));
  return found.length > 0 ? [...new Set(found)] : undefined;
}

/** The classes a `@contextmanager` function's generator yields (`entered:Runner`), for `with`. */
function enteredClasses(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
  depth: number,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  const owners = callOwners(scope, call, caller, depth + 1);
  return pythonCallees(scope, call, caller, owners).flatMap((callee) =>
    (callee.returnTypes ?? []).flatMap((type) =>
      type.startsWith(ENTERED_MARK)
        ? classes.classesNamed(callee.file, type.slice(ENTERED_MARK.length))
        : [],
    ),
  );
}

/** Containers a key indexes: `Dict[str, Option]`, `t.Mapping[…]`, `defaultdict`. */
const MAPPING =
  /^(?:\w+\.)*(?:Dict|dict|Mapping|MutableMapping|OrderedDict|DefaultDict|defaultdict|ChainMap|WeakKeyDictionary|WeakValueDictionary)$/;

/** Containers a key or an index reads: a mapping, `List[Job]`, `Tuple[A, B]`. */
const INDEXED = /^(?:\w+\.)*(?:List|list|Sequence|MutableSequence|Deque|deque|Tuple|tuple)$/;

/**
 * The names written with a container that it holds (`Dict[str, TaskState]`: str, TaskState); none
 * without a container among them (`section`: indexing it runs its own `__getitem__`).
 */
export function heldNames(types: readonly string[]): string[] {
  const containers = types.filter((type) => MAPPING.test(type) || INDEXED.test(type));
  return containers.length === 0 ? [] : types.filter((type) => !containers.includes(type));
}

/** A container's methods whose value is one it holds (of a sequence or a mapping). */
const TAKES = new Set(['pop', 'popleft']);

/** Containers those methods take from: `List[Job]`, `Deque[Event]`, `set`. */
const SEQUENCE = /^(?:\w+\.)*(?:List|list|Deque|deque|MutableSequence|Set|set|MutableSet)$/;

/**
 * The classes of the value at a key of a field (`self._long_opt[opt]`; `self._opts.get(k)`, the
 * field its receiver ends with): what the field's container holds (`t.Dict[str, Option]`: Option);
 * for a container's method, only of a field written as a mapping (`get`) or a container (`pop`).
 */
function indexedClasses(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
  depth: number,
): Definition[] {
  // `table[key]` of a variable: what its written type holds, what the call it holds returned holds.
  if (call.callee === '') return variableIndexedClasses(scope, call, caller, depth);
  // `self._opts.get(k)`: the field is the receiver's last attribute.
  const taken = TAKES.has(call.callee);
  const get = call.callee === 'get' || taken;
  const receiver = call.receiver ?? '';
  const dot = receiver.lastIndexOf('.');
  if (get && (dot <= 0 || call.of !== undefined)) return [];
  const field = get ? receiver.slice(dot + 1) : call.callee;
  const object = get ? { ...call, receiver: receiver.slice(0, dot), callee: field } : call;
  // Of `self`, a typed value, a call's value (`r = from_wire(…)`, then `r.answer[0]`), or a
  // class's attribute (`RequestHandler._template_loaders[path]`).
  const owners = callOwners(scope, object, caller, depth) ?? namedClasses(scope, object) ?? [];
  const classes = scope.index.pythonClasses(scope.resolver);
  const mapping = owners.some((owner) =>
    classes
      .fieldTypes(owner, field)
      ?.types.some((type) => MAPPING.test(type) || (taken && SEQUENCE.test(type))),
  );
  if (call.indexed === 'mapping' && !mapping) return [];
  return attributeClasses(scope, owners, `${field}[]`);
}

/**
 * The classes of the value at a key of a variable (`_task_states[task]`): those its written type
 * names (`Dict[Task, TaskState]`: what it holds among them), or of what the call it holds returned
 * (`-> List[Node]`: a Node).
 */
function variableIndexedClasses(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
  depth: number,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  if (call.receiverTypes !== undefined) {
    const held = heldNames(call.receiverTypes);
    if (held.length > 0) return held.flatMap((type) => classes.classesNamed(scope.file.path, type));
    const named = call.receiverTypes.flatMap((type) => classes.classesNamed(scope.file.path, type));
    return itemClasses(scope, named, depth);
  }
  // `self[name]` in a method: what the class's own `__getitem__` returns.
  if (call.receiver === 'self' && call.of === undefined) {
    const owner = caller && enclosingClass(scope.file, caller);
    return owner ? itemClasses(scope, [owner], depth) : [];
  }
  if (call.of === undefined) return [];
  return pythonReturnedClasses(scope, { ...call.of, element: true }, caller, depth + 1) ?? [];
}

/** What indexing an instance of `owners` gives: what their `__getitem__` returns. */
export function itemClasses(
  scope: FileScope,
  owners: readonly Definition[],
  depth: number,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  const getters = classes.member(owners, '__getitem__');
  return [
    ...new Set(getters.flatMap((getter) => calleeReturnedClasses(scope, getter, false, depth))),
  ];
}

/** The classes a function's annotation says it returns (`-> Optional[Type[ShellComplete]]`). */
function heldClasses(scope: FileScope, callee: Definition): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  return (callee.returnTypes ?? []).flatMap((type) =>
    type.startsWith(CLASS_MARK)
      ? classes.classesNamed(callee.file, type.slice(CLASS_MARK.length))
      : [],
  );
}

/**
 * What calling a field that holds a class gives (`ctx = self.context_class(…)` with
 * `context_class: t.Type[Context] = Context`): an instance of that class.
 */
function heldClassInstances(
  scope: FileScope,
  owners: readonly Definition[],
  name: string,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  return owners.flatMap((owner) => {
    const field = classes.fieldTypes(owner, name);
    return (field?.types ?? []).flatMap((type) =>
      type.startsWith(CLASS_MARK)
        ? classes.classesNamed(field?.file ?? owner.file, type.slice(CLASS_MARK.length))
        : [],
    );
  });
}

/**
 * What a method returning `self` (`def __enter__(self): return self`) gives on an instance of a
 * subclass (`with Sub() as s`), or a class method returning `cls()` on a subclass
 * (`Chartsheet.from_tree(node)`): that class's instance, as a type checker infers it, in place
 * of the class declaring the method — for each receiver class whose lookup reaches the method.
 */
function receiversReturned(
  scope: FileScope,
  callee: Definition,
  owners: readonly Definition[] | undefined,
  returned: Definition[],
): Definition[] {
  const own = callee.returnTypes?.some((type) => type === 'self' || type === `cls${CALLED_MARK}`);
  if (!owners?.length || own !== true) return returned;
  const file = scope.index.byFile.get(callee.file);
  const declaring = file && enclosingClass(file, callee);
  const classes = scope.index.pythonClasses(scope.resolver);
  const reaching = owners.filter((owner) =>
    classes.member([owner], callee.name).some((found) => found.id === callee.id),
  );
  if (!declaring || reaching.length === 0) return returned;
  return [...new Set([...returned.filter((type) => type.id !== declaring.id), ...reaching])];
}

/** The classes a call's receiver names (`Chartsheet.from_tree(node)`), if it names any. */
function namedClasses(scope: FileScope, call: ReceiverCall): Definition[] | undefined {
  if (call.receiver === undefined || call.of !== undefined) return undefined;
  return scope.index.pythonClasses(scope.resolver).classesIn(scope.file, call.receiver);
}

/** A returned type marked as a tuple's item (`1:Future`): the place, and the type. */
const ITEM = new RegExp(`^(\\d+)${ITEM_MARK}`);

/**
 * The types a function's annotation says it returns, or (`element`) what the container it returns
 * holds, or (`item`) what that item of the tuple it returns is (with `element`, of each tuple the
 * container holds: `-> Iterator[Tuple[str, Command]]`).
 */
function returnedTypes(callee: Definition, element: boolean, item?: number): string[] {
  return (callee.returnTypes ?? []).flatMap((written) => {
    const place = ITEM.exec(written);
    if ((place ? Number(place[1]) : undefined) !== item) return [];
    const type = place ? written.slice(place[0].length) : written;
    return type.endsWith(ELEMENT_MARK) !== element
      ? []
      : [element ? type.slice(0, -ELEMENT_MARK.length) : type];
  });
}

/**
 * The classes of what a function returns (`element`: of what the container it returns holds): the
 * classes its annotation names, or what its `return` statements say (see python-inferred-returns).
 */
function calleeReturnedClasses(
  scope: FileScope,
  callee: Definition,
  element: boolean,
  depth: number,
  item?: number,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  const own = returnedTypes(callee, element, item).flatMap((type) =>
    type === 'self' || type.startsWith('self.') || type.endsWith(CALLED_MARK)
      ? inferredClasses(scope, callee, type, depth + 1)
      : classes.classesNamed(callee.file, type),
  );
  if (item === undefined || element) return own;
  // `return self._read_response(num)`: that call's tuple, item for item.
  const passed = returnedTypes(callee, false)
    .filter((type) => type.endsWith(CALLED_MARK))
    .flatMap((type) => inferredClasses(scope, callee, type, depth + 1, item));
  return [...own, ...passed];
}

/**
 * What a function returns by what its `return` statements write: `self` (its class), `self.x`
 * (the field's or property's classes), `self.m()`, `cls()`, or a call looked up in its file.
 */
function inferredClasses(
  scope: FileScope,
  callee: Definition,
  written: string,
  depth: number,
  item?: number,
): Definition[] {
  const file = scope.index.byFile.get(callee.file);
  const called = written.endsWith(CALLED_MARK);
  if (depth > MAX_CHAIN_DEPTH || !file || (item !== undefined && !called)) return [];
  const classes = scope.index.pythonClasses(scope.resolver);
  const name = called ? written.slice(0, -CALLED_MARK.length) : written;
  const [head = '', last] = name.split('.');
  if (head !== 'self' && head !== 'cls') return calledClasses(scope, file, name, depth, item);
  const owner = enclosingClass(file, callee);
  if (!owner) return [];
  if (last === undefined) return item === undefined ? [owner] : [];
  return called
    ? returnsOf(scope, classes.member([owner], last), depth, item)
    : attributeClasses(scope, [owner], last, false, depth);
}

/** The classes of what calling `name` in `file` gives: `Foo()`, `make()`, `mod.Foo()`, `Klass.create()`. */
function calledClasses(
  scope: FileScope,
  file: FileFacts,
  name: string,
  depth: number,
  item?: number,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  const named = classes.classesIn(file, name);
  if (named !== undefined && named.length > 0) return item === undefined ? named : [];
  // `dns.name.from_text()`: function `from_text` of module `dns.name`.
  const dot = name.lastIndexOf('.');
  if (dot === -1)
    return returnsOf(scope, scope.index.exported(file.path, name, scope.resolver), depth, item);
  const [head, last] = [name.slice(0, dot), name.slice(dot + 1)];
  const modules = classes.modulePaths(file, head);
  if (modules !== undefined)
    return returnsOf(
      scope,
      modules.flatMap((path) => scope.index.exported(path, last, scope.resolver)),
      depth,
      item,
    );
  return returnsOf(scope, classes.member(classes.classesIn(file, head) ?? [], last), depth, item);
}

/** What calling each of `callees` gives: a class's instance, a function's returned classes. */
function returnsOf(
  scope: FileScope,
  callees: Definition[],
  depth: number,
  item?: number,
): Definition[] {
  return callees.flatMap((callee) =>
    callee.kind === 'class'
      ? item === undefined
        ? [callee]
        : []
      : calleeReturnedClasses(scope, callee, false, depth, item),
  );
}

/**
 * What a call calls: a method of a value whose class is known (another call's result, a typed
 * parameter, `self`), else the function, class or static method its name means in this file.
 */
function pythonCallees(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
  owners: Definition[] | undefined,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver);
  if (owners !== undefined) return classes.member(owners, call.callee);
  // `cls()` in a class method constructs its class.
  if (call.callee === 'cls' && call.receiver === undefined) {
    const owner = caller && enclosingClass(scope.file, caller);
    if (owner) return [owner];
  }
  const callees = calleesOf(scope, call);
  if (callees.length === 0 && call.receiver !== undefined) {
    // `ioloop.IOLoop.current()`, `Chartsheet.from_tree(node)`: a method of a class it names, or
    // one the class inherits.
    const named = classes.classesIn(scope.file, call.receiver);
    if (named !== undefined && named.length > 0) return classes.member(named, call.callee);
    if (call.receiver.includes('.')) return dottedModuleCallees(scope, call.receiver, call.callee);
  }
  // `loader = Loader(stream)` with `from .loader import *`.
  return callees.length > 0 || call.receiver !== undefined
    ? callees
    : pythonStarImported(scope, call.callee);
}

/**
 * The classes of the value a call is made on, when known: another call's result, a typed
 * receiver, `self` or `cls`; undefined for a name the file imports or defines.
 */
function callOwners(
  scope: FileScope,
  call: ReceiverCall,
  caller: Definition | undefined,
  depth: number,
): Definition[] | undefined {
  const classes = scope.index.pythonClasses(scope.resolver);
  if (call.of !== undefined) return pythonReturnedClasses(scope, call.of, caller, depth + 1) ?? [];
  if (call.receiverTypes !== undefined)
    return call.receiverTypes.flatMap((type) => classes.classesNamed(scope.file.path, type));
  if (call.receiver === 'self' || call.receiver === 'cls') {
    const owner = caller && enclosingClass(scope.file, caller);
    return owner ? [owner] : [];
  }
  return undefined;
}

/** `_pytest.config.create_terminal_writer(…)` after `import _pytest.config`: that module's `name`. */
function dottedModuleCallees(scope: FileScope, module: string, name: string): Definition[] {
  const paths = scope.index.pythonClasses(scope.resolver).modulePaths(scope.file, module) ?? [];
  return paths.flatMap((path) => scope.index.exported(path, name, scope.resolver));
}

/**
 * The classes a type name written in this file means; a function's name (a field holding what
 * it returned: `self.console = get_console()`) means the classes it returns.
 */
export function pythonValueClasses(
  scope: FileScope,
  type: string,
  caller: Definition | undefined,
): Definition[] {
  const classes = scope.index.pythonClasses(scope.resolver).classesNamed(scope.file.path, type);
  if (classes.length > 0) return classes;
  const dot = type.lastIndexOf('.');
  const call: ReceiverCall =
    dot === -1 ? { callee: type } : { callee: type.slice(dot + 1), receiver: type.slice(0, dot) };
  return pythonReturnedClasses(scope, call, caller) ?? [];
}

/**
 * The classes of attribute `name` of an instance of `owners`: a field's, or a property's; of an
 * element of it when indexed (`children[0]`) or looped over (`element`).
 */
export function attributeClasses(
  scope: FileScope,
  owners: readonly Definition[],
  written: string,
  element = false,
  depth = 0,
): Definition[] {
  const indexed = /^(\w+)\[[^\]]*\]$/.exec(written)?.[1];
  const name = indexed ?? written;
  const held = element || indexed !== undefined;
  const classes = scope.index.pythonClasses(scope.resolver);
  const found = owners.flatMap((owner) => {
    const field = classes.fieldTypes(owner, name);
    const file = field?.file ?? owner.file;
    return fieldClasses(field?.types ?? [], held, element).flatMap((type) => {
      const named = classes.classesNamed(file, type);
      if (named.length > 0) return named;
      const returned = methodReturnedClasses(scope, file, type);
      // A field holding what a function returned (`self._pipe = make_pipe()`).
      const fileFacts = scope.index.byFile.get(file);
      return returned.length > 0 || !fileFacts
        ? returned
        : calledClasses(scope, fileFacts, type, depth + 1);
    });
  });
  for (const property of classes.member(owners, name))
    if (property.property) found.push(...calleeReturnedClasses(scope, property, held, depth));
  return [...new Set(found)];
}

/**
 * The type names a field's value (or an element of it, `held`) is an instance of: what a field
 * written as a container holds (`list[NodeNG]`: NodeNG), else the names written (indexed: the
 * names of `Dict[str, Node]`; looped over, none).
 */
function fieldClasses(types: readonly string[], held: boolean, looped: boolean): string[] {
  const elements = types.flatMap((type) =>
    type.endsWith(ELEMENT_MARK) ? [type.slice(0, -ELEMENT_MARK.length)] : [],
  );
  if (held && elements.length > 0) return elements;
  return looped ? [] : types.filter((type) => !type.endsWith(ELEMENT_MARK));
}

/**
 * A field holding what a method of a typed parameter returned (`Environment._tokenize`, recorded
 * for `self.stream = environment._tokenize(source)`): the classes that method's return annotation
 * names, the class looked up where the field is set.
 */
function methodReturnedClasses(scope: FileScope, file: string, type: string): Definition[] {
  const dot = type.lastIndexOf('.');
  if (dot === -1) return [];
  const classes = scope.index.pythonClasses(scope.resolver);
  const owners = classes.classesNamed(file, type.slice(0, dot));
  return classes
    .member(owners, type.slice(dot + 1))
    .flatMap((method) =>
      returnedTypes(method, false).flatMap((returned) =>
        classes.classesNamed(method.file, returned),
      ),
    );
}
