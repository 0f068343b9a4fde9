// Python class methods called on a class that inherits them (`Chartsheet.from_tree(node)`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python class methods inherited by the class they are called on', () => {
  it('return an instance of that class when they return `cls()`', async () => {
    const callersOf = await callersIn({
      'xl/__init__.py': '',
      'xl/base.py': lines(
        'class Serialisable:',
        '    @classmethod',
        '    def from_tree(cls, node):',
        '        return cls(**node)',
        '    def add_chart(self, chart):',
        '        return None',
      ),
      'xl/sheet.py': lines(
        'from .base import Serialisable',
        'class Chartsheet(Serialisable):',
        '    def add_chart(self, chart):',
        '        return None',
      ),
      'xl/reader.py': lines(
        'from .sheet import Chartsheet',
        'def read_chartsheet(node, chart):',
        '    sheet = Chartsheet.from_tree(node)',
        '    sheet.add_chart(chart)',
      ),
    });
    expect(callersOf('xl/sheet.py#Chartsheet.add_chart')).toEqual([
      'xl/reader.py#read_chartsheet@2 likely type',
    ]);
    expect(callersOf('xl/base.py#Serialisable.add_chart')).toEqual([]);
  });
});
