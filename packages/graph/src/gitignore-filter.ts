// The listing's fallback outside git: `.gitignore` read by the `ignore` package. Its own module,
// imported only when needed: importing `ignore` (CommonJS, 50 kB) costs a new process ~0.1 s of
// CPU in Node's scan of its exports, and git lists nearly every repository without it.
import ignore from 'ignore';

/** The paths a `.gitignore` (its text) does not ignore. */
export function notIgnored(paths: readonly string[], gitignore: string): string[] {
  const ignored = ignore().add(gitignore);
  return paths.filter((path) => !ignored.ignores(path));
}
