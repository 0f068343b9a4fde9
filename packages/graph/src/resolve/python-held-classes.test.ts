// Python values holding a class (`t.Type[Context]`, `type[X]`): calling one constructs an instance.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

const classes = lines(
  'class Context:',
  '    def scope(self):',
  '        return self',
  'class ShellComplete:',
  '    def source(self):',
  '        return ""',
  'class BashComplete(ShellComplete):',
  '    pass',
);

describe('Python values holding a class', () => {
  it('construct the class a field is written to hold (`context_class: t.Type[Context] = Context`)', async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/classes.py': classes,
      'cli/core.py': lines(
        'import typing as t',
        'from .classes import Context',
        'class Command:',
        '    context_class: t.Type[Context] = Context',
        '    def make_context(self, name):',
        '        ctx = self.context_class(name)',
        '        ctx.scope()',
        '        return ctx',
        'class Group(Command):',
        '    def make_sub_context(self, name):',
        '        sub = self.context_class(name)',
        '        return sub.scope()',
      ),
    });
    expect(callersOf('cli/classes.py#Context.scope')).toEqual([
      'cli/core.py#Command.make_context@5 likely type',
      'cli/core.py#Group.make_sub_context@10 likely type',
    ]);
  });

  it('construct the class a function returns (`-> t.Optional[t.Type[ShellComplete]]`)', async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/classes.py': classes,
      'cli/complete.py': lines(
        'import typing as t',
        'from .classes import ShellComplete, BashComplete',
        'def get_completion_class(shell: str) -> t.Optional[t.Type[ShellComplete]]:',
        '    return BashComplete if shell == "bash" else None',
        'def shell_complete(cli, shell):',
        '    comp_cls = get_completion_class(shell)',
        '    if comp_cls is None:',
        '        return 1',
        '    comp = comp_cls(cli)',
        '    return comp.source()',
      ),
    });
    expect(callersOf('cli/classes.py#ShellComplete.source')).toEqual([
      'cli/complete.py#shell_complete@5 likely type',
    ]);
  });

  it('construct the class a parameter is written to hold (`cls: type[ShellComplete]`)', async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/classes.py': classes,
      'cli/complete.py': lines(
        'from typing import Optional, Type',
        'from .classes import ShellComplete',
        'def run(cls: type[ShellComplete], cli):',
        '    comp = cls(cli)',
        '    return comp.source()',
        'def run_optional(cls: Optional[Type["ShellComplete"]], cli):',
        '    comp = cls(cli)',
        '    return comp.source()',
      ),
    });
    expect(callersOf('cli/classes.py#ShellComplete.source')).toEqual([
      'cli/complete.py#run@3 likely type',
      'cli/complete.py#run_optional@6 likely type',
    ]);
  });
});
