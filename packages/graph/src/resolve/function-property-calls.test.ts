// A call of a property of function type written in an alias of an object type (`type NonceManager =
// { reset: (…) => void }`) runs whatever function the value holds: the compiler's call hierarchy
// links it to no implementation, and neither does the graph. A method written there (`reset(…):
// void`) still reaches the object literals returned as that type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const manager = (member: string) => ({
  'src/nonce.ts': [
    `export type NonceManager = { ${member} };`,
    'export function createNonceManager(): NonceManager {',
    '  return { reset(address) { return address.length; } };',
    '}',
  ].join('\n'),
  'src/send.ts': [
    "import type { NonceManager } from './nonce.js';",
    'export type Account = { type: "local"; nonceManager?: NonceManager };',
    'export function send(account: Account) {',
    '  account.nonceManager?.reset("0x1");',
    '}',
  ].join('\n'),
});

describe('calls of an object type alias member', () => {
  it('reach no literal through a property of function type', async () => {
    const callersOf = await callersIn(manager('reset: (address: string) => number'));
    expect(callersOf('src/nonce.ts#createNonceManager.reset')).toEqual([]);
  });

  it('reach the literals returned as the type through a method', async () => {
    const callersOf = await callersIn(manager('reset(address: string): number'));
    expect(callersOf('src/nonce.ts#createNonceManager.reset')).toEqual([
      'src/send.ts#send@3 possible dispatch',
    ]);
  });
});
