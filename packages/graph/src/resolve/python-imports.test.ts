// Python imports as file edges: which module a `from package import name` statement imports.
import { TempRepo } from '@codehawk/testkit';
import { afterEach, describe, expect, it } from 'vitest';
import { buildGraph } from '../build.js';

const repos: TempRepo[] = [];
afterEach(async () => {
  for (const repo of repos.splice(0)) await repo.cleanup();
});

/** The files each file imports, in a graph of these files. */
async function importsIn(files: Record<string, string>): Promise<(path: string) => string[]> {
  const repo = await TempRepo.create();
  repos.push(repo);
  await repo.commit('files', files);
  const graph = await buildGraph({ root: repo.path, cacheDirectory: false });
  return (path) =>
    graph.imports
      .filter((edge) => edge.from === path)
      .map((edge) => edge.to)
      .sort();
}

describe('Python `from package import name`', () => {
  it('imports the package when its `__init__.py` binds the name, a submodule only when it does not', async () => {
    const importsOf = await importsIn({
      'md/__init__.py': '',
      'md/rules/__init__.py': 'from .block import block\nfrom . import inline\n',
      'md/rules/block.py': 'def block(state):\n    return state\n',
      'md/rules/inline.py': 'def inline(state):\n    return state\n',
      'md/rules/text.py': 'def text(state):\n    return state\n',
      'md/parser.py': 'from .rules import block, inline, text\n',
    });
    // `block` is the function the package imported from its submodule: `md.rules.block` is that
    // function once the package has loaded, and the statement imports no module of the name.
    // `inline` is the submodule the package binds; `text` one it does not bind, imported by name.
    expect(importsOf('md/parser.py')).toEqual([
      'md/rules/__init__.py',
      'md/rules/inline.py',
      'md/rules/text.py',
    ]);
  });

  it('never makes a file a dependent of itself (a module importing itself under `__main__`)', async () => {
    const importsOf = await importsIn({
      'term/__init__.py': '',
      'term/table.py': 'class Table:\n    pass\n',
      'term/box.py': [
        'class Box:',
        '    pass',
        'if __name__ == "__main__":',
        '    from . import box as box',
        '    from .box import Box',
        '    from .table import Table',
      ].join('\n'),
    });
    expect(importsOf('term/box.py')).toEqual(['term/table.py']);
  });
});
