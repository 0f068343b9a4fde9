// Call resolution: scope- and import-aware, most certain first. A file's references are sorted here
// into calls of `this`, of a bare name and on a receiver (member-calls.ts).
import type { CallEdge, Definition, FileFacts, ImportEdge, Reference } from '../model.js';
import { FUNCTION_USES } from '../extract/collect-reference.js';
import { OBJECT_CONTAINER } from '../extract/extract.js';
import { JAVASCRIPT_LIKE } from '../extract/capture-languages.js';
import { isPrivateName, isPythonBuiltin } from './builtins.js';
import { pythonStarImported } from './python.js';
import {
  addCalls,
  bindsModule,
  callableTargets,
  fileScope,
  importedDefinitions,
  type FileScope,
} from './file-scope.js';
import {
  resolveMemberCall,
  resolveNamespaceClass,
  resolveNamespaceComponent,
  resolveNamespaceMember,
  resolveStaticCall,
} from './member-calls.js';
import type { ModuleResolver } from './modules.js';
import { isPythonSelf, pythonClassBodyFunction, resolvePythonSelfCall } from './python-calls.js';
import type { SymbolIndex } from './symbol-index.js';

/** How many same-named candidates a name-only match may fan out to before it is dropped as noise. */
const MAX_NAME_CANDIDATES = 3;

const SELF = new Set(['this', 'self', 'base', 'super']);

/** JavaScript's languages: `self` there is the global object (or a variable), not the instance. */
const JAVASCRIPT_LANGUAGES = new Set(['typescript', 'tsx', 'javascript']);

/**
 * Whether a receiver names the instance itself: `base` only in C#, `self` not in JavaScript's
 * languages (elsewhere a variable's name, or the global `self`; `const self = this` is typed so).
 */
function isSelf(scope: FileScope, receiver: string): boolean {
  const { language } = scope.file;
  if (receiver === 'base') return language === 'c_sharp';
  if (receiver === 'self') return !JAVASCRIPT_LANGUAGES.has(language);
  return SELF.has(receiver);
}

export interface ResolvedEdges {
  calls: CallEdge[];
  imports: ImportEdge[];
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
  const scope = {
    ...fileScope(file, index, resolver),
    returnedDeclarations: new Map<string, Set<string>>(),
  };
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
  // A write calls a property's setter (most written attributes are no property at all).
  if (reference.kind === 'write' && !scope.index.isProperty(reference.name)) return;
  const caller = scope.file.definitions[reference.from];
  const receiver = reference.receiver;
  if (
    scope.python &&
    receiver !== undefined &&
    isPythonSelf(receiver) &&
    resolvePythonSelfCall(scope, reference, receiver, caller)
  )
    return;
  if (receiver !== undefined && (isSelf(scope, receiver) || /^super\(/.test(receiver))) {
    const linked = scope.calls.length;
    const settled = resolveSelfCall(scope, reference, receiver, caller);
    // A method with a written `this` (`consume(this: MixedInParser)`, a mixin's trait): what its
    // class lacks is the written type's (the other traits mixed into it).
    const written = receiver === 'this' && reference.receiverTypes !== undefined;
    if (settled && !(written && scope.calls.length === linked)) return;
  }
  // `this.m.bind(this)`, `this.m.call(x)`: the method runs, or is bound to run, as `this.m()` would.
  const taken = receiver !== undefined && FUNCTION_USES.has(reference.name);
  const method = taken ? /^this\.(#?[A-Za-z_$][\w$]*)$/.exec(receiver)?.[1] : undefined;
  if (method !== undefined) {
    const linked = scope.calls.length;
    resolveSelfCall(scope, { ...reference, name: method }, 'this', caller);
    // Not a method of the class: a field holding a value whose own `call` this may be.
    if (scope.calls.length > linked) return;
  }
  if (reference.kind === 'new' && reference.name === 'this' && receiver === undefined)
    return void constructThis(scope, reference, caller);
  if (
    reference.through !== undefined &&
    reference.shadowed !== true &&
    mergedNamespaceRuns(scope, reference.name, reference.through)
  )
    return;
  if (receiver === undefined || reference.kind === 'new' || reference.kind === 'jsx') {
    // `new ns.Store()`, `<Menubar.SubTrigger />` with `import * as Menubar from './menubar'`,
    // `<Private.Item />` with `namespace Private { export function Item() {…} }`.
    if ((reference.kind === 'new' || reference.kind === 'jsx') && receiver !== undefined) {
      if (resolveNamespaceMember(scope, reference, receiver)) return;
      if (resolveNamespaceClass(scope, reference, receiver)) return;
      if (reference.kind === 'jsx' && resolveNamespaceComponent(scope, reference, receiver)) return;
      // `<LabIcon.resolveReact />`: a class's static method rendering a component.
      if (reference.kind === 'jsx' && resolveStaticComponent(scope, reference, receiver)) return;
    }
    if (resolveNamedCall(scope, reference, caller)) return;
  } else {
    // A field initializer's `this` is an instance of its class (`this.context.createGain()`).
    const initializer = !scope.python && caller?.kind === 'class';
    resolveMemberCall(scope, reference, receiver, initializer ? caller.name : caller?.container);
    return;
  }
  // Last resort: a small set of same-named candidates elsewhere — unless the name is bound
  // locally (a variable or parameter shadows them), or it is a method of an unknown receiver.
  if (receiver !== undefined || scope.locals.has(reference.name) || reference.kind === 'value')
    return;
  // In Python a name the file neither defines nor imports (`print`, `open`) is a built-in one.
  if (scope.python && isPythonBuiltin(reference.name)) return;
  const module = isModule(scope.file);
  const candidates = callableTargets(scope.index.named(reference.name)).filter(
    (definition) =>
      (definition.kind !== 'method' || reference.kind === 'new') &&
      // Python calls no JavaScript (a vendored `select2.js`), nor the other way round.
      (scope.index.byFile.get(definition.file)?.language === 'python') === scope.python &&
      // A module reaches another module's names only through imports: a name it neither defines
      // (in a scope resolution saw) nor imports is a global (`setTimeout`, not a module's wrapper).
      !(
        module &&
        definition.file !== scope.file.path &&
        isModule(scope.index.byFile.get(definition.file))
      ) &&
      // Nor a class (or, in a module, any declaration) of this file's block it is outside of: the
      // `class PointerEvent` a polyfill's `if` declares is no `new PointerEvent()` below it.
      !(
        definition.file === scope.file.path &&
        (module || definition.kind === 'class') &&
        outsideBlock(definition, reference.line)
      ),
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
  caller: Definition | undefined,
): boolean {
  // A field initializer's calls are its class's (`timer = getTimer(() => this.expire())`), and
  // so is its `this`: an instance of the class — the class itself in a static field's, which
  // only the class's static methods answer.
  const initializer = !scope.python && caller?.kind === 'class';
  const container = initializer ? caller.name : caller?.container;
  if (container === undefined) return false;
  const { index } = scope;
  // A static method's `this` is its class, another method's an instance: each reaches its kind.
  const staticCaller =
    caller?.static === true ||
    (initializer && !hasInstanceMember(scope, container, reference.name));
  const ofItsKind = (targets: Definition[]): Definition[] =>
    targets.filter((target) => (target.static === true) === staticCaller);
  const methods = ofItsKind(
    scope.file.definitions.filter(
      (definition) =>
        definition.name === reference.name &&
        definition.container === container &&
        isMemberOf(definition, container),
    ),
  );
  // An object literal's `this` is that object: its own method when it declares one (another
  // object of its interface has its own methods); else the implementations its type allows.
  if (container.startsWith(OBJECT_CONTAINER))
    return addCalls(scope, reference, methods, 'certain', 'this');
  // A class: its own method or the nearest inherited one (`super.m()`: only inherited), and
  // for `this.m()` the overrides in subclasses (a template method reaches them). Nothing
  // else: a method the hierarchy does not declare is a library base class's.
  // The class is this file's, not a same-named class of another file (onnxruntime's `Tensor`
  // beside its FlatBuffers schema's `Tensor`, whose `dims()` is no field of this one's).
  const thisFile = (): ReadonlySet<string> | undefined =>
    index.typesNamed(container).some((facts) => index.pathOfType(facts) === scope.file.path)
      ? new Set([scope.file.path])
      : undefined;
  if (receiver === 'super') {
    const inherited = ofItsKind(index.superMembers(container, reference.name, thisFile()));
    addCalls(scope, reference, inherited, 'certain', 'this');
    return true;
  }
  const own =
    methods.length > 0 || isPrivateName(reference.name)
      ? methods
      : ofItsKind(index.membersOf([container], reference.name, thisFile));
  addCalls(scope, reference, own, 'certain', 'this');
  const overrides = ofItsKind(index.overrides(container, reference.name, scope.file.path));
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
 * `new this()`: in a static method (or a static field's initializer), `this` is the class, and
 * so is what it constructs — the class's own declaration, as `new C()` would name it.
 */
function constructThis(
  scope: FileScope,
  reference: Reference,
  caller: Definition | undefined,
): void {
  const owner = caller?.kind === 'class' ? caller.name : caller?.container;
  if (owner === undefined || caller === undefined) return;
  const classes = scope.file.definitions.filter(
    (definition) =>
      definition.kind === 'class' &&
      definition.name === owner &&
      definition.startLine <= caller.startLine &&
      definition.endLine >= caller.endLine,
  );
  addCalls(scope, reference, classes, 'certain', 'this');
}

/** Whether class `container` (or a class above it) has an instance method `name`. */
function hasInstanceMember(scope: FileScope, container: string, name: string): boolean {
  const own = scope.file.definitions.some(
    (definition) =>
      definition.name === name && definition.container === container && definition.static !== true,
  );
  return own || scope.index.membersOf([container], name).some((member) => member.static !== true);
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
  // A method is no name in scope; `new Foo()` may construct through Java's or C#'s constructor
  // method, but in JavaScript's languages a static factory named as the class it builds (`static
  // U8(…) { return new U8(v); }`) is not what `new U8` constructs.
  const constructs = reference.kind === 'new' && !JAVASCRIPT_LANGUAGES.has(scope.file.language);
  const local = (scope.topLevel.get(reference.name) ?? []).filter(
    (definition) => definition.kind !== 'method' || constructs,
  );
  return local
    .filter((definition) => {
      const qualified = definition.qualifiedName;
      const enclosing = qualified.slice(0, Math.max(0, qualified.lastIndexOf('.')));
      const block = definition.block;
      // Declared in a block (a namespace's, a callback's): visible within it, wherever the caller is.
      return (
        (enclosing === '' ||
          block !== undefined ||
          (caller !== undefined &&
            (caller.qualifiedName === enclosing ||
              caller.qualifiedName.startsWith(`${enclosing}.`)))) &&
        !outsideBlock(definition, reference.line)
      );
    })
    .sort((a, b) => blockSize(a) - blockSize(b) || (scope.python ? depth(b) - depth(a) : 0));
}

/** Whether a line is outside the block a definition is declared in (false when in none). */
const outsideBlock = (definition: Definition, line: number): boolean =>
  definition.block !== undefined && (line < definition.block[0] || line > definition.block[1]);

/** How deep a definition is nested: Python's have no blocks, the deeper one is the inner scope's. */
const depth = (definition: Definition): number => definition.qualifiedName.split('.').length;

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
  const classBody = scope.python ? pythonClassBodyFunction(scope, reference, caller) : undefined;
  if (classBody) return addCalls(scope, reference, [classBody], 'certain', 'same_file');
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
  const starred = scope.python && !binding ? pythonStarImported(scope, name) : [];
  if (addCalls(scope, reference, callableTargets(starred).slice(0, 1), 'certain', 'import'))
    return true;
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
 * Whether a JavaScript or TypeScript file is a module (it imports or exports): its top-level
 * names are its own, not the page's globals a script's are.
 */
function isModule(file: FileFacts | undefined): boolean {
  if (!file || !JAVASCRIPT_LIKE.has(file.language)) return false;
  return file.imports.length > 0 || Object.keys(file.exports).length > 0;
}

/**
 * Whether a definition of class or object `container` is one of its members, not a function
 * declared inside one of its methods (`const dfs = (node) => …` in `size()`), which `this.dfs()`
 * does not reach. A method declared there is a member of a class or object built there (`new
 * class extends Registrar { addRoute() {} }`), which may be the caller's `this`.
 */
function isMemberOf(definition: Definition, container: string): boolean {
  const member = `${container}.${definition.name}`;
  return (
    definition.kind !== 'function' ||
    container.startsWith(OBJECT_CONTAINER) ||
    definition.qualifiedName === member ||
    definition.qualifiedName.endsWith(`.${member}`)
  );
}

/**
 * Whether `name.call(…)` (`through` the function's own `call`, `apply` or `bind`) runs a function a
 * namespace merged with `name` declares instead (`getOrder.call({ id })` with `export namespace
 * getOrder { export function call(…) }`), here or where `name` is imported from.
 */
function mergedNamespaceRuns(scope: FileScope, name: string, through: string): boolean {
  const binding = scope.bindings.get(name);
  const named = binding ? importedDefinitions(scope, binding) : (scope.topLevel.get(name) ?? []);
  return named.some((definition) =>
    scope.index.byFile
      .get(definition.file)
      ?.definitions.some(
        (member) => member.qualifiedName === `${definition.qualifiedName}.${through}`,
      ),
  );
}

/** `<Class.method />`: the static method of a class this file declares or imports. */
function resolveStaticComponent(scope: FileScope, reference: Reference, receiver: string): boolean {
  if (receiver.includes('.') || reference.shadowed === true || scope.python) return false;
  const binding = scope.bindings.get(receiver);
  return !bindsModule(binding) && resolveStaticCall(scope, reference, receiver, binding, false);
}
