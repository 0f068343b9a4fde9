// Elements of a value typed by a tuple: `pair: [G1, G2]` holds a G1 and a G2, read by index.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('elements of a tuple', () => {
  it('are of the types the tuple writes, not reached by name', async () => {
    const callersOf = await callersIn({
      'src/points.ts': [
        'export class G1 { serialize() { return 1; } }',
        'export class G2 { serialize() { return 2; } }',
        'export class Unrelated { serialize() { return 3; } }',
      ].join('\n'),
      'src/proof.ts': [
        "import { G1, G2 } from './points.js';",
        'export class Proof {',
        '  constructor(readonly gamma: readonly [G1, G1], readonly pair: [G1, G2]) {}',
        '  write() {',
        '    this.gamma[0].serialize();',
        '  }',
        '  both(p: [G1, G2]) {',
        '    return p[1].serialize() + this.pair.length;',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/points.ts#G1.serialize')).toEqual([
      'src/proof.ts#Proof.both@7 likely type',
      'src/proof.ts#Proof.write@4 likely type',
    ]);
    // An element read by index is one of the tuple's types (which one, the graph does not tell).
    expect(callersOf('src/points.ts#G2.serialize')).toEqual([
      'src/proof.ts#Proof.both@7 likely type',
    ]);
    expect(callersOf('src/points.ts#Unrelated.serialize')).toEqual([]);
  });
});
