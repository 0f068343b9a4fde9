import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  addPullRequestFromEvent,
  examplePullRequestEvent,
  FakeGitHub,
  FakeOpenAI,
  TempRepo,
  type FakePull,
  vulnerableAuth,
} from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const run = promisify(execFile);

const TOKEN = `ghp_${'M1n2B3v4C5x6Z7l8K9j0H1g2F3d4S5a6P7o8'}`;
const AUTH = vulnerableAuth(TOKEN);

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Reads GITHUB_OUTPUT's `name<<delimiter` blocks. */
function parseOutputs(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const pattern = /^(.+?)<<(.+)\n([\s\S]*?)\n\2$/gm;
  for (const match of text.matchAll(pattern)) outputs[match[1] ?? ''] = match[3] ?? '';
  return outputs;
}

interface ActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
}

/**
 * The environment of a run whose test asserts nothing the code graph adds: the graph off, as a user
 * can switch it off (building it cost the Action's run ~1 s of CPU). The first test keeps it.
 */
const NO_GRAPH: Readonly<Record<string, string>> = { ENABLE_GRAPH: 'false' };

async function runAction(
  inputs: Record<string, string>,
  extraEnv: Readonly<Record<string, string>> = {},
): Promise<
  ActionRun & {
    fake: FakeGitHub;
    pull: FakePull;
    /** The same job again: a re-run on the same head. */
    rerun: () => Promise<ActionRun>;
  }
> {
  const workspace = await TempRepo.create();
  cleanups.push(() => workspace.cleanup());
  await workspace.commit('head', {
    'src/auth.ts': AUTH,
    'src/api.ts':
      "import { login } from './auth.js';\nexport const handler = (user: string) => login(user);\n",
  });
  // The runner has the action's files and nothing else: no node_modules beside the bundle.
  const action = await mkdtemp(join(tmpdir(), 'codehawk-action-'));
  cleanups.push(() => rm(action, { recursive: true, force: true }));
  await cp(dist, join(action, 'dist'), { recursive: true });
  const event = examplePullRequestEvent();
  const eventPath = workspace.sibling('event.json');
  await writeFile(eventPath, JSON.stringify(event));
  const outputPath = workspace.sibling('event.json.output');
  const summaryPath = workspace.sibling('event.json.summary');

  const fake = await FakeGitHub.start();
  cleanups.push(() => fake.close());
  const pull = addPullRequestFromEvent(fake, event, { 'src/auth.ts': AUTH }, 'ghs_job_token');

  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    GITHUB_ACTIONS: 'true',
    CI: 'true',
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: event.repository.full_name,
    GITHUB_WORKSPACE: workspace.path,
    GITHUB_API_URL: fake.baseUrl,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    RUNNER_TEMP: join(workspace.path, '..'),
    'INPUT_GITHUB-TOKEN': 'ghs_job_token',
    INPUT_MODEL: 'gpt-4.1',
    'INPUT_CONFIG-PATH': '.codehawk.yml',
    // Relative, as workflows write it: the Action resolves it against RUNNER_TEMP.
    'INPUT_OUTPUT-DIRECTORY': basename(workspace.sibling('codehawk')),
  };
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  Object.assign(env, extraEnv);
  const execute = async (): Promise<ActionRun> => {
    await writeFile(outputPath, '');
    await writeFile(summaryPath, '');
    let code = 0;
    let stdout = '';
    try {
      ({ stdout } = await run(process.execPath, [join(action, 'dist', 'index.js')], {
        cwd: workspace.path,
        env,
      }));
    } catch (error) {
      const failure = error as { code: number; stdout: string };
      code = failure.code;
      stdout = failure.stdout;
    }
    return {
      code,
      stdout,
      outputs: parseOutputs(await readFile(outputPath, 'utf8')),
      summary: await readFile(summaryPath, 'utf8'),
    };
  };
  return { ...(await execute()), fake, pull, rerun: execute };
}

describe('the bundled GitHub Action', () => {
  it('reviews the pull_request event end to end: inline comment, summary, outputs, job summary, SARIF', async () => {
    const first = await runAction({});
    const { code, stdout, outputs, summary, fake, pull } = first;
    expect(code).toBe(0);
    expect(pull.comments.map((comment) => [comment.path, comment.line])).toEqual([
      ['src/auth.ts', 2],
    ]);
    expect(pull.issueComments).toHaveLength(1);
    expect(outputs).toMatchObject({ stars: '4', gate: 'pass', 'findings-count': '1' });
    const findings = JSON.parse(await readFile(outputs['findings-path'] ?? '', 'utf8')) as {
      findings: { file: string; line: number }[];
      risk?: { file: string; callers?: number }[];
    };
    // The code graph ran inside the bundle: it knows src/api.ts calls the changed login().
    expect(findings.risk?.find((entry) => entry.file === 'src/auth.ts')?.callers).toBe(1);
    expect(findings.findings).toMatchObject([{ file: 'src/auth.ts', line: 2 }]);
    const sarif = JSON.parse(await readFile(outputs['sarif-path'] ?? '', 'utf8')) as {
      version: string;
      runs: { results: unknown[] }[];
    };
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0]?.results).toHaveLength(1);
    expect(summary).toContain('CodeHawk review');
    // The token is registered with the runner's masking, and appears nowhere else in the log.
    expect(stdout).toContain('::add-mask::ghs_job_token');
    expect(stdout.replace('::add-mask::ghs_job_token', '')).not.toContain('ghs_job_token');
    expect(stdout + summary).not.toContain(TOKEN);
    expect(fake.violations).toEqual([]);

    // Re-run on the same head: nothing asked or posted, the same outputs, and the SARIF of the open
    // findings the pull request keeps.
    const writes = fake.writes().length;
    const again = await first.rerun();
    expect(again.code).toBe(0);
    expect(fake.writes()).toHaveLength(writes);
    expect(again.outputs).toMatchObject({ stars: '4', gate: 'pass', 'findings-count': '1' });
    const kept = JSON.parse(await readFile(again.outputs['sarif-path'] ?? '', 'utf8')) as {
      runs: { results: unknown[] }[];
    };
    expect(kept.runs[0]?.results).toHaveLength(1);
    expect(again.summary).toContain('CodeHawk review');
  });

  it('reviews through Azure OpenAI from its inputs, masking the key', async () => {
    const key = 'azure-openai-key-for-the-action';
    const model = await FakeOpenAI.start({
      azure: { deployments: ['reviewer'], apiKey: key },
      fallback: { text: JSON.stringify({ candidates: [], files_clean: [], findings: [] }) },
    });
    cleanups.push(() => model.close());
    const { code, stdout } = await runAction(
      {
        'azure-openai-endpoint': model.endpoint,
        'azure-openai-deployment': 'reviewer',
        'azure-openai-api-key': key,
        'openai-api-version': '2024-10-21',
      },
      NO_GRAPH,
    );
    if (code !== 0) console.error(stdout);
    expect(code).toBe(0);
    expect(model.requests.length).toBeGreaterThan(0);
    expect(
      model.requests.every(
        (request) =>
          request.url === '/openai/deployments/reviewer/chat/completions?api-version=2024-10-21',
      ),
    ).toBe(true);
    expect(stdout).toContain(`::add-mask::${key}`);
    expect(stdout.replace(`::add-mask::${key}`, '')).not.toContain(key);
    expect(model.violations).toEqual([]);
  });

  it('fails the job when the gate fails, after posting', async () => {
    const { code, stdout, outputs, fake } = await runAction({ 'min-stars': '5' }, NO_GRAPH);
    expect(code).toBe(1);
    expect(stdout).toContain('::error::CodeHawk gate failed');
    expect(outputs.gate).toBe('fail');
    expect(fake.writes().length).toBeGreaterThan(0);
  });
});
