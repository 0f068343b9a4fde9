import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // GitHub's workflow parser imports its JSON schemas without import attributes, which Node
    // refuses: let Vite load it instead.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
