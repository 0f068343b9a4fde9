import { loadSettings } from '@codehawk/config';
import { TempRepo } from '@codehawk/testkit';
import { LocalGitProvider } from '@codehawk/vcs';
import { afterEach, describe, expect, it } from 'vitest';
import { runBatchReview } from '../batch-review-job.js';
import { classifyRisk } from './risk.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/** `.codehawk.yml` adding one pattern of generated code to the defaults. */
const CONFIG = 'notCode:\n  generated: ["**/*.gen.ts"]\n';

/** A change to a helper that a (by the user's rule) generated client calls. */
async function change(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('base', {
    'src/util.ts': 'export function slug(text: string) {\n  return text;\n}\n',
  });
  await repo.branch('feature');
  await repo.commit('client', {
    'src/util.ts': 'export function slug(text: string) {\n  return text.toLowerCase();\n}\n',
    'src/api.gen.ts':
      "import { slug } from './util.js';\nexport function path(name: string) {\n  return slug(name);\n}\n",
  });
  return repo;
}

async function review(repo: TempRepo, file?: string) {
  const settings = loadSettings({ env: {}, ...(file === undefined ? {} : { file }) }).settings;
  const vcs = await LocalGitProvider.open({ repository: repo.path });
  const result = await runBatchReview({
    vcs,
    settings,
    root: repo.path,
    graphCacheDirectory: false,
  });
  return { settings, result };
}

describe('the notCode setting', () => {
  it('a pattern the user adds is honoured by file selection, the graph and risk alike', async () => {
    const repo = await change();
    const callers = (result: Awaited<ReturnType<typeof review>>['result']) =>
      result.changeAnalysis?.fileSignals['src/util.ts']?.callerCount;

    const plain = await review(repo);
    expect(plain.result.risk.map((entry) => entry.path).sort()).toEqual([
      'src/api.gen.ts',
      'src/util.ts',
    ]);
    expect(callers(plain.result)).toBe(1);

    const { settings, result } = await review(repo, CONFIG);
    // Selection: set aside, with the rule that did it.
    expect(result.file.skipped_files).toContainEqual({
      file: 'src/api.gen.ts',
      reason: 'generated: its path matches "**/*.gen.ts" (notCode.generated)',
    });
    expect(result.risk.map((entry) => entry.path)).toEqual(['src/util.ts']);
    // Graph: the generated client is not indexed, so its call is no caller.
    expect(callers(result)).toBe(0);
    // Risk: by the same settings, the file is not code.
    const [risk] = classifyRisk(
      [{ path: 'src/api.gen.ts', status: 'added', binary: false, additions: 4, deletions: 0 }],
      settings,
    );
    expect(risk?.components.find((component) => component.name === 'file_type')).toMatchObject({
      value: 0,
      reason: 'not code (notCode setting)',
    });
  });
});
