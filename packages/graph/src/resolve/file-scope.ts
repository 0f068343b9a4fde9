// What one file's names mean while its references are resolved: its imports, top-level
// definitions, locals and the edges found so far.
import type { CallEdge, Definition, FileFacts, ImportEdge, Reference } from '../model.js';
import type { ModuleResolver } from './modules.js';
import { pythonSubmodules } from './python.js';
import type { SymbolIndex } from './symbol-index.js';

/** A name an import binds: the files it comes from and the name it has there (`*`, `<package>`). */
export interface ImportBinding {
  files: string[];
  imported: string;
}

export interface FileScope {
  file: FileFacts;
  index: SymbolIndex;
  resolver: ModuleResolver;
  python: boolean;
  /** Local name → what it imports. */
  bindings: Map<string, ImportBinding>;
  /**
   * Declared name → what it imports, for the repository's types the file imports under another
   * name (`import { TransformManager as Transform }`): its types were read with the declared name.
   */
  typeBindings: Map<string, ImportBinding>;
  /** Import specifier → the files it resolves to. */
  importedFiles: Map<string, string[]>;
  /** The file's definitions by name (nested ones included). */
  topLevel: Map<string, Definition[]>;
  locals: Set<string>;
  /** The other files of the same package (Go, Java, C#). */
  samePackage: string[];
  calls: CallEdge[];
  imports: ImportEdge[];
  /**
   * Of the file whose references are being resolved (not a scope seen from another file): the
   * files declaring type names its calls return that it neither declares nor imports (`z.string()`
   * returning the `ZodString` of the module declaring `string`), so that a namesake elsewhere is
   * not taken for it.
   */
  returnedDeclarations?: Map<string, Set<string>>;
}

/** A file's scope: its import edges and bindings resolved, its definitions indexed by name. */
export function fileScope(
  file: FileFacts,
  index: SymbolIndex,
  resolver: ModuleResolver,
): FileScope {
  const topLevel = new Map<string, Definition[]>();
  for (const definition of file.definitions) {
    const list = topLevel.get(definition.name) ?? [];
    list.push(definition);
    topLevel.set(definition.name, list);
  }
  return {
    file,
    index,
    resolver,
    python: file.language === 'python',
    ...bindImports(file, index, resolver),
    topLevel,
    locals: new Set(file.locals),
    samePackage: resolver.samePackage(file).filter((path) => path !== file.path),
    calls: [],
  };
}

/** The file's import edges, and what each imported local name is bound to. */
function bindImports(
  file: FileFacts,
  index: SymbolIndex,
  resolver: ModuleResolver,
): Pick<FileScope, 'bindings' | 'typeBindings' | 'importedFiles' | 'imports'> {
  const imports: ImportEdge[] = [];
  const importedFiles = new Map<string, string[]>();
  const bindings = new Map<string, ImportBinding>();
  for (const fact of file.imports) {
    const targets = resolver.resolve(file, fact.source);
    importedFiles.set(fact.source, targets);
    const submodules =
      file.language === 'python' ? pythonSubmodules(file, fact, targets, index, resolver) : null;
    // The package itself is imported when a name comes from it, not only its submodules.
    const importsPackage =
      !submodules ||
      fact.bindings.length === 0 ||
      fact.bindings.some((binding) => !submodules.has(binding.local));
    const importedPaths = new Set([
      ...(importsPackage ? targets : []),
      ...(submodules?.values() ?? []),
    ]);
    // A Python module importing itself (`from . import box` in box.py, under `__main__`) is no
    // dependent of itself. (In TypeScript, whose compiler lists such an import, it is kept.)
    for (const target of importedPaths)
      if (target !== file.path || !submodules)
        imports.push({ kind: 'imports', from: file.path, to: target, confidence: 'certain' });
    for (const binding of fact.bindings) {
      const submodule = submodules?.get(binding.local);
      // Python's `import a.b` binds `a`, the top package; `a.b.f()` goes through `importedFiles`.
      const files =
        submodules && binding.imported === '<package>' && fact.source.includes('.')
          ? resolver.resolve(file, binding.local)
          : targets;
      // `import { Classes } from './common'`, where common exports a namespace of that name.
      const namespace = submodules
        ? undefined
        : namespaceOf(index, resolver, files, binding.imported);
      bindings.set(
        binding.local,
        submodule
          ? { files: [submodule], imported: '*' }
          : namespace
            ? { files: namespace, imported: '*' }
            : { files, imported: binding.imported },
      );
    }
  }
  const typeBindings =
    file.language === 'python' ? new Map<string, ImportBinding>() : declaredTypes(file, bindings);
  return { imports, importedFiles, bindings, typeBindings };
}

/**
 * The names imported from the repository's modules under another name (`import { TransformManager
 * as Transform } from './transform'`), by their declared names: the file's types written with the
 * local name were read as the declared one (the extraction's `renamedTypes`). (Not a value:
 * `parseAttributes = defaultParseAttributes` stays a parameter.)
 */
function declaredTypes(
  file: FileFacts,
  bindings: Map<string, ImportBinding>,
): Map<string, ImportBinding> {
  const typeBindings = new Map<string, ImportBinding>();
  for (const [local, imported] of Object.entries(file.renamedTypes ?? {})) {
    const binding = bindings.get(local);
    if (binding) typeBindings.set(imported, binding);
  }
  return typeBindings;
}

/** The modules an imported name is a namespace of, when one of the imported files exports one. */
function namespaceOf(
  index: SymbolIndex,
  resolver: ModuleResolver,
  files: readonly string[],
  imported: string,
): string[] | undefined {
  if (imported === '*' || imported === '<package>' || imported === 'default') return undefined;
  // Most imported names are definitions (answered once, and asked again when resolving calls).
  if (files.some((path) => index.exported(path, imported, resolver).length > 0)) return undefined;
  for (const path of files) {
    const found = index.exportedNamespace(path, imported, resolver);
    if (found && found.length > 0) return found;
  }
  return undefined;
}

/** Whether an import binds a module (`import * as ns`, Python's `import pkg`), not one name. */
export function bindsModule(binding: ImportBinding | undefined): boolean {
  return binding?.imported === '*' || binding?.imported === '<package>';
}

/** The definitions an import binding names in the files it comes from. */
export function importedDefinitions(
  scope: FileScope,
  binding: ImportBinding,
  name = binding.imported,
): Definition[] {
  return binding.files.flatMap((target) => scope.index.exported(target, name, scope.resolver));
}

/** The definitions a call may reach: an interface is called through its implementations. */
export function callableTargets(definitions: Definition[]): Definition[] {
  return definitions.filter((definition) => definition.kind !== 'interface');
}

/**
 * A Python function declared with `@overload` signatures is one function: a call of one of its
 * definitions (resolution finds the first) reaches the others too.
 */
function withOverloads(scope: FileScope, targets: Definition[]): Definition[] {
  if (!targets.some((target) => target.overloaded === true)) return targets;
  const found = new Set(targets);
  for (const target of targets)
    if (target.overloaded === true)
      for (const sibling of scope.index.byFile.get(target.file)?.definitions ?? [])
        if (sibling.qualifiedName === target.qualifiedName) found.add(sibling);
  return [...found];
}

/**
 * A Python name its scope defines more than once (`if PY2: def b` … `else: def b`): each
 * definition that may be bound once the scope has run, in place of one that may not.
 */
function boundAlternatives(scope: FileScope, targets: Definition[]): Definition[] {
  if (!targets.some((target) => target.alternative !== undefined)) return targets;
  const found = new Set<Definition>();
  for (const target of targets) {
    if (target.alternative === undefined) found.add(target);
    else
      for (const sibling of scope.index.byFile.get(target.file)?.definitions ?? [])
        if (sibling.qualifiedName === target.qualifiedName && sibling.alternative !== false)
          found.add(sibling);
  }
  return [...found];
}

/**
 * What a write calls: a property's setter, and its getter beside it (one property, which pyright
 * lists a write under both accessors of); a property with no setter is read-only, a plain
 * attribute no call.
 */
function writtenProperties(targets: Definition[]): Definition[] {
  const property = (target: Definition): string => `${target.file}#${target.qualifiedName}`;
  const setters = new Set(targets.filter((target) => target.setter === true).map(property));
  return targets.filter(
    (target) => setters.has(property(target)) && (target.setter || target.property) === true,
  );
}

/** Records edges from a reference's caller to `targets`; false when there is none to record. */
export function addCalls(
  scope: FileScope,
  reference: Reference,
  targets: Definition[],
  confidence: CallEdge['confidence'],
  via: CallEdge['via'],
): boolean {
  // An attribute read calls only a property getter.
  if (reference.kind === 'property') targets = targets.filter((target) => target.property === true);
  else if (reference.kind === 'write') targets = writtenProperties(targets);
  if (targets.length === 0) return false;
  if (scope.python) targets = boundAlternatives(scope, withOverloads(scope, targets));
  const { file } = scope;
  const from =
    reference.from === -1
      ? `file:${file.path}`
      : (file.definitions[reference.from]?.id ?? `file:${file.path}`);
  for (const target of targets)
    scope.calls.push({ kind: 'calls', from, to: target.id, confidence, via, line: reference.line });
  return true;
}
