import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { staticFindings } from '@codehawk/review';
import { sarifMultitoolProblems } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { sarifAutomation, sarifLog } from './sarif.js';

/** The variables Azure Pipelines sets in a PR validation build. */
const azurePipelines = {
  TF_BUILD: 'True',
  SYSTEM_COLLECTIONURI: 'https://dev.azure.com/contoso/',
  SYSTEM_TEAMPROJECT: 'web',
  SYSTEM_DEFINITIONID: '12',
  BUILD_DEFINITIONNAME: 'web-pr',
  SYSTEM_PHASEID: '3dc8fd7e-4368-5a92-293e-d53cefc8c4c3',
  SYSTEM_PHASENAME: 'codehawk',
  BUILD_SOURCEBRANCH: 'refs/pull/7/merge',
  BUILD_BUILDID: '345',
};

const directories: string[] = [];
afterEach(async () => {
  for (const directory of directories.splice(0)) await rm(directory, { recursive: true });
});

const diff = (lines: string[]): string =>
  `@@ -1,1 +1,${lines.length + 1} @@\n context\n${lines.map((line) => `+${line}`).join('\n')}`;

describe('sarifLog', () => {
  it('names the Azure Pipelines run the way Advanced Security requires, and nothing elsewhere', () => {
    expect(sarifAutomation(azurePipelines)).toEqual({
      id: 'azuredevops/pipeline/build/contoso/web/12/3dc8fd7e-4368-5a92-293e-d53cefc8c4c3/refs/pull/7/merge/345',
      properties: {
        'azuredevops/pipeline/build/buildDefinitionId': '12',
        'azuredevops/pipeline/build/buildDefinitionName': 'web-pr',
        'azuredevops/pipeline/build/phaseId': '3dc8fd7e-4368-5a92-293e-d53cefc8c4c3',
        'azuredevops/pipeline/build/phaseName': 'codehawk',
      },
    });
    expect(
      sarifAutomation({
        ...azurePipelines,
        SYSTEM_COLLECTIONURI: 'https://contoso.visualstudio.com/',
      })?.id,
    ).toMatch(/^azuredevops\/pipeline\/build\/contoso\/web\//);
    expect(sarifAutomation({ GITHUB_ACTIONS: 'true' })).toBeUndefined();
    expect(sarifAutomation({ ...azurePipelines, TF_BUILD: undefined })).toBeUndefined();
  });

  it("describes every real static check and passes the Multitool's GitHub and Azure DevOps rules", async () => {
    const root = await mkdtemp(join(tmpdir(), 'codehawk-sarif-cli-'));
    directories.push(root);
    const token = `ghp_${'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'}`;
    await writeFile(join(root, 'config file.ts'), `const a = 1;\nconst token = "${token}";\n`);
    const findings = await staticFindings([
      { path: 'config file.ts', diff: diff(['const a = 1;', `const token = "${token}";`]) },
      {
        path: 'src/a.test.ts',
        diff: diff([
          '<<<<<<< HEAD',
          "it.only('x', () => {});",
          "it.skip('y', () => {});",
          'debugger;',
        ]),
      },
    ]);
    expect(new Set(findings.map((finding) => finding.rule_id))).toEqual(
      new Set([
        'committed-credential',
        'merge-conflict',
        'focused-test',
        'skipped-test',
        'debugger',
      ]),
    );
    const azure = await sarifLog(findings, { env: azurePipelines, root });
    const github = await sarifLog(findings, { env: { GITHUB_ACTIONS: 'true' }, root });
    expect(await sarifMultitoolProblems({ azure }, 'Sarif;Gh;Ado')).toEqual({ azure: [] });
    expect(await sarifMultitoolProblems({ github }, 'Sarif;Gh')).toEqual({ github: [] });
    // The credential never reaches the log; its line is known by a hash of its content.
    expect(JSON.stringify(github)).not.toContain(token);
    const credential = github.runs[0]?.results?.find(
      (result) => result.ruleId === 'static/committed-credential',
    );
    expect(credential?.locations?.[0]?.physicalLocation?.artifactLocation?.uri).toBe(
      'config%20file.ts',
    );
    expect(credential?.partialFingerprints?.primaryLocationLineHash).toMatch(/^[0-9a-f]{16}:1$/);
    // A path that leaves the repository is never read: its hash is the one of an unread file.
    const [first] = findings;
    if (!first) throw new Error('expected findings');
    const escaping = { ...first, file: '../outside.ts', line: 1 };
    await writeFile(join(root, '..', 'outside.ts'), 'secret\n');
    const hashOf = async (options: { root?: string }): Promise<string | undefined> =>
      (await sarifLog([escaping], { env: {}, ...options })).runs[0]?.results?.[0]
        ?.partialFingerprints?.primaryLocationLineHash;
    try {
      expect(await hashOf({ root })).toBe(await hashOf({}));
    } finally {
      await rm(join(root, '..', 'outside.ts'));
    }
  });
});
