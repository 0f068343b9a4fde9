// Python values typed by what a call returns: a function's or method's written return type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python return annotations', () => {
  it('type what a function or method returns, by the classes its own file means', async () => {
    const callersOf = await callersIn({
      'term/__init__.py': '',
      'term/options.py': lines(
        'from typing import Optional',
        'class Options:',
        '    def update_width(self, width: int) -> "Options":',
        '        return self',
        '    def update_height(self, height: int) -> "Options":',
        '        return self',
      ),
      'term/console.py': lines(
        'from typing import Optional',
        'from .options import Options',
        'class Console:',
        '    def show_cursor(self) -> bool:',
        '        return True',
        'def get_console() -> Console:',
        '    return Console()',
        'def find_console() -> Optional["Console"]:',
        '    return None',
        'def all_options() -> List[Options]:',
        '    return []',
      ),
      'term/legacy.py': lines('class Console:', '    def show_cursor(self):', '        return 0'),
      'term/render.py': lines(
        'from .console import Console, all_options, get_console, find_console',
        'from .options import Options',
        'def render(options: Options):',
        '    render_options = options.update_width(3)',
        '    render_options.update_height(4)',
        '    get_console().show_cursor()',
        '    console = find_console()',
        '    console.show_cursor()',
        '    return all_options().update_width(5)',
        'class Live:',
        '    def __init__(self, console: Optional[Console] = None):',
        '        self.console = console if console is not None else get_console()',
        '    def start(self):',
        '        self.console.show_cursor()',
      ),
    });
    expect(callersOf('term/options.py#Options.update_height')).toEqual([
      'term/render.py#render@3 likely type',
    ]);
    expect(callersOf('term/console.py#Console.show_cursor')).toEqual([
      'term/render.py#Live.start@13 likely type',
      'term/render.py#render@3 likely type',
      'term/render.py#render@3 likely type',
    ]);
    // A list of Options is no Options; the Console get_console returns is console.py's.
    expect(callersOf('term/options.py#Options.update_width')).toEqual([
      'term/render.py#render@3 likely type',
    ]);
    expect(callersOf('term/legacy.py#Console.show_cursor')).toEqual([]);
  });

  it('types a field set from an annotated parameter (`self.md = md` with `md: Markdown`)', async () => {
    const callersOf = await callersIn({
      'md/__init__.py': '',
      'md/main.py': lines(
        'class Markdown:',
        '    def validate_link(self, url):',
        '        return True',
        'class Other:',
        '    def validate_link(self, url):',
        '        return False',
      ),
      'md/state.py': lines(
        'from .main import Markdown',
        'class State:',
        '    def __init__(self, src: str, md: "Markdown", other=None):',
        '        self.md = md',
        '        self.other = other',
        '    def check(self, url):',
        '        self.other.validate_link(url)',
        '        return self.md.validate_link(url)',
        'def rule(state: State, url):',
        '    return state.md.validate_link(url)',
      ),
    });
    expect(callersOf('md/main.py#Markdown.validate_link')).toEqual([
      'md/state.py#State.check@6 likely type',
      'md/state.py#rule@9 likely type',
    ]);
    // `other` is written with no type: its field says nothing.
    expect(callersOf('md/main.py#Other.validate_link')).toEqual([]);
  });

  it("types a field by its class body's annotation (`_color: Optional[Color]`, a dataclass's `color: Color = None`)", async () => {
    const callersOf = await callersIn({
      'term/__init__.py': '',
      'term/color.py': lines(
        'class Color:',
        '    def downgrade(self, system):',
        '        return self',
      ),
      'term/style.py': lines(
        'from dataclasses import dataclass',
        'from typing import Optional',
        'from .color import Color',
        'class Style:',
        '    _color: Optional[Color]',
        '    def render(self, system):',
        '        return self._color.downgrade(system)',
        '@dataclass',
        'class Segment:',
        '    text: str',
        '    color: Optional[Color] = None',
        'def write(segment: Segment):',
        '    return segment.color.downgrade(None)',
      ),
    });
    expect(callersOf('term/color.py#Color.downgrade')).toEqual([
      'term/style.py#Style.render@6 likely type',
      'term/style.py#write@12 likely type',
    ]);
  });

  it('types an element of what a call or property returns (`for child in self.children`, `-> Iterable[Segment]`)', async () => {
    const callersOf = await callersIn({
      'term/__init__.py': '',
      'term/layout.py': lines(
        'from typing import Iterable, List, Optional',
        'class Segment:',
        '    def render(self):',
        '        return 0',
        'class Layout:',
        '    @property',
        '    def children(self) -> List["Layout"]:',
        '        return []',
        '    def refresh(self):',
        '        for child in self.children:',
        '            child.refresh()',
        '        return self.children[0].refresh()',
        '    def segments(self) -> Optional[Iterable[Segment]]:',
        '        return []',
        'def draw(layout: Layout):',
        '    for segment in layout.segments():',
        '        segment.render()',
        '    return layout.segments().render()',
      ),
    });
    // What the list holds is a Layout; the list itself has no `render`.
    expect(callersOf('term/layout.py#Layout.refresh')).toEqual([
      'term/layout.py#Layout.refresh@9 likely type',
      'term/layout.py#Layout.refresh@9 likely type',
    ]);
    expect(callersOf('term/layout.py#Segment.render')).toEqual([
      'term/layout.py#draw@15 likely type',
    ]);
  });

  it("types a field holding what a typed parameter's method returned (`self.stream = environment._tokenize(source)`), in its class and through other files", async () => {
    const callersOf = await callersIn({
      'tpl/__init__.py': '',
      'tpl/lexer.py': lines(
        'class Token:',
        '    def test(self, expr: str) -> bool:',
        '        return True',
        'class TokenStream:',
        '    def __init__(self):',
        '        self.current = Token()',
        '    def expect(self, expr: str) -> Token:',
        '        return self.current',
      ),
      'tpl/environment.py': lines(
        'from .lexer import TokenStream',
        'class Environment:',
        '    def _tokenize(self, source) -> TokenStream:',
        '        return TokenStream()',
      ),
      'tpl/parser.py': lines(
        'import typing as t',
        'if t.TYPE_CHECKING:',
        '    from .environment import Environment',
        'class Parser:',
        '    def __init__(self, environment: "Environment", source: str):',
        '        self.stream = environment._tokenize(source)',
        '    def parse_if(self):',
        '        self.stream.expect("if")',
        '        return self.stream.current.test("else")',
      ),
      'tpl/ext.py': lines(
        'from .parser import Parser',
        'def parse(parser: Parser):',
        '    parser.stream.expect("name")',
      ),
    });
    expect(callersOf('tpl/lexer.py#TokenStream.expect')).toEqual([
      'tpl/ext.py#parse@2 likely type',
      'tpl/parser.py#Parser.parse_if@7 likely type',
    ]);
    expect(callersOf('tpl/lexer.py#Token.test')).toEqual([
      'tpl/parser.py#Parser.parse_if@7 likely type',
    ]);
  });

  it('follows the fields of what a variable holds from a call (`frame = frame.inner()`, then `frame.symbols.analyze_node()`)', async () => {
    const callersOf = await callersIn({
      'tpl/__init__.py': '',
      'tpl/idtracking.py': lines(
        'class Symbols:',
        '    def analyze_node(self, node):',
        '        return node',
      ),
      'tpl/compiler.py': lines(
        'from .idtracking import Symbols',
        'class Frame:',
        '    def __init__(self):',
        '        self.symbols = Symbols()',
        '    def inner(self) -> "Frame":',
        '        return Frame()',
        'class CodeGenerator:',
        '    def macro_body(self, node, frame: Frame):',
        '        frame = frame.inner()',
        '        frame.symbols.analyze_node(node)',
        '    def visit_for(self, node, frame: Frame):',
        '        loop_frame = frame.inner()',
        '        loop_frame.symbols.analyze_node(node)',
        '    def visit_if(self, node, frame):',
        '        other = frame.inner()',
        '        other.symbols.analyze_node(node)',
      ),
    });
    // `frame` in visit_if has no written type: what `inner()` returns is unknown.
    expect(callersOf('tpl/idtracking.py#Symbols.analyze_node')).toEqual([
      'tpl/compiler.py#CodeGenerator.macro_body@8 likely type',
      'tpl/compiler.py#CodeGenerator.visit_for@11 likely type',
    ]);
  });

  it('follows a chain of fields and properties (`state.md.block.tokenize()`, `console.options.width`)', async () => {
    const callersOf = await callersIn({
      'md/__init__.py': '',
      'md/parser.py': lines(
        'class Options:',
        '    @property',
        '    def width(self) -> int:',
        '        return 80',
        'class Block:',
        '    def tokenize(self, state):',
        '        return state',
        '    @property',
        '    def options(self) -> "Options":',
        '        return Options()',
      ),
      'md/main.py': lines(
        'from .parser import Block',
        'class Markdown:',
        '    def __init__(self):',
        '        self.block = Block()',
      ),
      'md/state.py': lines(
        'from .main import Markdown',
        'class State:',
        '    def __init__(self, md: Markdown):',
        '        self.md = md',
        '    def run(self):',
        '        return self.md.block.tokenize(self)',
        'def rule(state: State):',
        '    state.md.block.tokenize(state)',
        '    return state.md.block.options.width',
      ),
    });
    expect(callersOf('md/parser.py#Block.tokenize')).toEqual([
      'md/state.py#State.run@5 likely type',
      'md/state.py#rule@7 likely type',
    ]);
    expect(callersOf('md/parser.py#Options.width')).toEqual(['md/state.py#rule@7 likely type']);
  });

  it('types a variable after its assignment (`options = options.update_width()`), from a conditional, and reads a property an augmented assignment updates', async () => {
    const callersOf = await callersIn({
      'term/__init__.py': '',
      'term/console.py': lines(
        'class Options:',
        '    def update_width(self, width) -> "Options":',
        '        return self',
        '    def update_height(self, height) -> "Options":',
        '        return self',
        'class Console:',
        '    def print(self, text):',
        '        return text',
        '    @property',
        '    def depth(self) -> int:',
        '        return 0',
        '    @depth.setter',
        '    def depth(self, value: int) -> None:',
        '        pass',
        '    def enter(self):',
        '        self.depth += 1',
        'def get_console() -> Console:',
        '    return Console()',
      ),
      'term/render.py': lines(
        'from .console import Console, Options, get_console',
        'def measure(options: Options, width):',
        '    options = options.update_width(width)',
        '    return options.update_height(width)',
        'def show(text, file=None):',
        '    console = get_console() if file is None else Console()',
        '    return console.print(text)',
      ),
    });
    expect(callersOf('term/console.py#Options.update_width')).toEqual([
      'term/render.py#measure@2 likely type',
    ]);
    expect(callersOf('term/console.py#Options.update_height')).toEqual([
      'term/render.py#measure@2 likely type',
    ]);
    expect(callersOf('term/console.py#Console.print')).toEqual([
      'term/render.py#show@5 likely type',
    ]);
    // `self.depth += 1` reads the property and writes it (each reaches getter and setter).
    expect([...new Set(callersOf('term/console.py#Console.depth@10'))]).toEqual([
      'term/console.py#Console.enter@15 certain this',
    ]);
  });

  it("types what an event loop runs a coroutine to (`loop.run_until_complete(get_loop())`, `asyncio.run(main())`) by the coroutine function's annotation", async () => {
    const callersOf = await callersIn({
      'web/__init__.py': '',
      'web/ioloop.py': lines(
        'class IOLoop:',
        '    def run_sync(self, func):',
        '        return func()',
        'class Server:',
        '    def run_sync(self, func):',
        '        return None',
        'async def make_loop() -> IOLoop:',
        '    return IOLoop()',
      ),
      'web/testing.py': lines(
        'import asyncio',
        'from .ioloop import IOLoop, make_loop',
        'class AsyncTestCase:',
        '    def setUp(self):',
        '        async def get_loop() -> IOLoop:',
        '            return IOLoop()',
        '        self.io_loop = asyncio.new_event_loop().run_until_complete(get_loop())',
        'class LoopTest(AsyncTestCase):',
        '    def test_run(self):',
        '        self.io_loop.run_sync(None)',
        'def main():',
        '    loop = asyncio.run(make_loop())',
        '    return loop.run_sync(None)',
      ),
    });
    expect(callersOf('web/ioloop.py#IOLoop.run_sync')).toEqual([
      'web/testing.py#LoopTest.test_run@9 likely type',
      'web/testing.py#main@11 likely type',
    ]);
    expect(callersOf('web/ioloop.py#Server.run_sync')).toEqual([]);
  });

  it("types what a class's own method returns when called through its module (`ioloop.IOLoop.current()`), and what `cls()` constructs in a class method", async () => {
    const callersOf = await callersIn({
      'web/__init__.py': '',
      'web/ioloop.py': lines(
        'from typing import Optional',
        'class IOLoop:',
        '    @staticmethod',
        '    def current() -> Optional["IOLoop"]:',
        '        return None',
        '    def add_timeout(self, deadline):',
        '        return deadline',
        'class Config:',
        '    @classmethod',
        '    def from_file(cls, stream):',
        '        config = cls()',
        '        config.parse(stream)',
        '        return config',
        '    def parse(self, stream):',
        '        return stream',
      ),
      'web/locks.py': lines(
        'from web import ioloop',
        'def wait(timeout):',
        '    io_loop = ioloop.IOLoop.current()',
        '    io_loop.add_timeout(timeout)',
      ),
    });
    expect(callersOf('web/ioloop.py#IOLoop.add_timeout')).toEqual([
      'web/locks.py#wait@2 likely type',
    ]);
    expect(callersOf('web/ioloop.py#Config.parse')).toEqual([
      'web/ioloop.py#Config.from_file@10 likely type',
    ]);
  });
});
