// Python values from functions with no return annotation that return a dotted module's call.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe('Python returns of a call through a dotted module name', () => {
  it('type a field by what `package.module.function()` returns (`return dns.name.from_text(value)`)', async () => {
    const callersOf = await callersIn({
      'dns/__init__.py': '',
      'dns/name.py': lines(
        'class Name:',
        '    def to_wire(self, file):',
        '        return None',
        'def from_text(text) -> Name:',
        '    return Name()',
      ),
      'dns/other.py': lines('class Name:', '    def to_wire(self, file):', '        return None'),
      'dns/rdata.py': lines(
        'import dns.name',
        'class Rdata:',
        '    @classmethod',
        '    def _as_name(cls, value):',
        '        if isinstance(value, str):',
        '            return dns.name.from_text(value)',
        '        return value',
      ),
      'dns/mx.py': lines(
        'import dns.rdata',
        'class MX(dns.rdata.Rdata):',
        '    def __init__(self, exchange):',
        '        self.exchange = self._as_name(exchange)',
        '    def _to_wire(self, file):',
        '        self.exchange.to_wire(file)',
      ),
    });
    expect(callersOf('dns/name.py#Name.to_wire')).toEqual(['dns/mx.py#MX._to_wire@5 likely type']);
    expect(callersOf('dns/other.py#Name.to_wire')).toEqual([]);
  });
});
