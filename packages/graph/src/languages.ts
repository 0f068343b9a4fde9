import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language, Parser, Query } from 'web-tree-sitter';
import { GraphError } from './errors.js';
import type { LanguageId } from './model.js';

interface LanguageSpec {
  id: LanguageId;
  extensions: readonly string[];
  /** The registry package the `.wasm` in `grammars/` comes from (see its `versions.json`). */
  grammarPackage: string;
  wasm: string;
  /** Query files, concatenated. */
  queries: readonly string[];
}

export const LANGUAGES: readonly LanguageSpec[] = [
  {
    id: 'typescript',
    extensions: ['.ts', '.mts', '.cts'],
    grammarPackage: 'tree-sitter-typescript',
    wasm: 'tree-sitter-typescript.wasm',
    queries: ['typescript'],
  },
  {
    id: 'tsx',
    extensions: ['.tsx'],
    grammarPackage: 'tree-sitter-typescript',
    wasm: 'tree-sitter-tsx.wasm',
    queries: ['typescript', 'tsx'],
  },
  {
    id: 'javascript',
    extensions: ['.js', '.jsx', '.mjs', '.cjs'],
    grammarPackage: 'tree-sitter-javascript',
    wasm: 'tree-sitter-javascript.wasm',
    queries: ['javascript'],
  },
  {
    id: 'python',
    extensions: ['.py', '.pyi'],
    grammarPackage: 'tree-sitter-python',
    wasm: 'tree-sitter-python.wasm',
    queries: ['python'],
  },
  {
    id: 'go',
    extensions: ['.go'],
    grammarPackage: 'tree-sitter-go',
    wasm: 'tree-sitter-go.wasm',
    queries: ['go'],
  },
  {
    id: 'java',
    extensions: ['.java'],
    grammarPackage: 'tree-sitter-java',
    wasm: 'tree-sitter-java.wasm',
    queries: ['java'],
  },
  {
    id: 'c_sharp',
    extensions: ['.cs'],
    grammarPackage: 'tree-sitter-c-sharp',
    wasm: 'tree-sitter-c_sharp.wasm',
    queries: ['c_sharp'],
  },
  {
    id: 'rust',
    extensions: ['.rs'],
    grammarPackage: 'tree-sitter-rust',
    wasm: 'tree-sitter-rust.wasm',
    queries: ['rust'],
  },
];

/** Each extension's language (the first listed): a build asks for each of thousands of paths. */
const BY_EXTENSION = new Map<string, LanguageSpec>();
for (const language of LANGUAGES)
  for (const extension of language.extensions)
    if (!BY_EXTENSION.has(extension)) BY_EXTENSION.set(extension, language);

/** The language of a path, by extension, or undefined. */
export function languageOf(path: string): LanguageSpec | undefined {
  const dot = path.lastIndexOf('.');
  return dot === -1 ? undefined : BY_EXTENSION.get(path.slice(dot).toLowerCase());
}

export interface LoadedLanguage {
  spec: LanguageSpec;
  language: Language;
  query: Query;
  /** This thread's parser of the language. */
  parser: Parser;
  /** `package@version`, part of the cache key. */
  grammarVersion: string;
}

/**
 * The graph ships its grammars: `grammars/` in the package holds one `.wasm` per language, their
 * `versions.json` and licences, so installing the graph needs no grammar package with native bindings
 * and install scripts. A single-file bundle (the GitHub Action) carries the same files, and the
 * queries, in `grammars/` beside itself (see `BUNDLED_GRAMMARS_DIRECTORY`).
 */
export const BUNDLED_GRAMMARS_DIRECTORY = 'grammars';
const bundledDirectory = fileURLToPath(
  new URL(`./${BUNDLED_GRAMMARS_DIRECTORY}/`, import.meta.url),
);
const isBundled = existsSync(join(bundledDirectory, 'versions.json'));
// From src/ and dist/ alike, the package's own directories are one level up.
const grammarsDirectory = isBundled
  ? bundledDirectory
  : fileURLToPath(new URL(`../${BUNDLED_GRAMMARS_DIRECTORY}/`, import.meta.url));
const queriesDirectory = isBundled
  ? join(bundledDirectory, 'queries')
  : fileURLToPath(new URL('../queries/', import.meta.url));

let grammarVersions: Readonly<Record<string, string>> | undefined;
function grammarVersionsOf(): Readonly<Record<string, string>> {
  grammarVersions ??= JSON.parse(
    readFileSync(join(grammarsDirectory, 'versions.json'), 'utf8'),
  ) as Record<string, string>;
  return grammarVersions;
}

let initialised: Promise<void> | undefined;
const loaded = new Map<LanguageId, Promise<LoadedLanguage>>();

const versions = new Map<string, string>();

/** `package@version` of a language's grammar: part of the cache key. */
export function grammarVersionOf(spec: LanguageSpec): string {
  const known = versions.get(spec.grammarPackage);
  if (known) return known;
  const version = grammarVersion(spec);
  versions.set(spec.grammarPackage, version);
  return version;
}

function grammarVersion(spec: LanguageSpec): string {
  return `${spec.grammarPackage}@${grammarVersionsOf()[spec.grammarPackage] ?? '?'}`;
}

/**
 * Loads a grammar (once) and checks that web-tree-sitter can run it: a grammar built for another ABI
 * fails here with a message naming the package and its version, not with a crash mid-parse.
 */
export function loadLanguage(spec: LanguageSpec): Promise<LoadedLanguage> {
  let pending = loaded.get(spec.id);
  if (!pending) {
    pending = (async () => {
      // Loaded with the first grammar: a warm query, which parses nothing, never compiles it.
      const { Language, LANGUAGE_VERSION, MIN_COMPATIBLE_VERSION, Parser, Query } =
        await import('web-tree-sitter');
      initialised ??= Parser.init();
      await initialised;
      const version = grammarVersion(spec);
      const language = await Language.load(join(grammarsDirectory, spec.wasm));
      const abi = language.abiVersion;
      if (abi < MIN_COMPATIBLE_VERSION || abi > LANGUAGE_VERSION) {
        throw new GraphError(
          'INCOMPATIBLE_GRAMMAR',
          `${version} is built for tree-sitter ABI ${abi}, but web-tree-sitter supports ${MIN_COMPATIBLE_VERSION}–${LANGUAGE_VERSION}. Set a grammar version built for this web-tree-sitter in the graph's grammars/versions.json and run its grammars:update script.`,
        );
      }
      const source = spec.queries
        .map((name) => readFileSync(join(queriesDirectory, `${name}.scm`), 'utf8'))
        .join('\n');
      const parser = new Parser();
      parser.setLanguage(language);
      const query = new Query(language, source);
      return { spec, language, query, parser, grammarVersion: version };
    })();
    loaded.set(spec.id, pending);
  }
  return pending;
}
