// Python types written through the typing module under another name (`import typing as t`, as
// click, werkzeug and jinja2 write): `t.List["Parameter"]` holds Parameters as `List[Parameter]` does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python types written through `import typing as t`', () => {
  it('type a loop over a return, a field or a parameter written `t.List[X]`, `t.Sequence[X]`, `t.Iterator[X]`', async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/params.py': lines(
        'class Parameter:',
        '    def add_to_parser(self, parser):',
        '        return parser',
      ),
      'cli/core.py': lines(
        'import typing as t',
        'from .params import Parameter',
        'class Command:',
        '    def __init__(self, params: t.Optional[t.List["Parameter"]] = None):',
        '        self.params: t.List[Parameter] = params or []',
        '    def get_params(self) -> t.List["Parameter"]:',
        '        return self.params',
        '    def make_parser(self, parser):',
        '        for param in self.get_params():',
        '            param.add_to_parser(parser)',
        '    def own_params(self, parser):',
        '        for param in self.params:',
        '            param.add_to_parser(parser)',
        'def add_all(params: t.Sequence[Parameter], parser):',
        '    for param in params:',
        '        param.add_to_parser(parser)',
        'def iterated(command: Command) -> t.Iterator["Parameter"]:',
        '    return iter(command.params)',
        'def add_iterated(command: Command, parser):',
        '    for param in iterated(command):',
        '        param.add_to_parser(parser)',
      ),
    });
    expect(callersOf('cli/params.py#Parameter.add_to_parser')).toEqual([
      'cli/core.py#Command.make_parser@8 likely type',
      'cli/core.py#Command.own_params@11 likely type',
      'cli/core.py#add_all@14 likely type',
      'cli/core.py#add_iterated@19 likely type',
    ]);
  });
});
