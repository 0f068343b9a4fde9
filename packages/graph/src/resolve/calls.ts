// Call resolution: scope- and import-aware, most certain first.
import type { CallEdge, Definition, FileFacts, ImportEdge, Reference } from '../model.js';
import { FUNCTION_USES } from '../extract/collect.js';
import { OBJECT_CONTAINER } from '../extract/extract.js';
import { isBuiltinMethod, isBuiltinType, isGlobalObject, isPythonBuiltin } from './builtins.js';
import {
  addCalls,
  bindsModule,
  fileScope,
  importedDefinitions,
  type FileScope,
  type ImportBinding,
} from './file-scope.js';
import type { ModuleResolver } from './modules.js';
import {
  isPythonSelf,
  pythonValueMembers,
  resolvePythonQualifiedCall,
  resolvePythonSelfCall,
} from './python-calls.js';
import {
  ownInstance,
  returnsExternal,
  typeFiles,
  typePlaces,
  valueReceiverTypes,
} from './receiver-types.js';
import type { SymbolIndex } from './symbol-index.js';

/** How many same-named candidates a name-only match may fan out to before it is dropped as noise. */
const MAX_NAME_CANDIDATES = 3;

const SELF = new Set(['this', 'self', 'base', 'super']);

export interface ResolvedEdges {
  calls: CallEdge[];
  imports: ImportEdge[];
}

function callableTargets(definitions: Definition[]): Definition[] {
  return definitions.filter((definition) => definition.kind !== 'interface');
}

/** How many lines a definition's block spans; top-level definitions last. */
function blockSize(definition: Definition): number {
  return definition.block ? definition.block[1] - definition.block[0] : Number.MAX_SAFE_INTEGER;
}

/** Resolves the references and imports of one file to edges. */
export function resolveFile(
  file: FileFacts,
  index: SymbolIndex,
  resolver: ModuleResolver,
): ResolvedEdges {
  const scope = fileScope(file, index, resolver);
  for (const reference of file.references) resolveReference(scope, reference);
  return { calls: scope.calls, imports: scope.imports };
}

function resolveReference(scope: FileScope, reference: Reference): void {
  // An attribute read calls a property; in Python, a read of an instance's method takes it as a value.
  if (
    reference.kind === 'property' &&
    !scope.index.isProperty(reference.name) &&
    !(scope.python && scope.index.isMember(reference.name))
  )
    return;
  if (reference.kind === 'mention') return;
  const caller = scope.file.definitions[reference.from];
  const receiver = reference.receiver;
  if (
    scope.python &&
    receiver !== undefined &&
    isPythonSelf(receiver) &&
    resolvePythonSelfCall(scope, reference, receiver, caller)
  )
    return;
  if (
    receiver !== undefined &&
    (SELF.has(receiver) || /^super\(/.test(receiver)) &&
    resolveSelfCall(scope, reference, receiver, caller?.container)
  )
    return;
  // `this.m.bind(this)`, `this.m.call(x)`: the method runs, or is bound to run, as `this.m()` would.
  const taken = receiver !== undefined && FUNCTION_USES.has(reference.name);
  const method = taken ? /^this\.([A-Za-z_$][\w$]*)$/.exec(receiver)?.[1] : undefined;
  if (method !== undefined) {
    const linked = scope.calls.length;
    resolveSelfCall(scope, { ...reference, name: method }, 'this', caller?.container);
    // Not a method of the class: a field holding a value whose own `call` this may be.
    if (scope.calls.length > linked) return;
  }
  if (receiver === undefined || reference.kind === 'new' || reference.kind === 'jsx') {
    if (resolveNamedCall(scope, reference, caller)) return;
  } else {
    resolveMemberCall(scope, reference, receiver, caller?.container);
    return;
  }
  // Last resort: a small set of same-named candidates elsewhere — unless the name is bound
  // locally (a variable or parameter shadows them), or it is a method of an unknown receiver.
  if (receiver !== undefined || scope.locals.has(reference.name) || reference.kind === 'value')
    return;
  // In Python a name the file neither defines nor imports (`print`, `open`) is a built-in one.
  if (scope.python && isPythonBuiltin(reference.name)) return;
  const candidates = callableTargets(scope.index.named(reference.name)).filter(
    (definition) =>
      (definition.kind !== 'method' || reference.kind === 'new') &&
      // Python calls no JavaScript (a vendored `select2.js`), nor the other way round.
      (scope.index.byFile.get(definition.file)?.language === 'python') === scope.python,
  );
  if (candidates.length > 0 && candidates.length <= MAX_NAME_CANDIDATES)
    addCalls(scope, reference, candidates, 'possible', 'name');
}

/**
 * `this.m()`, `self.m()`, `super.m()` inside a class or an object literal; false when the
 * receiver is not one (a `this` outside both) or an object literal lacks the method.
 */
function resolveSelfCall(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  container: string | undefined,
): boolean {
  if (container === undefined) return false;
  const { index } = scope;
  const methods = scope.file.definitions.filter(
    (definition) => definition.name === reference.name && definition.container === container,
  );
  // An object literal's `this` is that object: its own method when it declares one (another
  // object of its interface has its own methods); else the implementations its type allows.
  if (container.startsWith(OBJECT_CONTAINER))
    return addCalls(scope, reference, methods, 'certain', 'this');
  // A class: its own method or the nearest inherited one (`super.m()`: only inherited), and
  // for `this.m()` the overrides in subclasses (a template method reaches them). Nothing
  // else: a method the hierarchy does not declare is a library base class's.
  if (receiver === 'super') {
    addCalls(scope, reference, index.superMembers(container, reference.name), 'certain', 'this');
    return true;
  }
  const own = methods.length > 0 ? methods : index.membersOf([container], reference.name);
  addCalls(scope, reference, own, 'certain', 'this');
  const overrides = index.overrides(container, reference.name);
  addCalls(
    scope,
    reference,
    overrides.filter((target) => !own.includes(target)),
    'likely',
    'this',
  );
  return true;
}

/**
 * Same file: the definitions of a name visible from the caller, innermost first — declared at
 * top level, or in a scope that encloses the caller: a function's, or a callback's block
 * (`it('…', () => { function helper() {} })`).
 */
function visibleDefinitions(
  scope: FileScope,
  reference: Reference,
  caller: Definition | undefined,
): Definition[] {
  const local = (scope.topLevel.get(reference.name) ?? []).filter(
    (definition) => definition.kind !== 'method' || reference.kind === 'new',
  );
  return local
    .filter((definition) => {
      const qualified = definition.qualifiedName;
      const enclosing = qualified.slice(0, Math.max(0, qualified.lastIndexOf('.')));
      const block = definition.block;
      return (
        (enclosing === '' ||
          (caller !== undefined &&
            (caller.qualifiedName === enclosing ||
              caller.qualifiedName.startsWith(`${enclosing}.`)))) &&
        (block === undefined || (reference.line >= block[0] && reference.line <= block[1]))
      );
    })
    .sort((a, b) => blockSize(a) - blockSize(b));
}

/**
 * A call of a bare name (`f()`, `new C()`, `<C />`): the innermost same-file definition, the
 * import, or a same-package file's. True when settled (linked, or known to be nothing of ours).
 */
function resolveNamedCall(
  scope: FileScope,
  reference: Reference,
  caller: Definition | undefined,
): boolean {
  const name = reference.name;
  // A local binding (parameter, variable, destructured name) shadows definitions and imports.
  if (reference.shadowed === true) return true;
  const visible = visibleDefinitions(scope, reference, caller);
  if (addCalls(scope, reference, callableTargets(visible.slice(0, 1)), 'certain', 'same_file'))
    return true;
  const binding = scope.bindings.get(name);
  if (binding && !bindsModule(binding)) {
    const found = importedDefinitions(scope, binding);
    if (addCalls(scope, reference, callableTargets(found).slice(0, 1), 'certain', 'import'))
      return true;
    if (binding.files.length > 0) return true; // imported from a known file but not a function we track
  }
  if (binding && binding.files.length === 0) return true; // an external package: not ours to link
  const packaged = scope.samePackage.flatMap(
    (path) =>
      scope.index.byFile
        .get(path)
        ?.definitions.filter(
          (definition) => definition.name === name && !definition.qualifiedName.includes('.'),
        ) ?? [],
  );
  return addCalls(scope, reference, callableTargets(packaged), 'likely', 'import');
}

/**
 * obj.method(): a namespace import, an imported class's static method, a method of a freshly
 * constructed object (`new Auth().login()`), a module of the package, or a value's method.
 */
function resolveMemberCall(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  container: string | undefined,
): void {
  const constructed = /^new\s+([A-Za-z_$][\w$]*)\s*[(<]/.exec(receiver)?.[1];
  const head = constructed ?? receiver.split('.')[0] ?? receiver;
  // A local binding (`({ db }) => db.query()`) is not the import or class it shadows.
  const binding = reference.shadowed === true ? undefined : scope.bindings.get(head);
  if (binding && binding.files.length === 0) return; // a value of an external package
  const declared = binding !== undefined || scope.topLevel.has(head) || scope.locals.has(head);
  // `console.log()`, `JSON.parse()`: the platform's, unless the file declares the name itself.
  if (!declared && isGlobalObject(head)) return;
  if (
    scope.python &&
    (resolvePythonModuleCall(scope, reference, receiver, head, binding) ||
      resolvePythonQualifiedCall(scope, reference, receiver, binding))
  )
    return;
  // `ns.f()` or `Class.f()`: the receiver is the imported or declared name itself.
  if (
    reference.shadowed !== true &&
    (constructed !== undefined || receiver === head) &&
    resolveStaticCall(scope, reference, head, binding)
  )
    return;
  // A value: its declared class's method, else the implementations an interface dispatches to.
  if (reference.kind !== 'method' && reference.kind !== 'property') return;
  // What a library's function returned is the library's (`(await pool.connect()).query()`).
  if (reference.receiverCall && returnsExternal(scope, reference.receiverCall)) return;
  resolveValueCall(
    scope,
    reference,
    valueReceiverTypes(scope, reference, receiver, head, container),
  );
}

/** Python's `import a.b` then `a.b.f()`: a function of module `a.b`. True when it is one. */
function resolvePythonModuleCall(
  scope: FileScope,
  reference: Reference,
  receiver: string,
  head: string,
  binding: ImportBinding | undefined,
): boolean {
  const dotted =
    binding?.imported === '<package>' && receiver !== head
      ? scope.importedFiles.get(receiver)
      : undefined;
  if (!dotted || dotted.length === 0) return false;
  const found = dotted.flatMap((target) =>
    scope.index.exported(target, reference.name, scope.resolver),
  );
  addCalls(scope, reference, callableTargets(found).slice(0, 1), 'certain', 'import');
  return true;
}

/** `ns.f()` through a module import, or `Class.f()`: true when settled. */
function resolveStaticCall(
  scope: FileScope,
  reference: Reference,
  head: string,
  binding: ImportBinding | undefined,
): boolean {
  if (binding && bindsModule(binding)) {
    const found = importedDefinitions(scope, binding, reference.name);
    if (addCalls(scope, reference, callableTargets(found).slice(0, 1), 'certain', 'import'))
      return true;
    if (binding.files.length > 0) return true;
  }
  const classes = binding ? importedDefinitions(scope, binding) : (scope.topLevel.get(head) ?? []);
  const statics = classes.flatMap((definition) =>
    (scope.index.byFile.get(definition.file)?.definitions ?? []).filter(
      (member) => member.container === definition.name && member.name === reference.name,
    ),
  );
  const via = binding ? 'import' : 'same_file';
  return (
    addCalls(scope, reference, statics, 'likely', via) ||
    addCalls(scope, reference, objectMethods(scope, reference.name, head, binding), 'certain', via)
  );
}

/** `api.m()` where `api` is a module-level object literal of this file, or imported: its `m`. */
function objectMethods(
  scope: FileScope,
  name: string,
  head: string,
  binding: ImportBinding | undefined,
): Definition[] {
  const holders = binding
    ? binding.files.map((file) => [file, binding.imported] as const)
    : [[scope.file.path, head] as const];
  return holders.flatMap(([file, variable]) => {
    const facts = scope.index.byFile.get(file);
    const object = ownInstance(facts?.instances, variable)?.find((type) =>
      type.startsWith(OBJECT_CONTAINER),
    );
    return object === undefined
      ? []
      : (facts?.definitions ?? []).filter(
          (definition) => definition.container === object && definition.name === name,
        );
  });
}

/**
 * A value's method: its declared class's method (or what it inherits), not its siblings'.
 * Through an interface, or of unknown type, the implementations of the same declaration;
 * declared only with a library's types, those of the repository's classes that say they
 * implement one of them.
 */
function resolveValueCall(
  scope: FileScope,
  reference: Reference,
  receiverTypes: string[] | undefined,
): void {
  const { index } = scope;
  if (scope.python) {
    const found = pythonValueMembers(scope, reference, receiverTypes ?? []);
    addCalls(scope, found.reference, found.members, 'likely', 'type');
    return;
  }
  const containers = receiverTypes?.filter(isBuiltinType) ?? [];
  // A container's methods are its own, not those of what it holds (`Map<string, Store>`).
  const members =
    containers.length > 0
      ? []
      : index.membersOf(
          receiverTypes ?? [],
          reference.name,
          // Types written in this file mean what this file declares or imports.
          reference.receiverTypes ? (type) => typeFiles(scope, type) : undefined,
          (type) => typePlaces(scope, type),
        );
  addCalls(scope, reference, members, 'likely', 'type');
  if (members.length > 0) return;
  // A function's written `this` outside a class (`function (this: Subscriber<T>)`): its class's
  // method, or the implementations of its interface's own method. One the interface inherits
  // (`this: Either<R, L>` calling `toJSON`, which every data type implements) is as if unwritten.
  if (
    reference.receiver === 'this' &&
    !receiverTypes?.some((type) => index.dispatch.typeDeclares(type, reference.name))
  )
    receiverTypes = undefined;
  // Written with JavaScript's own containers (`values: Map<K, V>`, `shapes: Shape[]`), or
  // only with a library's types: the repository's classes that say they implement one of
  // those (the container, not what it holds).
  if (
    receiverTypes !== undefined &&
    (containers.length > 0 || !receiverTypes.some((type) => index.isType(type)))
  ) {
    const implemented = containers.length > 0 ? containers : receiverTypes;
    addCalls(
      scope,
      reference,
      index.dispatch.implementationsOf(reference.name, implemented),
      'possible',
      'dispatch',
    );
    return;
  }
  // JavaScript's own method names dispatch only through a written interface declaring them.
  if (
    isBuiltinMethod(scope.file.language, reference.name) &&
    (receiverTypes === undefined ||
      !index.dispatch.declaredInRepository(receiverTypes, reference.name))
  )
    return;
  addCalls(
    scope,
    reference,
    index.dispatch.targets(reference.name, receiverTypes, reference.arguments),
    'possible',
    'dispatch',
  );
}
