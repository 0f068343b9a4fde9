// The TypeScript language service (typescript 5.9's compiler API) over a corpus, as the benches
// use it for their reference answers.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';
import type { Corpus } from './corpora.js';

/** The corpus's own compiler options (its tsconfig), or a bundler's defaults when it ships none. */
export function compilerOptions(corpus: Corpus): ts.CompilerOptions {
  const { root, sources } = corpus;
  let options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
  };
  for (const name of ['tsconfig.json', 'tsconfig.base.json']) {
    const path = join(root, name);
    if (!existsSync(path)) continue;
    const read = ts.readConfigFile(path, (file) => ts.sys.readFile(file));
    if (read.error) continue;
    options = ts.parseJsonConfigFileContent(read.config, ts.sys, root).options;
    break;
  }
  const hasTsx = sources.some((path) => path.endsWith('.tsx'));
  return {
    ...options,
    ...(corpus.extraOptions
      ? ts.convertCompilerOptionsFromJson(corpus.extraOptions, root).options
      : {}),
    ...(hasTsx && options.jsx === undefined ? { jsx: ts.JsxEmit.Preserve } : {}),
    noEmit: true,
    skipLibCheck: true,
    types: [],
    incremental: false,
  };
}

export interface CorpusService {
  options: ts.CompilerOptions;
  /** Each source's text, by absolute path. */
  texts: Map<string, string>;
  service: ts.LanguageService;
  program: ts.Program;
  /** A module as the corpus resolves it (see `corpusResolver`). */
  resolveModule: ModuleResolver;
  /** How many of the program's module names resolved to a source through the package's own name or its built declarations. */
  redirected: () => number;
}

type ModuleResolver = (
  specifier: string,
  containingFile: string,
  mode?: ts.ResolutionMode,
) => ts.ResolvedModuleFull | undefined;

/**
 * Modules resolved as the corpus's tsconfig says, but as a checkout of its repository has them: a
 * module naming the package itself (`@evolu/common/intl`) resolves as if the workspace linked the
 * package into `node_modules`, and a declaration file the package built from its own sources
 * (`dist/src/intl/index.d.ts`, with its `.d.ts.map`) is read back as that source, as TypeScript's
 * project references and "go to source definition" do. A tarball ships the built declarations a
 * checkout would build (or redirect), so without this the reference's calls through the package's
 * own name reach declarations no source is, or nothing.
 */
function corpusResolver(
  corpus: Corpus,
  options: ts.CompilerOptions,
  texts: ReadonlyMap<string, string>,
): { resolveModule: ModuleResolver; redirected: () => number } {
  const root = resolve(corpus.root);
  const name = packageName(root);
  const cache = ts.createModuleResolutionCache(root, (path) => path, options);
  // The workspace's link: `<root>/node_modules/<name>/…` is `<root>/…`.
  const linked = name ? join(root, 'node_modules', name) : undefined;
  const unlink = (path: string): string =>
    linked && (path === linked || path.startsWith(`${linked}/`))
      ? root + path.slice(linked.length)
      : path;
  const linkedHost: ts.ModuleResolutionHost = {
    fileExists: (path) => ts.sys.fileExists(unlink(path)),
    readFile: (path) => ts.sys.readFile(unlink(path)),
    directoryExists: (path) => ts.sys.directoryExists(unlink(path)),
    realpath: (path) => unlink(path),
    getCurrentDirectory: () => root,
  };
  const redirected = new Set<string>();
  const resolveModule: ModuleResolver = (specifier, containingFile, mode) => {
    let found = ts.resolveModuleName(
      specifier,
      containingFile,
      options,
      ts.sys,
      cache,
      undefined,
      mode,
    ).resolvedModule;
    if (!found && name && (specifier === name || specifier.startsWith(`${name}/`)))
      found = ts.resolveModuleName(
        specifier,
        join(root, '__self__.ts'),
        options,
        linkedHost,
        undefined,
        undefined,
        mode,
      ).resolvedModule;
    if (!found) return undefined;
    const source = builtFrom(unlink(found.resolvedFileName), root, texts);
    if (!source && found.resolvedFileName === unlink(found.resolvedFileName)) return found;
    redirected.add(`${containingFile}\0${specifier}`);
    const file = source ?? unlink(found.resolvedFileName);
    return {
      ...found,
      resolvedFileName: file,
      extension: source
        ? file.endsWith('.tsx')
          ? ts.Extension.Tsx
          : ts.Extension.Ts
        : found.extension,
      isExternalLibraryImport: false,
    };
  };
  return { resolveModule, redirected: () => redirected.size };
}

/** The package's own name (its `package.json`), if it has one. */
function packageName(root: string): string | undefined {
  const path = join(root, 'package.json');
  if (!existsSync(path)) return undefined;
  const parsed: unknown = JSON.parse(readFileSync(path, 'utf8'));
  const name =
    typeof parsed === 'object' && parsed !== null && 'name' in parsed ? parsed.name : undefined;
  return typeof name === 'string' ? name : undefined;
}

/** The corpus's source a declaration file of its own (not a dependency's) was built from, by its `.d.ts.map`. */
function builtFrom(
  file: string,
  root: string,
  texts: ReadonlyMap<string, string>,
): string | undefined {
  if (!/\.d\.[cm]?ts$/.test(file) || !file.startsWith(`${root}/`)) return undefined;
  if (file.slice(root.length).includes('/node_modules/') || !existsSync(`${file}.map`))
    return undefined;
  const map: unknown = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  if (typeof map !== 'object' || map === null || !('sources' in map)) return undefined;
  const sources = Array.isArray(map.sources) ? map.sources : [];
  const sourceRoot =
    'sourceRoot' in map && typeof map.sourceRoot === 'string' ? map.sourceRoot : '';
  const first: unknown = sources[0];
  const source = typeof first === 'string' ? resolve(dirname(file), sourceRoot, first) : undefined;
  return source && texts.has(source) ? source : undefined;
}

/** A language service over the corpus's sources, with its compiler options. */
export function languageService(corpus: Corpus): CorpusService {
  const options = compilerOptions(corpus);
  const texts = new Map(
    corpus.sources.map((path) => {
      const absolute = join(corpus.root, path);
      return [absolute, readFileSync(absolute, 'utf8')];
    }),
  );
  const { resolveModule, redirected } = corpusResolver(corpus, options, texts);
  const host: ts.LanguageServiceHost = {
    getScriptFileNames: () => [...texts.keys()],
    getScriptVersion: () => '1',
    getScriptSnapshot: (file) => {
      const text = texts.get(file) ?? (ts.sys.fileExists(file) ? ts.sys.readFile(file) : undefined);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => corpus.root,
    getCompilationSettings: () => options,
    getDefaultLibFileName: (settings) => ts.getDefaultLibFilePath(settings),
    fileExists: (file) => texts.has(file) || ts.sys.fileExists(file),
    readFile: (file) => texts.get(file) ?? ts.sys.readFile(file),
    readDirectory: (path, extensions, exclude, include, depth) =>
      ts.sys.readDirectory(path, extensions, exclude, include, depth),
    directoryExists: (path) => ts.sys.directoryExists(path),
    getDirectories: (path) => ts.sys.getDirectories(path),
    resolveModuleNameLiterals: (literals, containingFile, _redirect, settings, file) =>
      literals.map((literal) => ({
        resolvedModule: resolveModule(
          literal.text,
          containingFile,
          ts.getModeForUsageLocation(file, literal, settings),
        ),
      })),
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const program = service.getProgram();
  if (!program) throw new Error(`no program for ${corpus.name}`);
  return { options, texts, service, program, resolveModule, redirected };
}
