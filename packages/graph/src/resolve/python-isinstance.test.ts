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

  it('hold through and-chains, `not … or`, the branches after a failed test, asserts and `type(x) is C`', async () => {
    const callersOf = await callersIn({
      'shapes.py': SHAPES,
      'render.py': [
        'from shapes import Circle, Line, Square',
        '',
        'def chain(shape, ready):',
        '    if (',
        '        ready',
        '        and isinstance(shape, Circle)',
        '        and ready > 1',
        '        and shape.draw()',
        '    ):',
        '        shape.draw()',
        '',
        'def negated(shape):',
        '    if not isinstance(shape, Square) or shape.draw():',
        '        return None',
        '    shape.draw()',
        '',
        'def alternatives(shape):',
        '    if not isinstance(shape, Line):',
        '        pass',
        '    elif shape.draw():',
        '        pass',
        '',
        'def asserted(shape):',
        '    assert isinstance(shape, Circle)',
        '    shape.draw()',
        '',
        'def exact(shape):',
        '    if type(shape) is Square:',
        '        shape.draw()',
        '    if type(shape) != Line:',
        '        return',
        '    shape.draw()',
        '',
        'def either(shape):',
        '    if isinstance(shape, Circle) or shape.draw():',
        '        pass',
      ].join('\n'),
    });
    expect(callersOf('shapes.py#Circle.draw')).toEqual([
      'render.py#asserted@23 likely type',
      'render.py#chain@3 likely type',
      'render.py#chain@3 likely type',
    ]);
    expect(callersOf('shapes.py#Square.draw')).toEqual([
      'render.py#exact@27 likely type',
      'render.py#negated@12 likely type',
      'render.py#negated@12 likely type',
    ]);
    expect(callersOf('shapes.py#Line.draw')).toEqual([
      'render.py#alternatives@17 likely type',
      'render.py#exact@27 likely type',
    ]);
  });

  it("narrow a chain of attributes (`isinstance(node.value, Call)`, `self.x`) and the value before a conditional expression's `if`", async () => {
    const callersOf = await callersIn({
      'shapes.py': SHAPES,
      'render.py': [
        'from shapes import Circle, Square',
        'class Slot:',
        '    def __init__(self, shape):',
        '        self.shape = shape',
        'class Board:',
        '    def __init__(self, shape):',
        '        self.shape = shape',
        '        self.slot = Slot(shape)',
        '    def own(self):',
        '        if isinstance(self.shape, Circle):',
        '            self.shape.draw()',
        '    def chained(self):',
        '        if not isinstance(self.slot.shape, Square):',
        '            return',
        '        self.slot.shape.draw()',
        'def of_parameter(slot: Slot):',
        '    if isinstance(slot.shape, Circle):',
        '        slot.shape.draw()',
        'def conditional(shape):',
        '    return shape.draw() if isinstance(shape, Square) else None',
        'def failed(shape):',
        '    return None if isinstance(shape, Square) else shape.draw()',
      ].join('\n'),
    });
    expect(callersOf('shapes.py#Circle.draw')).toEqual([
      'render.py#Board.own@9 likely type',
      'render.py#of_parameter@16 likely type',
    ]);
    expect(callersOf('shapes.py#Square.draw')).toEqual([
      'render.py#Board.chained@12 likely type',
      'render.py#conditional@19 likely type',
    ]);
  });
});
