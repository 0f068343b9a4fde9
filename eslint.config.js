// Typed linting for every package, plus the monorepo's boundary rule and length limits.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { dependencyLint } from './scripts/dependency-table.mjs';
import { lengthLint } from './scripts/length-limits.mjs';

const root = dirname(fileURLToPath(import.meta.url));

/** The workspace folder (`packages/x` or `apps/x`) a file belongs to, or null. */
function workspaceOf(file) {
  const parts = relative(root, file).split(sep);
  return ['packages', 'apps', 'tests'].includes(parts[0] ?? '') && parts.length > 2
    ? join(parts[0], parts[1])
    : null;
}

/** Public subpaths of a workspace package, from its `exports` map. */
function publicEntries(packageName) {
  for (const folder of ['packages', 'apps']) {
    const manifest = join(root, folder, packageName.replace('@codehawk/', ''), 'package.json');
    if (!existsSync(manifest)) continue;
    const { exports } = JSON.parse(readFileSync(manifest, 'utf8'));
    return new Set(Object.keys(exports ?? { '.': '' }).map((key) => key.replace(/^\./, '')));
  }
  return null;
}

/** One package may use another only through its public entry points. */
const noPackageInternals = {
  meta: {
    type: 'problem',
    messages: {
      relative: "'{{source}}' reaches into {{target}}; import it by its package name instead.",
      deep: "'{{source}}' is not a public entry point of {{name}}; use one of its exports ({{entries}}).",
    },
    schema: [],
  },
  create(context) {
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string') return;
      const own = workspaceOf(context.filename);
      if (source.startsWith('.')) {
        const target = workspaceOf(resolve(dirname(context.filename), source));
        if (target !== null && target !== own) {
          context.report({ node: node.source, messageId: 'relative', data: { source, target } });
        }
        return;
      }
      const match = /^(@codehawk\/[^/]+)(\/.*)?$/.exec(source);
      if (!match) return;
      const entries = publicEntries(match[1]);
      if (entries && !entries.has(match[2] ?? '')) {
        const list = [...entries].map((entry) => match[1] + entry).join(', ');
        context.report({
          node: node.source,
          messageId: 'deep',
          data: { source, name: match[1], entries: list },
        });
      }
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/examples/**',
      // Corpora the graph's accuracy bench fetches; never part of the project.
      '**/bench/.corpora/**',
      // The eval starter corpus: real upstream files with planted bugs, kept byte for byte.
      'packages/eval/corpus/**',
      'packages/build-preset/**',
      // tsup and vite write these beside their configs for a moment while a build runs in parallel.
      '**/tsup.config.bundled_*',
      '**/*.timestamp-*.mjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { codehawk: { rules: { 'no-package-internals': noPackageInternals } } },
    rules: {
      'codehawk/no-package-internals': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...dependencyLint(),
  // No function over ~80 lines and no file over ~400 in package source, but the named few still longer.
  ...lengthLint(),
  {
    // Entry points of apps, benchmarks and scripts talk to the terminal.
    files: ['apps/**', '**/bench/**', '**/scripts/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  prettier,
);
