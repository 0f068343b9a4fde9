import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The test files drive the built `codehawk` in its own processes and share no state in this one:
    // a worker runs its files in one module graph, so the test kit, the fakes and the API
    // descriptions they validate against load once per worker instead of once per file.
    isolate: false,
    globalSetup: ['./test/cache-home.ts'],
  },
});
