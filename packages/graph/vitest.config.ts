import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The benches unpack corpora (their own tests included) beside them: never run those.
    exclude: [...configDefaults.exclude, 'bench/.corpora/**'],
    // The test files share no module state: a worker runs its files in one module graph, so the
    // package, the test kit and the grammars load once per worker instead of once per file.
    isolate: false,
  },
});
