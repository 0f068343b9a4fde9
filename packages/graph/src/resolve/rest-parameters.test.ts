// A rest parameter (`sign(...signers: Array<Signer>)`) holds an array of its written element type:
// its elements, iterated or passed to a callback, are of that type, as a parameter written
// `signers: Array<Signer>` is.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('rest parameters', () => {
  it('hold an array of their written element type', async () => {
    const callersOf = await callersIn({
      'src/keys.ts': [
        'export class PublicKey { toString() { return "k"; } equals(other: PublicKey) { return true; } }',
        'export class Hash { toString() { return "h"; } equals(other: Hash) { return true; } }',
        'export interface Signer { publicKey: PublicKey }',
      ].join('\n'),
      'src/transaction.ts': [
        "import type { PublicKey, Signer } from './keys';",
        'export class Transaction {',
        '  sign(...signers: Array<Signer>) {',
        '    for (const signer of signers) signer.publicKey.toString();',
        '  }',
        '  setSigners(...keys: PublicKey[]) {',
        '    return keys.filter((key) => key.equals(keys[0]));',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/keys.ts#PublicKey.toString')).toEqual([
      'src/transaction.ts#Transaction.sign@3 likely type',
    ]);
    expect(callersOf('src/keys.ts#PublicKey.equals')).toEqual([
      'src/transaction.ts#Transaction.setSigners@6 likely type',
    ]);
    expect(callersOf('src/keys.ts#Hash.toString')).toEqual([]);
    expect(callersOf('src/keys.ts#Hash.equals')).toEqual([]);
  });
});
