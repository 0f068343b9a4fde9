import { readFileSync, realpathSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from '../build.js';
import { callersIn } from '../test/callers-in.js';
import { TsConfigs, type TsConfig } from './tsconfig.js';

// Each repository's import of `@lib/slug` (or `@/lib/slug`) resolves to the file its configs say.
const LIBRARY = {
  'libs/text/src/slug.ts': 'export function slugify(text: string) { return text; }\n',
  'libs/old/src/slug.ts': 'export function slugify(text: string) { return text.trim(); }\n',
};
const PAGE =
  "import { slugify } from '@lib/slug';\nexport function page() { return slugify('a'); }\n";
const CALLER = ['apps/web/src/page.ts#page@2 certain import'];

/** apps/web's page calls libs/text's slugify, apps/admin's calls libs/old's. */
function expectWebOnTextAdminOnOld(callersOf: (symbol: string) => string[]): void {
  expect(callersOf('libs/text/src/slug.ts#slugify')).toEqual(CALLER);
  expect(callersOf('libs/old/src/slug.ts#slugify')).toEqual([
    'apps/admin/src/page.ts#page@2 certain import',
  ]);
}

describe('tsconfig files read as TypeScript reads them', () => {
  it("follows `extends` to a monorepo's base config: its paths resolve from the base's folder", async () => {
    const callersOf = await callersIn({
      ...LIBRARY,
      'tsconfig.base.json': JSON.stringify({
        compilerOptions: { baseUrl: '.', paths: { '@lib/*': ['libs/text/src/*'] } },
      }),
      // No `.json` in the name: TypeScript adds it.
      'apps/web/tsconfig.json': '{ "extends": "../../tsconfig.base", "compilerOptions": {} }',
      'apps/web/src/page.ts': PAGE,
    });
    expect(callersOf('libs/text/src/slug.ts#slugify')).toEqual(CALLER);
  });

  it("takes paths without a baseUrl from the folder of the config that defines them, and a later baseUrl's over it", async () => {
    const callersOf = await callersIn({
      ...LIBRARY,
      'configs/paths.json':
        '{ "compilerOptions": { "paths": { "@lib/*": ["../libs/text/src/*"] } } }',
      'apps/web/tsconfig.json': '{ "extends": "../../configs/paths.json" }',
      'apps/web/src/page.ts': PAGE,
      // The same paths, but this project sets a baseUrl: the targets are taken from it.
      'apps/admin/tsconfig.json':
        '{ "extends": "../../configs/paths.json", "compilerOptions": { "baseUrl": "../../vendor/x" } }',
      'apps/admin/src/page.ts': PAGE,
      'vendor/libs/text/src/slug.ts': 'export function slugify(text: string) { return text; }\n',
    });
    expect(callersOf('libs/text/src/slug.ts#slugify')).toEqual(CALLER);
    // `../libs/text/src/*` from `vendor/x`.
    expect(callersOf('vendor/libs/text/src/slug.ts#slugify')).toEqual([
      'apps/admin/src/page.ts#page@2 certain import',
    ]);
  });

  it('merges an array of extended configs in order, later ones and then its own options winning', async () => {
    const callersOf = await callersIn({
      ...LIBRARY,
      'configs/old.json': '{ "compilerOptions": { "paths": { "@lib/*": ["../libs/old/src/*"] } } }',
      'configs/new.json':
        '{ "compilerOptions": { "paths": { "@lib/*": ["../libs/text/src/*"] } } }',
      'configs/base.json': '{ "compilerOptions": { "baseUrl": "..", "paths": {} } }',
      'apps/web/tsconfig.json':
        '{ "extends": ["../../configs/old.json", "../../configs/new.json"] }',
      'apps/web/src/page.ts': PAGE,
      // Its own `paths` replace the extended ones whole, from the extended baseUrl.
      'apps/admin/tsconfig.json':
        '{ "extends": ["../../configs/new.json", "../../configs/base.json"], "compilerOptions": { "paths": { "@lib/*": ["libs/old/src/*"] } } }',
      'apps/admin/src/page.ts': PAGE,
    });
    expectWebOnTextAdminOnOld(callersOf);
  });

  it('reads `${configDir}` in an extended config as the folder of the project using it', async () => {
    const page =
      "import { slugify } from '@/slug';\nexport function page() { return slugify('a'); }\n";
    const callersOf = await callersIn({
      'configs/base.json': '{ "compilerOptions": { "paths": { "@/*": ["${configDir}/src/*"] } } }',
      'apps/web/tsconfig.json': '{ "extends": "../../configs/base.json" }',
      'apps/web/src/slug.ts': 'export function slugify(text: string) { return text; }\n',
      'apps/web/src/page.ts': page,
      'apps/admin/tsconfig.json': '{ "extends": "../../configs/base.json" }',
      'apps/admin/src/slug.ts': 'export function slugify(text: string) { return text; }\n',
      'apps/admin/src/page.ts': page,
    });
    expect(callersOf('apps/web/src/slug.ts#slugify')).toEqual(CALLER);
    expect(callersOf('apps/admin/src/slug.ts#slugify')).toEqual([
      'apps/admin/src/page.ts#page@2 certain import',
    ]);
  });

  it('follows `extends` into a package in node_modules: its exports, its `tsconfig` field, a subpath', async () => {
    const tsconfig = (extended: string): string => JSON.stringify({ extends: extended });
    const paths = (target: string): string =>
      JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { '@lib/*': [target] } } });
    const callersOf = await callersIn({
      ...LIBRARY,
      '.gitignore': 'node_modules/\n',
      // Exports: `.` gives the require (or node) condition's target, never `import`'s.
      'node_modules/@acme/tsconfig/package.json': JSON.stringify({
        name: '@acme/tsconfig',
        exports: { '.': { import: './esm.json', require: './base.json' } },
      }),
      'node_modules/@acme/tsconfig/esm.json': paths('../../../libs/old/src/*'),
      'node_modules/@acme/tsconfig/base.json': paths('../../../libs/text/src/*'),
      'apps/web/tsconfig.json': tsconfig('@acme/tsconfig'),
      'apps/web/src/page.ts': PAGE,
      // No exports: the `tsconfig` field names the package's config.
      'node_modules/fielded/package.json': '{ "name": "fielded", "tsconfig": "./config/main" }',
      'node_modules/fielded/config/main.json': paths('../../../libs/old/src/*'),
      'apps/admin/tsconfig.json': tsconfig('fielded'),
      'apps/admin/src/page.ts': PAGE,
      // A subpath, `.json` added; its node_modules nearer than the root's.
      'apps/docs/node_modules/shared/strict.json': paths('../../../../libs/text/src/*'),
      'apps/docs/tsconfig.json': tsconfig('shared/strict'),
      'apps/docs/src/page.ts': PAGE,
    });
    expect(callersOf('libs/text/src/slug.ts#slugify')).toEqual([
      'apps/docs/src/page.ts#page@2 certain import',
      ...CALLER,
    ]);
    expect(callersOf('libs/old/src/slug.ts#slugify')).toEqual([
      'apps/admin/src/page.ts#page@2 certain import',
    ]);
  });

  it("reads a JavaScript project's jsconfig.json where a folder has no tsconfig.json", async () => {
    const callersOf = await callersIn({
      'jsconfig.json': '{ "compilerOptions": { "baseUrl": ".", "paths": { "~/*": ["src/*"] } } }',
      'src/lib/slug.js': 'export function slugify(text) { return text; }\n',
      'src/app/page.js':
        "import { slugify } from '~/lib/slug';\nexport function page() { return slugify('a'); }\n",
    });
    expect(callersOf('src/lib/slug.js#slugify')).toEqual(['src/app/page.js#page@2 certain import']);
  });

  it("resolves a module to the first of its `moduleSuffixes`' files, as React Native's configs ask", async () => {
    const ripple = (platform: string) => `export function ripple() { return '${platform}'; }\n`;
    const use =
      "import { ripple } from './Ripple/Ripple';\nexport function press() { return ripple(); }\n";
    const app = {
      'src/Ripple/Ripple.tsx': ripple('web'),
      'src/Ripple/Ripple.native.tsx': ripple('native'),
      'src/Button.tsx': use,
      'src/theme/index.ts': "export function theme() { return 'web'; }\n",
      'src/theme/index.native.ts': "export function theme() { return 'native'; }\n",
      'src/Card.ts':
        "import { theme } from './theme';\nexport function card() { return theme(); }\n",
    };
    const native = await callersIn({
      ...app,
      'tsconfig.json': JSON.stringify({
        compilerOptions: { moduleSuffixes: ['.ios', '.native', ''] },
      }),
    });
    expect(native('src/Ripple/Ripple.native.tsx#ripple')).toEqual([
      'src/Button.tsx#press@2 certain import',
    ]);
    expect(native('src/Ripple/Ripple.tsx#ripple')).toEqual([]);
    expect(native('src/theme/index.native.ts#theme')).toEqual([
      'src/Card.ts#card@2 certain import',
    ]);
    // Without the option, the plain files.
    const web = await callersIn({ ...app, 'tsconfig.json': '{ "compilerOptions": {} }' });
    expect(web('src/Ripple/Ripple.tsx#ripple')).toEqual(['src/Button.tsx#press@2 certain import']);
    expect(web('src/theme/index.ts#theme')).toEqual(['src/Card.ts#card@2 certain import']);
  });

  it('keeps what it read of a config whose `extends` loops back or names no file', async () => {
    const callersOf = await callersIn({
      ...LIBRARY,
      // A loop: web extends a, a extends web; a's baseUrl still counts, web's own paths win.
      'apps/web/a.json':
        '{ "extends": "./tsconfig.json", "compilerOptions": { "baseUrl": "../..", "paths": { "@lib/*": ["libs/old/src/*"] } } }',
      'apps/web/tsconfig.json':
        '{ "extends": "./a.json", "compilerOptions": { "paths": { "@lib/*": ["libs/text/src/*"] } } }',
      'apps/web/src/page.ts': PAGE,
      'apps/admin/tsconfig.json':
        '{ "extends": ["./missing", "@acme/none"], "compilerOptions": { "baseUrl": "../..", "paths": { "@lib/*": ["libs/old/src/*"] } } }',
      'apps/admin/src/page.ts': PAGE,
    });
    expectWebOnTextAdminOnOld(callersOf);
  });
});

// Configs of every kind above, each project's options compared with TypeScript's own reading.
const CONFIGS: Record<string, string> = {
  'tsconfig.base.json':
    '{ "compilerOptions": { "baseUrl": ".", "paths": { "@lib/*": ["libs/*"] } } }',
  'configs/paths.json':
    '{ "compilerOptions": { "paths": { "@lib/*": ["../libs/*"], "x": ["x.ts"] } } }',
  'configs/dir.json':
    '{ "compilerOptions": { "baseUrl": "${configDir}/src", "paths": { "@/*": ["${configDir}/src/*", "./*"] } } }',
  'configs/reset.json': '{ "extends": "./dir.json", "compilerOptions": { "baseUrl": null } }',
  'node_modules/@acme/tsconfig/package.json':
    '{ "exports": { ".": { "import": "./esm.json", "require": "./base.json" }, "./*": "./more/*.json" } }',
  'node_modules/@acme/tsconfig/esm.json': '{ "compilerOptions": { "baseUrl": "esm" } }',
  'node_modules/@acme/tsconfig/base.json': '{ "compilerOptions": { "baseUrl": "base" } }',
  'node_modules/@acme/tsconfig/more/strict.json':
    '{ "compilerOptions": { "paths": { "s": ["s"] } } }',
  'node_modules/fielded/package.json': '{ "tsconfig": "./config/main" }',
  'node_modules/fielded/config/main.json': '{ "compilerOptions": { "baseUrl": "." } }',
  'node_modules/plain/tsconfig.json': '{ "compilerOptions": { "paths": { "p": ["p"] } } }',
  'node_modules/plain/tsconfig.dom.json': '{ "compilerOptions": { "baseUrl": "dom" } }',
};
const PROJECTS: Record<string, unknown> = {
  relative: { extends: '../tsconfig.base' },
  'paths-base': { extends: '../configs/paths.json', compilerOptions: { baseUrl: '../vendor' } },
  'paths-own': { extends: '../configs/paths.json' },
  array: { extends: ['../configs/paths.json', '../tsconfig.base.json'] },
  'config-dir': { extends: '../configs/dir.json' },
  reset: { extends: '../configs/reset.json' },
  exports: { extends: ['@acme/tsconfig', '@acme/tsconfig/strict'] },
  field: { extends: 'fielded' },
  plain: { extends: ['plain', 'plain/tsconfig.dom'] },
  cycle: { extends: './a', compilerOptions: { paths: { c: ['c'] } } },
  missing: { extends: ['./none', 'nothing-here'], compilerOptions: { baseUrl: '.' } },
};

/** The baseUrl and paths TypeScript gives a project, relative to the root as the graph keeps them. */
function typescriptReading(root: string, project: string): TsConfig {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    join(root, project, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
  );
  const options = parsed?.options ?? {};
  const inRoot = (path: string): string => relative(root, path).split(sep).join('/') || '.';
  const pathsBase = options.pathsBasePath;
  const base = options.baseUrl ?? (typeof pathsBase === 'string' ? pathsBase : root);
  return {
    ...(options.baseUrl === undefined ? {} : { baseUrl: inRoot(options.baseUrl) }),
    paths: Object.entries(options.paths ?? {}).map(([pattern, targets]) => [
      pattern,
      targets.map((target) => inRoot(resolve(base, target))),
    ]),
  };
}

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

describe('tsconfig chains compared with TypeScript 5.9', () => {
  it('gives every project the baseUrl and paths TypeScript gives it', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    await repo.write({
      ...CONFIGS,
      'cycle/a.json':
        '{ "extends": "./tsconfig.json", "compilerOptions": { "baseUrl": "..", "paths": { "a": ["a"] } } }',
      ...Object.fromEntries(
        Object.entries(PROJECTS).map(([name, config]) => [
          `${name}/tsconfig.json`,
          JSON.stringify(config),
        ]),
      ),
    });
    const root = realpathSync(repo.path);
    const configs = new TsConfigs((path) => {
      try {
        return readFileSync(join(root, path), 'utf8');
      } catch {
        return undefined;
      }
    });
    for (const project of Object.keys(PROJECTS))
      expect({ project, ...configs.in(project) }).toEqual({
        project,
        ...typescriptReading(root, project),
      });
  });
});

describe('configs read through `extends` and the cache', () => {
  it('resolves again when the base config or a config in node_modules changes: the import follows', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    await repo.commit('files', {
      ...LIBRARY,
      'vendor/text/src/slug.ts': 'export function slugify(text: string) { return text; }\n',
      '.gitignore': 'node_modules/\n',
      'node_modules/@acme/tsconfig/tsconfig.json':
        '{ "compilerOptions": { "baseUrl": "../../../libs/old" } }',
      'tsconfig.base.json': '{ "compilerOptions": { "paths": { "@lib/*": ["src/*"] } } }',
      'apps/web/tsconfig.json': '{ "extends": ["@acme/tsconfig", "../../tsconfig.base.json"] }',
      'apps/web/src/page.ts': PAGE,
    });
    const callee = async (): Promise<string[]> => {
      const graph = await buildGraph({ root: repo.path });
      expect(graph.stats.parsed).toBe(0);
      return graph.calls
        .filter((edge) => edge.from === 'apps/web/src/page.ts#page@2')
        .map((edge) => edge.to);
    };
    await buildGraph({ root: repo.path });
    expect(await callee()).toEqual(['libs/old/src/slug.ts#slugify@1']);
    await repo.write({
      'tsconfig.base.json': '{ "compilerOptions": { "paths": { "@lib/*": ["../text/src/*"] } } }',
    });
    expect(await callee()).toEqual(['libs/text/src/slug.ts#slugify@1']);
    await repo.write({
      'node_modules/@acme/tsconfig/tsconfig.json':
        '{ "compilerOptions": { "baseUrl": "../../../vendor/x" } }',
    });
    expect(await callee()).toEqual(['vendor/text/src/slug.ts#slugify@1']);
  });
});
