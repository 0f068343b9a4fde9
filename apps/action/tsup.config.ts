import { cpSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'tsup';
import { BUNDLED_GRAMMARS_DIRECTORY } from '@codehawk/graph';
import { BUNDLED_RULES_DIRECTORY } from '@codehawk/review';

/**
 * GitHub runs an action's files as they are, with no node_modules: the code graph's WebAssembly
 * (web-tree-sitter's runtime; the grammars, their versions and licences) and its queries are copied
 * beside the bundle.
 */
function copyGraphAssets(): void {
  const graphRoot = dirname(createRequire(import.meta.url).resolve('@codehawk/graph/package.json'));
  const fromGraph = createRequire(join(graphRoot, 'package.json'));
  const target = join('dist', BUNDLED_GRAMMARS_DIRECTORY);
  cpSync(
    fromGraph.resolve('web-tree-sitter/web-tree-sitter.wasm'),
    join('dist', 'web-tree-sitter.wasm'),
  );
  cpSync(join(graphRoot, 'grammars'), target, { recursive: true });
  cpSync(join(graphRoot, 'queries'), join(target, 'queries'), { recursive: true });
}

/** The review's language rules, read when the agent reviews, go beside the bundle too. */
function copyReviewRules(): void {
  const reviewRoot = dirname(
    createRequire(import.meta.url).resolve('@codehawk/review/package.json'),
  );
  cpSync(join(reviewRoot, 'rules'), join('dist', BUNDLED_RULES_DIRECTORY), { recursive: true });
}

// Everything goes into one ESM file. CommonJS dependencies inside it still call require(), so the
// banner provides one.
export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  noExternal: [/.*/],
  splitting: false,
  sourcemap: false,
  clean: true,
  banner: {
    js: "import { createRequire as __codehawkCreateRequire } from 'node:module'; const require = __codehawkCreateRequire(import.meta.url);",
  },
  onSuccess: () => {
    copyGraphAssets();
    copyReviewRules();
    return Promise.resolve();
  },
});
