// Each endpoint page's "tested configuration" runs through the real CLI, against a local server of
// the same URL shape, so the documentation cannot drift from what works.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { FakeOpenAI, TempRepo, type FakeStep } from '@codehawk/testkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { codehawk, NO_GRAPH } from '../test/run-cli.js';

// Each test runs the real CLI (several processes and a review): slow on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const docs = new URL('../../../docs/endpoints/', import.meta.url);
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** The `KEY=value` lines of the page's block marked `# tested configuration`. */
async function testedConfiguration(page: string): Promise<Record<string, string>> {
  const text = await readFile(fileURLToPath(new URL(page, docs)), 'utf8');
  const block = /```sh\n# tested configuration\n([\s\S]*?)```/.exec(text)?.[1];
  if (block === undefined) throw new Error(`${page} has no "# tested configuration" block`);
  return Object.fromEntries(
    block
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** The same settings with every URL's origin moved to the local server. */
const movedTo = (env: Record<string, string>, origin: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).map(([key, value]) => [key, value.replace(/^https?:\/\/[^/]+/, origin)]),
  );

const reviewer: FakeStep = (request) =>
  JSON.stringify(request.body).includes('"tools"')
    ? {
        text: JSON.stringify({
          findings: [
            {
              file: 'src/page.ts',
              line: 2,
              category: 'correctness',
              severity: 'warning',
              title: 'The last page is never returned',
              message: '`<` drops the final page.',
              confidence: 0.9,
            },
          ],
        }),
      }
    : { text: JSON.stringify({ candidates: [], files_clean: [] }) };

async function change(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  cleanups.push(() => repo.cleanup());
  await repo.commit('base', { 'README.md': 'demo\n' });
  await repo.branch('feature');
  await repo.commit('Add pages', {
    'src/page.ts':
      'export function pages(total: number, size: number) {\n  return Math.floor(total / size) < 1 ? [] : [total];\n}\n',
  });
  return repo;
}

describe('docs/endpoints: every tested configuration reviews a change', () => {
  it.each([
    ['openai.md', 'chat'],
    ['ollama.md', 'chat'],
    ['vllm.md', 'chat'],
    ['lm-studio.md', 'chat'],
    ['azure-openai.md', 'chat'],
  ])('%s', async (page, api) => {
    const documented = await testedConfiguration(page);
    const azure = documented.AZURE_OPENAI_ENDPOINT !== undefined;
    const server = await FakeOpenAI.start({
      fallback: reviewer,
      ...(azure
        ? {
            azure: {
              deployments: [documented.AZURE_OPENAI_DEPLOYMENT ?? ''],
              apiKey: documented.AZURE_OPENAI_API_KEY ?? '',
            },
          }
        : {}),
    });
    cleanups.push(() => server.close());
    const env = movedTo(documented, server.endpoint);
    // OpenAI itself is not reachable from the tests: its page's settings go to the local server.
    if (!azure && env.OPENAI_BASE_URL === undefined) env.OPENAI_BASE_URL = server.baseURL;
    const repo = await change();
    // The code graph is no part of an endpoint's configuration: the review runs without it.
    const { code, stdout, stderr } = await codehawk(repo.path, ['review', '--base', 'main'], {
      ...env,
      ...NO_GRAPH,
    });
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(stdout).toMatch(/WARNING\s+src\/page\.ts:2 +The last page is never returned/);
    expect(server.requests.length).toBeGreaterThan(0);
    expect(server.requests.every((request) => request.api === api)).toBe(true);
    if (documented.MODEL && !azure)
      expect(server.requests.every((request) => request.body.model === documented.MODEL)).toBe(
        true,
      );
    expect(server.violations).toEqual([]);
  });
});
