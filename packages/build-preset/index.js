import { defineConfig } from 'tsup';

/**
 * The shared build: ESM only, declarations, source maps, no bundling of dependencies.
 * @param {import('./index.js').PackageBuildOptions} [options]
 */
export function packageBuild(options = {}) {
  return defineConfig({
    entry: options.entry ?? ['src/index.ts'],
    format: ['esm'],
    target: 'node20',
    platform: options.platform ?? 'node',
    dts: true,
    sourcemap: true,
    clean: options.clean ?? true,
    treeshake: true,
    // Shared chunks keep one copy of each class across entry points, so instanceof holds.
    splitting: true,
    minify: options.minify ?? false,
    noExternal: options.noExternal,
    banner: options.banner,
  });
}
