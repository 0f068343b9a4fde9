// `from module import *` takes only the names the module's `__all__` lists (without one, those
// not starting with `_`): a name a module imports for its own use under a public spelling is not
// the package's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('Python star imports and __all__', () => {
  it("follows a package's star imports only through the names each module exports", async () => {
    const callersOf = await callersIn({
      'nx/__init__.py':
        'from nx.centrality import *\nfrom nx.paths import *\nfrom nx.helpers import *\n',
      'nx/centrality.py': [
        'from nx.basic import _basic as shortest_path',
        '',
        '__all__ = ["betweenness"]',
        '',
        'def betweenness(G):',
        '    return shortest_path(G)',
      ].join('\n'),
      'nx/basic.py': 'def _basic(G):\n    return G\n',
      'nx/paths.py':
        "__all__ = (\n    'shortest_path',\n)\n\ndef shortest_path(G):\n    return G\n",
      'nx/helpers.py': 'def _hidden(G):\n    return G\n\ndef visible(G):\n    return G\n',
      'nx/more.py': 'def _hidden(G):\n    return G\n',
      'app.py':
        'import nx\n\ndef main(G):\n    nx.shortest_path(G)\n    nx.visible(G)\n    nx._hidden(G)\n',
    });
    expect(callersOf('nx/paths.py#shortest_path')).toEqual(['app.py#main@3 certain import']);
    expect(callersOf('nx/basic.py#_basic')).toEqual([
      'nx/centrality.py#betweenness@5 certain import',
    ]);
    expect(callersOf('nx/helpers.py#visible')).toEqual(['app.py#main@3 certain import']);
    expect(callersOf('nx/helpers.py#_hidden')).toEqual([]);
  });
});
