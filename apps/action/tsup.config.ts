import { defineConfig } from 'tsup';

// GitHub runs an action's entry file as is, without installing dependencies: everything goes into
// one ESM file. CommonJS dependencies inside it still call require(), so the banner provides one.
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
});
