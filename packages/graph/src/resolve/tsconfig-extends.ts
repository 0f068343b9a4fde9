// Where a tsconfig's `extends` points, found as TypeScript finds it (its NodeNext lookup of a JSON
// config): a relative path, `.json` added when the file is missing, or a package in node_modules —
// through its `exports` if it has them, else its `tsconfig` field, its tsconfig.json or a subpath.
import { posix } from 'node:path';
import { parseJson } from './json-with-comments.js';
import { isRecord, patternMatch } from './patterns.js';

/** A repository file's text (its path relative to the root), or undefined when there is none. */
export type ReadFile = (path: string) => string | undefined;

/** The conditions TypeScript resolves a config package's `exports` with (CommonJS, NodeNext). */
const CONDITIONS = new Set(['node', 'require', 'types', 'default']);

/**
 * The repository-relative path of the config `extends` names from the config in `directory`, or
 * undefined when TypeScript finds none (it then reports it and keeps the rest of the config).
 */
export function extendedConfigPath(
  specifier: string,
  directory: string,
  read: ReadFile,
): string | undefined {
  const name = specifier.replace(/\\/g, '/');
  // An absolute path names no file of the repository: not followed.
  if (posix.isAbsolute(name)) return undefined;
  if (name.startsWith('./') || name.startsWith('../')) {
    const path = posix.join(directory, name);
    if (read(path) !== undefined || path.endsWith('.json')) return path;
    return read(`${path}.json`) === undefined ? undefined : `${path}.json`;
  }
  const [packageName, rest] = splitPackageName(name);
  if (!packageName) return undefined;
  // Each node_modules from the config's folder up to the repository's root, as Node walks them.
  for (let folder = directory; ; folder = posix.dirname(folder)) {
    const found = fromPackage(posix.join(folder, 'node_modules', packageName), rest, read);
    if (found) return found;
    if (folder === '.' || folder.startsWith('..')) return undefined;
  }
}

/** `@scope/name/sub/path` → [`@scope/name`, `sub/path`]; `name` → [`name`, ``]. */
function splitPackageName(name: string): [string | undefined, string] {
  const parts = name.split('/');
  const length = name.startsWith('@') ? 2 : 1;
  if (parts.length < length || parts.slice(0, length).some((part) => part === ''))
    return [undefined, ''];
  return [parts.slice(0, length).join('/'), parts.slice(length).join('/')];
}

/** The config a package in `packageDirectory` offers at subpath `rest` ('' for the package). */
function fromPackage(packageDirectory: string, rest: string, read: ReadFile): string | undefined {
  const manifest = parseJson(read(posix.join(packageDirectory, 'package.json')));
  if (isRecord(manifest) && manifest.exports !== undefined && manifest.exports !== null) {
    const target = exportTarget(manifest.exports, rest === '' ? '.' : `./${rest}`);
    // An exported target is taken as written: a JSON file, no extension added.
    const path = target?.startsWith('./') ? posix.join(packageDirectory, target) : undefined;
    return path?.endsWith('.json') && read(path) !== undefined ? path : undefined;
  }
  if (rest !== '') {
    const file = jsonFile(posix.join(packageDirectory, rest), read);
    if (file) return file;
  }
  return fromFolder(posix.join(packageDirectory, rest), read);
}

/** A folder's config: its package.json `tsconfig` field's file, else its tsconfig.json. */
function fromFolder(folder: string, read: ReadFile): string | undefined {
  const manifest = parseJson(read(posix.join(folder, 'package.json')));
  const field = isRecord(manifest) ? manifest.tsconfig : undefined;
  const named = typeof field === 'string' ? jsonFile(posix.join(folder, field), read) : undefined;
  return named ?? jsonFile(posix.join(folder, 'tsconfig'), read);
}

/** `path` when it names a `.json` file that is there, else `path.json` when that is there. */
function jsonFile(path: string, read: ReadFile): string | undefined {
  if (path.endsWith('.json')) return read(path) === undefined ? undefined : path;
  return read(`${path}.json`) === undefined ? undefined : `${path}.json`;
}

/** The target a package's `exports` gives `subpath` (`.` or `./x`), its conditions taken in order. */
function exportTarget(exports: unknown, subpath: string): string | undefined {
  if (!isRecord(exports) || !Object.keys(exports).some((key) => key.startsWith('.')))
    return subpath === '.' ? conditionalTarget(exports, '') : undefined;
  const map = exports;
  if (subpath in map && !subpath.includes('*')) return conditionalTarget(map[subpath], '');
  // Patterns: the one with the longest prefix before its `*` first, as Node takes them.
  const patterns = Object.keys(map)
    .filter((key) => key.includes('*'))
    .sort((a, b) => b.indexOf('*') - a.indexOf('*') || b.length - a.length);
  for (const pattern of patterns) {
    const middle = patternMatch(pattern, subpath);
    if (middle !== undefined) return conditionalTarget(map[pattern], middle);
  }
  return undefined;
}

/** A target (string, condition object or fallback list) with its `*` replaced by `middle`. */
function conditionalTarget(target: unknown, middle: string): string | undefined {
  if (typeof target === 'string') return target.replaceAll('*', middle);
  if (Array.isArray(target)) {
    for (const entry of target) {
      const found = conditionalTarget(entry, middle);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isRecord(target)) return undefined;
  for (const [condition, value] of Object.entries(target))
    if (CONDITIONS.has(condition)) {
      const found = conditionalTarget(value, middle);
      if (found !== undefined) return found;
    }
  return undefined;
}
