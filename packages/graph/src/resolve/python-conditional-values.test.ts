// A Python variable holding a conditional expression of two calls (`console = Console() if file
// is None else get_console()`): what either call gives, as pyright types it, not only the first.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python conditional values', () => {
  it('are instances of what either branch constructs or returns', async () => {
    const callersOf = await callersIn({
      'shapes.py': lines(
        'class Circle:',
        '    def draw(self): pass',
        'class Square:',
        '    def draw(self): pass',
        'def make_square() -> Square:',
        '    return Square()',
      ),
      'render.py': lines(
        'from shapes import Circle, Square, make_square',
        'def constructed(round):',
        '    shape = Circle() if round else Square()',
        '    shape.draw()',
        'def returned(round):',
        '    shape = Circle() if round else make_square()',
        '    shape.draw()',
      ),
    });
    expect(callersOf('shapes.py#Circle.draw')).toEqual([
      'render.py#constructed@2 likely type',
      'render.py#returned@5 likely type',
    ]);
    expect(callersOf('shapes.py#Square.draw')).toEqual([
      'render.py#constructed@2 likely type',
      'render.py#returned@5 likely type',
    ]);
  });
});
