// A write of a Python property (`obj.total = 3`, `obj.count += 1`) runs its `@total.setter`; the
// getter beside it is the same property (pyright lists a write under both accessors).
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
  it('call the property a typed or constructed value’s class, or `self`’s, declares or inherits', async () => {
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
    // Typed and constructed values reach the setter their class declares or inherits, and so
    // does `self` (`self.size = side` in Square: a property is a data descriptor, which the
    // written instance attribute cannot hide); the getter is written alike.
    const writers = [
      'geo/edit.py#make@4 likely type',
      'geo/edit.py#resize@2 likely type',
      'geo/shapes.py#Shape.reset@13 certain this',
      'geo/shapes.py#Square.__init__@16 certain this',
      'geo/shapes.py#Square.grow@18 certain this',
    ];
    expect(once(callersOf('geo/shapes.py#Shape.size@6'))).toEqual(writers);
    expect(once(callersOf('geo/shapes.py#Shape.size@3'))).toEqual(writers);
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
      'geo/shapes.py#Square.__init__@16 certain this',
      'geo/shapes.py#Square.grow@18 certain this',
    ]);
    expect(callersOf('geo/shapes.py#Shape.area')).toEqual([]);
    expect(callersOf('geo/shapes.py#Shape.name')).toEqual([]);
    expect(callersOf('geo/shapes.py#Fixed.size')).toEqual([]);
  });

  it('through `self` in a base class, call the setters subclasses override it with', async () => {
    // anyio's CapacityLimiter: the base's deprecated `set_total_tokens` writes the property each
    // backend overrides; a base that declares a plain attribute reaches its subclasses' setters too.
    const callersOf = await callersIn({
      'limits.py': lines(
        'class Limiter:',
        '    label = None',
        '    @property',
        '    def total(self):',
        '        return 0',
        '    @total.setter',
        '    def total(self, value):',
        '        pass',
        '    def set_total(self, value):',
        '        self.total = value',
        '        self.label = value',
        'class AsyncLimiter(Limiter):',
        '    @property',
        '    def total(self):',
        '        return self._total',
        '    @total.setter',
        '    def total(self, value):',
        '        self._total = value',
        '    @property',
        '    def label(self):',
        '        return self._label',
        '    @label.setter',
        '    def label(self, value):',
        '        self._label = value',
        'class FixedLimiter(Limiter):',
        '    @property',
        '    def total(self):',
        '        return 1',
      ),
    });
    expect(once(callersOf('limits.py#Limiter.total@7'))).toEqual([
      'limits.py#Limiter.set_total@9 certain this',
    ]);
    for (const accessor of ['total@14', 'total@17', 'label@20', 'label@23'])
      expect(once(callersOf(`limits.py#AsyncLimiter.${accessor}`))).toEqual([
        'limits.py#Limiter.set_total@9 likely this',
      ]);
    // An override with no setter is read-only: a write runs nothing of it.
    expect(callersOf('limits.py#FixedLimiter.total')).toEqual([]);
  });

  it('know a property whose decorator has a comment after it', async () => {
    // werkzeug's BadRequestKeyError: `@property  # type: ignore` over a class attribute's name.
    const callersOf = await callersIn({
      'errors.py': lines(
        'class KeyFailure:',
        '    @property  # type: ignore',
        '    def description(self):',
        '        return self._description',
        '    @description.setter  # noqa',
        '    def description(self, value):',
        '        self._description = value',
        'def explain(failure: KeyFailure, text):',
        '    failure.description = text',
      ),
    });
    // Taken for plain methods, the write would call neither.
    for (const accessor of ['description@3', 'description@6'])
      expect(callersOf(`errors.py#KeyFailure.${accessor}`)).toEqual([
        'errors.py#explain@8 likely type',
      ]);
  });
});
