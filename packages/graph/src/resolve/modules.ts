// Module specifier → repository files, per language, from the files the graph knows.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { contentHash, fileIdentity } from '../fingerprint.js';
import type { FileFacts } from '../model.js';
import { answered } from './answered.js';
import { parseJson } from './json-with-comments.js';
import { isRecord, patternMatch } from './patterns.js';
import { LibraryDeclarations } from './library-declarations.js';
import { TsConfigs } from './tsconfig.js';

const TS_EXTENSIONS = ['.ts', '.tsx', '.d.ts', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];
/** A module's name as written, without a platform's suffix (no `moduleSuffixes`). */
const NO_SUFFIX: readonly string[] = [''];

interface WorkspacePackage {
  /** Undefined for a manifest without a name (only its `imports` matter). */
  name?: string;
  directory: string;
  exports: Record<string, string>;
  /** Its subpath imports (`#core/*` → `./src/core/*`), private to its own files. */
  imports: Record<string, string>;
}

/** A file's text, or undefined when it cannot be read. */
function readText(path: string): string | undefined {
  // Most directories have no manifest: asking is cheaper than a failed read's error.
  if (!existsSync(path)) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The content hash of each repository file that resolution reads besides the sources (manifests,
 * tsconfig, go.mod), null for one it looked for and did not find: resolved edges stay true while
 * these do.
 */
export type ConfigReads = Map<string, string | null>;

/** The content hash of a file of the repository, or null when there is none. */
export function readConfigHash(root: string, path: string): string | null {
  const text = readText(join(root, path));
  return text === undefined ? null : contentHash(text);
}

/** The identity of a dependency's file (see fileIdentity), else its content hash; null for none. */
function dependencyFingerprint(
  root: string,
  path: string,
  text: string | undefined,
): string | null {
  if (text === undefined) return null;
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  return (stat && fileIdentity(stat)) ?? contentHash(text);
}

/** Whether a file resolution read, noted as `noted` in its ConfigReads, is as it was. */
export function readUnchanged(root: string, path: string, noted: string | null): boolean {
  if (noted?.startsWith('stat:') !== true) return readConfigHash(root, path) === noted;
  const stat = statSync(join(root, path), { throwIfNoEntry: false });
  return stat !== undefined && fileIdentity(stat) === noted;
}

/** Reads a configuration file of the repository, noting what it read in `reads`. */
function readConfig(root: string, path: string, reads: ConfigReads): string | undefined {
  const text = readText(join(root, path));
  reads.set(posix.normalize(path), text === undefined ? null : contentHash(text));
  return text;
}

/**
 * The entry points of a package.json `exports` or `imports` map, one file per key: a condition
 * object gives its source, types, import or default target, in that order.
 */
function entryPoints(map: unknown): Record<string, string> {
  const entries: Record<string, string> = {};
  const collect = (key: string, value: unknown): void => {
    if (typeof value === 'string') entries[key] ??= value;
    else if (isRecord(value))
      for (const condition of ['source', 'types', 'import', 'default'])
        if (condition in value) collect(key, value[condition]);
  };
  if (isRecord(map)) {
    const keyed = Object.keys(map).some((key) => key.startsWith('.') || key.startsWith('#'));
    for (const [key, value] of keyed ? Object.entries(map) : [['.', map] as const])
      collect(key, value);
  } else if (typeof map === 'string') entries['.'] = map;
  return entries;
}

/** Resolves module specifiers to repository-relative file paths. */
export class ModuleResolver {
  private readonly files: Set<string>;
  private readonly packages: WorkspacePackage[] = [];
  private readonly pythonRoots: string[];
  private readonly goModule: { path: string; directory: string } | undefined;
  private readonly filesByDirectory = new Map<string, string[]>();
  private readonly filesByPackage = new Map<string, string[]>();
  /** Python modules found, by specifier (a relative one prefixed with its file's directory). */
  private readonly pythonModules = new Map<string, string[]>();
  /** TypeScript modules found, by the importing file's directory and specifier. */
  private readonly typescriptModules = new Map<string, string[]>();
  /** The configuration files read so far, for the cache of resolved edges. */
  readonly reads: ConfigReads = new Map();
  private readonly tsconfigs = new TsConfigs((path) => readConfig(this.root, path, this.reads));
  /**
   * A dependency's file under the root (a declaration file in node_modules), noted as read by its
   * identity (a warm build hashes none); none outside the root, wherever an import's specifier
   * (`pkg/../../..`) would lead.
   */
  readonly readDependency = (path: string): string | undefined => {
    const normal = posix.normalize(path);
    if (normal.startsWith('../') || normal === '..' || posix.isAbsolute(normal)) return undefined;
    const text = readText(join(this.root, normal));
    this.reads.set(normal, dependencyFingerprint(this.root, normal, text));
    return text;
  };
  /** The dependencies' declaration files, read as resolution asks (library-declarations.ts). */
  readonly libraries = new LibraryDeclarations(this.readDependency);

  constructor(
    private readonly root: string,
    facts: Iterable<FileFacts>,
  ) {
    const all = [...facts];
    this.files = new Set(all.map((file) => file.path));
    const add = (map: Map<string, string[]>, key: string, path: string): void => {
      const list = map.get(key);
      if (list) list.push(path);
      else map.set(key, [path]);
    };
    for (const file of all) {
      add(this.filesByDirectory, posix.dirname(file.path), file.path);
      if (file.packageName)
        add(this.filesByPackage, `${file.language}:${file.packageName}`, file.path);
    }
    this.loadWorkspacePackages(all.map((file) => file.path));
    this.pythonRoots = this.findPythonRoots(
      all.filter((file) => file.language === 'python').map((file) => file.path),
    );
    this.goModule = this.readGoModule();
  }

  private readGoModule(): { path: string; directory: string } | undefined {
    const text = readConfig(this.root, 'go.mod', this.reads) ?? '';
    const path = /^module\s+(\S+)/m.exec(text)?.[1];
    return path ? { path, directory: '' } : undefined;
  }

  private loadWorkspacePackages(paths: string[]): void {
    const directories = new Set<string>();
    for (const path of paths) {
      let directory = posix.dirname(path);
      while (directory !== '.' && directory !== '' && !directories.has(directory)) {
        directories.add(directory);
        directory = posix.dirname(directory);
      }
    }
    directories.add('.');
    for (const directory of directories) {
      const manifest = parseJson(
        readConfig(this.root, posix.join(directory, 'package.json'), this.reads),
      );
      if (!isRecord(manifest)) continue;
      const imports = entryPoints(manifest.imports);
      if (typeof manifest.name !== 'string') {
        if (Object.keys(imports).length > 0)
          this.packages.push({ directory, exports: {}, imports });
        continue;
      }
      const exports = entryPoints(manifest.exports);
      for (const field of ['source', 'types', 'module', 'main'])
        if (typeof manifest[field] === 'string') exports['.'] ??= manifest[field];
      this.packages.push({ name: manifest.name, directory, exports, imports });
    }
  }

  private findPythonRoots(paths: string[]): string[] {
    const roots = new Set<string>(['.']);
    for (const path of paths) {
      if (!path.endsWith('__init__.py')) continue;
      // The root is the parent of the outermost package directory.
      let directory = posix.dirname(path);
      while (this.files.has(`${posix.dirname(directory)}/__init__.py`))
        directory = posix.dirname(directory);
      roots.add(posix.dirname(directory));
    }
    return [...roots];
  }

  /** `stem`, a suffix and `extension`, for the first suffix naming a file (`moduleSuffixes`). */
  private suffixed(
    stem: string,
    extension: string,
    suffixes: readonly string[],
  ): string | undefined {
    for (const suffix of suffixes)
      if (this.files.has(stem + suffix + extension)) return stem + suffix + extension;
    return undefined;
  }

  /** A directory's index file (`index.ts`, `index.tsx`, …). */
  private indexFile(
    directory: string,
    suffixes: readonly string[] = NO_SUFFIX,
  ): string | undefined {
    const base = posix.normalize(directory).replace(/(.)\/+$/, '$1');
    for (const extension of TS_EXTENSIONS) {
      const found = this.suffixed(`${base}/index`, extension, suffixes);
      if (found) return found;
    }
    return undefined;
  }

  /**
   * A TypeScript/JavaScript path with its extension variants and index files, if one is known;
   * each extension tried with every suffix in turn, as TypeScript does (`Button.native.tsx` before
   * `Button.tsx` with `moduleSuffixes: ['.native', '']`).
   */
  private tsFile(candidate: string, suffixes: readonly string[] = NO_SUFFIX): string | undefined {
    // A trailing slash (`'@app/lib/'` through an alias) names the same path.
    const base = posix.normalize(candidate).replace(/(.)\/+$/, '$1');
    if (this.files.has(base)) return base;
    const stripped = base.replace(/\.(js|jsx|mjs|cjs|ts)$/, '');
    for (const extension of TS_EXTENSIONS) {
      const found = this.suffixed(stripped, extension, suffixes);
      if (found) return found;
    }
    const index = this.indexFile(base, suffixes);
    if (index) return index;
    // Published entry points name built files: look for the source beside them.
    if (!/(^|\/)(dist|build|lib)\//.test(base)) return undefined;
    const beside = this.tsFile(base.replace(/(^|\/)(dist|build|lib)\//, '$1src/'), suffixes);
    // A build per module format (`dist/esm/demos/Wrapper`) holds the sources' tree below it.
    const format = base.replace(/(^|\/)(dist|build|lib)\/[^/]+\//, '$1src/');
    return beside ?? (format === base ? undefined : this.tsFile(format, suffixes));
  }

  /**
   * The paths a bare specifier written in `from` names through the tsconfig's `paths` and `baseUrl`,
   * whether or not a file is there (an import of a deleted file through `@app/x` still names it).
   */
  aliasedPaths(from: string, specifier: string): string[] {
    if (specifier.startsWith('.')) return [];
    const config = this.tsconfigs.in(posix.dirname(from));
    if (!config) return [];
    const named: string[] = [];
    for (const [pattern, targets] of config.paths) {
      const middle = patternMatch(pattern, specifier);
      if (middle === undefined) continue;
      for (const target of targets) named.push(target.replace('*', middle));
    }
    if (config.baseUrl) named.push(posix.join(config.baseUrl, specifier));
    return named;
  }

  private resolveTypeScript(from: string, specifier: string): string[] {
    // Walks through barrels ask for the same re-exported modules again and again; what a
    // specifier names depends only on the directory it is written in.
    return answered(this.typescriptModules, `${posix.dirname(from)}\0${specifier}`, () =>
      this.findTypeScriptModule(from, specifier),
    );
  }

  private findTypeScriptModule(from: string, specifier: string): string[] {
    const suffixes = this.tsconfigs.in(posix.dirname(from))?.moduleSuffixes ?? NO_SUFFIX;
    if (specifier.startsWith('.')) {
      const joined = posix.join(posix.dirname(from), specifier);
      // `'.'`, `'..'`, `'./'` and `'../lib/'` name a directory: its index file, not a file
      // beside it (`'..'` in `src/internal/parsers/` is `src/internal/index.ts`, not
      // `src/internal.ts`).
      const found = /(^|\/)\.\.?$|\/$/.test(specifier)
        ? this.indexFile(joined, suffixes)
        : this.tsFile(joined, suffixes);
      return found ? [found] : [];
    }
    for (const named of this.aliasedPaths(from, specifier)) {
      const found = this.tsFile(named, suffixes);
      if (found) return [found];
    }
    if (specifier.startsWith('#')) return this.resolveSubpathImport(from, specifier, suffixes);
    const workspace = this.packages
      .flatMap(({ name, ...entry }) =>
        name !== undefined && (specifier === name || specifier.startsWith(`${name}/`))
          ? [{ name, ...entry }]
          : [],
      )
      .sort((a, b) => b.name.length - a.name.length)[0];
    if (workspace) {
      const subpath = `.${specifier.slice(workspace.name.length)}`;
      const target = workspace.exports[subpath] ?? (subpath === '.' ? undefined : `${subpath}`);
      const found = target
        ? this.tsFile(posix.join(workspace.directory, target), suffixes)
        : undefined;
      if (found) return [found];
      const source = this.tsFile(
        posix.join(workspace.directory, 'src', subpath === '.' ? 'index' : subpath),
        suffixes,
      );
      if (source) return [source];
    }
    return [];
  }

  /**
   * A subpath import (`#core/utils`) through the `imports` of the nearest package.json holding
   * `from`, its target's extension probed as a bundler does (`./src/core/*` names `.ts` files).
   */
  private resolveSubpathImport(
    from: string,
    specifier: string,
    suffixes: readonly string[],
  ): string[] {
    const owner = this.packages
      .filter(
        (entry) =>
          Object.keys(entry.imports).length > 0 &&
          (entry.directory === '.' || from.startsWith(`${entry.directory}/`)),
      )
      .sort((a, b) => b.directory.length - a.directory.length)[0];
    if (!owner) return [];
    // Node takes an exact key first, then the pattern with the longest prefix.
    const patterns = Object.entries(owner.imports).sort(
      ([a], [b]) => Number(a.includes('*')) - Number(b.includes('*')) || b.length - a.length,
    );
    for (const [pattern, target] of patterns) {
      const middle = patternMatch(pattern, specifier);
      if (middle === undefined) continue;
      const found = this.tsFile(posix.join(owner.directory, target.replace('*', middle)), suffixes);
      return found ? [found] : [];
    }
    return [];
  }

  private resolvePython(from: string, specifier: string): string[] {
    // Asked once per import by each pass over a file's imports, most of them the same absolute
    // modules from file after file: looked up once each (a relative one, once per directory).
    const key = specifier.startsWith('.') ? `${posix.dirname(from)}/${specifier}` : specifier;
    return answered(this.pythonModules, key, () => this.findPythonModule(from, specifier));
  }

  private findPythonModule(from: string, specifier: string): string[] {
    const candidates: string[] = [];
    if (specifier.startsWith('.')) {
      const dots = /^\.+/.exec(specifier)?.[0].length ?? 0;
      let directory = posix.dirname(from);
      for (let level = 1; level < dots; level++) directory = posix.dirname(directory);
      const rest = specifier.slice(dots).replace(/\./g, '/');
      candidates.push(rest ? posix.join(directory, rest) : directory);
    } else {
      for (const root of this.pythonRoots)
        candidates.push(posix.join(root, specifier.replace(/\./g, '/')));
    }
    for (const candidate of candidates) {
      for (const path of [`${candidate}.py`, `${candidate}/__init__.py`, `${candidate}.pyi`])
        if (this.files.has(posix.normalize(path))) return [posix.normalize(path)];
    }
    return [];
  }

  private resolveGo(specifier: string): string[] {
    if (!this.goModule || !specifier.startsWith(this.goModule.path)) return [];
    const directory = specifier.slice(this.goModule.path.length).replace(/^\//, '') || '.';
    return (this.filesByDirectory.get(directory) ?? []).filter(
      (path) => path.endsWith('.go') && !path.endsWith('_test.go'),
    );
  }

  private resolveNamespace(language: string, specifier: string): string[] {
    const exact = this.filesByPackage.get(`${language}:${specifier}`);
    if (exact) return exact;
    // `import a.b.C`: the files of package a.b that declare C.
    const dot = specifier.lastIndexOf('.');
    if (dot === -1) return [];
    const type = specifier.slice(dot + 1);
    return (this.filesByPackage.get(`${language}:${specifier.slice(0, dot)}`) ?? []).filter(
      (path) => posix.basename(path).startsWith(type),
    );
  }

  /** Files a specifier written in `from` refers to (several for a Go package or a namespace). */
  resolve(from: FileFacts, specifier: string): string[] {
    switch (from.language) {
      case 'typescript':
      case 'tsx':
      case 'javascript':
        return this.resolveTypeScript(from.path, specifier);
      case 'python':
        return this.resolvePython(from.path, specifier);
      case 'go':
        return this.resolveGo(specifier);
      case 'java':
      case 'c_sharp':
        return this.resolveNamespace(from.language, specifier);
      case 'rust':
        return [];
    }
  }

  /** Files of the same package or namespace (implicitly visible in Go, Java and C#). */
  samePackage(file: FileFacts): string[] {
    if (!file.packageName) return [];
    if (file.language === 'go') return this.filesByDirectory.get(dirname(file.path)) ?? [];
    return this.filesByPackage.get(`${file.language}:${file.packageName}`) ?? [];
  }
}
