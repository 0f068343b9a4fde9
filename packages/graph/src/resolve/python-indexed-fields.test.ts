// A Python variable holding the value at a key of a field written as a container (`option =
// self._long_opt[opt]` with `t.Dict[str, Option]`), of a mapping's `get`, or a loop over a
// mapping's `values()` / `items()`: an instance of what the container holds, as pyright types it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python values at a key of a typed field', () => {
  it("are instances of what the mapping or list holds (of `self`, a class, a call's value)", async () => {
    const callersOf = await callersIn({
      'parser.py': lines(
        'import typing as t',
        'from typing import Dict, List',
        'class Option:',
        '    def process(self, value):',
        '        return value',
        'class Argument:',
        '    def process(self, value):',
        '        return value',
        'class Parser:',
        '    _args: List[Argument]',
        '    def __init__(self):',
        '        self._long_opt: t.Dict[str, Option] = {}',
        '        self._short_opt: dict[str, Option] = {}',
        '        self._args = []',
        '    def long(self, opt, value):',
        '        option = self._long_opt[opt]',
        '        option.process(value)',
        '    def short(self, opt, value):',
        '        option = self._short_opt.get(opt)',
        '        option.process(value)',
        '    def every(self, value):',
        '        for option in self._long_opt.values():',
        '            option.process(value)',
        '        for name, option in self._short_opt.items():',
        '            option.process(value)',
        '    def first(self, value):',
        '        argument = self._args[0]',
        '        argument.process(value)',
        '    def sliced(self, value):',
        '        arguments = self._args[1:]',
        '        arguments.process(value)',
        '    def listed(self, value):',
        '        for argument in self._args.values():',
        '            argument.process(value)',
        'class Registry:',
        '    options = {}  # type: Dict[str, Option]',
        'def make_parser() -> Parser:',
        '    return Parser()',
        'def registered(key, value):',
        '    option = Registry.options[key]',
        '    option.process(value)',
        'def parsed(value):',
        '    parser = make_parser()',
        '    argument = parser._args[0]',
        '    argument.process(value)',
      ),
    });
    expect(callersOf('parser.py#Option.process')).toEqual([
      'parser.py#Parser.every@21 likely type',
      'parser.py#Parser.every@21 likely type',
      'parser.py#Parser.long@15 likely type',
      'parser.py#Parser.short@18 likely type',
      'parser.py#registered@39 likely type',
    ]);
    expect(callersOf('parser.py#Argument.process')).toEqual([
      'parser.py#Parser.first@26 likely type',
      'parser.py#parsed@42 likely type',
    ]);
  });

  it('taken from a field written as a container (`self._waiters.popleft()`, `pop()`) are what it holds', async () => {
    const callersOf = await callersIn({
      'sync.py': lines(
        'from collections import deque',
        'from typing import Deque, Dict, List',
        'class Event:',
        '    def set(self):',
        '        return None',
        'class Stack:',
        '    def pop(self):',
        '        return None',
        'class Semaphore:',
        '    def __init__(self):',
        '        self._waiters: Deque[Event] = deque()',
        '        self._jobs: List[Event] = []',
        '        self._named: Dict[str, Event] = {}',
        '        self._stack = Stack()',
        '    def release(self):',
        '        self._waiters.popleft().set()',
        '    def notify(self, name):',
        '        event = self._waiters.popleft()',
        '        event.set()',
        '        job = self._jobs.pop()',
        '        job.set()',
        '        self._named.pop(name).set()',
        '    def own(self):',
        '        self._stack.pop().set()',
      ),
    });
    expect(callersOf('sync.py#Event.set')).toEqual([
      'sync.py#Semaphore.notify@17 likely type',
      'sync.py#Semaphore.notify@17 likely type',
      'sync.py#Semaphore.notify@17 likely type',
      'sync.py#Semaphore.release@15 likely type',
    ]);
  });
});
