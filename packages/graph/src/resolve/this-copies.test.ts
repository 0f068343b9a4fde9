// `this` copied to a local (`const self = this`) in a function whose `this` is written (`get(this:
// System) { const self = this; self.query(…) }`): the local is a System, as `this` is.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('this copied to a local', () => {
  it('has the type written for this', async () => {
    const callersOf = await callersIn({
      'src/system.ts': [
        'export class System { query(name: string) { return name; } }',
        'export class Other { query(name: string) { return name + 1; } }',
      ].join('\n'),
      'src/accessors.ts': [
        "import type { System } from './system.js';",
        'export function get(this: System) {',
        '  const self = this;',
        "  return () => self.query('read');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/system.ts#System.query')).toEqual(['src/accessors.ts#get@2 likely type']);
    expect(callersOf('src/system.ts#Other.query')).toEqual([]);
  });
});
