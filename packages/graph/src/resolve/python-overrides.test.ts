// Python overrides' parameters written without a type: what the overridden method writes for them.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const lines = (...text: string[]): string => `${text.join('\n')}\n`;

describe("a Python override's untyped parameter", () => {
  it("has the type the overridden method writes at its position, named in that method's file", async () => {
    const callersOf = await callersIn({
      'dns/__init__.py': '',
      'dns/tokenizer.py': lines(
        'class Tokenizer:',
        '    def get_uint16(self):',
        '        return 0',
      ),
      'dns/other.py': lines('class Reader:', '    def get_uint16(self):', '        return 1'),
      'dns/rdata.py': lines(
        'import dns.tokenizer',
        'class Rdata:',
        '    @classmethod',
        '    def from_text(cls, rdclass, rdtype, tok: dns.tokenizer.Tokenizer, origin=None):',
        '        raise NotImplementedError',
      ),
      'dns/mx.py': lines(
        'import dns.rdata',
        'class MX(dns.rdata.Rdata):',
        '    @classmethod',
        '    def from_text(cls, rdclass, rdtype, tok, origin=None):',
        '        return tok.get_uint16()',
        '    def read(self, tok):',
        '        return tok.get_uint16()',
        'class Plain:',
        '    def from_text(self, rdclass, rdtype, tok):',
        '        return tok.get_uint16()',
      ),
    });
    expect(callersOf('dns/tokenizer.py#Tokenizer.get_uint16')).toEqual([
      'dns/mx.py#MX.from_text@4 likely type',
    ]);
    expect(callersOf('dns/other.py#Reader.get_uint16')).toEqual([]);
  });
});
