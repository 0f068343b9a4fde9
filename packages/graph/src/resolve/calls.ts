// Call resolution: scope- and import-aware, most certain first.
import type {
  CallEdge,
  Definition,
  FileFacts,
  ImportEdge,
  ReceiverCall,
  Reference,
} from '../model.js';
import { OBJECT_CONTAINER } from '../extract/extract.js';
import { isBuiltinMethod, isBuiltinType, isGlobalObject } from './builtins.js';
import type { ModuleResolver } from './modules.js';
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
  const calls: CallEdge[] = [];
  const imports: ImportEdge[] = [];
  const importedFiles = new Map<string, string[]>();
  const bindings = new Map<string, { files: string[]; imported: string }>();
  /**
   * Python's `from pkg import sub`, where `sub` is a module of the package and not a name its
   * `__init__.py` defines: local name → the submodule's file.
   */
  const pythonSubmodules = (
    fact: FileFacts['imports'][number],
    targets: readonly string[],
  ): Map<string, string> => {
    const found = new Map<string, string>();
    for (const binding of fact.bindings) {
      if (binding.imported === '*') continue;
      const defined = targets.some((target) =>
        index.byFile
          .get(target)
          ?.definitions.some(
            (definition) =>
              definition.name === binding.imported && !definition.qualifiedName.includes('.'),
          ),
      );
      if (defined) continue;
      const specifier = fact.source.endsWith('.')
        ? `${fact.source}${binding.imported}`
        : `${fact.source}.${binding.imported}`;
      const submodule = resolver.resolve(file, specifier)[0];
      if (submodule !== undefined && !targets.includes(submodule))
        found.set(binding.local, submodule);
    }
    return found;
  };
  for (const fact of file.imports) {
    const targets = resolver.resolve(file, fact.source);
    importedFiles.set(fact.source, targets);
    const submodules = file.language === 'python' ? pythonSubmodules(fact, targets) : null;
    // The package itself is imported when a name comes from it, not only its submodules.
    const importsPackage =
      !submodules ||
      fact.bindings.length === 0 ||
      fact.bindings.some((binding) => !submodules.has(binding.local));
    const importedPaths = new Set([
      ...(importsPackage ? targets : []),
      ...(submodules?.values() ?? []),
    ]);
    for (const target of importedPaths)
      imports.push({ kind: 'imports', from: file.path, to: target, confidence: 'certain' });
    for (const binding of fact.bindings) {
      const submodule = submodules?.get(binding.local);
      // Python's `import a.b` binds `a`, the top package; `a.b.f()` goes through `importedFiles`.
      const files =
        submodules && binding.imported === '<package>' && fact.source.includes('.')
          ? resolver.resolve(file, binding.local)
          : targets;
      bindings.set(
        binding.local,
        submodule ? { files: [submodule], imported: '*' } : { files, imported: binding.imported },
      );
    }
  }
  const python = file.language === 'python';
  const samePackage = resolver.samePackage(file).filter((path) => path !== file.path);
  const locals = new Set(file.locals);
  const topLevel = new Map<string, Definition[]>();
  for (const definition of file.definitions) {
    const list = topLevel.get(definition.name) ?? [];
    list.push(definition);
    topLevel.set(definition.name, list);
  }

  const add = (
    reference: Reference,
    targets: Definition[],
    confidence: CallEdge['confidence'],
    via: CallEdge['via'],
  ): boolean => {
    // An attribute read calls only a property getter.
    if (reference.kind === 'property')
      targets = targets.filter((target) => target.property === true);
    if (targets.length === 0) return false;
    const from =
      reference.from === -1
        ? `file:${file.path}`
        : (file.definitions[reference.from]?.id ?? `file:${file.path}`);
    for (const target of targets)
      calls.push({ kind: 'calls', from, to: target.id, confidence, via, line: reference.line });
    return true;
  };

  /** The definitions a call's callee names: a function, a namespace's, or a class's static. */
  const calleesOf = (call: ReceiverCall): Definition[] => {
    const binding = bindings.get(call.receiver ?? call.callee);
    const imported = (name: string): Definition[] =>
      binding ? binding.files.flatMap((target) => index.exported(target, name, resolver)) : [];
    if (call.receiver === undefined) {
      const local = (topLevel.get(call.callee) ?? []).filter(
        (definition) => !definition.qualifiedName.includes('.'),
      );
      return local.length > 0 || !binding ? local : imported(binding.imported);
    }
    if (binding?.imported === '*' || binding?.imported === '<package>')
      return imported(call.callee);
    const classes = binding ? imported(binding.imported) : (topLevel.get(call.receiver) ?? []);
    return classes.flatMap((owner) =>
      index
        .named(call.callee)
        .filter((member) => member.container === owner.name && member.file === owner.file),
    );
  };
  // What a call returns, by its callee's written return type (`const graph = await build()`);
  // or what a callback passed to it receives, by the callee's written parameter type.
  const returnTypesOf = (
    call: ReceiverCall,
    container: string | undefined,
    depth = 0,
  ): string[] | undefined => {
    // A method of a receiver whose type is known: another call's result, a typed binding, `this`.
    const receiverTypes = depth < 8 ? methodReceiverTypes(call, container, depth) : undefined;
    if (receiverTypes === undefined && (call.of !== undefined || call.receiverTypes !== undefined))
      return undefined;
    const targets =
      receiverTypes === undefined ? calleesOf(call) : index.membersOf(receiverTypes, call.callee);
    if (receiverTypes !== undefined && call.argument === undefined) {
      // Its written return type; `this` is the receiver's own type.
      const returned = targets.find((method) => method.returnTypes)?.returnTypes;
      return returned?.includes('this') ? receiverTypes : classTypes(returned);
    }
    if (call.argument === undefined) {
      // Python constructs by calling the class: `form = Form()`.
      const constructed = targets.find((target) => target.kind === 'class');
      if (constructed && file.language === 'python') return [constructed.name];
      const returned = targets.find((target) => target.returnTypes)?.returnTypes;
      return returned?.includes('this') ? undefined : returned;
    }
    const key = `${call.argument}:${call.parameter ?? 0}`;
    for (const target of targets) {
      // `new Observable((subscriber) => …)`: the class's constructor takes the callback.
      const signatures =
        target.kind === 'class'
          ? (index.byFile.get(target.file)?.definitions ?? []).filter(
              (member) => member.container === target.name && member.name === 'constructor',
            )
          : [target];
      for (const signature of signatures) {
        const types = signature.callbackTypes?.[key];
        if (types) return types;
      }
    }
    return undefined;
  };
  /**
   * A return type that says which class a chained call's receiver is: one naming a repository's
   * type and none of JavaScript's containers (`STM<Array<K>>` may be either; a bare type
   * parameter, nothing). Otherwise the receiver is taken to be of unknown type.
   */
  const classTypes = (types: string[] | undefined): string[] | undefined =>
    types?.some((type) => index.isType(type)) && !types.some(isBuiltinType) ? types : undefined;
  /**
   * The types of the receiver of a method call that is not a namespace's or class's own: another
   * call's result, a typed binding, `this` or a field of it (undefined when not such a call).
   */
  const methodReceiverTypes = (
    call: ReceiverCall,
    container: string | undefined,
    depth: number,
  ): string[] | undefined => {
    if (call.of !== undefined) return returnTypesOf(call.of, container, depth + 1);
    if (call.receiverTypes !== undefined) return call.receiverTypes;
    if (container === undefined || container.startsWith(OBJECT_CONTAINER)) return undefined;
    if (call.receiver === 'this') return [container];
    const field = /^this\.([A-Za-z_$][\w$]*)$/.exec(call.receiver ?? '')?.[1];
    return field === undefined ? undefined : index.fieldTypes(container, field);
  };
  /** The files a type name written in this file means: its own declaration, or its import's. */
  const typeFiles = (type: string): ReadonlySet<string> | undefined => {
    if (topLevel.get(type)?.some((definition) => definition.kind !== 'function'))
      return new Set([file.path]);
    const binding = bindings.get(type);
    if (!binding || binding.imported === '*' || binding.imported === '<package>') return undefined;
    const files = new Set(
      binding.files.flatMap((target) =>
        index.exported(target, binding.imported, resolver).map((definition) => definition.file),
      ),
    );
    return files.size > 0 ? files : undefined;
  };
  /** Whether a call's callee (or its receiver, at the start of a chain) is an external package's. */
  const returnsExternal = (call: ReceiverCall): boolean =>
    call.of !== undefined
      ? returnsExternal(call.of)
      : call.receiverTypes === undefined &&
        bindings.get(call.receiver ?? call.callee)?.files.length === 0;

  for (const reference of file.references) {
    if (reference.kind === 'property' && !index.isProperty(reference.name)) continue;
    if (reference.kind === 'mention') continue;
    const caller = file.definitions[reference.from];
    const receiver = reference.receiver;
    if (receiver !== undefined && (SELF.has(receiver) || /^super\(/.test(receiver))) {
      const container = caller?.container;
      const methods = file.definitions.filter(
        (definition) =>
          definition.name === reference.name &&
          definition.container === container &&
          container !== undefined,
      );
      if (container?.startsWith(OBJECT_CONTAINER)) {
        // An object literal's `this` is that object: its own method when it declares one (another
        // object of its interface has its own methods); else the implementations its type allows.
        if (add(reference, methods, 'certain', 'this')) continue;
      } else if (container !== undefined) {
        // A class: its own method or the nearest inherited one (`super.m()`: only inherited), and
        // for `this.m()` the overrides in subclasses (a template method reaches them). Nothing
        // else: a method the hierarchy does not declare is a library base class's.
        if (receiver === 'super' || receiver.startsWith('super(')) {
          add(
            reference,
            python
              ? index.superMembersSeenFrom(container, reference.name, file.path, resolver)
              : index.superMembers(container, reference.name),
            'certain',
            'this',
          );
          continue;
        }
        const own =
          methods.length > 0
            ? methods
            : python
              ? index.membersSeenFrom([container], reference.name, file.path, resolver)
              : index.membersOf([container], reference.name);
        add(reference, own, 'certain', 'this');
        // A read of `self.x` is a property's only where the class says so: a subclass's property
        // of that name does not make the base's attribute one.
        if (reference.kind !== 'property')
          add(
            reference,
            index.overrides(container, reference.name).filter((target) => !own.includes(target)),
            'likely',
            'this',
          );
        continue;
      }
    }
    if (receiver === undefined || reference.kind === 'new' || reference.kind === 'jsx') {
      const name = reference.name;
      // Same file: the innermost definition in scope wins; nested helpers before top-level ones.
      const local = (topLevel.get(name) ?? []).filter(
        (definition) => definition.kind !== 'method' || reference.kind === 'new',
      );
      // Visible from the caller: declared at top level, or in a scope that encloses the caller —
      // a function's, or a callback's block (`it('…', () => { function helper() {} })`).
      const scoped = local
        .filter((definition) => {
          const scope = definition.qualifiedName.slice(
            0,
            Math.max(0, definition.qualifiedName.lastIndexOf('.')),
          );
          const block = definition.block;
          return (
            (scope === '' ||
              (caller !== undefined &&
                (caller.qualifiedName === scope ||
                  caller.qualifiedName.startsWith(`${scope}.`)))) &&
            (block === undefined || (reference.line >= block[0] && reference.line <= block[1]))
          );
        })
        .sort((a, b) => blockSize(a) - blockSize(b));
      // A local binding (parameter, variable, destructured name) shadows definitions and imports.
      if (reference.shadowed === true) continue;
      if (
        add(
          reference,
          callableTargets(scoped.length > 0 ? scoped.slice(0, 1) : []),
          'certain',
          'same_file',
        )
      )
        continue;
      const binding = bindings.get(name);
      if (binding && binding.imported !== '*' && binding.imported !== '<package>') {
        const found = binding.files.flatMap((target) =>
          index.exported(target, binding.imported, resolver),
        );
        if (add(reference, callableTargets(found).slice(0, 1), 'certain', 'import')) continue;
        if (binding.files.length > 0) continue; // imported from a known file but not a function we track
      }
      if (binding && binding.files.length === 0) continue; // an external package: not ours to link
      const packaged = samePackage.flatMap(
        (path) =>
          index.byFile
            .get(path)
            ?.definitions.filter(
              (definition) => definition.name === name && !definition.qualifiedName.includes('.'),
            ) ?? [],
      );
      if (add(reference, callableTargets(packaged), 'likely', 'import')) continue;
    } else {
      // obj.method(): a namespace import, an imported class's static method, a method of a freshly
      // constructed object (`new Auth().login()`), or a module of the package.
      const constructed = /^new\s+([A-Za-z_$][\w$]*)\s*[(<]/.exec(receiver)?.[1];
      const head = constructed ?? receiver.split('.')[0] ?? receiver;
      // A local binding (`({ db }) => db.query()`) is not the import or class it shadows.
      const binding = reference.shadowed === true ? undefined : bindings.get(head);
      if (binding && binding.files.length === 0) continue; // a value of an external package
      const declared = binding !== undefined || topLevel.has(head) || locals.has(head);
      // `console.log()`, `JSON.parse()`: the platform's, unless the file declares the name itself.
      if (!declared && isGlobalObject(head)) continue;
      // Python's `import a.b` then `a.b.f()`: a function of module `a.b`.
      const dotted =
        file.language === 'python' && binding?.imported === '<package>' && receiver !== head
          ? importedFiles.get(receiver)
          : undefined;
      if (dotted && dotted.length > 0) {
        const found = dotted.flatMap((target) => index.exported(target, reference.name, resolver));
        add(reference, callableTargets(found).slice(0, 1), 'certain', 'import');
        continue;
      }
      // `ns.f()` or `Class.f()`: the receiver is the imported or declared name itself.
      if (reference.shadowed !== true && (constructed !== undefined || receiver === head)) {
        if (binding && (binding.imported === '*' || binding.imported === '<package>')) {
          const found = binding.files.flatMap((target) =>
            index.exported(target, reference.name, resolver),
          );
          if (add(reference, callableTargets(found).slice(0, 1), 'certain', 'import')) continue;
          if (binding.files.length > 0) continue;
        }
        const classes = binding
          ? binding.files.flatMap((target) => index.exported(target, binding.imported, resolver))
          : (topLevel.get(head) ?? []);
        const statics = classes.flatMap((definition) =>
          (index.byFile.get(definition.file)?.definitions ?? []).filter(
            (member) => member.container === definition.name && member.name === reference.name,
          ),
        );
        if (add(reference, statics, 'likely', binding ? 'import' : 'same_file')) continue;
      }
      // A value: its declared class's method, else the implementations an interface dispatches to.
      if (reference.kind !== 'method' && reference.kind !== 'property') continue;
      // What a library's function returned is the library's (`(await pool.connect()).query()`).
      if (reference.receiverCall && returnsExternal(reference.receiverCall)) continue;
      const field = (
        file.language === 'python' ? /^(?:this|self)\.(\w+)$/ : /^this\.([A-Za-z_$][\w$]*)$/
      ).exec(receiver)?.[1];
      const receiverTypes =
        reference.receiverTypes ??
        (reference.receiverCall
          ? receiver.endsWith(')')
            ? classTypes(returnTypesOf(reference.receiverCall, caller?.container))
            : returnTypesOf(reference.receiverCall, caller?.container)
          : undefined) ??
        (field !== undefined && caller?.container !== undefined
          ? index.fieldTypes(caller.container, field)
          : undefined) ??
        // `value.field.m()` with `value` declared with a type declaring `field`.
        reference.ownerTypes
          ?.map((type) => index.fieldTypes(type, receiver.slice(receiver.indexOf('.') + 1)))
          .find((types) => types !== undefined) ??
        // An imported module-level instance (`from app.db import connection`).
        (binding && receiver === head
          ? binding.files
              .map((target) => index.byFile.get(target)?.instances?.[binding.imported])
              .find((types) => types !== undefined)
          : undefined);
      const containers = receiverTypes?.filter(isBuiltinType) ?? [];
      // A container's methods are its own, not those of what it holds (`Map<string, Store>`).
      const members =
        containers.length > 0
          ? []
          : python
            ? index.membersSeenFrom(receiverTypes ?? [], reference.name, file.path, resolver)
            : index.membersOf(
                receiverTypes ?? [],
                reference.name,
                // Types written in this file mean what this file declares or imports.
                reference.receiverTypes ? typeFiles : undefined,
              );
      add(reference, members, 'likely', 'type');
      // A receiver declared with a class reaches that class's method (or what it inherits), not
      // its siblings'. Through an interface, or of unknown type, the implementations of the same
      // declaration; declared only with a library's types, those of the repository's classes
      // that say they implement one of them.
      if (members.length > 0) continue;
      // Written with JavaScript's own containers (`values: Map<K, V>`, `shapes: Shape[]`), or
      // only with a library's types: the repository's classes that say they implement one of
      // those (the container, not what it holds).
      if (
        receiverTypes !== undefined &&
        (containers.length > 0 || !receiverTypes.some((type) => index.isType(type)))
      ) {
        add(
          reference,
          index.implementationsOf(
            reference.name,
            containers.length > 0 ? containers : receiverTypes,
          ),
          'possible',
          'dispatch',
        );
        continue;
      }
      // JavaScript's own method names dispatch only through a written interface declaring them.
      if (
        isBuiltinMethod(file.language, reference.name) &&
        (receiverTypes === undefined || !index.declaredInRepository(receiverTypes, reference.name))
      )
        continue;
      add(
        reference,
        index.dispatchTargets(reference.name, receiverTypes, reference.arguments),
        'possible',
        'dispatch',
      );
      continue;
    }
    // Last resort: a small set of same-named candidates elsewhere — unless the name is bound
    // locally (a variable or parameter shadows them), or it is a method of an unknown receiver.
    if (receiver !== undefined || locals.has(reference.name) || reference.kind === 'value')
      continue;
    const candidates = callableTargets(index.named(reference.name)).filter(
      (definition) => definition.kind !== 'method' || reference.kind === 'new',
    );
    if (candidates.length > 0 && candidates.length <= MAX_NAME_CANDIDATES)
      add(reference, candidates, 'possible', 'name');
  }
  return { calls, imports };
}
