// Python's `typing.cast(X, value)`: what it returns is an X, as a type checker takes it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python casts', () => {
  it('type a variable by the class it is cast to (`t.cast(MultiCommand, ctx.command)`, `cast("Group", g)`)', async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/core.py': lines(
        'class Command:',
        '    def list_commands(self, ctx):',
        '        return []',
        'class MultiCommand(Command):',
        '    def list_commands(self, ctx):',
        '        return ["a"]',
      ),
      'cli/complete.py': lines(
        'import typing as t',
        'import typing',
        'from typing import cast',
        'from .core import MultiCommand',
        'def visible(ctx):',
        '    multi = t.cast(MultiCommand, ctx.command)',
        '    return multi.list_commands(ctx)',
        'def quoted(ctx):',
        '    multi = cast("MultiCommand", ctx.command)',
        '    return multi.list_commands(ctx)',
        'def dotted(ctx):',
        '    multi = typing.cast(MultiCommand, ctx.command)',
        '    return multi.list_commands(ctx)',
      ),
    });
    expect(callersOf('cli/core.py#MultiCommand.list_commands')).toEqual([
      'cli/complete.py#dotted@11 likely type',
      'cli/complete.py#quoted@8 likely type',
      'cli/complete.py#visible@5 likely type',
    ]);
    expect(callersOf('cli/core.py#Command.list_commands')).toEqual([]);
  });

  it('type a receiver cast in place, and a construction of the own class (`cls()`, `type(self)()`)', async () => {
    const callersOf = await callersIn({
      'cli/__init__.py': '',
      'cli/core.py': lines(
        'import typing as t',
        'from typing import cast',
        'class Command:',
        '    def list_commands(self, ctx):',
        '        return []',
        '    @classmethod',
        '    def build(cls, ctx):',
        '        return cls().list_commands(ctx)',
        '    def copy(self, ctx):',
        '        return type(self)().list_commands(ctx)',
        'class MultiCommand(Command):',
        '    def list_commands(self, ctx):',
        '        return ["a"]',
        'def visible(ctx):',
        '    return t.cast(MultiCommand, ctx.command).list_commands(ctx)',
        'def quoted(ctx):',
        '    return cast("MultiCommand", ctx.command).list_commands(ctx)',
      ),
    });
    expect(callersOf('cli/core.py#MultiCommand.list_commands')).toEqual([
      'cli/core.py#quoted@16 likely type',
      'cli/core.py#visible@14 likely type',
    ]);
    expect(callersOf('cli/core.py#Command.list_commands')).toEqual([
      'cli/core.py#Command.build@7 likely type',
      'cli/core.py#Command.copy@9 likely type',
    ]);
  });
});
