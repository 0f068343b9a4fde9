import { posix } from 'node:path';
import type { FileFacts, ImportFact } from './model.js';
import type { ModuleResolver } from './resolve/modules.js';

const stem = (value: string): string => value.replace(/\.(d\.)?[cm]?[jt]sx?$|\.py$/, '');

/** The path (without extension) an import's specifier names, when it names one in the repository. */
function namedPath(
  file: FileFacts,
  fact: ImportFact,
  resolver: ModuleResolver,
  wanted: { path: string; index: string | undefined },
): string | undefined {
  const directory = file.path.includes('/') ? file.path.slice(0, file.path.lastIndexOf('/')) : '';
  if (fact.source.startsWith('./') || fact.source.startsWith('../'))
    return stem(posix.normalize(posix.join(directory, fact.source)));
  if (file.language !== 'python')
    // A tsconfig `paths` alias (`@app/util`) or a `baseUrl` import names the file too.
    return resolver
      .aliasedPaths(file.path, fact.source)
      .map((named) => stem(posix.normalize(named)))
      .find((named) => named === wanted.path || named === wanted.index);
  if (!/^[\w.]+$/.test(fact.source)) return undefined;
  const dots = /^\.*/.exec(fact.source)?.[0].length ?? 0;
  const rest = fact.source.slice(dots).split('.').filter(Boolean).join('/');
  const base =
    dots === 0 ? '' : posix.normalize(posix.join(directory, ...Array<string>(dots - 1).fill('..')));
  return posix.join(base, rest);
}

/**
 * Files that still import a file that is gone (deleted by the change): imports whose specifier
 * names its path — relative JavaScript/TypeScript specifiers, with or without an extension or
 * `/index`, and Python modules — and resolve to no file that exists.
 */
export function importersOfMissing(
  files: Iterable<FileFacts>,
  resolver: ModuleResolver,
  path: string,
): { file: string; line: number; source: string }[] {
  const wanted = stem(path);
  const index = wanted.endsWith('/index') ? wanted.slice(0, -'/index'.length) : undefined;
  const pythonInit = path.endsWith('/__init__.py')
    ? path.slice(0, -'/__init__.py'.length)
    : undefined;
  const found: { file: string; line: number; source: string }[] = [];
  for (const file of files) {
    for (const fact of file.imports) {
      const target = namedPath(file, fact, resolver, { path: wanted, index });
      if (target === undefined) continue;
      if (target !== wanted && target !== index && target !== pythonInit) continue;
      if (resolver.resolve(file, fact.source).length > 0) continue;
      found.push({ file: file.path, line: fact.line, source: fact.source });
    }
  }
  return found.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}
