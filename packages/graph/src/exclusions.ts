// Which files a graph leaves out by name: a build skips them when it lists the repository, and an
// in-process update when it is told they changed, so both give the same graph.

/**
 * Skipped always: build output and git's own files. What is not code (vendored, generated,
 * lockfiles, docs) comes in `exclude`: CodeHawk passes its `notCode` setting there.
 */
export const DEFAULT_EXCLUDES: readonly string[] = ['**/dist/**', '**/build/**', '**/.git/**'];

/** Why an excluded file is in a graph's `skipped`. */
export const EXCLUDED_REASON = 'excluded (vendored, generated or build output)';

/** A glob part without anything picomatch reads as a pattern (and without a `/`). */
const LITERAL = /^[^*?[\]{}()!+@\\/]+$/;

/**
 * Globs of four shapes — a file ending so, a file so named, a file whose name holds a text
 * (`*.generated.*` anywhere), anything in a folder so named.
 */
interface SimpleGlobs {
  endings: string[];
  names: Set<string>;
  inNames: string[];
  folders: Set<string>;
}

/** Sorts the globs of the shapes exclusion lists are made of out from the others. */
function simpleGlobs(globs: readonly string[]): { simple: SimpleGlobs; others: string[] } {
  const simple: SimpleGlobs = { endings: [], names: new Set(), inNames: [], folders: new Set() };
  const others: string[] = [];
  for (const glob of globs) {
    const rest = glob.startsWith('**/') ? glob.slice(3) : '';
    if (rest.startsWith('*') && LITERAL.test(rest.slice(1))) simple.endings.push(rest.slice(1));
    else if (LITERAL.test(rest)) simple.names.add(rest);
    else if (rest.startsWith('*') && rest.endsWith('*') && LITERAL.test(rest.slice(1, -1)))
      simple.inNames.push(rest.slice(1, -1));
    else if (rest.endsWith('/**') && LITERAL.test(rest.slice(0, -3)))
      simple.folders.add(rest.slice(0, -3));
    else others.push(glob);
  }
  return { simple, others };
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a path is excluded: `DEFAULT_EXCLUDES` and `exclude` as picomatch (`dot: true`) matches
 * them. The usual shapes — an ending, a file name, a text in a name, a folder anywhere — are tested
 * on the path's name and folders (a repository's thousands of paths, each against ~40 globs'
 * regular expressions, took longer than the rest of a warm query's file selection); the rest as
 * one regular expression of picomatch's (loaded only for those).
 */
export async function exclusionOf(
  exclude: readonly string[] = [],
): Promise<(path: string) => boolean> {
  const globs = [...DEFAULT_EXCLUDES, ...exclude];
  const literal = new Set(globs);
  const { simple, others } = simpleGlobs(globs);
  const ending =
    simple.endings.length > 0
      ? new RegExp(`(?:${simple.endings.map(escaped).join('|')})$`)
      : undefined;
  const globSource = others.length > 0 ? (await import('./glob-source.js')).globSource : undefined;
  const combined = globSource
    ? new RegExp(others.map((glob) => `(?:${globSource(glob)})`).join('|'))
    : undefined;
  const { names, inNames, folders } = simple;
  return (path) => {
    if (literal.has(path)) return true;
    const segments = path.split('/');
    const name = segments[segments.length - 1] ?? '';
    // picomatch never lets `*` stand for a `.` or `..` segment.
    if (
      name !== '.' &&
      name !== '..' &&
      (names.has(name) || ending?.test(name) || inNames.some((text) => name.includes(text)))
    )
      return true;
    if (folders.size > 0 && segments.some((segment) => folders.has(segment))) return true;
    return combined?.test(path) ?? false;
  };
}
