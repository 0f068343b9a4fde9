// Listing and diffing a generated 5,000-file change on a real repository, with the time of the
// plain `git diff --numstat` over the same change as the baseline measured in the same run.
import { execFile } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { TempRepo } from '@codehawk/testkit';
import { LocalGitProvider } from '../src/index.js';

const FILES = 5_000;
const DIFFED = 500;
const run = promisify(execFile);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 5);

const repo = await TempRepo.create('codehawk-bench-');
try {
  const body = (seed: number, changed: boolean): string =>
    Array.from(
      { length: 40 },
      (_, line) =>
        `export const value${seed}_${line} = ${changed && line % 10 === 3 ? line * 2 : line};`,
    ).join('\n') + '\n';
  const initial: Record<string, string> = {};
  for (let index = 0; index < FILES; index++)
    initial[`src/module-${Math.floor(index / 100)}/file ${index}.ts`] = body(index, false);
  await repo.commit('initial', initial);
  await repo.branch('big-change');
  const changed: Record<string, string> = {};
  for (let index = 0; index < FILES; index++)
    changed[`src/module-${Math.floor(index / 100)}/file ${index}.ts`] = body(index, true);
  await repo.commit('change every file', changed);
  const rssBefore = process.memoryUsage().rss;
  peakRss = rssBefore;

  let start = performance.now();
  await run('git', ['diff', '--numstat', '-z', '-M', 'main', 'HEAD'], {
    cwd: repo.path,
    maxBuffer: 1 << 28,
  });
  const baseline = performance.now() - start;

  start = performance.now();
  const provider = await LocalGitProvider.open({ repository: repo.path });
  let count = 0;
  let lines = 0;
  const sample: string[] = [];
  for await (const file of provider.listChangedFiles()) {
    count++;
    lines += file.additions + file.deletions;
    if (sample.length < DIFFED) sample.push(file.path);
  }
  const listing = performance.now() - start;

  start = performance.now();
  let diffBytes = 0;
  for (const path of sample) diffBytes += (await provider.getFileDiff(path)).length;
  const diffing = performance.now() - start;
  clearInterval(sampler);

  console.log(
    `generated change: ${count.toLocaleString('en')} files, ${lines.toLocaleString('en')} changed lines`,
  );
  console.log(`baseline  git diff --numstat:              ${baseline.toFixed(0)} ms`);
  console.log(
    `listChangedFiles (status + counts, streamed): ${listing.toFixed(0)} ms  (${(listing / baseline).toFixed(2)}× the baseline; it runs two git diffs)`,
  );
  console.log(
    `getFileDiff × ${DIFFED}:                     ${diffing.toFixed(0)} ms  (${(diffing / DIFFED).toFixed(1)} ms per file, ${(diffBytes / 1024).toFixed(0)} KiB)`,
  );
  console.log(
    `peak RSS while listing and diffing: ${(peakRss / 1048576).toFixed(0)} MiB (${((peakRss - rssBefore) / 1048576).toFixed(1)} MiB above the start)`,
  );
} finally {
  clearInterval(sampler);
  await repo.cleanup();
}
