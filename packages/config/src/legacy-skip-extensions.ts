import { settingName, type Source } from './messages.js';
import { DEFAULT_NOT_CODE } from './not-code.js';
import { isTree, type Tree } from './tree.js';

/**
 * `review.skipExtensions` (`SKIP_EXTENSIONS`) replaced the list of skipped endings; it is read still,
 * with its old meaning and a deprecation message, as `notCode.extensions` (which extends the
 * defaults instead).
 */
export function readSkipExtensions(
  raw: Tree,
  sources: Record<string, Source>,
  fileName: string,
  deprecations: string[],
): void {
  const review = raw.review;
  if (!isTree(review) || review.skipExtensions === undefined) return;
  const given: unknown = review.skipExtensions;
  delete review.skipExtensions;
  const setting = settingName('review.skipExtensions', sources['review.skipExtensions'], fileName);
  deprecations.push(
    `${setting} is the old setting; write notCode.extensions in .codehawk.yml, which adds to the defaults ("!.md" removes one). The old one will stop working in a future release.`,
  );
  if (!Array.isArray(given)) {
    // Not a list: the schema names what notCode.extensions accepts.
    raw.notCode = { ...(isTree(raw.notCode) ? raw.notCode : {}), extensions: given };
    return;
  }
  // The old list replaced the defaults: every default it leaves out is removed.
  const removed = DEFAULT_NOT_CODE.extensions
    .filter((ending) => !given.includes(ending))
    .map((ending) => `!${ending}`);
  const notCode = isTree(raw.notCode) ? raw.notCode : {};
  const extensions = Array.isArray(notCode.extensions) ? (notCode.extensions as unknown[]) : [];
  raw.notCode = { ...notCode, extensions: [...(given as unknown[]), ...removed, ...extensions] };
}
