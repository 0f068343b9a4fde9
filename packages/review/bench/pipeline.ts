// A 100-file pull request reviewed end to end with an instant scripted model: wall time split into
// graph, prompt building, agent and writing, and the prompt tokens of each batch.
import { join } from 'node:path';
import { ScriptedProvider } from '@codehawk/agent/testing';
import { loadSettings } from '@codehawk/config';
import { TempRepo } from '@codehawk/testkit';
import { LocalGitProvider } from '@codehawk/vcs';
import { runBatchReview } from '../src/index.js';

const repo = await TempRepo.create('codehawk-pipeline-');
try {
  const base: Record<string, string> = {};
  const head: Record<string, string> = {};
  for (let index = 0; index < 100; index++) {
    const body = (changed: boolean) =>
      `import { helper${(index + 1) % 100} } from './file${(index + 1) % 100}.js';\n` +
      Array.from(
        { length: 40 },
        (_, line) =>
          `export function helper${index}_${line}(value: number) {\n  return helper${(index + 1) % 100}(value + ${changed && line % 8 === 0 ? line * 2 : line});\n}\n`,
      ).join('') +
      `export function helper${index}(value: number) { return value; }\n`;
    base[`src/file${index}.ts`] = body(false);
    head[`src/file${index}.ts`] = body(true);
  }
  await repo.commit('base', base);
  await repo.branch('feature');
  await repo.commit('change 100 files', head);
  const provider = new ScriptedProvider((request) =>
    request.tools.length === 0
      ? { text: '{"candidates": []}' }
      : { text: '```json\n{"findings": []}\n```' },
  );
  const { settings } = loadSettings({ env: { MODEL: 'gpt-4.1' } });
  const vcs = await LocalGitProvider.open({ repository: repo.path });
  const started = performance.now();
  const result = await runBatchReview({
    vcs,
    settings,
    provider,
    root: repo.path,
    outputPath: join(repo.path, '.codehawk/findings.json'),
  });
  const total = performance.now() - started;
  const { graphMs, promptMs, agentMs, writeMs } = result.timings;
  const outside = total - graphMs - agentMs;
  console.log(`100-file pull request, ${result.batches} batches, instant scripted model`);
  console.log(`  graph           ${graphMs} ms`);
  console.log(`  prompt building ${promptMs} ms`);
  console.log(`  agent           ${agentMs} ms`);
  console.log(`  writing         ${writeMs} ms`);
  console.log(
    `  total           ${total.toFixed(0)} ms (goal ≤ 8,000 ms); outside graph and model ${outside.toFixed(0)} ms (goal ≤ 1,000 ms)`,
  );
  console.log(`  prompt tokens per batch: ${result.promptTokens.join(', ')}`);
} finally {
  await repo.cleanup();
}
