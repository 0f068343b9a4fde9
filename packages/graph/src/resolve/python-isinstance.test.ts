// A Python receiver tested with `isinstance`: inside the test's branch (an `elif`'s too), in the
// right operand of `isinstance(x, C) and …`, and after `if not isinstance(x, C): return`, it is an
// instance of the class tested against, or of any class of a tuple (pyright's narrowing).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const SHAPES = [
  'class Circle:',
  '    def draw(self): pass',
  'class Square:',
  '    def draw(self): pass',
  'class Line:',
  '    def draw(self): pass',
].join('\n');

describe('Python receivers narrowed by isinstance', () => {
  it('are instances of the classes tested against where the test holds', async () => {
    const callersOf = await callersIn({
      'shapes.py': SHAPES,
      'render.py': [
        'from shapes import Circle, Line, Square',
        '',
        'def branch(shape):',
        '    if isinstance(shape, Circle):',
        '        shape.draw()',
        '    elif isinstance(shape, (Square, Line)):',
        '        shape.draw()',
        '',
        'def operand(shape):',
        '    return isinstance(shape, Line) and shape.draw()',
        '',
        'def guarded(shape):',
        '    if not isinstance(shape, Square):',
        '        raise TypeError(shape)',
        '    shape.draw()',
        '',
        'def other(shape, kind):',
        '    if issubclass(shape, kind):',
        '        shape.draw()',
      ].join('\n'),
    });
    expect(callersOf('shapes.py#Circle.draw')).toEqual(['render.py#branch@3 likely type']);
    expect(callersOf('shapes.py#Square.draw')).toEqual([
      'render.py#branch@3 likely type',
      'render.py#guarded@12 likely type',
    ]);
    expect(callersOf('shapes.py#Line.draw')).toEqual([
      'render.py#branch@3 likely type',
      'render.py#operand@9 likely type',
    ]);
  });
});
