import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkJsonObject } from './json-check.js';

function jsonParseVerdict(text: string): { findingsArray: boolean } | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    return { findingsArray: Array.isArray((value as { findings?: unknown }).findings) };
  } catch {
    return null;
  }
}

describe('checkJsonObject', () => {
  it('agrees with JSON.parse on every JSON document', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.boolean(), (value, pretty) => {
        const text = JSON.stringify(value, null, pretty ? 2 : undefined) ?? 'null';
        const check = checkJsonObject(text, 0, text.length, false);
        expect(check && { findingsArray: check.findingsArray }).toEqual(jsonParseVerdict(text));
      }),
    );
  });

  it('agrees with JSON.parse on arbitrary and damaged text', () => {
    const damaged = fc
      .tuple(fc.jsonValue(), fc.nat(), fc.string({ maxLength: 3 }))
      .map(([value, at, insert]) => {
        const text = JSON.stringify({ findings: [value] });
        const cut = at % (text.length + 1);
        return text.slice(0, cut) + insert + text.slice(cut);
      });
    fc.assert(
      fc.property(fc.oneof(fc.string(), damaged), (text) => {
        const check = checkJsonObject(text, 0, text.length, false);
        expect(check && { findingsArray: check.findingsArray }).toEqual(jsonParseVerdict(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts raw control characters in strings only when tolerant, and says so', () => {
    const text = '{"findings": [], "message": "line one\nline two"}';
    expect(checkJsonObject(text, 0, text.length, false)).toBeNull();
    expect(checkJsonObject(text, 0, text.length, true)).toEqual({
      findingsArray: true,
      controlCharacters: true,
    });
  });

  it('reads the last of duplicate keys, as JSON.parse does', () => {
    const text = '{"findings": [], "findings": {}}';
    expect(checkJsonObject(text, 0, text.length, false)?.findingsArray).toBe(false);
  });
});
