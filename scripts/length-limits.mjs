// How long a function or a file of package source may be, and the named ones still longer.
// eslint.config.js turns this into max-lines-per-function and max-lines at error level;
// tests/e2e checks that every entry below is still over the limit, so the lists only shrink.
// Lines are counted without blank and comment lines (`node scripts/function-lengths.mjs --over 80`
// and `--files 400` print the same counts).

export const maxFunctionLines = 80;
export const maxFileLines = 400;

/** Source the limits hold for: what packages and apps ship, not their tests. */
export const sourceFiles = ['packages/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'];
export const notSource = ['**/*.test.ts', '**/*.test.tsx', '**/*.d.ts', '**/__fixtures__/**'];

/**
 * Functions over the limit today, each with its length now. Its file's limit is raised to that
 * length and no further, so none grows; when one is split, delete its entry.
 */
export const longFunctions = [];

/** Files over the limit today, each with its length now; the same rules as above. */
export const longFiles = [];

const counting = { skipBlankLines: true, skipComments: true };

/** The limits as ESLint config: the rule for all source, then each listed file's raised ceiling. */
export function lengthLint(functions = longFunctions, files = longFiles) {
  const ceilings = new Map();
  for (const { file, lines } of functions) {
    ceilings.set(file, Math.max(lines, ceilings.get(file) ?? 0));
  }
  return [
    {
      files: sourceFiles,
      ignores: notSource,
      rules: {
        'max-lines-per-function': ['error', { max: maxFunctionLines, ...counting }],
        'max-lines': ['error', { max: maxFileLines, ...counting }],
      },
    },
    ...[...ceilings].map(([file, max]) => ({
      files: [file],
      rules: { 'max-lines-per-function': ['error', { max, ...counting }] },
    })),
    ...files.map(({ file, lines }) => ({
      files: [file],
      rules: { 'max-lines': ['error', { max: lines, ...counting }] },
    })),
  ];
}
