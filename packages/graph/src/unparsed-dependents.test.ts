// A file the build skips for what it holds (larger than the limit, minified) is never parsed, but
// it is still imported: its dependents and blast radius are the files importing it.
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from './build.js';
import { exportGraph } from './export.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

const GENERATED = `export const schema = ${JSON.stringify('x'.repeat(9000))};\n`;

describe('a file skipped for what it holds', () => {
  it('has the files importing it as dependents and blast radius, built and from the cache', async () => {
    const repo = await TempRepo.create();
    repos.push(repo);
    await repo.commit('files', {
      'src/generated.ts': GENERATED,
      'src/bundle.js': `var a=${'1+'.repeat(3000)}1;\nexport default a;\n`,
      'src/schema.ts':
        "import { schema } from './generated';\nimport bundle from './bundle.js';\nexport const load = () => [schema, bundle];\n",
      'src/api.ts':
        "import { load } from './schema';\nexport function handler() { return load(); }\n",
      'src/other.ts': 'export const unrelated = 1;\n',
    });
    const options = { root: repo.path, maxFileBytes: 8000 };
    const built = await buildGraph(options);
    expect(built.skipped.map((entry) => entry.reason)).toEqual([
      'minified',
      'larger than 8000 bytes',
    ]);
    const warm = await buildGraph(options);
    expect(warm.stats).toMatchObject({ parsed: 0, resolved: 0 });
    for (const graph of [built, warm]) {
      expect(graph.dependents('src/generated.ts')).toEqual(['src/schema.ts']);
      expect(graph.dependents('src/bundle.js')).toEqual(['src/schema.ts']);
      expect(
        graph.blastRadius('src/generated.ts').files.map(({ file, depth }) => [file, depth]),
      ).toEqual([
        ['src/schema.ts', 1],
        ['src/api.ts', 2],
      ]);
      // The imports of such files are edges of the graph and of its export too.
      const imported = graph.imports.filter((edge) => edge.from === 'src/schema.ts');
      expect(imported.map((edge) => edge.to)).toEqual(['src/bundle.js', 'src/generated.ts']);
      const exported = exportGraph(graph).edges.filter(
        (edge) => edge.kind === 'imports' && edge.from === 'file:src/schema.ts',
      );
      expect(exported.map((edge) => edge.to)).toEqual([
        'file:src/bundle.js',
        'file:src/generated.ts',
      ]);
    }
  });
});
