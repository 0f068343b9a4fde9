import { ScriptedProvider } from '@codehawk/agent/testing';
import { loadSettings } from '@codehawk/config';
import { CoverageSchema } from '@codehawk/findings';
import { TempRepo } from '@codehawk/testkit';
import { LocalGitProvider } from '@codehawk/vcs';
import { afterEach, describe, expect, it } from 'vitest';
import { runBatchReview } from './batch-review-job.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const BIG_LINES = 2_000;
const big = Array.from(
  { length: BIG_LINES },
  (_, index) => `export const setting${index + 1} = 'value number ${index + 1}';`,
).join('\n');

const answer = '```json\n{"findings": []}\n```';

async function pullRequest(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('base', { 'README.md': 'demo\n', 'src/small.ts': 'export const a = 1;\n' });
  await repo.branch('feature');
  await repo.commit('settings', {
    'src/settings.ts': `${big}\n`,
    'src/small.ts': 'export const a = 2;\nexport const b = 3;\n',
    'package-lock.json': '{\n  "lockfileVersion": 3\n}\n',
  });
  return repo;
}

describe('coverage', () => {
  it('reports exactly the changed lines the model was not shown, and why', async () => {
    const repo = await pullRequest();
    // The model reads only the first listed page of the summarised file, then answers.
    const provider = new ScriptedProvider((request) => {
      if (request.tools.length === 0) return { text: '{"candidates": []}' };
      const prompt = JSON.stringify(request.messages);
      const asked = request.messages.some((message) => message.role === 'tool');
      const first =
        /get_file_diff\(path=\\"src\/settings.ts\\", start_line=(\d+), end_line=(\d+)\)/.exec(
          prompt,
        );
      if (asked || !first) return { text: answer };
      return {
        toolCalls: [
          {
            name: 'get_file_diff',
            arguments: {
              path: 'src/settings.ts',
              start_line: Number(first[1]),
              end_line: Number(first[2]),
            },
          },
        ],
      };
    });
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    const result = await runBatchReview({
      vcs,
      root: repo.path,
      provider,
      settings: loadSettings({ env: { MODEL: 'gpt-4.1' } }).settings,
      graphCacheDirectory: false,
    });
    const coverage = CoverageSchema.parse(result.file.coverage);
    const settings = coverage.files.find((entry) => entry.file === 'src/settings.ts');
    const firstPageEnd = settings?.shown_lines ?? 0;
    expect(firstPageEnd).toBeGreaterThan(100);
    expect(firstPageEnd).toBeLessThan(BIG_LINES);
    expect(settings).toEqual({
      file: 'src/settings.ts',
      changed_lines: BIG_LINES,
      shown_lines: firstPageEnd,
      not_shown: [
        {
          lines: [[firstPageEnd + 1, BIG_LINES]],
          count: BIG_LINES - firstPageEnd,
          reason: 'not_fetched',
          detail: 'its diff was summarised in the prompt and the model did not read those pages',
        },
      ],
    });
    expect(coverage.files.find((entry) => entry.file === 'src/small.ts')).toEqual({
      file: 'src/small.ts',
      changed_lines: 2,
      shown_lines: 2,
      not_shown: [],
    });
    expect(coverage.files.find((entry) => entry.file === 'package-lock.json')).toMatchObject({
      changed_lines: 3,
      shown_lines: 0,
      not_shown: [{ count: 3, reason: 'skipped', detail: 'lockfile' }],
    });
    expect(coverage).toMatchObject({
      changed_lines: BIG_LINES + 5,
      reviewable_lines: BIG_LINES + 2,
      shown_lines: firstPageEnd + 2,
    });
    expect(coverage.tokens_per_shown_line).toBeGreaterThan(0);
  });

  it('counts nothing as shown when no model ran, and says so', async () => {
    const repo = await pullRequest();
    const vcs = await LocalGitProvider.open({ repository: repo.path });
    const result = await runBatchReview({
      vcs,
      settings: loadSettings({ env: {} }).settings,
    });
    const small = result.file.coverage?.files.find((entry) => entry.file === 'src/small.ts');
    expect(small?.not_shown).toEqual([
      { lines: [[1, 2]], count: 2, reason: 'no_model', detail: 'no model is configured' },
    ]);
    expect(result.file.coverage?.shown_lines).toBe(0);
  });
});
