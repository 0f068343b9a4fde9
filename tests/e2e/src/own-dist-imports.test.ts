import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const workspaces = ['packages', 'apps', 'tests'].flatMap((folder) =>
  readdirSync(join(root, folder))
    .map((name) => join(root, folder, name))
    .filter((directory) => existsSync(join(directory, 'package.json'))),
);

/** The files a workspace's type-check reads: its tsconfig's, as `tsc --noEmit` lists them. */
function checkedFiles(directory: string): string[] {
  const configPath = join(directory, 'tsconfig.json');
  if (!existsSync(configPath)) return [];
  const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path)) as {
    config: unknown;
  };
  return ts.parseJsonConfigFileContent(config, ts.sys, directory).fileNames;
}

interface Manifest {
  scripts?: Record<string, string>;
  exports?: Record<string, string | { types?: string }>;
}

const manifestOf = (directory: string): Manifest =>
  JSON.parse(readFileSync(join(directory, 'package.json'), 'utf8')) as Manifest;

// A package's declarations (dist/**/*.d.ts) are written by its own lint-and-typecheck task, from
// the program it checks (scripts/declarations.mjs); its build writes only JavaScript. A checked file
// that imports the package's own dist by path would need them before they exist: on a clean clone
// the check fails with unresolved types, or passes only when an earlier build left them behind.
describe("a package's type-check", () => {
  it('reads no module of its own dist by a static import', () => {
    const found = workspaces.flatMap((directory) => {
      const dist = join(directory, 'dist') + sep;
      return checkedFiles(directory).flatMap((file) =>
        ts
          .preProcessFile(readFileSync(file, 'utf8'), true, true)
          .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
          .filter(({ fileName }) => resolve(dirname(file), fileName).startsWith(dist))
          .map(({ fileName }) => `${relative(root, file)} imports '${fileName}'`),
      );
    });
    expect(found).toEqual([]);
  });

  it('is not the only writer of the declarations a package publishes: `pnpm build` writes them too', () => {
    const publishing = workspaces.filter((directory) =>
      Object.values(manifestOf(directory).exports ?? {}).some(
        (entry) => typeof entry === 'object' && entry.types?.startsWith('./dist/'),
      ),
    );
    expect(publishing.length).toBeGreaterThan(10);
    const missing = publishing
      .filter((directory) => !manifestOf(directory).scripts?.declarations)
      .map((directory) => relative(root, directory));
    expect(missing).toEqual([]);
  });
});
