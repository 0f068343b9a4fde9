import { createHash } from 'node:crypto';
import { cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import { packageBuild } from '@codehawk/build-preset';
import { BUNDLED_CORPUS_DIRECTORY } from '@codehawk/eval';
import { BUNDLED_GRAMMARS_DIRECTORY } from '@codehawk/graph';
import { BUNDLED_RULES_DIRECTORY } from '@codehawk/review';

const requireHere = createRequire(import.meta.url);
const packageRoot = (name: string): string => dirname(requireHere.resolve(`${name}/package.json`));
const graphRoot = packageRoot('@codehawk/graph');
type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The graph's code as the bundle holds it, by content: its cache resolves again when that changes
 * (not when the same code is installed again), and a query stats none of the bundle's files.
 */
function graphCodeIdentity(): string {
  const hash = createHash('sha1');
  const directory = join(graphRoot, 'dist');
  for (const name of readdirSync(directory).sort())
    if (/\.(c|m)?js$/.test(name))
      hash.update(`${name}\0`).update(readFileSync(join(directory, name)));
  return `bundle:${hash.digest('hex').slice(0, 16)}`;
}
const define = { CODEHAWK_GRAPH_CODE: JSON.stringify(graphCodeIdentity()) };

/**
 * The command is one bundle: the graph's WebAssembly and queries, the review's rules and the eval's
 * starter corpus go beside it.
 */
function copyAssets(target: string): void {
  const fromGraph = createRequire(join(graphRoot, 'package.json'));
  cpSync(
    fromGraph.resolve('web-tree-sitter/web-tree-sitter.wasm'),
    join(target, 'web-tree-sitter.wasm'),
  );
  cpSync(join(graphRoot, 'grammars'), join(target, BUNDLED_GRAMMARS_DIRECTORY), {
    recursive: true,
  });
  cpSync(join(graphRoot, 'queries'), join(target, BUNDLED_GRAMMARS_DIRECTORY, 'queries'), {
    recursive: true,
  });
  cpSync(join(packageRoot('@codehawk/review'), 'rules'), join(target, BUNDLED_RULES_DIRECTORY), {
    recursive: true,
  });
  cpSync(join(packageRoot('@codehawk/eval'), 'corpus'), join(target, BUNDLED_CORPUS_DIRECTORY), {
    recursive: true,
  });
}

// Both builds write to dist/ (so `dist/bin.js` stays the command); the build script empties it first
// of all but the declarations, which scripts/declarations.mjs writes.
const library = packageBuild({
  entry: ['src/main.ts', 'src/review-run.ts', 'src/sarif.ts'],
  clean: false,
});

// `main` runs the commands in-process, `review-run` is `codehawk review` as a typed call
// (`@codehawk/cli/review`, what the GitHub Action calls) and `sarif` gives the same SARIF log. The `codehawk` command
// itself is bundled: resolving and reading ~1,000 files of node_modules cost more start-up than
// running them (`bench/start-up.ts`), and each command still loads only its own chunk. CommonJS
// dependencies inside the bundle call require() and read __dirname, so the banner provides both.
// `command.js` is main.ts for bin.cjs; `bin.js`, which runs bin.cjs, is the command's old path.
const command = defineConfig({
  entry: { command: 'src/main.ts', worker: join(graphRoot, 'dist', 'worker.js') },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/.*/],
  splitting: true,
  sourcemap: false,
  clean: false,
  define,
  banner: {
    js: [
      "import { createRequire as __codehawkCreateRequire } from 'node:module';",
      "import { fileURLToPath as __codehawkFileURLToPath } from 'node:url';",
      'const require = __codehawkCreateRequire(import.meta.url);',
      // `var`, because a bundled ES module may declare its own.
      'var __dirname = __codehawkFileURLToPath(new URL(".", import.meta.url));',
    ].join('\n'),
  },
  onSuccess: () => {
    copyAssets('dist');
    writeFileSync('dist/bin.js', '#!/usr/bin/env node\nimport "./bin.cjs";\n', { mode: 0o755 });
    return Promise.resolve();
  },
});

/** bin.ts's `import('./main.js')`: the bundled command.js beside it, loaded only when needed. */
const mainIsCommand: Plugin = {
  name: 'main-is-command',
  setup(build) {
    build.onResolve({ filter: /^\.\/main\.js$/ }, () => ({ path: './command.js', external: true }));
  },
};

/**
 * A dependency's import() of a Node.js module (web-tree-sitter's) as getBuiltinModule: in a script
 * compiled by vm.Script, import() needs a callback Node.js allows only behind a flag. (esbuild's
 * own rewrite to require() breaks web-tree-sitter, which declares a `require` of its own.)
 */
const builtinImportsInline: Plugin = {
  name: 'builtin-imports-inline',
  setup(build) {
    build.onLoad({ filter: /node_modules.*\.[cm]?js$/ }, async ({ path }) => ({
      contents: (await readFile(path, 'utf8')).replace(
        /\bimport\(("(?:node:)?[\w/]+")\)/g,
        'Promise.resolve(process.getBuiltinModule($1))',
      ),
      loader: 'js',
    }));
  },
};

// The command's entry and a graph query's code are CommonJS scripts: an ES module as the entry
// cost a warm query ~20 M instructions of Node.js's module loader, and Node.js 20 caches the
// compiled code of a script (compiled-query.ts) but not of an ES module. The query's code is one
// file with nothing loaded lazily from others.
const scripts = {
  outDir: 'dist',
  format: ['cjs'],
  outExtension: () => ({ js: '.cjs' }),
  platform: 'node',
  target: 'node20',
  noExternal: [/.*/],
  splitting: false,
  sourcemap: false,
  clean: false,
  shims: true,
  define,
} satisfies Options;
const bin = defineConfig({
  ...scripts,
  entry: { bin: 'src/bin.ts' },
  banner: { js: '#!/usr/bin/env node' },
  esbuildPlugins: [mainIsCommand],
});
/**
 * What a warm query never runs, kept out of its script and required from files of their own when
 * needed: the settings' validators (yaml, zod; only for a `.codehawk.yml`), web-tree-sitter (only to
 * parse) and every library's errors (only when a query fails). The script, read whole on every
 * query, is then 0.3 MB instead of 0.75 MB. Each library's errors are recognised across copies
 * (`isInstance`), so a second copy of a package is harmless.
 */
const APART = {
  '@codehawk/config': './graph-query-settings.cjs',
  'web-tree-sitter': './graph-query-parser.cjs',
  './library-failure.js': './graph-query-failure.cjs',
} as const;
const isApart = (path: string): path is keyof typeof APART => Object.hasOwn(APART, path);
const requiredApart: Plugin = {
  name: 'required-apart',
  setup(build) {
    build.onResolve(
      { filter: /^(@codehawk\/config|web-tree-sitter|\.\/library-failure\.js)$/ },
      ({ path }) => (isApart(path) ? { path: APART[path], external: true } : undefined),
    );
  },
};
const apart = defineConfig({
  ...scripts,
  entry: {
    'graph-query-settings': requireHere.resolve('@codehawk/config'),
    'graph-query-parser': createRequire(join(graphRoot, 'package.json')).resolve('web-tree-sitter'),
    'graph-query-failure': 'src/library-failure.ts',
  },
});

const graphQuery = defineConfig({
  ...scripts,
  entry: { 'graph-query': 'src/graph-query.ts' },
  // import() of what is apart becomes require(): a script compiled by vm.Script cannot import().
  esbuildOptions: (options) => {
    options.supported = { ...options.supported, 'dynamic-import': false };
  },
  // Already wrapped as Node.js wraps a module, and without comments: the script is read whole on
  // every query, and a comment's one non-ASCII character made it a string of two bytes a character.
  banner: { js: '(function (exports, require, module, __filename, __dirname) {' },
  footer: { js: '})' },
  minifyWhitespace: true,
  esbuildPlugins: [builtinImportsInline, requiredApart],
  onSuccess: () => {
    // One left would fail only where it runs: a cold build, a rare error.
    if (/\bimport\(/.test(readFileSync('dist/graph-query.cjs', 'utf8')))
      throw new Error('dist/graph-query.cjs calls import(), which its vm.Script cannot run');
    return Promise.resolve();
  },
});

export default [library, command, bin, apart, graphQuery].flat();
