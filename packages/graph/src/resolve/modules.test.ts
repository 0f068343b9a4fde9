import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('TypeScript module resolution', () => {
  it("resolves a package's subpath imports (`#core/*`) through its package.json `imports`, extensions probed", async () => {
    const callersOf = await callersIn({
      'package.json': JSON.stringify({
        name: 'mock-kit',
        imports: {
          '#core': './src/core',
          '#core/*': './src/core/*',
          '#env': { import: './src/env/node.ts', require: './dist/env.cjs' },
        },
        // A glob after a pattern: `/*` there and `*/` here are inside strings, not a comment.
        'lint-staged': { '**/*.ts': ['prettier --write'] },
      }),
      'src/core/index.ts': 'export function start() { return 1; }\n',
      'src/core/utils/format.ts': 'export function format(text: string) { return text; }\n',
      'src/env/node.ts': 'export function platform() { return "node"; }\n',
      'src/node/server.ts':
        "import { start } from '#core';\nimport { format } from '#core/utils/format';\nimport { platform } from '#env';\nexport function listen() { start(); return format(platform()); }\n",
    });
    expect(callersOf('src/core/index.ts#start')).toEqual([
      'src/node/server.ts#listen@4 certain import',
    ]);
    expect(callersOf('src/core/utils/format.ts#format')).toEqual([
      'src/node/server.ts#listen@4 certain import',
    ]);
    expect(callersOf('src/env/node.ts#platform')).toEqual([
      'src/node/server.ts#listen@4 certain import',
    ]);
  });

  it("resolves the package's own name into a format's build (`dist/esm/…`) to the source it is built from", async () => {
    const callersOf = await callersIn({
      'package.json': JSON.stringify({
        name: '@acme/table',
        main: 'dist/js/index.js',
        types: 'dist/esm/index.d.ts',
      }),
      'src/index.ts': "export { Table } from './Table';\n",
      'src/Table.ts': 'export function Table() { return 1; }\n',
      'src/demos/Wrapper.ts': 'export function Wrapper() { return 2; }\n',
      // A package whose build is not there and whose sources are not beside it: not found.
      'packages/unbuilt/package.json': JSON.stringify({
        name: '@acme/unbuilt',
        main: 'dist/index.js',
      }),
      'src/demos/examples/Basic.ts': [
        "import { unbuilt } from '@acme/unbuilt';",
        "import { Table } from '@acme/table';",
        "import { Wrapper } from '@acme/table/dist/esm/demos/Wrapper';",
        'export function Basic() { return Table() + Wrapper() + unbuilt(); }',
      ].join('\n'),
    });
    expect(callersOf('src/Table.ts#Table')).toEqual([
      'src/demos/examples/Basic.ts#Basic@4 certain import',
    ]);
    expect(callersOf('src/demos/Wrapper.ts#Wrapper')).toEqual([
      'src/demos/examples/Basic.ts#Basic@4 certain import',
    ]);
  });

  it('reads a tsconfig with comments, trailing commas and globs: its path aliases resolve', async () => {
    const callersOf = await callersIn({
      'tsconfig.json': [
        '{',
        '  // Paths as a framework writes them.',
        '  "compilerOptions": { "baseUrl": ".", "paths": { "@/*": ["./src/*"] }, },',
        '  "include": ["next-env.d.ts", "**/*.ts", "**/*.tsx"], /* the sources */',
        '}',
      ].join('\n'),
      'src/lib/slug.ts': 'export function slugify(text: string) { return text; }\n',
      'src/app/page.ts':
        "import { slugify } from '@/lib/slug';\nexport function page() { return slugify('a b'); }\n",
    });
    expect(callersOf('src/lib/slug.ts#slugify')).toEqual(['src/app/page.ts#page@2 certain import']);
  });
});
