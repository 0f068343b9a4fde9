// What the dependencies' declaration files say of the libraries' types the repository imports
// (library-declarations.ts reads them): the interfaces a class has from the library's class it
// extends (`KernelConnector extends DataConnector`, which implements `IDataConnector`), and the
// written types and members of a library's type (`opts.middleware` of `opts: MiddlewareOptions`).
import { posix } from 'node:path';
import type { Definition, FileFacts, TypeFacts } from '../model.js';
import { answered } from './answered.js';
import { isQualifiedMark } from './builtins.js';
import type { LibraryDeclarations } from './library-declarations.js';
import { libraryBindings, libraryImport } from './library-types.js';
import type { ModuleResolver } from './modules.js';

/** Whether a file is TypeScript's, whose libraries ship declaration files. */
function isTypeScript(file: FileFacts): boolean {
  return file.language === 'typescript' || file.language === 'tsx';
}

/**
 * The library's interfaces above the library classes class `type` of `file` extends
 * (`IDataConnector` above `DataConnector`), as the library's declaration files say, that it does
 * not name itself. An interface of the repository's own by that name is not the library's.
 */
function libraryInterfacesOf(
  file: FileFacts,
  type: TypeFacts,
  declarations: LibraryDeclarations,
  resolver: ModuleResolver,
  declaredInRepository: (name: string) => boolean,
): string[] {
  if (type.kind !== 'class') return [];
  const added = new Set<string>();
  for (const base of type.extended ?? []) {
    const imported = libraryImport(file, base, resolver);
    if (imported === undefined || imported.imported === '*') continue;
    const from = posix.dirname(file.path);
    for (const above of declarations.interfacesAbove(from, imported.source, imported.imported))
      if (!type.supertypes.includes(above) && !declaredInRepository(above)) added.add(above);
  }
  return [...added];
}

/**
 * The file with its classes' library interfaces (see libraryInterfacesOf) among the interfaces
 * they implement and their methods' dispatch types; undefined when it has none. Not among their
 * supertypes: their subclasses are no classes implementing those interfaces by their own word.
 */
function withLibraryInterfaces(
  file: FileFacts,
  declarations: LibraryDeclarations,
  resolver: ModuleResolver,
  declaredInRepository: (name: string) => boolean,
): FileFacts | undefined {
  const added = new Map<string, string[]>();
  const types = file.types.map((type) => {
    const names = libraryInterfacesOf(file, type, declarations, resolver, declaredInRepository);
    if (names.length === 0) return type;
    added.set(type.name, names);
    return {
      ...type,
      implemented: [...(type.implemented ?? []), ...names],
      libraryInherited: names,
    };
  });
  if (added.size === 0) return undefined;
  const definitions = file.definitions.map((definition) => {
    const names = definition.container === undefined ? undefined : added.get(definition.container);
    return names && definition.dispatchTypes
      ? { ...definition, dispatchTypes: [...definition.dispatchTypes, ...names] }
      : definition;
  });
  return { ...file, types, definitions };
}

/**
 * The files with their classes' library interfaces read from the dependencies' declaration files
 * (see withLibraryInterfaces): the same map when no class extends a library's class that has any.
 */
export function withLibraryHeritage(
  files: ReadonlyMap<string, FileFacts>,
  resolver: ModuleResolver,
): ReadonlyMap<string, FileFacts> {
  const repositoryTypes = new Set<string>();
  for (const file of files.values()) for (const type of file.types) repositoryTypes.add(type.name);
  const declarations = resolver.libraries;
  const declared = (name: string): boolean => repositoryTypes.has(name);
  let widened: Map<string, FileFacts> | undefined;
  for (const [path, file] of files) {
    if (!isTypeScript(file)) continue;
    const wider = withLibraryInterfaces(file, declarations, resolver, declared);
    if (wider) (widened ??= new Map(files)).set(path, wider);
  }
  return widened ?? files;
}

/** Where a file imports a library's type from: the file's folder, the module and the name there. */
interface LibraryOrigin {
  from: string;
  source: string;
  name: string;
}

/**
 * The libraries' types the repository imports, as their declaration files declare them: the written
 * types of their fields (`opts.middleware` of `opts: MiddlewareOptions`, '@libp2p/http-utils', is a
 * `Middleware[]`) and their members. A name the repository declares too is not the library's.
 */
export class LibraryTypes {
  /** Each library type's name (as files import it) → where they import it from. */
  private origins: Map<string, LibraryOrigin[]> | undefined;

  constructor(
    private readonly files: Iterable<FileFacts>,
    private readonly resolver: ModuleResolver,
    private readonly declaredInRepository: (name: string) => boolean,
    /** Whether a name is one the repository imports from a package it does not hold. */
    private readonly isLibraryType: (name: string) => boolean,
  ) {}

  /** Answers by type and member: call sites ask what others asked. */
  private readonly fields = new Map<string, string[] | undefined>();
  private readonly members = new Map<string, boolean>();
  private readonly bodies = new Map<string, boolean>();
  private readonly returns = new Map<string, string[] | undefined>();
  /** Each namespace import's name (`import * as grid from '…'`) → where files import it from. */
  private readonly namespaces = new Map<string, LibraryOrigin[]>();

  /** The written types of field `field` of the library's type `written` names, if any. */
  fieldTypes(written: string, field: string): string[] | undefined {
    const type = this.libraryName(written);
    if (type === undefined) return undefined;
    return answered(this.fields, `${type}\0${field}`, () => this.readFieldTypes(type, field));
  }

  /**
   * The library's type a written name means, if it is one: a name imported from a package, or one
   * qualified by a package's namespace (`grid.DataGrid`, which a type's names mark `<grid.DataGrid>`).
   */
  private libraryName(written: string): string | undefined {
    const type = isQualifiedMark(written) ? written.slice(1, -1) : written;
    const dot = type.indexOf('.');
    return this.isLibraryType(dot === -1 ? type : type.slice(0, dot)) ? type : undefined;
  }

  private readFieldTypes(type: string, field: string): string[] | undefined {
    for (const { from, source, name } of this.originsOf(type)) {
      const library = this.ofLibrary(this.resolver.libraries.fieldTypes(from, source, name, field));
      if (library) return library;
    }
    return undefined;
  }

  /** What method `method` of the library's type `written` names returns, as its declaration writes. */
  methodReturns(written: string, method: string): string[] | undefined {
    const type = this.libraryName(written);
    if (type === undefined) return undefined;
    return answered(this.returns, `${type}\0${method}`, () => {
      for (const { from, source, name } of this.originsOf(type)) {
        const returned = this.ofLibrary(
          this.resolver.libraries.methodReturns(from, source, name, method),
        );
        if (returned) return returned;
      }
      return undefined;
    });
  }

  /**
   * What the library's function `name`, exported by `source` to a file of directory `from`,
   * returns as its declaration writes (`$getSelection(): null | BaseSelection`).
   */
  functionReturns(from: string, source: string, name: string): string[] | undefined {
    return this.ofLibrary(this.resolver.libraries.functionReturns(from, source, name));
  }

  /** The written types without the repository's own names; undefined when none is left. */
  private ofLibrary(written: readonly string[] | undefined): string[] | undefined {
    const library = written?.filter((named) => !this.declaredInRepository(named));
    return library?.length ? library : undefined;
  }

  /** Whether the library's type `written` names has member `member` (a method or field), or one above it. */
  declares(written: string, member: string): boolean {
    return this.anyOrigin(this.members, written, member, (from, source, name) =>
      this.resolver.libraries.declares(from, source, name, member),
    );
  }

  /**
   * Whether the library's class `written` names runs its own member `member` (see
   * LibraryDeclarations.implements): a call through it reaches no override of the repository's.
   */
  implements(written: string, member: string): boolean {
    return this.anyOrigin(this.bodies, written, member, (from, source, name) =>
      this.resolver.libraries.implements(from, source, name, member),
    );
  }

  /** Whether `holds` of a place the library's type `written` names is imported from, once per member. */
  private anyOrigin(
    answers: Map<string, boolean>,
    written: string,
    member: string,
    holds: (from: string, source: string, name: string) => boolean,
  ): boolean {
    const type = this.libraryName(written);
    if (type === undefined) return false;
    return answered(answers, `${type}\0${member}`, () =>
      this.originsOf(type).some(({ from, source, name }) => holds(from, source, name)),
    );
  }

  /** Where files import a type from; `ns.Name` is `Name` of the module `ns` names. */
  private originsOf(type: string): LibraryOrigin[] {
    this.origins ??= this.findOrigins();
    const dot = type.indexOf('.');
    if (dot === -1) return this.origins.get(type) ?? [];
    const name = type.slice(dot + 1);
    if (name.includes('.')) return [];
    return (this.namespaces.get(type.slice(0, dot)) ?? []).map((origin) => ({ ...origin, name }));
  }

  private findOrigins(): Map<string, LibraryOrigin[]> {
    const origins = new Map<string, LibraryOrigin[]>();
    const seen = new Set<string>();
    const typeScript = [...this.files].filter(isTypeScript);
    for (const { file, source, local, imported } of libraryBindings(typeScript, this.resolver)) {
      const key = `${local}\0${source}\0${imported}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const origin = { from: posix.dirname(file.path), source, name: imported };
      const named = imported === '*' ? this.namespaces : origins;
      named.set(local, [...(named.get(local) ?? []), origin]);
    }
    return origins;
  }
}

/**
 * Whether `method` is of one of `types` only through the library's interfaces its class inherits
 * from a library's class (`libraryInherited`): no class a repository's interface extending that
 * library interface (`IManager extends IDisposable`) is implemented by.
 */
export function inheritsOnly(
  method: Definition,
  types: ReadonlySet<string>,
  classes: ReadonlyMap<string, readonly TypeFacts[]>,
): boolean {
  const inherited = classes
    .get(method.container ?? '')
    ?.flatMap((facts) => facts.libraryInherited ?? []);
  if (!inherited?.length) return false;
  return (method.dispatchTypes ?? []).every((type) => !types.has(type) || inherited.includes(type));
}
