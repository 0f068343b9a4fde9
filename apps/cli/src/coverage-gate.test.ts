import { FakeOpenAI, TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { codehawk, NO_GRAPH } from '../test/run-cli.js';

const repos: TempRepo[] = [];
let fake: FakeOpenAI | undefined;
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
  await fake?.close();
  fake = undefined;
});

/** 1,000 lines (about 40 KB): its diff reaches the prompt only as a map of pages. */
const LARGE = Array.from(
  { length: 1_000 },
  (_, index) => `export const limit${index + 1} = ${index + 1} * 1024; // bytes`,
).join('\n');

async function pullRequest(files: Record<string, string>): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('base', { 'README.md': 'demo\n' });
  await repo.branch('feature');
  await repo.commit('Add limits', files);
  return repo;
}

/** A model that answers at once, with no findings and without reading anything. */
async function answeringModel(): Promise<FakeOpenAI> {
  fake = await FakeOpenAI.start({
    fallback: (request) =>
      JSON.stringify(request.body).includes('"tools"')
        ? { text: '```json\n{"findings": []}\n```' }
        : { text: JSON.stringify({ candidates: [] }) },
  });
  return fake;
}

const review = (repo: TempRepo, model: FakeOpenAI, env: Record<string, string>) =>
  codehawk(repo.path, ['review', '--base', 'main', '--dry-run', '--base-url', model.baseURL], {
    OPENAI_API_KEY: 'sk-test',
    ...NO_GRAPH,
    ...env,
  });

describe('COVERAGE_GATE_MODE', () => {
  it('fail: the gate fails (exit 1) and names the lines the model never saw', async () => {
    const repo = await pullRequest({
      'src/limits.ts': `${LARGE}\n`,
      'src/small.ts': 'export const a = 1;\n',
    });
    const model = await answeringModel();
    const failed = await review(repo, model, { COVERAGE_GATE_MODE: 'fail' });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toContain(
      'Gate: FAIL — COVERAGE_GATE_MODE=fail: the model was not shown 1,000 of 1,001 reviewable changed lines',
    );
    expect(failed.stdout).toContain('Coverage: Reviewed 1 of 1,001 changed lines (');
    expect(failed.stdout).toContain(
      '`src/limits.ts` line(s) 1–1000 (not_fetched: its diff was summarised in the prompt and the model did not read those pages)',
    );

    // warn (the default) reports the same gap and leaves the gate alone.
    const warned = await review(repo, model, {});
    expect(warned.code).toBe(0);
    expect(warned.stdout).toContain('Coverage: Reviewed 1 of 1,001 changed lines');
  });

  it('fail passes when the model was shown every changed line', async () => {
    const repo = await pullRequest({
      'src/small.ts': 'export const a = 1;\nexport const b = 2;\n',
    });
    const model = await answeringModel();
    const passed = await review(repo, model, { COVERAGE_GATE_MODE: 'fail' });
    expect(passed.code).toBe(0);
    expect(passed.stdout).toContain('Coverage: Reviewed 2 of 2 changed lines');
  });

  it('a misspelt mode is a usage error that names the setting', async () => {
    const repo = await pullRequest({ 'src/small.ts': 'export const a = 1;\n' });
    const outcome = await codehawk(repo.path, ['review', '--base', 'main', '--dry-run'], {
      COVERAGE_GATE_MODE: 'strict',
    });
    expect(outcome.code).toBe(2);
    expect(outcome.stderr).toContain('COVERAGE_GATE_MODE');
  });
});
