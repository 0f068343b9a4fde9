// Test helper: the callers of symbols in a small repository, as a reviewer would list them.
import { TempRepo } from '@codehawk/testkit';
import { afterEach } from 'vitest';
import { buildGraph } from '../build.js';
import type { CodeGraph } from '../code-graph.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/** The graph of these files, committed to a fresh repository (removed after the test). */
export async function graphOf(files: Record<string, string>): Promise<CodeGraph> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('files', files);
  return buildGraph({ root: repo.path, cacheDirectory: false });
}

/** A graph of these files, committed to a fresh repository: each caller of a symbol, sorted. */
export async function callersIn(
  files: Record<string, string>,
): Promise<(symbol: string) => string[]> {
  const graph = await graphOf(files);
  return (symbol) =>
    graph
      .callers(symbol)
      .map((caller) => `${caller.caller.id} ${caller.confidence} ${caller.via}`)
      .sort();
}
