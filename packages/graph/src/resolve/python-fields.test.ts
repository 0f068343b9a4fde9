// Python fields typed by what their class writes: each class's own, looked up where it is written.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python field types', () => {
  it("are the field's class's own, not another file's class of the same name, and mean what that class's file imports", async () => {
    const callersOf = await callersIn({
      'aio/__init__.py': '',
      'aio/asyncio_backend.py': lines(
        'import asyncio',
        'class Process:',
        '    _process: asyncio.subprocess.Process',
        '    def wait(self):',
        '        return self._process.wait()',
      ),
      'aio/trio_backend.py': lines(
        'import trio',
        'class Process:',
        '    _process: trio.Process',
        '    def wait(self):',
        '        return self._process.wait()',
      ),
      'aio/streams.py': lines('class Stream:', '    def read(self):', '        return b""'),
      'aio/other.py': lines('class Stream:', '    def read(self):', '        return ""'),
      'aio/base.py': lines('from .streams import Stream', 'class Wrapper:', '    stream: Stream'),
      'aio/text.py': lines(
        'from .base import Wrapper',
        'class TextWrapper(Wrapper):',
        '    def read(self):',
        '        return self.stream.read()',
      ),
    });
    // Each backend's `_process` is a class outside the repository: no Process.wait of ours.
    expect(callersOf('aio/asyncio_backend.py#Process.wait')).toEqual([]);
    expect(callersOf('aio/trio_backend.py#Process.wait')).toEqual([]);
    // An inherited field's `Stream` is the one its class's file imports.
    expect(callersOf('aio/streams.py#Stream.read')).toEqual([
      'aio/text.py#TextWrapper.read@3 likely type',
    ]);
    expect(callersOf('aio/other.py#Stream.read')).toEqual([]);
  });

  it('look through a module-level alias of a union (`AnyByteReceiveStream = Union[…]`), imported through a package', async () => {
    const callersOf = await callersIn({
      'aio/__init__.py': '',
      'aio/abc/__init__.py': lines(
        'from ._streams import AnyByteReceiveStream as AnyByteReceiveStream',
      ),
      'aio/abc/_streams.py': lines(
        'from typing import Union',
        'class ObjectReceiveStream:',
        '    async def receive(self):',
        '        return None',
        'class ByteReceiveStream:',
        '    async def receive(self, max_bytes=65536):',
        '        return b""',
        'class ObjectSendStream:',
        '    async def receive(self):',
        '        return None',
        'AnyByteReceiveStream = Union[ObjectReceiveStream[bytes], ByteReceiveStream]',
      ),
      'aio/streams/__init__.py': '',
      'aio/streams/text.py': lines(
        'from dataclasses import dataclass',
        'from ..abc import AnyByteReceiveStream',
        '@dataclass',
        'class TextReceiveStream:',
        '    transport_stream: AnyByteReceiveStream',
        '    async def receive(self):',
        '        return await self.transport_stream.receive()',
        'async def drain(stream: AnyByteReceiveStream):',
        '    await stream.receive()',
      ),
    });
    const callers = [
      'aio/streams/text.py#TextReceiveStream.receive@6 likely type',
      'aio/streams/text.py#drain@8 likely type',
    ];
    expect(callersOf('aio/abc/_streams.py#ObjectReceiveStream.receive')).toEqual(callers);
    expect(callersOf('aio/abc/_streams.py#ByteReceiveStream.receive')).toEqual(callers);
    expect(callersOf('aio/abc/_streams.py#ObjectSendStream.receive')).toEqual([]);
  });

  it('are what an annotated assignment in a method writes (`self.handler: Union[A, B] = A()`), whatever the field is assigned later', async () => {
    const callersOf = await callersIn({
      'log/__init__.py': '',
      'log/handlers.py': lines(
        'class StreamHandler:',
        '    def set_when(self, when):',
        '        return when',
        'class NullHandler:',
        '    def set_when(self, when):',
        '        return None',
        'class FileHandler:',
        '    def set_when(self, when):',
        '        return None',
      ),
      'log/plugin.py': lines(
        'from typing import Union',
        'from .handlers import FileHandler, NullHandler, StreamHandler',
        'class Plugin:',
        '    def __init__(self, enabled):',
        '        if enabled:',
        '            self.handler: Union[StreamHandler, NullHandler] = StreamHandler()',
        '        else:',
        '            self.handler = NullHandler()',
        '        self.file_handler = FileHandler()',
        '    def start(self):',
        '        self.handler.set_when("start")',
        '        self.file_handler.set_when("start")',
      ),
    });
    const start = ['log/plugin.py#Plugin.start@10 likely type'];
    expect(callersOf('log/handlers.py#StreamHandler.set_when')).toEqual(start);
    expect(callersOf('log/handlers.py#NullHandler.set_when')).toEqual(start);
    expect(callersOf('log/handlers.py#FileHandler.set_when')).toEqual(start);
  });

  it("hold what a dotted module's function returns (`self._tw = _pytest.config.create_terminal_writer(config)`), as variables do", async () => {
    const callersOf = await callersIn({
      'pt/__init__.py': '',
      'pt/terminalwriter.py': lines(
        'class TerminalWriter:',
        '    def write(self, text):',
        '        return text',
      ),
      'pt/config.py': lines(
        'from .terminalwriter import TerminalWriter',
        'def create_terminal_writer(config) -> TerminalWriter:',
        '    return TerminalWriter()',
      ),
      'pt/terminal.py': lines(
        'import pt.config',
        'class TerminalReporter:',
        '    def __init__(self, config):',
        '        self._tw = pt.config.create_terminal_writer(config)',
        '    def write(self, text):',
        '        self._tw.write(text)',
        'def show_markers(config):',
        '    tw = pt.config.create_terminal_writer(config)',
        '    tw.write("markers")',
      ),
    });
    expect(callersOf('pt/terminalwriter.py#TerminalWriter.write')).toEqual([
      'pt/terminal.py#TerminalReporter.write@5 likely type',
      'pt/terminal.py#show_markers@7 likely type',
    ]);
  });

  it("of `self` written with a type in a function outside a class (`def infer_call(self: nodes.Call)`, set on the class later) are that class's", async () => {
    const callersOf = await callersIn({
      'ast/__init__.py': '',
      'ast/nodes.py': lines(
        'from __future__ import annotations',
        'class NodeNG:',
        '    def infer(self, context=None):',
        '        return []',
        'class Name(NodeNG):',
        '    def infer(self, context=None):',
        '        return [self]',
        'class Call(NodeNG):',
        '    def __init__(self):',
        '        self.func: NodeNG | None = None',
        'class Other:',
        '    def __init__(self):',
        '        self.func: Name | None = None',
      ),
      'ast/inference.py': lines(
        'from __future__ import annotations',
        'from ast import nodes',
        'def infer_call(self: nodes.Call, context=None):',
        '    for callee in self.func.infer(context):',
        '        yield callee',
        'nodes.Call._infer = infer_call',
      ),
    });
    expect(callersOf('ast/nodes.py#NodeNG.infer')).toEqual([
      'ast/inference.py#infer_call@3 likely type',
    ]);
    expect(callersOf('ast/nodes.py#Name.infer')).toEqual([]);
  });

  it('written as a container (`self.args: list[NodeNG]`) give what it holds to a loop over the field or an index into it', async () => {
    const callersOf = await callersIn({
      'ast/__init__.py': '',
      'ast/nodes.py': lines(
        'from __future__ import annotations',
        'from typing import List',
        'class NodeNG:',
        '    def infer(self, context=None):',
        '        return []',
        '    def append(self, node):',
        '        return node',
        'class Call(NodeNG):',
        '    def __init__(self):',
        '        self.func: NodeNG | None = None',
        '        self.args: list[NodeNG] = []',
        '    def infer_args(self):',
        '        for arg in self.args:',
        '            arg.infer()',
        'class Module:',
        '    body: List[Call]',
      ),
      'ast/inference.py': lines(
        'from __future__ import annotations',
        'from ast.nodes import Call, Module',
        'def first(caller: Call):',
        '    return caller.args[1].infer()',
        'def calls(module: Module):',
        '    for call in module.body:',
        '        call.infer_args()',
        '    module.body.append(None)',
      ),
    });
    expect(callersOf('ast/nodes.py#NodeNG.infer')).toEqual([
      'ast/inference.py#first@3 likely type',
      'ast/nodes.py#Call.infer_args@12 likely type',
    ]);
    expect(callersOf('ast/nodes.py#Call.infer_args')).toEqual([
      'ast/inference.py#calls@5 likely type',
    ]);
  });

  it('are what a type comment writes (`self._headers = None  # type: Optional[HTTPHeaders]`), as are variables', async () => {
    const callersOf = await callersIn({
      'web/__init__.py': '',
      'web/httputil.py': lines(
        'class HTTPHeaders:',
        '    def add(self, name, value):',
        '        return name',
        'class Queue:',
        '    def put_nowait(self, item):',
        '        return item',
      ),
      'web/connection.py': lines(
        'from typing import Optional',
        'from web import httputil',
        'class Connection:',
        '    def __init__(self, queue_class):',
        '        self._headers = None  # type: Optional[httputil.HTTPHeaders]',
        '        self._other = None  # type: ignore',
        '        self.queue_class = queue_class',
        '    def on_header(self, name, value):',
        '        self._headers.add(name, value)',
        '    def fill(self):',
        '        q = self.queue_class()  # type: httputil.Queue',
        '        q.put_nowait(1)',
        '    def later(self):',
        '        q = self.queue_class()',
        '        # type: httputil.Queue',
        '        q.put_nowait(2)',
      ),
    });
    expect(callersOf('web/httputil.py#HTTPHeaders.add')).toEqual([
      'web/connection.py#Connection.on_header@8 likely type',
    ]);
    // A comment on a line of its own types nothing.
    expect(callersOf('web/httputil.py#Queue.put_nowait')).toEqual([
      'web/connection.py#Connection.fill@10 likely type',
    ]);
  });

  it("hold what a call in the class body returned (`_CURVES = _CurveSet([])`), read through `self` or a class method's `cls`", async () => {
    const callersOf = await callersIn({
      'keys.py': lines(
        'class _CurveSet:',
        '    def get_by_name(self, name):',
        '        return name',
        'class Key:',
        '    _CURVES = _CurveSet([])',
        '    def __init__(self, name):',
        '        self.curve = self._CURVES.get_by_name(name)',
        '    @classmethod',
        '    def supported(cls):',
        '        return cls._CURVES.get_by_name(None)',
      ),
    });
    expect(callersOf('keys.py#_CurveSet.get_by_name')).toEqual([
      'keys.py#Key.__init__@6 likely type',
      'keys.py#Key.supported@9 likely type',
    ]);
  });

  it("read through `self.__class__` and `type(self)` are the class's attributes, as through `cls`", async () => {
    const callersOf = await callersIn({
      'models.py': lines(
        'class Manager:',
        '    def get(self, pk):',
        '        return pk',
        'class Model:',
        '    _base_manager = Manager()',
        '    def refresh(self):',
        '        return self.__class__._base_manager.get(1)',
        '    def reload(self):',
        '        return type(self)._base_manager.get(2)',
        '    def held(self):',
        '        manager = self.__class__._base_manager',
        '        return manager.get(3)',
      ),
    });
    expect(callersOf('models.py#Manager.get')).toEqual([
      'models.py#Model.held@10 likely type',
      'models.py#Model.refresh@6 likely type',
      'models.py#Model.reload@8 likely type',
    ]);
  });

  it('set from a local variable hold what the call it last held returned (`settings = Settings(settings)`)', async () => {
    const callersOf = await callersIn({
      'crawler.py': lines(
        'class Settings:',
        '    def __init__(self, values=None):',
        '        self.values = values',
        '    def freeze(self):',
        '        return None',
        'class Runner:',
        '    def __init__(self, settings=None):',
        '        if isinstance(settings, dict) or settings is None:',
        '            settings = Settings(settings)',
        '        self.settings = settings',
        '    def start(self):',
        '        self.settings.freeze()',
      ),
    });
    expect(callersOf('crawler.py#Settings.freeze')).toEqual([
      'crawler.py#Runner.start@11 likely type',
    ]);
  });

  it('set in a class method (`cls._ctx = Settings()`) or from the parameter of the function around a class body (`_capman = capman`) are typed so', async () => {
    const callersOf = await callersIn({
      'debug.py': lines(
        'from typing import Optional',
        'class Capture:',
        '    def resume(self):',
        '        return None',
        'class Settings:',
        '    def enable(self):',
        '        return None',
        'class Case:',
        '    @classmethod',
        '    def setUpClass(cls):',
        '        cls._ctx = Settings()',
        '    @classmethod',
        '    def tearDownClass(cls):',
        '        cls._ctx.enable()',
        'def wrapper(base, capman: Optional["Capture"]):',
        '    class Wrapper(base):',
        '        _capman = capman',
        '        def do_continue(self):',
        '            capman = self._capman',
        '            capman.resume()',
        '    return Wrapper',
      ),
    });
    expect(callersOf('debug.py#Settings.enable')).toEqual([
      'debug.py#Case.tearDownClass@13 likely type',
    ]);
    expect(callersOf('debug.py#Capture.resume')).toEqual([
      'debug.py#wrapper.Wrapper.do_continue@18 likely type',
    ]);
  });
});
