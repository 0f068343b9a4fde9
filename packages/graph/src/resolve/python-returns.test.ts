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
});
