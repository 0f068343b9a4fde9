// A class extending a class imported under another name (`import AjvCore from "./core"`, then
// `class Ajv2019 extends AjvCore`), or a constant naming one (`const StorageTransaction =
// StorageDriver.Transaction`): its superclass is the class declared there, by that name.
import type { Definition, FileFacts, TypeFacts } from '../model.js';

/** A class's facts with its supertypes as declared, and the files declaring the renamed ones. */
export interface RenamedSupertypes {
  facts: TypeFacts;
  /** Supertype name (as declared) → the files it was imported from. */
  files: Map<string, Set<string>>;
  /** Supertype name (as the class's file writes it) → its declared name. */
  names: Map<string, string>;
}

/**
 * The class `type` of `file` with each supertype imported under another name (a default import, or
 * `{ Core as Base }`) replaced by its declared name; undefined when none is.
 */
export function renamedSupertypes(
  file: FileFacts,
  type: TypeFacts,
  resolve: (source: string) => string[],
  exported: (path: string, name: string) => Definition[],
): RenamedSupertypes | undefined {
  if (type.kind !== 'class' || type.supertypes.length === 0) return undefined;
  let renamed: RenamedSupertypes | undefined;
  type.supertypes.forEach((supertype, position) => {
    // Where the name comes from: the modules it is imported from, or this one's copy of another
    // name (`const StorageTransaction = StorageDriver.Transaction`).
    const origins: { targets: string[]; name: string }[] = [];
    for (const fact of file.imports) {
      const binding = fact.bindings.find((entry) => entry.local === supertype);
      if (binding && binding.imported !== '*')
        origins.push({ targets: resolve(fact.source), name: binding.imported });
    }
    if (file.copies && Object.hasOwn(file.copies, supertype))
      origins.push({ targets: [file.path], name: supertype });
    for (const origin of origins) {
      // Imported by its exported name, that name may still be another class's alias there
      // (`export { Component as Behaviour }`).
      const sameName = origin.name === supertype;
      for (const target of origin.targets)
        for (const declared of exported(target, origin.name)) {
          if (declared.kind !== 'class' || (sameName && declared.name === supertype)) continue;
          renamed ??= {
            facts: { ...type, supertypes: [...type.supertypes] },
            files: new Map(),
            names: new Map(),
          };
          renamed.facts.supertypes[position] = declared.name;
          renamed.names.set(supertype, declared.name);
          // The clauses the supertypes come from name it as declared too (which interface
          // dispatch asks: `Component` of `class Button extends Behaviour implements IClick`).
          const { extended, implemented } = renamed.facts;
          if (extended) renamed.facts.extended = renamedIn(extended, supertype, declared.name);
          if (implemented)
            renamed.facts.implemented = renamedIn(implemented, supertype, declared.name);
          const files = renamed.files.get(declared.name) ?? new Set<string>();
          renamed.files.set(declared.name, files.add(declared.file));
        }
    }
  });
  return renamed;
}

function renamedIn(names: string[], local: string, declared: string): string[] {
  return names.map((name) => (name === local ? declared : name));
}

/**
 * The files declaring each supertype of class `type` of `file` whose name other files' classes
 * have too (each locale's `AbstractParserWithLeftBoundaryChecking`): the file's own class of that
 * name, or the one its import of the name resolves to; undefined when none is ambiguous.
 */
export function sameNamedSupertypes(
  file: FileFacts,
  type: TypeFacts,
  ambiguous: (name: string) => boolean,
  resolve: (source: string) => string[],
  exported: (path: string, name: string) => Definition[],
): Map<string, Set<string>> | undefined {
  if (type.kind !== 'class') return undefined;
  let found: Map<string, Set<string>> | undefined;
  for (const supertype of type.supertypes) {
    if (!ambiguous(supertype)) continue;
    const files = new Set<string>();
    if (file.types.some((own) => own !== type && own.name === supertype && own.kind === 'class'))
      files.add(file.path);
    for (const fact of files.size > 0 ? [] : file.imports) {
      const binding = fact.bindings.find((entry) => entry.local === supertype);
      if (!binding || binding.imported === '*') continue;
      for (const target of resolve(fact.source))
        for (const declared of exported(target, binding.imported))
          if (declared.kind === 'class') files.add(declared.file);
    }
    // Of its own name, neither declared again nor imported: a namespace's type written qualified
    // (`class Iterator implements SetContainer.Iterator<K>`), none of the class's namesakes.
    if (files.size > 0 || supertype === type.name) (found ??= new Map()).set(supertype, files);
  }
  return found;
}

/**
 * The files declaring classes' supertypes, where the class's file says which: imported under
 * another name, or a name classes of several files have.
 */
export class SupertypeFiles {
  /** Classes extending a same-named class of another file (`class Ajv extends AjvCore`): their files. */
  private readonly sameNamedSubclasses = new Map<string, Set<string>>();
  /** A class's supertypes → the files declaring them. */
  private readonly files = new Map<TypeFacts, Map<string, Set<string>>>();
  /** By `<path>\0<class>`: its supertypes imported under another name → their declared names. */
  private readonly declaredNames = new Map<string, ReadonlyMap<string, string>>();

  /** A class of `path` named `name` whose supertypes were imported under another name. */
  addRenamed(path: string, name: string, renamed: RenamedSupertypes): void {
    this.files.set(renamed.facts, renamed.files);
    this.declaredNames.set(`${path}\0${name}`, renamed.names);
    if (renamed.files.get(name)?.has(path) === false) {
      const files = this.sameNamedSubclasses.get(name) ?? new Set<string>();
      this.sameNamedSubclasses.set(name, files.add(path));
    }
  }

  /** A class's supertypes of ambiguous names, as its file imports them (see sameNamedSupertypes). */
  addSameNamed(type: TypeFacts, found: Map<string, Set<string>> | undefined): void {
    if (!found) return;
    const files = this.files.get(type) ?? new Map<string, Set<string>>();
    for (const [supertype, declaring] of found)
      if (!files.has(supertype)) files.set(supertype, declaring);
    this.files.set(type, files);
  }

  /** The supertypes class `name` of `path` imports under another name: that name → declared. */
  renamedBy(path: string, name: string): ReadonlyMap<string, string> | undefined {
    return this.declaredNames.get(`${path}\0${name}`);
  }

  /** The files a class's supertype is declared in, when its file says (else any file's). */
  filesOf(type: TypeFacts, supertype: string): ReadonlySet<string> | undefined {
    return this.files.get(type)?.get(supertype);
  }

  /** Whether `path` declares a class named `name` extending a same-named class of another file. */
  extendsSameNamed(name: string, path: string): boolean {
    return this.sameNamedSubclasses.get(name)?.has(path) === true;
  }
}
