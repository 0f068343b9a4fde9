import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import * as core from '@actions/core';
import { EXIT, reviewChange, type Io, type ReviewRun } from '@codehawk/cli/review';
// Inlined by the build: the SARIF log names the Action's release, the one `uses:` pinned.
import manifest from '../package.json' with { type: 'json' };

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

/** The job's log: the CLI's messages, as `codehawk review` would print them. */
const io = (workspace: string): Io => ({
  stdout: (text) => core.info(text),
  stderr: (text) => core.info(text),
  env: reviewEnvironment(),
  cwd: workspace,
});

export async function run(): Promise<void> {
  const workspace = process.env.GITHUB_WORKSPACE ?? process.cwd();
  const outputDirectory = resolve(
    process.env.RUNNER_TEMP ?? workspace,
    core.getInput('output-directory') || 'codehawk',
  );
  await mkdir(outputDirectory, { recursive: true });
  const configPath = core.getInput('config-path');
  const sarifPath = join(outputDirectory, 'codehawk.sarif');
  const failed = (): void =>
    core.setFailed('CodeHawk could not review this pull request; the log above says why.');
  let result: ReviewRun;
  try {
    result = await reviewChange(
      {
        repo: workspace,
        output: outputDirectory,
        // The default may be absent from the repository; a path someone chose must exist.
        ...(configPath === '' || configPath === '.codehawk.yml' ? {} : { config: configPath }),
        // Written by the run, naming the Action's release, the one `uses:` pinned.
        sarif: { path: sarifPath, toolVersion: manifest.version },
      },
      io(workspace),
    );
  } catch (error) {
    core.info(`codehawk: ${error instanceof Error ? error.message : String(error)}`);
    return failed();
  }
  if (result.kind === 'stopped') {
    core.info(`codehawk: ${result.reason}`);
    return failed();
  }
  for (const warning of result.warnings) core.info(`codehawk: ${warning}`);
  if (result.exitCode === EXIT.runtime) return failed();
  const { score, gate } = result;
  core.setOutput('score', score.penalty);
  core.setOutput('stars', score.stars);
  core.setOutput('gate', gate.pass ? 'pass' : 'fail');
  core.setOutput('findings-count', result.findings.length);
  core.setOutput('findings-path', join(outputDirectory, 'findings.json'));
  core.setOutput('sarif-path', sarifPath);
  await core.summary.addRaw(result.summary, true).write();
  if (result.exitCode === EXIT.gateFailed) core.setFailed(`CodeHawk gate failed: ${gate.reason}`);
}
