import { TempRepo } from '@codehawk/testkit';
import { afterEach, expect, it } from 'vitest';
// The built package: only it has a worker script to start.
import { buildGraph as builtBuildGraph, exportGraph as builtExport } from '../dist/index.js';
import { buildGraph } from './build.js';
import { exportGraph } from './export.js';

let repo: TempRepo | undefined;
afterEach(async () => {
  await repo?.cleanup();
});

it('parsing on worker threads gives exactly the graph parsing in one thread gives', async () => {
  repo = await TempRepo.create();
  const files: Record<string, string> = {};
  for (let index = 0; index < 260; index++) {
    files[`src/m${index}.ts`] =
      `import { f${(index + 1) % 260} } from './m${(index + 1) % 260}.js';\nexport function f${index}() { return f${(index + 1) % 260}(); }\n`;
  }
  await repo.commit('many files', files);
  const threaded = builtExport(
    await builtBuildGraph({ root: repo.path, cacheDirectory: false, threads: 2 }),
  );
  const single = exportGraph(
    await buildGraph({ root: repo.path, cacheDirectory: false, threads: 1 }),
  );
  expect(threaded.nodes).toHaveLength(260);
  expect(threaded.edges.filter((edge) => edge.kind === 'calls')).toHaveLength(260);
  expect(threaded).toEqual(single);
});
