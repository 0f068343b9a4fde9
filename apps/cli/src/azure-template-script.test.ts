// The Azure Pipelines template's review step, run as the pipeline runs it: variables the pipeline did
// not define arrive as literal `$(NAME)` macros and must count as unset.
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { FakeOpenAI, TempRepo } from '@codehawk/testkit';
import { afterEach, expect, it, vi } from 'vitest';

// Each test runs the real CLI (several processes and a review): slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const script = fileURLToPath(
  new URL('../../../docs/azure-pipelines/codehawk-review.sh', import.meta.url),
);
const cli = fileURLToPath(new URL('../dist/bin.js', import.meta.url));
const run = promisify(execFile);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

it('reviews through Azure OpenAI with the key; undefined variables and "no gate" values are unset', async () => {
  const repo = await TempRepo.create();
  cleanups.push(() => repo.cleanup());
  await repo.commit('base', { 'README.md': 'demo\n' });
  await repo.branch('feature');
  await repo.commit('Add', { 'src/a.ts': 'export const a = (x: number) => x + 1;\n' });
  const key = 'azure-key-from-a-secret-variable';
  const model = await FakeOpenAI.start({
    azure: { deployments: ['reviewer'], apiKey: key },
    fallback: { text: JSON.stringify({ candidates: [], files_clean: [], findings: [] }) },
  });
  cleanups.push(() => model.close());
  const sarif = join(repo.sibling('logs'), 'codehawk.sarif');
  const { stdout } = await run('bash', [script], {
    cwd: repo.path,
    env: {
      PATH: process.env.PATH ?? '',
      CODEHAWK_CLI: cli,
      CODEHAWK_OUTPUT: repo.sibling('out'),
      AZURE_OPENAI_ENDPOINT: model.endpoint,
      AZURE_OPENAI_DEPLOYMENT: 'reviewer',
      AZURE_OPENAI_API_KEY: key,
      OPENAI_API_KEY: '$(OPENAI_API_KEY)',
      MAX_COST_USD: '$(MAX_COST_USD)',
      MIN_STARS: '0',
      MAX_PENALTY: '-1',
      CODEHAWK_SARIF: sarif,
      GITHUB_TOKEN: '$(GITHUB_TOKEN)',
    },
  });
  const log = JSON.parse(await readFile(sarif, 'utf8')) as { version: string; runs: unknown[] };
  expect(log.version).toBe('2.1.0');
  expect(log.runs).toHaveLength(1);
  expect(stdout).toContain('Gate: PASS');
  expect(model.requests.length).toBeGreaterThan(0);
  expect(model.requests.every((request) => request.flavour === 'azure-v1')).toBe(true);
  expect(stdout).not.toContain(key);
  expect(model.violations).toEqual([]);
});
