// An array copied by one spread (`[...connectors]`) holds what the copied one holds, sorted or not;
// a condition's side that is a name (`cond ? [...xs].sort(by) : xs`, `a ?? fallback`) gives that
// name's value.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const CONNECTORS = [
  'export class Connector { connect() {} isAuthorized() { return true; } reset() {} }',
  'export class Wallet { connect() {} isAuthorized() { return false; } reset() {} }',
].join('\n');

describe('arrays copied by a spread', () => {
  it('hold what the copied array holds, and so does a sorted copy', async () => {
    const callersOf = await callersIn({
      'src/connector.ts': CONNECTORS,
      'src/reconnect.ts': [
        "import type { Connector } from './connector.js';",
        'export function connectAll(connectors: Connector[]) {',
        '  const copy = [...connectors];',
        '  for (const connector of copy) connector.connect();',
        '}',
        'export function authorized(connectors: Connector[]) {',
        '  const sorted = [...connectors].sort((a, b) => 0);',
        '  return sorted.filter((connector) => connector.isAuthorized());',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/connector.ts#Connector.connect')).toEqual([
      'src/reconnect.ts#connectAll@2 likely type',
    ]);
    expect(callersOf('src/connector.ts#Connector.isAuthorized')).toEqual([
      'src/reconnect.ts#authorized@6 likely type',
    ]);
    expect(callersOf('src/connector.ts#Wallet.connect')).toEqual([]);
    expect(callersOf('src/connector.ts#Wallet.isAuthorized')).toEqual([]);
  });

  it('join a name on the other side of a condition', async () => {
    const callersOf = await callersIn({
      'src/connector.ts': CONNECTORS,
      'src/reconnect.ts': [
        "import type { Connector } from './connector.js';",
        'export function reconnect(connectors: Connector[], scored: boolean) {',
        '  const sorted = scored ? [...connectors].sort((a, b) => 0) : connectors;',
        '  for (const connector of sorted) connector.connect();',
        '}',
        'export function resetOne(chosen: Connector | undefined, fallback: Connector) {',
        '  const connector = chosen ?? fallback;',
        '  connector.reset();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/connector.ts#Connector.connect')).toEqual([
      'src/reconnect.ts#reconnect@2 likely type',
    ]);
    expect(callersOf('src/connector.ts#Connector.reset')).toEqual([
      'src/reconnect.ts#resetOne@6 likely type',
    ]);
    expect(callersOf('src/connector.ts#Wallet.connect')).toEqual([]);
    expect(callersOf('src/connector.ts#Wallet.reset')).toEqual([]);
  });
});
