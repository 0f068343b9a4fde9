import { cp, readdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from './build.js';
import type { CodeGraph } from './code-graph.js';
import { exportGraph } from './export.js';
import { listRepositoryFiles } from './repository-files.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

// Python beside the TypeScript: methods of one name in several classes, a base class's method
// reached through a subclass, a module imported under another name.
const PYTHON: Record<string, string> = {
  'app/models.py':
    'class Base:\n    def save(self):\n        return self.clean()\n    def clean(self):\n        return 1\n\n\nclass Order(Base):\n    def clean(self):\n        return 2\n',
  'app/views.py':
    'from app import models as m\n\n\ndef create():\n    order = m.Order()\n    order.save()\n    return order.clean()\n\n\ndef save():\n    return create()\n',
};

/** This package's own sources and the Python above, committed and last changed a minute ago. */
async function repository(): Promise<TempRepo> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await cp(new URL('.', import.meta.url), join(repo.path, 'src'), { recursive: true });
  await repo.commit('sources', PYTHON);
  const minuteAgo = new Date(Date.now() - 60_000);
  const files = await readdir(repo.path, { recursive: true });
  for (const file of files.filter((path) => !path.startsWith('.git')))
    await utimes(join(repo.path, file), minuteAgo, minuteAgo);
  return repo;
}

// Each test builds this package's own sources more than once (some 250 files): on a shared,
// loaded machine that takes several times what it takes alone (13 s in CI against 32 s beside two
// other builds), more than the suite's default timeout.
const BUILDS_OF_THIS_PACKAGE = 120_000;

/** What a user can ask the graph of a name, an id and a file, as the answers print. */
function answers(graph: CodeGraph, symbols: readonly string[], files: readonly string[]) {
  return {
    find: symbols.map((symbol) => graph.find(symbol).map((definition) => definition.id)),
    callers: symbols.map((symbol) => graph.callers(symbol)),
    radius: symbols.filter((_, index) => index % 7 === 0).map((s) => graph.blastRadius(s)),
    dependents: files.map((file) => graph.dependents(file)),
    fileRadius: files.map((file) => graph.blastRadius(file, 3)),
  };
}

describe('a warm graph', () => {
  it(
    'answers callers, dependents and blast radius from the index as the graph a build resolves',
    async () => {
      const repo = await repository();
      const built = await buildGraph({ root: repo.path });
      const warm = await buildGraph({ root: repo.path });
      // Straight from the index: nothing parsed or resolved.
      expect(warm.stats).toMatchObject({ parsed: 0, rehashed: 0, resolved: 0 });
      const definitions = [...built.definitions.values()];
      const symbols = [
        ...new Set(
          definitions.flatMap((definition) => [
            definition.id,
            definition.name,
            definition.qualifiedName,
            `${definition.file}#${definition.name}`,
          ]),
        ),
        'nothing-is-named-this',
      ];
      const files = [...built.files.keys(), 'src/not-a-file.ts'];
      expect(symbols.length).toBeGreaterThan(1000);
      // The warm graph answers first, before anything unpacks all its definitions and edges.
      const fromIndex = answers(warm, symbols, files);
      expect(fromIndex).toEqual(answers(built, symbols, files));
      expect(fromIndex.callers.flat().length).toBeGreaterThan(500);
      expect(
        fromIndex.callers[symbols.indexOf('clean')]?.map((caller) => caller.caller.id),
      ).toEqual(expect.arrayContaining(['app/models.py#Base.save@2', 'app/views.py#create@4']));
      // And all of it, unpacked when asked, is the built graph.
      expect(exportGraph(warm)).toEqual(exportGraph(built));
    },
    BUILDS_OF_THIS_PACKAGE,
  );

  it(
    "answers a process's first callers query, found by a scan of the calls, as the built graph",
    async () => {
      const repo = await repository();
      const built = await buildGraph({ root: repo.path });
      const called = [...new Set(built.calls.map((edge) => edge.to))];
      expect(called.length).toBeGreaterThan(20);
      // A graph load per symbol: the 40 with the most callers, whose order a scan could get wrong.
      const mostCalled = called
        .map((symbol) => ({ symbol, callers: built.callers(symbol).length }))
        .sort((a, b) => b.callers - a.callers || a.symbol.localeCompare(b.symbol))
        .slice(0, 40);
      expect(mostCalled[mostCalled.length - 1]?.callers).toBeGreaterThan(1);
      for (const { symbol } of mostCalled) {
        // A graph of its own for each: its first query, as in a `codehawk graph callers` process.
        const warm = await buildGraph({ root: repo.path });
        expect(warm.callers(symbol)).toEqual(built.callers(symbol));
      }
    },
    BUILDS_OF_THIS_PACKAGE,
  );

  it(
    "takes git's listing while it is under way, as the CLI starts it before loading the graph",
    async () => {
      const repo = await repository();
      const built = await buildGraph({ root: repo.path });
      const warm = await buildGraph({ root: repo.path, files: listRepositoryFiles(repo.path) });
      expect(warm.stats).toMatchObject({ parsed: 0, rehashed: 0, resolved: 0 });
      expect(exportGraph(warm)).toEqual(exportGraph(built));
      // A file git lists now that the index does not know: read, and resolved with the rest.
      await writeFile(
        join(repo.path, 'app/again.py'),
        'from app.views import save\n\n\ndef again():\n    return save()\n',
      );
      const updated = await buildGraph({ root: repo.path, files: listRepositoryFiles(repo.path) });
      expect(updated.stats.parsed).toBe(1);
      expect(updated.callers('app/views.py#save@10').map((caller) => caller.caller.id)).toEqual([
        'app/again.py#again@4',
      ]);
    },
    BUILDS_OF_THIS_PACKAGE,
  );
});
