import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'tsup';
import { BUNDLED_GRAMMARS_DIRECTORY, LANGUAGES } from '@codehawk/graph';

/**
 * GitHub runs an action's files as they are, with no node_modules: the code graph's WebAssembly
 * (web-tree-sitter's runtime, one grammar per language) and its queries are copied beside the bundle.
 */
function copyGraphAssets(): void {
  const graphEntry = createRequire(import.meta.url).resolve('@codehawk/graph');
  const fromGraph = createRequire(graphEntry);
  const target = join('dist', BUNDLED_GRAMMARS_DIRECTORY);
  mkdirSync(target, { recursive: true });
  cpSync(
    fromGraph.resolve('web-tree-sitter/web-tree-sitter.wasm'),
    join('dist', 'web-tree-sitter.wasm'),
  );
  const versions: Record<string, string> = {};
  for (const spec of LANGUAGES) {
    cpSync(fromGraph.resolve(`${spec.grammarPackage}/${spec.wasm}`), join(target, spec.wasm));
    const manifest = JSON.parse(
      readFileSync(fromGraph.resolve(`${spec.grammarPackage}/package.json`), 'utf8'),
    ) as { version: string };
    versions[spec.grammarPackage] = manifest.version;
  }
  writeFileSync(join(target, 'versions.json'), JSON.stringify(versions, null, 2));
  const queries = join(dirname(graphEntry), '..', 'queries');
  cpSync(queries, join(target, 'queries'), { recursive: true });
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
  onSuccess: () => Promise.resolve(copyGraphAssets()),
});
