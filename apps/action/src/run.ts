import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { EXIT, main } from '@codehawk/cli/main';
import { sarifLog } from '@codehawk/cli/sarif';
import type { Finding } from '@codehawk/findings';
// Inlined by the build: the SARIF log names the Action's release, the one `uses:` pinned.
import manifest from '../package.json' with { type: 'json' };

/** What `codehawk review --format json` prints, as far as the action reads it. */
interface ReviewOutput {
  findings: { findings: Finding[] };
  publish: {
    score: { stars: number; penalty: number; quality: string };
    gate: { pass: boolean; reason: string };
    summary: { body: string };
  };
}

/** Action inputs become the environment variables and flags the CLI documents. */
function reviewEnvironment(): Record<string, string | undefined> {
  const input = (name: string): string | undefined => core.getInput(name) || undefined;
  const token = input('github-token');
  const apiKey = input('api-key');
  const azureKey = input('azure-openai-api-key');
  for (const secret of [token, apiKey, azureKey]) if (secret) core.setSecret(secret);
  return {
    ...process.env,
    VCS: 'github',
    GITHUB_TOKEN: token,
    OPENAI_API_KEY: apiKey,
    OPENAI_BASE_URL: input('base-url'),
    MODEL: input('model'),
    AZURE_OPENAI_ENDPOINT: input('azure-openai-endpoint'),
    AZURE_OPENAI_DEPLOYMENT: input('azure-openai-deployment'),
    AZURE_OPENAI_API_KEY: azureKey,
    OPENAI_API_VERSION: input('openai-api-version'),
    MODEL_API: input('model-api'),
    MODEL_STORE: input('model-store'),
    MAX_COST_USD: input('max-cost-usd'),
    REVIEW_MODES: input('review-modes'),
    MIN_STARS: input('min-stars'),
    MAX_PENALTY: input('max-penalty'),
    BATCH_MAX_TURNS: input('max-turns'),
    CI: 'true',
  };
}

export async function run(): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const outputDirectory = resolve(
    process.env.RUNNER_TEMP ?? workspace,
    core.getInput('output-directory') || 'codehawk',
  );
  await mkdir(outputDirectory, { recursive: true });
  const stdout: string[] = [];
  const configPath = core.getInput('config-path');
  const code = await main(
    [
      'review',
      '--repo',
      workspace,
      '--format',
      'json',
      '--output',
      outputDirectory,
      // The default may be absent from the repository; a path someone chose must exist.
      ...(configPath === '' || configPath === '.codehawk.yml' ? [] : ['--config', configPath]),
    ],
    {
      stdout: (text) => stdout.push(text),
      stderr: (text) => core.info(text),
      env: reviewEnvironment(),
      cwd: workspace,
    },
  );
  if (code === EXIT.usage || code === EXIT.runtime) {
    core.setFailed('CodeHawk could not review this pull request; the log above says why.');
    return;
  }
  const result = JSON.parse(stdout.join('\n')) as ReviewOutput;
  const sarifPath = join(outputDirectory, 'codehawk.sarif');
  await writeFile(
    sarifPath,
    JSON.stringify(
      await sarifLog(result.findings.findings, {
        env: process.env,
        root: workspace,
        toolVersion: manifest.version,
      }),
      null,
      2,
    ),
  );
  const { score, gate, summary } = result.publish;
  core.setOutput('score', score.penalty);
  core.setOutput('stars', score.stars);
  core.setOutput('gate', gate.pass ? 'pass' : 'fail');
  core.setOutput('findings-count', result.findings.findings.length);
  core.setOutput('findings-path', join(outputDirectory, 'findings.json'));
  core.setOutput('sarif-path', sarifPath);
  await core.summary.addRaw(summary.body, true).write();
  if (code === EXIT.gateFailed) core.setFailed(`CodeHawk gate failed: ${gate.reason}`);
}
