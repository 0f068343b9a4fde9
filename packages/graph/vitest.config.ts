import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The benches unpack corpora (their own tests included) beside them: never run those.
    exclude: [...configDefaults.exclude, 'bench/.corpora/**'],
  },
});
