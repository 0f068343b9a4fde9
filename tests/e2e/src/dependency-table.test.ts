import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import {
  apps,
  dependencyLint,
  libraries,
  runtimeAllowed,
  testAllowed,
  testWorkspaces,
  tooling,
} from '../../../scripts/dependency-table.mjs';

const root = resolve(import.meta.dirname, '../../..');

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

const manifest = (folder: string): Manifest =>
  JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as Manifest;

/** The `@codehawk/*` names in a dependency map, without the scope, sorted. */
const ours = (deps: Record<string, string> | undefined): string[] =>
  Object.keys(deps ?? {})
    .filter((name) => name.startsWith('@codehawk/'))
    .map((name) => name.slice('@codehawk/'.length))
    .sort();

const workspaces = (folder: string): string[] =>
  readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

describe('the allowed-dependency table', () => {
  it('names every workspace package', () => {
    expect(workspaces('packages')).toEqual(Object.keys(libraries).sort());
    expect(workspaces('apps')).toEqual([...apps].sort());
    expect(workspaces('tests').map((name) => `tests/${name}`)).toEqual([...testWorkspaces].sort());
  });

  it.each(Object.keys(libraries))(
    '@codehawk/%s depends on exactly what the table allows',
    (name) => {
      const { dependencies, devDependencies } = manifest(`packages/${name}`);
      expect(ours(dependencies)).toEqual([...runtimeAllowed(name)].sort());
      const extra = ours(devDependencies).filter((dep) => !testAllowed(name).includes(dep));
      expect(extra, 'tests that need these packages belong in tests/e2e').toEqual([]);
    },
  );

  it.each(apps)('the %s app depends on libraries and apps only', (name) => {
    const { dependencies, devDependencies } = manifest(`apps/${name}`);
    const published = Object.keys(libraries).filter((lib) => !tooling.includes(lib));
    expect(ours(dependencies).filter((dep) => ![...published, ...apps].includes(dep))).toEqual([]);
    expect(
      ours(devDependencies).filter((dep) => ![...published, ...apps, ...tooling].includes(dep)),
    ).toEqual([]);
  });
});

describe('lint enforces the table', () => {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    // The snippets below are plain JavaScript in .ts files; the table's rules are all that runs.
    overrideConfig: [
      { files: ['**/*.ts'] },
      ...dependencyLint(),
    ] as ESLint.Options['overrideConfig'],
  });
  const problems = async (file: string, source: string): Promise<string[]> => {
    const [result] = await eslint.lintText(source, { filePath: join(root, file) });
    return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
  };

  it('rejects an import the table does not allow, naming what is allowed', async () => {
    expect(
      await problems(
        'packages/review/src/x.ts',
        "import { publishFindings } from '@codehawk/publish';",
      ),
    ).toEqual([
      expect.stringMatching(
        /^no-restricted-imports: .*@codehawk\/review may import only .*@codehawk\/findings/,
      ),
    ]);
    expect(
      await problems('packages/findings/src/x.ts', "export { crId } from '@codehawk/vcs';"),
    ).toHaveLength(1);
    expect(
      await problems('packages/fix-verifier/src/x.ts', "import '@codehawk/vcs-github';"),
    ).toHaveLength(1);
  });

  it('lets tests reach what their package reaches plus testkit, and nothing more', async () => {
    const file = 'packages/vcs-github/src/x.test.ts';
    expect(
      await problems(
        file,
        "import { crId } from '@codehawk/findings';\nimport { FakeGitHub } from '@codehawk/testkit';",
      ),
    ).toEqual([]);
    expect(
      await problems(file, "import { publishFindings } from '@codehawk/publish';"),
    ).toHaveLength(1);
    // Runtime code may not use the test kit.
    expect(
      await problems(
        'packages/vcs-github/src/x.ts',
        "import { FakeGitHub } from '@codehawk/testkit';",
      ),
    ).toHaveLength(1);
  });

  it('allows what the table allows, public subpaths included', async () => {
    expect(
      await problems(
        'packages/review/src/x.ts',
        "import { crId } from '@codehawk/findings';\nimport { ScriptedProvider } from '@codehawk/agent/testing';",
      ),
    ).toEqual([]);
    expect(
      await problems('apps/cli/src/x.ts', "import { GitHubProvider } from '@codehawk/vcs-github';"),
    ).toEqual([]);
    expect(
      await problems(
        'tests/e2e/src/x.test.ts',
        "import { publishFindings } from '@codehawk/publish';",
      ),
    ).toEqual([]);
  });
});
