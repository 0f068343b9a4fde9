import picomatch from 'picomatch';
import { expect, it } from 'vitest';
import { DEFAULT_EXCLUDES, exclusionOf } from './exclusions.js';

// CodeHawk's own not-code globs (what `notCode` gives by default) and a user's of other shapes.
const NOT_CODE = [
  '**/*.md',
  '**/*.min.js',
  '**/*.map',
  '**/package-lock.json',
  '**/Cargo.lock',
  '**/vendor/**',
  '**/node_modules/**',
  '**/*.generated.*',
  '**/*_pb2.py',
];
const USER = ['src/legacy/**', '**/fixtures/*.ts', '*.config.js', '**/gen-*/**', '**/a+b.ts'];

/** Repository paths as git lists them, of names near and at the globs'. */
function paths(): string[] {
  const names = [
    'a.ts',
    'README.md',
    '.md',
    'md',
    'READMEmd',
    'x.md.bak',
    'app.min.js',
    'min.js',
    'b.js.map',
    'package-lock.json',
    'my-package-lock.json',
    'Cargo.lock',
    'types.generated.ts',
    'generated.ts',
    '.generated.',
    'types.generated',
    'types-generated.ts',
    'a.generated.b.ts',
    'api_pb2.py',
    'pb2.py',
    'vite.config.js',
    'a+b.ts',
    'ab.ts',
    'dist',
    '.git',
  ];
  const folders = [
    '',
    'dist/',
    'src/dist/',
    'distribution/',
    'src/build/x/',
    '.git/',
    'vendor/',
    'a/vendor/b/',
    'vendored/',
    'node_modules/',
    'src/legacy/',
    'legacy/',
    'src/fixtures/',
    'src/fixtures/deep/',
    'gen-api/',
    'src/gen-/',
    'gen/',
  ];
  return folders.flatMap((folder) => names.map((name) => `${folder}${name}`));
}

it('excludes exactly the paths picomatch matches, for the usual shapes of globs and others', async () => {
  const globs = [...DEFAULT_EXCLUDES, ...NOT_CODE, ...USER];
  const reference = picomatch(globs, { dot: true });
  const excluded = await exclusionOf([...NOT_CODE, ...USER]);
  const all = paths();
  const differing = all.filter((path) => excluded(path) !== reference(path));
  expect(differing).toEqual([]);
  // Both sides are exercised: most of these paths are excluded, many are not.
  const count = all.filter(excluded).length;
  expect(count).toBeGreaterThan(all.length / 3);
  expect(count).toBeLessThan(all.length);
  // A glob given as a path excludes that path.
  expect((await exclusionOf(['src/a.ts']))('src/a.ts')).toBe(true);
});
