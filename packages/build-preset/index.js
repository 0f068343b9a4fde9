import { defineConfig } from 'tsup';

/**
 * The shared build: ESM only, source maps, no bundling of dependencies. The declarations are not
 * tsup's: scripts/declarations.mjs writes them (`pnpm build`'s `declarations` task, or `pnpm check`'s
 * lint-and-typecheck from the program it checks), so emptying `dist` leaves them.
 * @param {import('./index.js').PackageBuildOptions} [options]
 */
export function packageBuild(options = {}) {
  return defineConfig({
    entry: options.entry ?? ['src/index.ts'],
    format: ['esm'],
    target: 'node20',
    platform: options.platform ?? 'node',
    dts: false,
    sourcemap: true,
    clean: (options.clean ?? true) && ['!**/*.d.ts'],
    treeshake: true,
    // Shared chunks keep one copy of each class across entry points, so instanceof holds.
    splitting: true,
    minify: options.minify ?? false,
    noExternal: options.noExternal,
    banner: options.banner,
  });
}
