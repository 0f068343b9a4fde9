// What an alias of a function type returns, written as an object type (`type CreateConnectorFn =
// (config) => Compute<{ connect(): …; getProvider(): … } & properties>`), is a type of its own,
// named by `ReturnType<CreateConnectorFn>`: a call through it reaches the object literals a
// callback passed as such a function returns (`createConnector((config) => ({ … }))`), each having
// every method the type requires, and no other literal.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const CONNECTOR = [
  'type Compute<type> = { [key in keyof type]: type[key] } & unknown;',
  'export type CreateConnectorFn<props extends Record<string, unknown> = Record<string, unknown>> = (',
  '  config: { chains: number[] },',
  ') => Compute<{',
  '  readonly id: string;',
  '  connect(): Promise<void>;',
  '  getProvider(): Promise<number>;',
  '  setup?(): Promise<void>;',
  '} & props>;',
  'export function createConnector<fn extends CreateConnectorFn>(f: fn) { return f; }',
  'export type Connector<fn extends CreateConnectorFn = CreateConnectorFn> = ReturnType<fn> & {',
  '  uid: string;',
  '};',
  'export type Connection = { chainId: number; connector: Connector };',
].join('\n');

/** A connector module: `createConnector` given an arrow returning an object literal. */
function connector(name: string, methods: string[]): string {
  return [
    "import { createConnector } from './connector';",
    `export function ${name}() {`,
    '  return createConnector((config) => ({',
    `    id: '${name}',`,
    ...methods.map((method) => `    ${method}`),
    '  }));',
    '}',
  ].join('\n');
}

describe('what an alias of a function type returns', () => {
  it('is reached through ReturnType<alias>, in the literals its callbacks return', async () => {
    const callersOf = await callersIn({
      'src/connector.ts': CONNECTOR,
      'src/injected.ts': connector('injected', [
        'async setup() {},',
        'async connect() { await this.getProvider(); },',
        'async getProvider() { return 1; },',
      ]),
      // Without the optional `setup`, a connector all the same.
      'src/mock.ts': connector('mock', [
        'async connect() {},',
        'async getProvider() { return 2; },',
      ]),
      // A literal with the method but not every one the type requires is no connector.
      'src/other.ts': 'export const probes = [1].map(() => ({ getProvider() { return 3; } }));',
      'src/use.ts': [
        "import type { Connector, Connection } from './connector';",
        'export async function viaConnector(connector: Connector) {',
        '  await connector.getProvider();',
        '}',
        'export async function viaConnection(connection: Connection) {',
        '  await connection.connector.getProvider();',
        '}',
      ].join('\n'),
    });
    const callers = [
      'src/use.ts#viaConnection@5 possible dispatch',
      'src/use.ts#viaConnector@2 possible dispatch',
    ];
    expect(callersOf('src/injected.ts#getProvider')).toEqual([
      'src/injected.ts#injected.connect@6 certain this',
      ...callers,
    ]);
    expect(callersOf('src/mock.ts#getProvider')).toEqual(callers);
    expect(callersOf('src/other.ts#getProvider')).toEqual([]);
  });

  it('is no type for a field written with an object type: no class implements that', async () => {
    const callersOf = await callersIn({
      'src/scripts.ts': [
        'export type Output = { state: string };',
        'export class HydrationScripts implements Output {',
        '  state = "open";',
        '  claimOutput(): string { return ""; }',
        '  reserveFastPath(): boolean { return true; }',
        '}',
      ].join('\n'),
      'src/ssr.ts': [
        'export interface ServerSsr {',
        '  readonly hydrationScripts: {',
        '    claimOutput: () => string;',
        '    reserveFastPath: () => boolean;',
        '  };',
        '}',
        'export function transform(serverSsr: ServerSsr) {',
        '  const hydrationScripts = serverSsr.hydrationScripts;',
        '  if (hydrationScripts.reserveFastPath()) return hydrationScripts.claimOutput();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/scripts.ts#HydrationScripts.claimOutput')).toEqual([]);
    expect(callersOf('src/scripts.ts#HydrationScripts.reserveFastPath')).toEqual([]);
  });
});
