// Which files a graph leaves out by name: a build skips them when it lists the repository, and an
// in-process update when it is told they changed, so both give the same graph.
import picomatch from 'picomatch';

/**
 * Skipped always: build output and git's own files. What is not code (vendored, generated,
 * lockfiles, docs) comes in `exclude`: CodeHawk passes its `notCode` setting there.
 */
export const DEFAULT_EXCLUDES: readonly string[] = ['**/dist/**', '**/build/**', '**/.git/**'];

/** Why an excluded file is in a graph's `skipped`. */
export const EXCLUDED_REASON = 'excluded (vendored, generated or build output)';

/** A glob part without anything picomatch reads as a pattern (and without a `/`). */
const LITERAL = /^[^*?[\]{}()!+@\\/]+$/;

/** Globs of three shapes — a file ending so, a file so named, anything in a folder so named. */
interface SimpleGlobs {
  endings: string[];
  names: Set<string>;
  folders: Set<string>;
}

/** Sorts the globs of the shapes exclusion lists are made of out from the others. */
function simpleGlobs(globs: readonly string[]): { simple: SimpleGlobs; others: string[] } {
  const simple: SimpleGlobs = { endings: [], names: new Set(), folders: new Set() };
  const others: string[] = [];
  for (const glob of globs) {
    const rest = glob.startsWith('**/') ? glob.slice(3) : '';
    if (rest.startsWith('*') && LITERAL.test(rest.slice(1))) simple.endings.push(rest.slice(1));
    else if (LITERAL.test(rest)) simple.names.add(rest);
    else if (rest.endsWith('/**') && LITERAL.test(rest.slice(0, -3)))
      simple.folders.add(rest.slice(0, -3));
    else others.push(glob);
  }
  return { simple, others };
}

const escaped = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a path is excluded: `DEFAULT_EXCLUDES` and `exclude` as picomatch (`dot: true`) matches
 * them. The usual shapes — an ending, a file name, a folder anywhere — are tested on the path's
 * name and folders (a repository's thousands of paths, each against ~40 globs' regular
 * expressions, took longer than the rest of a warm query's file selection); the rest as one
 * regular expression of picomatch's.
 */
export function exclusionOf(exclude: readonly string[] = []): (path: string) => boolean {
  const globs = [...DEFAULT_EXCLUDES, ...exclude];
  const literal = new Set(globs);
  const { simple, others } = simpleGlobs(globs);
  const ending =
    simple.endings.length > 0
      ? new RegExp(`(?:${simple.endings.map(escaped).join('|')})$`)
      : undefined;
  const combined =
    others.length > 0
      ? new RegExp(
          others.map((glob) => `(?:${picomatch.makeRe(glob, { dot: true }).source})`).join('|'),
        )
      : undefined;
  return (path) => {
    if (literal.has(path)) return true;
    const segments = path.split('/');
    const name = segments[segments.length - 1] ?? '';
    // picomatch never lets `*` stand for a `.` or `..` segment.
    if (name !== '.' && name !== '..' && (simple.names.has(name) || ending?.test(name)))
      return true;
    if (simple.folders.size > 0 && segments.some((segment) => simple.folders.has(segment)))
      return true;
    return combined?.test(path) ?? false;
  };
}
