// What is not reviewed as code: the one rule the review's file selection, the graph's index and
// risk's file type all follow. Users extend it in `.codehawk.yml`; `!entry` removes a default.

/** The defaults of `notCode`: each list a user gives adds to (or, with `!`, removes from) these. */
export const DEFAULT_NOT_CODE = {
  /** Endings of files that are not code: docs, images, archives, fonts, source maps, snapshots, minified bundles. */
  extensions: [
    '.md',
    '.txt',
    '.rst',
    '.lock',
    '.svg',
    '.png',
    '.jpg',
    '.jpeg',
    '.gif',
    '.ico',
    '.pdf',
    '.zip',
    '.gz',
    '.woff',
    '.woff2',
    '.ttf',
    '.map',
    '.min.js',
    '.snap',
  ],
  /** Lockfiles, by file name. */
  lockfiles: [
    'package-lock.json',
    'npm-shrinkwrap.json',
    'pnpm-lock.yaml',
    'yarn.lock',
    'bun.lockb',
    'Cargo.lock',
    'poetry.lock',
    'Pipfile.lock',
    'go.sum',
    'composer.lock',
    'Gemfile.lock',
    'packages.lock.json',
  ],
  /** Third-party code checked in (globs). */
  vendored: ['**/vendor/**', '**/node_modules/**', '**/third_party/**'],
  /**
   * Generated code by its name (globs): names generators use, not directories (scripts under
   * `generated/` may be hand-written). The review looks for evidence first (`.gitattributes`,
   * `.gitignore`, a generator's header, minified content) and names it when there is some.
   */
  generated: ['**/*.bundle.js', '**/*.generated.*', '**/*_pb2.py', '**/*.pb.go'],
} as const;

/** The `notCode` setting: what is not code, by ending, lockfile name and path. */
export interface NotCode {
  extensions: string[];
  lockfiles: string[];
  vendored: string[];
  generated: string[];
}

/** A default list with the user's entries added and their `!entry`s removed, in order, once each. */
export function extendList(defaults: readonly string[], given: readonly string[]): string[] {
  const removed = new Set(
    given.filter((entry) => entry.startsWith('!')).map((entry) => entry.slice(1)),
  );
  const added = given.filter((entry) => !entry.startsWith('!'));
  return [...new Set([...defaults, ...added])].filter((entry) => !removed.has(entry));
}

/**
 * The whole rule as globs (picomatch syntax), for consumers that match paths by glob: the graph's
 * index excludes these, risk rates their file type 0.
 */
export function notCodeGlobs(notCode: {
  readonly [List in keyof NotCode]: readonly string[];
}): string[] {
  return [
    ...notCode.extensions.map((ending) => `**/*${ending}`),
    ...notCode.lockfiles.map((name) => `**/${name}`),
    ...notCode.vendored,
    ...notCode.generated,
  ];
}
