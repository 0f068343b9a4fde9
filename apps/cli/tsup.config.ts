import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'tsup';
import { packageBuild } from '@codehawk/build-preset';
import { BUNDLED_CORPUS_DIRECTORY } from '@codehawk/eval';
import { BUNDLED_GRAMMARS_DIRECTORY } from '@codehawk/graph';
import { BUNDLED_RULES_DIRECTORY } from '@codehawk/review';

const requireHere = createRequire(import.meta.url);
const packageRoot = (name: string): string => dirname(requireHere.resolve(`${name}/package.json`));
const graphRoot = packageRoot('@codehawk/graph');

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

// Both builds write to dist/ (so `dist/bin.js` stays the command); the build script empties it first.
const library = packageBuild({
  entry: ['src/main.ts', 'src/review-run.ts', 'src/sarif.ts'],
  clean: false,
});

// `main` runs the commands in-process, `review-run` is `codehawk review` as a typed call
// (`@codehawk/cli/review`, what the GitHub Action calls) and `sarif` gives the same SARIF log. The `codehawk` command
// itself is bundled: resolving and reading ~1,000 files of node_modules cost more start-up than
// running them (`bench/start-up.ts`), and each command still loads only its own chunk. CommonJS
// dependencies inside the bundle call require() and read __dirname, so the banner provides both.
const command = defineConfig({
  entry: { bin: 'src/bin.ts', worker: join(graphRoot, 'dist', 'worker.js') },
  outDir: 'dist',
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/.*/],
  splitting: true,
  sourcemap: false,
  clean: false,
  banner: {
    js: [
      '#!/usr/bin/env node',
      "import { createRequire as __codehawkCreateRequire } from 'node:module';",
      "import { fileURLToPath as __codehawkFileURLToPath } from 'node:url';",
      'const require = __codehawkCreateRequire(import.meta.url);',
      // `var`, because a bundled ES module may declare its own.
      'var __dirname = __codehawkFileURLToPath(new URL(".", import.meta.url));',
    ].join('\n'),
  },
  onSuccess: () => {
    copyAssets('dist');
    return Promise.resolve();
  },
});

export default [library, command].flat();
