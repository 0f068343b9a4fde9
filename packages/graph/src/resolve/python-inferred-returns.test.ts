// Python values from functions with no return annotation: what their `return` statements say.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python returns without an annotation', () => {
  it('type a value by the class, function, self or field a function returns', async () => {
    const callersOf = await callersIn({
      'ssh/__init__.py': '',
      'ssh/pipe.py': lines(
        'import sys',
        'class PosixPipe:',
        '    def set(self):',
        '        pass',
        'class WindowsPipe:',
        '    def set(self):',
        '        pass',
        'class Unused:',
        '    def set(self):',
        '        pass',
        'def make_pipe():',
        '    if sys.platform == "win32":',
        '        return WindowsPipe()',
        '    p = PosixPipe()',
        '    return p',
      ),
      'ssh/url.py': lines(
        'class URL:',
        '    def set(self, **kw):',
        '        return self',
        '    def driver(self):',
        '        return "x"',
        '    @classmethod',
        '    def create(cls, name):',
        '        return cls()',
        'def make_url(name):',
        '    if isinstance(name, URL):',
        '        return name',
        '    return URL.create(name)',
      ),
      'ssh/channel.py': lines(
        'from . import pipe',
        'from .url import make_url',
        'class Channel:',
        '    def __init__(self):',
        '        self._pipe = pipe.make_pipe()',
        '    @property',
        '    def pipe(self):',
        '        return self._pipe',
        '    def url(self):',
        '        return make_url("ssh://")',
        '    def ring(self):',
        '        self.pipe.set()',
        '    def wrong(self):',
        '        def inner():',
        '            return pipe.Unused()',
        '        x = make_url("a")',
        '        x.set(a=1).driver()',
        '        self.url().driver()',
      ),
    });
    expect(callersOf('ssh/pipe.py#PosixPipe.set')).toEqual([
      'ssh/channel.py#Channel.ring@11 likely type',
    ]);
    expect(callersOf('ssh/pipe.py#WindowsPipe.set')).toEqual([
      'ssh/channel.py#Channel.ring@11 likely type',
    ]);
    // The nested function's `return` is its own, not `wrong`'s or `url`'s.
    expect(callersOf('ssh/pipe.py#Unused.set')).toEqual([]);
    expect(callersOf('ssh/url.py#URL.set')).toEqual([
      'ssh/channel.py#Channel.wrong@13 likely type',
    ]);
    expect(callersOf('ssh/url.py#URL.driver')).toEqual([
      'ssh/channel.py#Channel.wrong@13 likely type',
      'ssh/channel.py#Channel.wrong@13 likely type',
    ]);
  });

  it('say nothing for a generator, nor for an annotated function', async () => {
    const callersOf = await callersIn({
      'gen.py': lines(
        'class Node:',
        '    def visit(self):',
        '        pass',
        'def nodes():',
        '    yield Node()',
        '    return Node()',
        'def count() -> int:',
        '    return Node()',
        'def walk():',
        '    nodes().visit()',
        '    count().visit()',
      ),
    });
    expect(callersOf('gen.py#Node.visit')).toEqual([]);
  });

  it('read past a generator or a class nested in the function, whose yields are their own', async () => {
    const callersOf = await callersIn({
      'nested.py': lines(
        'class Node:',
        '    def visit(self):',
        '        pass',
        'def nodes():',
        '    def children():',
        '        yield 1',
        '    class Box:',
        '        def items(self):',
        '            yield 2',
        '    return Node()',
        'def walk():',
        '    nodes().visit()',
      ),
    });
    expect(callersOf('nested.py#Node.visit')).toEqual(['nested.py#walk@11 likely type']);
  });

  it('type each name a tuple is unpacked to by that item of what the call returns', async () => {
    const callersOf = await callersIn({
      'sftp.py': lines(
        'from typing import Tuple',
        'class Message:',
        '    def get_int(self):',
        '        return 0',
        'class Future:',
        '    def result(self):',
        '        return 0',
        'def connect() -> Tuple[Future, Message]:',
        '    return Future(), Message()',
        'class Client:',
        '    def _read_response(self):',
        '        msg = Message()',
        '        return None, msg',
        '    def _request(self):',
        '        return self._read_response()',
        '    def listdir(self):',
        '        t, msg = self._request()',
        '        msg.get_int()',
        '        t.get_int()',
        '    def open(self):',
        '        future, msg = connect()',
        '        future.result()',
        '        msg.result()',
      ),
    });
    expect(callersOf('sftp.py#Message.get_int')).toEqual(['sftp.py#Client.listdir@16 likely type']);
    expect(callersOf('sftp.py#Future.result')).toEqual(['sftp.py#Client.open@20 likely type']);
  });

  it('type a copy (`return copy.deepcopy(self)`, `copy.copy`, `deepcopy`) as what was copied', async () => {
    const callersOf = await callersIn({
      'settings.py': lines(
        'import copy',
        'from copy import deepcopy',
        'class Settings:',
        '    def copy(self):',
        '        return copy.deepcopy(self)',
        '    def shallow(self):',
        '        return copy.copy(self)',
        '    def deep(self):',
        '        return deepcopy(self)',
        '    def freeze(self):',
        '        return None',
        '    def frozencopy(self):',
        '        settings = self.copy()',
        '        settings.freeze()',
        '        return settings',
        'def frozen(settings: Settings):',
        '    settings.shallow().freeze()',
        '    settings.deep().freeze()',
      ),
    });
    expect(callersOf('settings.py#Settings.freeze')).toEqual([
      'settings.py#Settings.frozencopy@12 likely type',
      'settings.py#frozen@16 likely type',
      'settings.py#frozen@16 likely type',
    ]);
  });
});
