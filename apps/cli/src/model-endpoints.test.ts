// The model endpoints users run, through the real CLI against the fake model server over HTTP.
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { FakeOpenAI, TempRepo, type FakeAzureResource, type FakeStep } from '@codehawk/testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codehawk, NO_GRAPH } from '../test/run-cli.js';

// Each test runs the real CLI (several processes and a review): slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const KEY = 'azure-key-must-never-be-printed';
const RESOURCE: FakeAzureResource = { deployments: ['reviewer'], apiKey: KEY };

/** A one-commit change on `feature` with a plain bug for the model to be asked about. */
async function change(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  cleanups.push(() => repo.cleanup());
  await repo.commit('base', { 'README.md': 'demo\n' });
  await repo.branch('feature');
  await repo.commit('Add sum', {
    'src/sum.ts':
      'export function sum(values: number[]) {\n  let total = 0;\n  for (let i = 0; i <= values.length; i++) total += values[i];\n  return total;\n}\n',
  });
  return repo;
}

/** Scan passes get an empty candidate list; the verify pass reports one finding. */
const reviewer: FakeStep = (request) =>
  JSON.stringify(request.body).includes('"tools"')
    ? {
        text: JSON.stringify({
          findings: [
            {
              file: 'src/sum.ts',
              line: 3,
              category: 'correctness',
              severity: 'warning',
              title: 'Off-by-one reads past the array',
              message: '`<=` reads values[values.length], which is undefined.',
              confidence: 0.9,
            },
          ],
        }),
      }
    : { text: JSON.stringify({ candidates: [], files_clean: [] }) };

async function fake(azure: FakeAzureResource = RESOURCE, fallback: FakeStep = reviewer) {
  const server = await FakeOpenAI.start({ azure, fallback });
  cleanups.push(() => server.close());
  return server;
}

// Nothing here asserts what the code graph adds: the reviews run without it.
const review = (repo: TempRepo, env: Record<string, string>) =>
  codehawk(repo.path, ['review', '--base', 'main'], { ...env, ...NO_GRAPH });

describe('codehawk review against Azure OpenAI', () => {
  it.each([
    [
      'classic api-version URLs',
      { OPENAI_API_VERSION: '2024-10-21' },
      '/openai/deployments/reviewer/chat/completions?api-version=2024-10-21',
    ],
    ['the v1 URL', {}, '/openai/v1/chat/completions'],
  ])(
    'key auth over %s: the deployment is called, the finding reported, the key never shown',
    async (_, extra, url) => {
      const repo = await change();
      const server = await fake();
      const { code, stdout, stderr } = await review(repo, {
        AZURE_OPENAI_ENDPOINT: server.endpoint,
        AZURE_OPENAI_DEPLOYMENT: 'reviewer',
        AZURE_OPENAI_API_KEY: KEY,
        ...extra,
      });
      expect(stderr).toBe('');
      expect(code).toBe(0);
      expect(stdout).toMatch(/WARNING\s+src\/sum\.ts:3 +Off-by-one reads past the array/);
      expect(new Set(server.requests.map((request) => request.url))).toEqual(new Set([url]));
      expect(server.requests.every((request) => request.body.model === 'reviewer')).toBe(true);
      expect(stdout + stderr).not.toContain(KEY);
      expect(server.violations).toEqual([]);
    },
  );

  it.each([
    [
      'a deployment that does not exist',
      { AZURE_OPENAI_DEPLOYMENT: 'no-such-deployment', OPENAI_API_VERSION: '2024-10-21' },
      /AZURE_OPENAI_DEPLOYMENT: Azure OpenAI has no such deployment \(.*does not exist/,
    ],
    [
      'an api-version the resource does not serve',
      { AZURE_OPENAI_DEPLOYMENT: 'reviewer', OPENAI_API_VERSION: '2019-01-01' },
      /OPENAI_API_VERSION: .*API version not supported: 2019-01-01/,
    ],
    [
      'a wrong key',
      { AZURE_OPENAI_DEPLOYMENT: 'reviewer', AZURE_OPENAI_API_KEY: 'wrong-key-value' },
      /AZURE_OPENAI_API_KEY: Azure OpenAI refused the credentials/,
    ],
  ])('%s exits 2 naming the setting, before any review work', async (_, settings, said) => {
    const repo = await change();
    const server = await fake();
    const { code, stdout, stderr } = await review(repo, {
      AZURE_OPENAI_ENDPOINT: server.endpoint,
      AZURE_OPENAI_API_KEY: KEY,
      ...settings,
    });
    expect(code).toBe(2);
    expect(stderr).toMatch(said);
    expect(stdout).toBe('');
    expect(server.requests.length).toBeLessThanOrEqual(1);
    const wrote = await access(join(repo.path, '.codehawk', 'findings.json')).then(
      () => true,
      () => false,
    );
    expect(wrote).toBe(false);
    expect(stderr).not.toContain(KEY);
  });
});

describe('codehawk review with budgets and model settings', () => {
  it('MAX_COST_USD stops the review cleanly: what was found is published, the message names the budget', async () => {
    const repo = await change();
    // Every answer costs $1 (a million input tokens at $1): the first one spends the budget.
    const costly: FakeStep = (request) => {
      const reply = typeof reviewer === 'function' ? reviewer(request, 0) : reviewer;
      return { ...reply, usage: { input: 1_000_000, output: 0 } };
    };
    const server = await FakeOpenAI.start({ fallback: costly });
    cleanups.push(() => server.close());
    const { code, stdout, stderr } = await review(repo, {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: server.baseURL,
      MAX_COST_USD: '0.5',
      MODEL_PRICES: '{"gpt-4.1": {"input": 1, "output": 1}}',
    });
    expect(code).toBe(3);
    expect(stderr).toMatch(
      /the review stopped at its budget \(MAX_COST_USD\): Cost budget reached: \$1\.0000 of \$0\.5\./,
    );
    expect(server.requests).toHaveLength(1);
    expect(stdout).toContain('Score');
  });

  it('prices the run: findings.json and the summary show its cost', async () => {
    const repo = await change();
    const priced: FakeStep = (request) => {
      const reply = typeof reviewer === 'function' ? reviewer(request, 0) : reviewer;
      return { ...reply, usage: { input: 1_000, output: 500 } };
    };
    const server = await FakeOpenAI.start({ fallback: priced });
    cleanups.push(() => server.close());
    const { code, stdout } = await codehawk(
      repo.path,
      ['review', '--base', 'main', '--format', 'markdown'],
      {
        OPENAI_API_KEY: 'sk-test',
        OPENAI_BASE_URL: server.baseURL,
        MODEL_PRICES: '{"gpt-4.1": {"input": 2, "output": 8}}',
        ...NO_GRAPH,
      },
    );
    expect(code).toBe(0);
    // $2 per million input tokens and $8 per million output tokens, 1,000 + 500 tokens per call.
    const expected = (server.requests.length * (1_000 * 2 + 500 * 8)) / 1_000_000;
    const file = JSON.parse(
      await readFile(join(repo.path, '.codehawk', 'findings.json'), 'utf8'),
    ) as { usage: { cost_usd?: number } };
    expect(file.usage.cost_usd).toBeCloseTo(expected, 6);
    expect(stdout).toContain(`$${expected.toFixed(4)}`);
  });

  it('MAX_COST_USD for a model with no price is refused at once (exit 2)', async () => {
    const repo = await change();
    const { code, stderr } = await review(repo, {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
      MODEL: 'my-local-model',
      MAX_COST_USD: '1',
    });
    expect(code).toBe(2);
    expect(stderr).toContain(
      'MAX_COST_USD needs a price for model "my-local-model": add it to MODEL_PRICES',
    );
  });

  it('MODEL_API=responses and MODEL_STORE=false reach the stateless Responses API', async () => {
    const repo = await change();
    const server = await FakeOpenAI.start({ fallback: reviewer });
    cleanups.push(() => server.close());
    const { code, stdout } = await review(repo, {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: server.baseURL,
      MODEL_API: 'responses',
      MODEL_STORE: 'false',
    });
    expect(code).toBe(0);
    expect(stdout).toMatch(/Off-by-one reads past the array/);
    expect(server.requests.every((request) => request.api === 'responses')).toBe(true);
    expect(server.requests.every((request) => request.body.store === false)).toBe(true);
    expect(server.violations).toEqual([]);
  });
});
