// The one table of which workspace package may depend on which (docs/architecture.md shows it).
// eslint.config.js turns it into `no-restricted-imports` rules, and tests/e2e checks every
// package.json against it, so an arrow that is not here fails lint or the test.

/**
 * Runtime dependencies each library may have on other `@codehawk/*` packages. Its tests may use
 * these, everything they reach, `typesFrom`, and `@codehawk/testkit`; tests that span more
 * packages than that live in `tests/e2e`.
 */
export const libraries = {
  findings: { dependsOn: [] },
  scorer: { dependsOn: [], typesFrom: ['findings'] },
  risk: { dependsOn: [] },
  agent: { dependsOn: [] },
  secrets: { dependsOn: [] },
  'provider-openai': { dependsOn: ['agent'] },
  vcs: { dependsOn: ['findings'] },
  'vcs-github': { dependsOn: ['vcs'] },
  'vcs-azure-devops': { dependsOn: ['vcs', 'findings'] },
  graph: { dependsOn: [] },
  config: { dependsOn: ['findings'] },
  'fix-verifier': { dependsOn: ['findings', 'vcs', 'agent'] },
  review: { dependsOn: ['findings', 'agent', 'vcs', 'graph', 'risk', 'config', 'secrets'] },
  publish: { dependsOn: ['findings', 'scorer', 'vcs', 'secrets'] },
  eval: { dependsOn: ['agent', 'findings'] },
  testkit: { dependsOn: [] },
  'build-preset': { dependsOn: [] },
};

/**
 * Arrows the table above does not allow that still exist while a change moves them out. Delete
 * an entry when its arrow is gone.
 */
export const leaving = {};

/** Apps construct concrete providers, so they may use every published library. */
export const apps = ['cli', 'action'];

/** Workspace folders outside packages/ and apps/ that only test: they may use anything. */
export const testWorkspaces = ['tests/e2e'];

/** Packages every workspace may list as a devDependency (build and test tooling). */
export const tooling = ['build-preset', 'testkit'];

/** What a library's runtime code may import, including arrows that are leaving. */
export function runtimeAllowed(name) {
  const entry = libraries[name];
  return [...entry.dependsOn, ...(leaving[name] ?? [])];
}

/** What a library's tests and benchmarks may import: its closure, its types, and tooling. */
export function testAllowed(name) {
  const reach = new Set();
  const visit = (dep) => {
    if (reach.has(dep)) return;
    reach.add(dep);
    runtimeAllowed(dep).forEach(visit);
  };
  runtimeAllowed(name).forEach(visit);
  return [...reach, ...(libraries[name].typesFrom ?? []), ...tooling].filter((dep) => dep !== name);
}

/** A `no-restricted-imports` rule that lets `@codehawk/*` imports through only to `allowed`. */
function onlyPackages(allowed, owner) {
  const names = [...new Set(allowed)].sort();
  return [
    'error',
    {
      patterns: [
        {
          group: [
            '@codehawk/*',
            ...names.flatMap((name) => [`!@codehawk/${name}`, `!@codehawk/${name}/*`]),
          ],
          message: `${owner} may import only ${names.length ? names.map((name) => `@codehawk/${name}`).join(', ') : 'no other @codehawk package'} here (scripts/dependency-table.mjs, the allowed-dependency table).`,
        },
      ],
    },
  ];
}

const testFiles = ['**/*.test.ts', '**/test/**', '**/bench/**', '**/tsup.config.ts'];

/** The dependency table as lint: runtime code, then tests and benchmarks, per workspace. */
export function dependencyLint() {
  return [
    ...Object.keys(libraries).flatMap((name) => [
      {
        files: [`packages/${name}/**`],
        rules: {
          'no-restricted-imports': onlyPackages(
            [name, ...runtimeAllowed(name)],
            `@codehawk/${name}`,
          ),
        },
      },
      {
        files: testFiles.map((glob) => `packages/${name}/${glob}`),
        rules: {
          'no-restricted-imports': onlyPackages(
            [name, ...testAllowed(name)],
            `@codehawk/${name}'s tests`,
          ),
        },
      },
    ]),
    ...apps.flatMap((name) => {
      const published = Object.keys(libraries).filter((lib) => !tooling.includes(lib));
      return [
        {
          files: [`apps/${name}/**`],
          rules: {
            'no-restricted-imports': onlyPackages([...published, ...apps], `@codehawk/${name}`),
          },
        },
        {
          files: testFiles.map((glob) => `apps/${name}/${glob}`),
          rules: {
            'no-restricted-imports': onlyPackages(
              [...published, ...apps, ...tooling],
              `@codehawk/${name}'s tests`,
            ),
          },
        },
      ];
    }),
    ...testWorkspaces.map((folder) => ({
      files: [`${folder}/**`],
      rules: { 'no-restricted-imports': 'off' },
    })),
  ];
}
