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

/**
 * Whether a path is excluded: `DEFAULT_EXCLUDES` and `exclude` as picomatch's matcher of the list
 * tells, in one regular expression (a repository's thousands of paths each tested against ~40 globs
 * one by one took longer than the rest of a warm build's file selection).
 */
export function exclusionOf(exclude: readonly string[] = []): (path: string) => boolean {
  const globs = [...DEFAULT_EXCLUDES, ...exclude];
  const literal = new Set(globs);
  const combined = new RegExp(
    globs.map((glob) => `(?:${picomatch.makeRe(glob, { dot: true }).source})`).join('|'),
  );
  return (path) => literal.has(path) || combined.test(path);
}
