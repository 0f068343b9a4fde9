// A module's exported names, followed through re-exports and barrels.
import { SPREAD_EXPORT, type Definition, type FileFacts } from '../model.js';
import type { ModuleResolver } from './modules.js';
import type { SymbolIndex } from './symbol-index.js';
import { answered } from './answered.js';

/** The definitions `name` exported by module `path`, looked up through re-exports up to a depth. */
export function findExported(
  index: SymbolIndex,
  path: string,
  name: string,
  resolver: ModuleResolver,
  depth: number,
): Definition[] {
  const nonEmpty = (definitions: Definition[]): Definition[] | undefined =>
    definitions.length > 0 ? definitions : undefined;
  const own = (file: FileFacts, local: string): Definition[] | undefined =>
    nonEmpty(
      local.includes('.')
        ? file.definitions.filter((definition) => namespaceMember(definition, local))
        : moduleLevel(
            file.definitions.filter(
              (definition) => definition.name === local && !definition.qualifiedName.includes('.'),
            ),
          ),
    );
  const imported = (target: string, exported: string): Definition[] | undefined =>
    nonEmpty(index.exported(target, exported, resolver, depth + 1));
  return throughExports(index, path, name, resolver, depth, own, imported) ?? [];
}

/**
 * Of a module's definitions of one name, those at its top: a module exports `function array()`,
 * not the `inst.array = () => array(inst)` a constructor's body assigns.
 */
function moduleLevel(definitions: Definition[]): Definition[] {
  const top = definitions.filter((definition) => definition.block === undefined);
  return top.length > 0 ? top : definitions;
}

/**
 * Whether a definition is a TypeScript namespace's class or function named `NS.Name`, as a module
 * copies it (`export const StorageTransaction = StorageDriver.Transaction`).
 */
function namespaceMember(definition: Definition, name: string): boolean {
  return definition.kind === 'class'
    ? `${definition.namespace}.${definition.name}` === name
    : definition.kind === 'function' && definition.qualifiedName === name;
}

/**
 * The classes of the module-level instance `name` exported by module `path` (`export const
 * _functions: Record<string, FunctionSpec> = {}`), through re-exports and module-level copies
 * (`const functions = _functions; export default functions`); undefined when it is none.
 */
export function findExportedInstance(
  index: SymbolIndex,
  path: string,
  name: string,
  resolver: ModuleResolver,
  depth: number,
): string[] | undefined {
  return throughExports(
    index,
    path,
    name,
    resolver,
    depth,
    (file, local) => ownInstance(file.instances, local),
    (target, exported) => index.exportedInstance(target, exported, resolver, depth + 1),
  );
}

/**
 * What calling the module-level constant `name` exported by module `path` returns, by the number
 * of arguments a call passes (its `callables`), through re-exports (`export { stringType as
 * string }` behind `export *`); undefined when it is none.
 */
export function findExportedCallable(
  index: SymbolIndex,
  path: string,
  name: string,
  resolver: ModuleResolver,
  depth: number,
): Record<string, string[]> | undefined {
  const own = (file: FileFacts, local: string) => ownInstance(file.callables, local);
  const imported = (target: string, exported: string) =>
    findExportedCallable(index, target, exported, resolver, depth + 1);
  return throughExports(index, path, name, resolver, depth, own, imported);
}

/**
 * A module-level instance's classes (or a callable's returns): an own key, never what every object
 * inherits (`toString`).
 */
export function ownInstance<T>(
  instances: Record<string, T> | undefined,
  name: string,
): T | undefined {
  return instances && Object.hasOwn(instances, name) ? instances[name] : undefined;
}

/**
 * What `own` finds for export `name` of module `path` (its local name, or the name a module-level
 * copy holds), else what `imported` finds where the module re-exports or imports it from.
 */
function throughExports<T>(
  index: SymbolIndex,
  path: string,
  name: string,
  resolver: ModuleResolver,
  depth: number,
  own: (file: FileFacts, local: string) => T | undefined,
  imported: (target: string, name: string) => T | undefined,
): T | undefined {
  const file = index.byFile.get(path);
  if (!file || depth > 8) return undefined;
  const exportedLocal = Object.hasOwn(file.exports, name) ? (file.exports[name] ?? name) : name;
  const copied = file.copies && Object.hasOwn(file.copies, exportedLocal);
  const local = copied ? (file.copies?.[exportedLocal] ?? exportedLocal) : exportedLocal;
  const found = own(file, local);
  if (found !== undefined) return found;
  // Re-exported or imported-then-exported names; those a module names itself before those of its
  // `export *`, which they hide wherever written (`export { NDK as default }` after `export * from
  // './lists'`).
  for (const star of [false, true])
    for (const fact of file.imports) {
      for (const reexport of fact.reexports) {
        if ((reexport.exported === '*') !== star) continue;
        if (reexport.exported !== name && reexport.imported !== '*') continue;
        if (reexport.imported === '*' && reexport.exported !== '*' && reexport.exported !== name)
          continue;
        const targets = resolver.resolve(file, fact.source);
        const exported = reexport.imported === '*' ? name : reexport.imported;
        for (const target of targets) {
          if (star && !starExports(index.byFile.get(target), exported)) continue;
          const result = imported(target, exported);
          if (result !== undefined) return result;
        }
      }
      const binding = star ? undefined : fact.bindings.find((entry) => entry.local === local);
      if (binding && binding.imported !== '*')
        for (const target of resolver.resolve(file, fact.source)) {
          const result = imported(target, binding.imported);
          if (result !== undefined) return result;
        }
    }
  if (copied && local.includes('.')) return throughImportedMember(file, local, resolver, imported);
  return name.startsWith('default.') && local === name
    ? throughSpreads(file, name.slice('default.'.length), resolver, imported)
    : undefined;
}

/**
 * A member of an import a module-level constant names (`export const StorageTransaction =
 * StorageDriver.Transaction` with `import { StorageDriver } from './StorageDriver.js'`): the
 * member as that module exports it (`StorageDriver.Transaction`, a namespace's class), or a
 * namespace import's export (`ns.Transaction`).
 */
function throughImportedMember<T>(
  file: FileFacts,
  local: string,
  resolver: ModuleResolver,
  imported: (target: string, name: string) => T | undefined,
): T | undefined {
  const dot = local.indexOf('.');
  const member = local.slice(dot + 1);
  return throughBinding(file, local.slice(0, dot), resolver, imported, (name) =>
    name === '*' ? member : `${name}.${member}`,
  );
}

/**
 * Member `member` of a default-exported object that spreads imports (`export default { ...base }`):
 * the export of that name of a namespace's module, or the member of another module's default
 * object.
 */
function throughSpreads<T>(
  file: FileFacts,
  member: string,
  resolver: ModuleResolver,
  imported: (target: string, name: string) => T | undefined,
): T | undefined {
  for (const [key, spread] of Object.entries(file.exports)) {
    if (!key.startsWith(SPREAD_EXPORT)) continue;
    const found = throughBinding(file, spread, resolver, imported, (name) =>
      name === '*' ? member : name === 'default' ? `default.${member}` : undefined,
    );
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * What `imported` finds in the module an import binding named `local` comes from, under the name
 * `exportedAs` gives for the name it imports (undefined: none to look up).
 */
function throughBinding<T>(
  file: FileFacts,
  local: string,
  resolver: ModuleResolver,
  imported: (target: string, name: string) => T | undefined,
  exportedAs: (importedName: string) => string | undefined,
): T | undefined {
  for (const fact of file.imports) {
    const binding = fact.bindings.find((entry) => entry.local === local);
    const name = binding && exportedAs(binding.imported);
    if (name === undefined) continue;
    for (const target of resolver.resolve(file, fact.source)) {
      const result = imported(target, name);
      if (result !== undefined) return result;
    }
  }
  return undefined;
}

/**
 * The modules export `name` of module `path` is a namespace of (`import * as Classes from
 * './classes'; export { Classes }`, `export * as Classes from './classes'`), followed through
 * re-exports; undefined when it is no namespace.
 */
export function findNamespace(
  index: SymbolIndex,
  path: string,
  name: string,
  resolver: ModuleResolver,
  depth: number,
): string[] | undefined {
  const file = index.byFile.get(path);
  if (!file || depth > 8 || file.language === 'python') return undefined;
  const exported = Object.hasOwn(file.exports, name);
  const local = exported ? (file.exports[name] ?? name) : name;
  for (const fact of file.imports) {
    const binding = exported ? fact.bindings.find((entry) => entry.local === local) : undefined;
    if (binding?.imported === '*') return resolver.resolve(file, fact.source);
    // Passed on under this name: `export { Classes } from './common'`, `export * from './common'`,
    // `import { Classes } from './common'; export { Classes }`.
    const passed: string[] = binding && binding.imported !== 'default' ? [binding.imported] : [];
    for (const reexport of fact.reexports) {
      if (reexport.exported === name && reexport.imported === '*')
        return resolver.resolve(file, fact.source);
      if (reexport.exported === name) passed.push(reexport.imported);
      else if (reexport.exported === '*' && starExports(file, name)) passed.push(name);
    }
    for (const imported of passed)
      for (const target of resolver.resolve(file, fact.source)) {
        const found = index.exportedNamespace(target, imported, resolver, depth + 1);
        if (found) return found;
      }
  }
  return undefined;
}

/**
 * Whether `from module import *` takes `name` from a Python module: a name its `__all__` lists;
 * without one, any name not starting with `_`. JavaScript's `export *` takes every export but the
 * default (and what the default object holds).
 */
export function starExports(file: FileFacts | undefined, name: string): boolean {
  if (file?.language !== 'python') return name !== 'default' && !name.startsWith('default.');
  return file.publicNames ? file.publicNames.includes(name) : !name.startsWith('_');
}

/**
 * The functions `member` (`.f`, `.Inner.f`) of the TypeScript namespace module `path` declares or
 * exports as `namespace` (`NS`), followed through re-exports: `NS.f`, `NS.Inner.f` there.
 */
export function namespaceFunctions(
  index: SymbolIndex,
  path: string,
  namespace: string,
  member: string,
  resolver: ModuleResolver,
): Definition[] {
  return namespaceDefinitions(
    index,
    path,
    namespace,
    {
      key: `function ${member}`,
      matches: (definition, local) =>
        definition.qualifiedName === `${local}${member}` && definition.container === undefined,
    },
    resolver,
  );
}

/**
 * The classes `name` of the TypeScript namespace module `path` declares or exports as `namespace`
 * (`NS`), in its inner namespace `inner` (`''`, `.Inner`), followed through re-exports.
 */
export function namespaceClasses(
  index: SymbolIndex,
  path: string,
  namespace: string,
  inner: string,
  name: string,
  resolver: ModuleResolver,
): Definition[] {
  return namespaceDefinitions(
    index,
    path,
    namespace,
    {
      key: `class ${inner} ${name}`,
      matches: (definition, local) =>
        definition.kind === 'class' &&
        definition.name === name &&
        definition.namespace === `${local}${inner}`,
    },
    resolver,
  );
}

/** What a walk through a namespace's modules looks for: `matches`, asked as `key`. */
interface NamespaceQuestion {
  key: string;
  /** Whether a definition is it, given the namespace's name in the module. */
  matches: (definition: Definition, local: string) => boolean;
}

/** The answers of each index's walks through namespaces, by module, namespace, question and depth. */
const namespaceAnswers = new WeakMap<SymbolIndex, Map<string, Definition[]>>();

/**
 * The definitions `question` picks in the TypeScript namespace module `path` declares or exports
 * as `namespace`, followed through re-exports (see `answered`).
 */
function namespaceDefinitions(
  index: SymbolIndex,
  path: string,
  namespace: string,
  question: NamespaceQuestion,
  resolver: ModuleResolver,
  depth = 0,
): Definition[] {
  let answers = namespaceAnswers.get(index);
  if (!answers) namespaceAnswers.set(index, (answers = new Map<string, Definition[]>()));
  return answered(answers, `${path}\0${namespace}\0${question.key}\0${depth}`, () =>
    findNamespaceDefinitions(index, path, namespace, question, resolver, depth),
  );
}

function findNamespaceDefinitions(
  index: SymbolIndex,
  path: string,
  namespace: string,
  question: NamespaceQuestion,
  resolver: ModuleResolver,
  depth: number,
): Definition[] {
  const file = index.byFile.get(path);
  if (!file || depth > 8 || file.language === 'python') return [];
  const local = Object.hasOwn(file.exports, namespace)
    ? (file.exports[namespace] ?? namespace)
    : namespace;
  const own = file.definitions.filter((definition) => question.matches(definition, local));
  if (own.length > 0) return own;
  for (const fact of file.imports) {
    const binding = fact.bindings.find((entry) => entry.local === local);
    const passed = binding && binding.imported !== '*' ? [binding.imported] : [];
    for (const reexport of fact.reexports)
      if (reexport.exported === namespace && reexport.imported !== '*')
        passed.push(reexport.imported);
      else if (reexport.exported === '*' && starExports(file, namespace)) passed.push(namespace);
    for (const imported of passed)
      for (const target of resolver.resolve(file, fact.source)) {
        const found = namespaceDefinitions(index, target, imported, question, resolver, depth + 1);
        if (found.length > 0) return found;
      }
  }
  return [];
}
