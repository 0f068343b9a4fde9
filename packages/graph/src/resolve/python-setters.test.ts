// A write of a Python property (`obj.total = 3`, `obj.count += 1`) runs its `@total.setter`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;
/** Each caller once: `self.size += 1` reads and writes on one line. */
const once = (callers: string[]): string[] => [...new Set(callers)];

const shapes = lines(
  'class Shape:',
  '    @property',
  '    def size(self):',
  '        return self._size',
  '    @size.setter',
  '    def size(self, value):',
  '        self._size = value',
  '    @property',
  '    def area(self):',
  '        return 0',
  '    def name(self):',
  '        return "shape"',
  '    def reset(self):',
  '        self.size = 0',
  'class Square(Shape):',
  '    def __init__(self, side):',
  '        self.size = side',
  '    def grow(self):',
  '        self.size += 1',
  'class Fixed(Shape):',
  '    @property',
  '    def size(self):',
  '        return 1',
);

describe('Python property writes', () => {
  it('call the setter a typed or constructed value’s class declares or inherits, and `self`’s own class declares', async () => {
    const callersOf = await callersIn({
      'geo/__init__.py': '',
      'geo/shapes.py': shapes,
      'geo/edit.py': lines(
        'from .shapes import Shape, Square',
        'def resize(shape: Shape, side):',
        '    shape.size = side',
        'def make(side):',
        '    square = Square(side)',
        '    square.size = side * 2',
        '    return square',
      ),
    });
    // Typed and constructed values reach the setter their class declares or inherits; `self`
    // the one its own class declares. `self.size = side` in Square is left out as pyright leaves
    // it out (the subclass's own attribute); `self.size += 1` reads the property (both accessors).
    expect(once(callersOf('geo/shapes.py#Shape.size@6'))).toEqual([
      'geo/edit.py#make@4 likely type',
      'geo/edit.py#resize@2 likely type',
      'geo/shapes.py#Shape.reset@13 certain this',
      'geo/shapes.py#Square.grow@18 certain this',
    ]);
    expect(callersOf('geo/shapes.py#Shape.size@3')).toEqual([
      'geo/shapes.py#Square.grow@18 certain this',
    ]);
  });

  it('call nothing when the attribute is no property with a setter, or the class is not known', async () => {
    const callersOf = await callersIn({
      'geo/__init__.py': '',
      'geo/shapes.py': shapes,
      'geo/edit.py': lines(
        'from .shapes import Shape, Fixed',
        'def label(shape: Shape, fixed: Fixed, other, text):',
        // A read-only property, a method replaced by a plain value, an override with no setter.
        '    shape.area = 3',
        '    shape.name = text',
        '    fixed.size = 2',
        // Of an unknown class, or the class itself (which replaces the descriptor).
        '    other.size = 2',
        '    Shape.size = None',
      ),
    });
    expect(once(callersOf('geo/shapes.py#Shape.size@6'))).toEqual([
      'geo/shapes.py#Shape.reset@13 certain this',
      'geo/shapes.py#Square.grow@18 certain this',
    ]);
    expect(callersOf('geo/shapes.py#Shape.area')).toEqual([]);
    expect(callersOf('geo/shapes.py#Shape.name')).toEqual([]);
    expect(callersOf('geo/shapes.py#Fixed.size')).toEqual([]);
  });
});
