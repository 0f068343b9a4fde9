// Test helper: the callers of symbols in a small repository, as a reviewer would list them.
import { TempRepo } from '@codehawk/testkit';
import { afterEach } from 'vitest';
import { buildGraph } from '../build.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/** A graph of these files, committed to a fresh repository: each caller of a symbol, sorted. */
export async function callersIn(
  files: Record<string, string>,
): Promise<(symbol: string) => string[]> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('files', files);
  const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
  return (symbol) =>
    graph
      .callers(symbol)
      .map((caller) => `${caller.caller.id} ${caller.confidence} ${caller.via}`)
      .sort();
}
