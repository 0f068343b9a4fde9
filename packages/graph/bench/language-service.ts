// The TypeScript language service (typescript 5.9's compiler API) over a corpus, as the benches
// use it for their reference answers.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
  };
  const service = ts.createLanguageService(host, ts.createDocumentRegistry());
  const program = service.getProgram();
  if (!program) throw new Error(`no program for ${corpus.name}`);
  return { options, texts, service, program };
}
