// A comparator passed to `sort` or `toSorted` takes two elements of the array, and `sort` and
// `reverse` return the array itself: `keys.sort((x, y) => x.compare(y))`, then `.map((k) => …)`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('sorted arrays', () => {
  it("pass their elements to a comparator's two parameters and stay arrays of them", async () => {
    const callersOf = await callersIn({
      'src/keys.ts': [
        'export class PublicKey { toBase58() { return "k"; } }',
        'export class Hash { toBase58() { return "h"; } }',
        'export interface Meta { pubkey: PublicKey }',
      ].join('\n'),
      'src/message.ts': [
        "import type { Meta, PublicKey } from './keys';",
        'export function order(metas: Meta[]) {',
        '  return metas.sort((x, y) => x.pubkey.toBase58().localeCompare(y.pubkey.toBase58()));',
        '}',
        'export function names(keys: PublicKey[]) {',
        '  return keys.toSorted().reverse().map((key) => key.toBase58());',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/keys.ts#PublicKey.toBase58')).toEqual([
      'src/message.ts#names@5 likely type',
      'src/message.ts#order@2 likely type',
      'src/message.ts#order@2 likely type',
    ]);
    expect(callersOf('src/keys.ts#Hash.toBase58')).toEqual([]);
  });
});
