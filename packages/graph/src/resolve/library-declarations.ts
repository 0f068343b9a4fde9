// What a library's declaration files say of the types a repository's classes extend: a class
// extending a library's class (`KernelConnector extends DataConnector`, of '@jupyterlab/statedb')
// implements the interfaces that class implements (`IDataConnector`), and a call through one of
// them may reach its methods. The sources cannot say so; the package's `.d.ts` files, found in
// node_modules as Node finds the package, do. They are read only for those heritage names, each
// file once, through `read`, which remembers what it read: a changed dependency resolves again.
import { posix } from 'node:path';
import {
  declarationModule,
  type DeclarationModule,
  type DeclaredType,
} from './declaration-modules.js';
import { parseJson } from './json-with-comments.js';
import { isRecord } from './patterns.js';

/** How many modules and heritage clauses deep a type is followed. */
const MAX_DEPTH = 40;

/** A package's name and the path under it of a specifier (`@scope/name/sub` → sub). */
function packageOf(source: string): { name: string; subpath: string } | undefined {
  const parts = source.split('/');
  const length = source.startsWith('@') ? 2 : 1;
  if (parts.length < length || parts.slice(0, length).some((part) => part === '')) return undefined;
  return { name: parts.slice(0, length).join('/'), subpath: parts.slice(length).join('/') };
}

/** The declaration file beside a JavaScript file of a package (`lib/a.js` → `lib/a.d.ts`). */
function declarationsOf(target: string): string[] {
  if (/\.d\.[cm]?ts$/.test(target)) return [target];
  const stem = target.replace(/\.[cm]?js$/, '');
  const suffix = /\.mjs$/.test(target) ? '.d.mts' : /\.cjs$/.test(target) ? '.d.cts' : '.d.ts';
  return stem === target ? [`${target}.d.ts`, `${target}/index.d.ts`] : [`${stem}${suffix}`];
}

/** The types target of an `exports` entry: its `types` condition, else what it imports. */
function typesTarget(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (Array.isArray(entry)) return typesTarget(entry[0]);
  if (!isRecord(entry)) return undefined;
  for (const condition of ['types', 'typings', 'import', 'node', 'require', 'default'])
    if (condition in entry) {
      const target = typesTarget(entry[condition]);
      if (target !== undefined) return target;
    }
  return undefined;
}

/** The declaration files a package's manifest gives for a path under it ('' for its main entry). */
function entryDeclarations(manifest: Record<string, unknown>, subpath: string): string[] {
  const { exports } = manifest;
  if (exports !== undefined && exports !== null) {
    const keyed = isRecord(exports) && Object.keys(exports).some((key) => key.startsWith('.'));
    const key = subpath === '' ? '.' : `./${subpath}`;
    const entry = isRecord(exports) && keyed ? exports[key] : key === '.' && exports;
    const target = typesTarget(entry);
    if (target !== undefined) return declarationsOf(posix.normalize(target));
  }
  if (subpath !== '') return declarationsOf(subpath);
  const named = [manifest.types, manifest.typings, manifest.main].find(
    (value): value is string => typeof value === 'string',
  );
  return declarationsOf(posix.normalize(named ?? 'index.js'));
}

/** The list, unless empty. */
function nonEmpty<T>(list: T[] | undefined): T[] | undefined {
  return list?.length ? list : undefined;
}

export class LibraryDeclarations {
  private readonly modules = new Map<string, DeclarationModule | undefined>();
  private readonly entries = new Map<string, string | undefined>();
  private readonly located = new Map<string, { file: string; name: string } | undefined | null>();

  /** `read` gives a file's text by its path under the repository's root. */
  constructor(private readonly read: (path: string) => string | undefined) {}

  /**
   * The library's interfaces above its type `name`, exported by `source` to a file of directory
   * `from`, at any depth: those its declaration, or a declaration above it, extends or implements.
   */
  interfacesAbove(from: string, source: string, name: string): string[] {
    const found = new Set<string>();
    for (const { name: above, declared, depth } of this.declarationsAbove(from, source, name))
      if (declared.kind === 'interface' && depth > 0) found.add(above);
    return [...found];
  }

  /**
   * The written types of field `field` of the library's type `name` (exported by `source` to a
   * file of directory `from`), or of the nearest type above it declaring one.
   */
  fieldTypes(from: string, source: string, name: string, field: string): string[] | undefined {
    for (const { declared } of this.declarationsAbove(from, source, name))
      if (Object.hasOwn(declared.fields, field)) {
        const written = declared.fields[field] ?? [];
        // Not one mentioning its type parameters (`promise: Promise<T>`, `content: T`): what they
        // stand for is the receiver's to say.
        if (written.some((type) => declared.parameters.includes(type))) return undefined;
        return nonEmpty(written);
      }
    return undefined;
  }

  /** Whether the library's type `name` (see fieldTypes), or a type above it, has member `member`. */
  declares(from: string, source: string, name: string, member: string): boolean {
    for (const { declared } of this.declarationsAbove(from, source, name))
      if (declared.methods.includes(member) || Object.hasOwn(declared.fields, member)) return true;
    return false;
  }

  /**
   * The written return type of method `method` of the library's type `name` (see fieldTypes), or of
   * the nearest type above it declaring it: `this` is the receiver's own type. Not one mentioning
   * the declaring type's parameters, as for a field.
   */
  methodReturns(from: string, source: string, name: string, method: string): string[] | undefined {
    for (const { declared } of this.declarationsAbove(from, source, name))
      if (declared.methods.includes(method)) {
        // Own keys only: `toString(): string` writes no type the graph keeps.
        const written = Object.hasOwn(declared.returns, method)
          ? declared.returns[method]
          : undefined;
        if (written?.some((type) => declared.parameters.includes(type))) return undefined;
        return written;
      }
    return undefined;
  }

  /**
   * The written return type of the library's function `name`, exported by `source` to a file of
   * directory `from` (`$getSelection(): null | BaseSelection`), unless it mentions the function's
   * own type parameters.
   */
  functionReturns(from: string, source: string, name: string): string[] | undefined {
    const located = this.findIn(this.moduleFiles(from, source), name, 0);
    return located && this.module(located.file)?.functionReturns(located.name);
  }

  /**
   * Whether the library's class `name` (see fieldTypes), or the nearest type above it declaring
   * member `member`, has a body for it: a class's member not written `abstract`. A call through
   * the class runs the library's own, which the compiler links no override of the repository's
   * to; an abstract member (`abstract rowCount(…)`) is its subclasses' to implement.
   */
  implements(from: string, source: string, name: string, member: string): boolean {
    for (const { declared } of this.declarationsAbove(from, source, name))
      if (declared.methods.includes(member) || Object.hasOwn(declared.fields, member))
        return declared.kind === 'class' && !declared.abstracts.includes(member);
    return false;
  }

  /** The declarations of a library's type and of those above it, nearest first, each once. */
  private *declarationsAbove(
    from: string,
    source: string,
    name: string,
  ): Generator<{ file: string; name: string; declared: DeclaredType; depth: number }> {
    const seen = new Set<string>();
    const queue: { files: readonly string[]; name: string; depth: number }[] = [
      { files: this.moduleFiles(from, source), name, depth: 0 },
    ];
    for (const { files, name: wanted, depth } of queue) {
      const located = this.findIn(files, wanted, depth);
      if (!located || seen.has(`${located.file}#${located.name}`)) continue;
      seen.add(`${located.file}#${located.name}`);
      const module = this.module(located.file);
      for (const declared of module?.declared.get(located.name) ?? []) {
        yield { file: located.file, name: located.name, declared, depth };
        for (const written of declared.heritage) {
          const [first = '', second, ...more] = written.split('.');
          // `ns.IFoo` with `import * as ns from '…'`: that module's `IFoo`; else a name there.
          const namespace = second === undefined ? undefined : module?.imports.get(first);
          queue.push(
            namespace?.name === '*' && more.length === 0
              ? {
                  files: this.moduleFiles(posix.dirname(located.file), namespace.source),
                  name: second ?? '',
                  depth: depth + 1,
                }
              : { files: [located.file], name: written.split('.').pop() ?? '', depth: depth + 1 },
          );
        }
      }
    }
  }

  /** The first of `files` (declaration files) that declares `name`, or exports one of that name. */
  private findIn(
    files: readonly string[],
    name: string,
    depth: number,
  ): { file: string; name: string } | undefined {
    if (depth > MAX_DEPTH) return undefined;
    for (const file of files) {
      const found = this.find(file, name, depth);
      if (found) return found;
    }
    return undefined;
  }

  /** Where declaration file `file` has `name` from, once (null while it is looked for: a cycle). */
  private find(
    file: string,
    name: string,
    depth: number,
  ): { file: string; name: string } | undefined {
    const key = `${file}#${name}`;
    const known = this.located.get(key);
    if (known !== undefined) return known ?? undefined;
    this.located.set(key, null);
    const found = this.lookUp(file, name, depth);
    this.located.set(key, found);
    return found;
  }

  /** Where declaration file `file` has `name` from: its own declaration, an import, a re-export. */
  private lookUp(
    file: string,
    name: string,
    depth: number,
  ): { file: string; name: string } | undefined {
    const module = this.module(file);
    if (!module) return undefined;
    if (module.declared.has(name) || module.declaresFunction(name)) return { file, name };
    const local = module.localExports.get(name);
    if (local !== undefined && local !== name) return this.find(file, local, depth + 1);
    const directory = posix.dirname(file);
    const origin = module.imports.get(name) ?? module.reexports.get(name);
    if (origin)
      return origin.name === '*'
        ? undefined
        : this.findIn(this.moduleFiles(directory, origin.source), origin.name, depth + 1);
    for (const source of module.everything) {
      const found = this.findIn(this.moduleFiles(directory, source), name, depth + 1);
      if (found) return found;
    }
    return undefined;
  }

  /** The declaration files module `source` may be, for a file of `directory`. */
  private moduleFiles(directory: string, source: string): string[] {
    if (source.startsWith('.')) return declarationsOf(posix.join(directory, source));
    const key = `${directory}\0${source}`;
    if (!this.entries.has(key)) this.entries.set(key, this.packageEntry(directory, source));
    const entry = this.entries.get(key);
    return entry === undefined ? [] : [entry];
  }

  /** A package's declaration file for `source`, from the node_modules Node would look in. */
  private packageEntry(directory: string, source: string): string | undefined {
    const target = packageOf(source);
    if (!target) return undefined;
    for (let folder = directory; ; folder = posix.dirname(folder)) {
      // Node looks in no `node_modules/node_modules`.
      if (posix.basename(folder) === 'node_modules') continue;
      const root = posix.join(folder, 'node_modules', target.name);
      const text = this.read(`${root}/package.json`);
      if (text !== undefined) {
        const manifest = parseJson(text);
        if (!isRecord(manifest)) return undefined;
        const candidates = entryDeclarations(manifest, target.subpath);
        return candidates.map((path) => posix.join(root, path)).find((path) => this.module(path));
      }
      if (folder === '.' || folder === '' || folder === '/') return undefined;
    }
  }

  /** A declaration file's reading, once (undefined: none there). */
  private module(path: string): DeclarationModule | undefined {
    if (!this.modules.has(path)) {
      const text = this.read(path);
      this.modules.set(path, text === undefined ? undefined : declarationModule(text));
    }
    return this.modules.get(path);
  }
}
