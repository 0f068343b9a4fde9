// Python loops unpacking tuples (`for name, command in …`) and comprehensions' variables.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

const commands = lines(
  'class Command:',
  '    def short_help(self):',
  '        return ""',
  'class Parameter:',
  '    def add_to_parser(self, parser):',
  '        return parser',
);

describe('Python loop variables', () => {
  it('type the names a loop unpacks by the items of the tuples iterated (`-> Iterator[Tuple[str, "Command"]]`)', async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/core.py': commands,
      'cli/group.py': lines(
        'import typing as t',
        'from .core import Command',
        'def visible_commands(ctx) -> t.Iterator[t.Tuple[str, "Command"]]:',
        '    return iter(ctx.commands)',
        'class Group:',
        '    def listed(self) -> t.List[t.Tuple[Command, str]]:',
        '        return []',
        '    def help_rows(self, ctx):',
        '        for name, command in visible_commands(ctx):',
        '            command.short_help()',
        '    def listed_rows(self):',
        '        for command, name in self.listed():',
        '            command.short_help()',
        '        for name, command in self.listed():',
        '            command.short_help()',
      ),
    });
    expect(callersOf('cli/core.py#Command.short_help')).toEqual([
      'cli/group.py#Group.help_rows@8 likely type',
      'cli/group.py#Group.listed_rows@11 likely type',
    ]);
  });

  it('type the second name of `for index, item in enumerate(…)` as the loop without it', async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/core.py': commands,
      'cli/group.py': lines(
        'from typing import List',
        'from .core import Command',
        'class Group:',
        '    def __init__(self, commands: List[Command]):',
        '        self.commands = commands',
        '    def numbered(self):',
        '        for index, command in enumerate(self.commands):',
        '            command.short_help()',
        '    def listed(self) -> List[Command]:',
        '        return self.commands',
        '    def numbered_listed(self):',
        '        for index, command in enumerate(self.listed(), 1):',
        '            command.short_help()',
        'def numbered(commands: List[Command]):',
        '    for index, command in enumerate(commands):',
        '        command.short_help()',
      ),
    });
    expect(callersOf('cli/core.py#Command.short_help')).toEqual([
      'cli/group.py#Group.numbered@6 likely type',
      'cli/group.py#Group.numbered_listed@11 likely type',
      'cli/group.py#numbered@14 likely type',
    ]);
  });

  it("type a comprehension's variable by what it iterates, in its element written before the `for`", async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/core.py': commands,
      'cli/group.py': lines(
        'import typing as t',
        'from .core import Command, Parameter',
        'class Group:',
        '    def __init__(self, params: t.List[Parameter]):',
        '        self.params = params',
        '    def get_params(self) -> t.List[Parameter]:',
        '        return self.params',
        '    def pairs(self) -> t.Iterator[t.Tuple[str, Command]]:',
        '        return iter([])',
        '    def parse(self, parser):',
        '        return [param.add_to_parser(parser) for param in self.get_params()]',
        '    def helps(self):',
        '        return list(command.short_help() for name, command in self.pairs())',
        'def each(params: t.Sequence[Parameter], parser):',
        '    return {param.add_to_parser(parser) for param in params}',
        'def after(command, parser):',
        '    names = [param for param in command.params]',
        '    return param.add_to_parser(parser)',
      ),
    });
    expect(callersOf('cli/core.py#Parameter.add_to_parser')).toEqual([
      'cli/group.py#Group.parse@10 likely type',
      'cli/group.py#each@14 likely type',
    ]);
    expect(callersOf('cli/core.py#Command.short_help')).toEqual([
      'cli/group.py#Group.helps@12 likely type',
    ]);
  });
});
