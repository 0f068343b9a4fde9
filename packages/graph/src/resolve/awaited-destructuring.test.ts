// Names destructured out of what an awaited call resolves to (`const { proxy, github } = await
// throughProxy()`, a test's set-up): each holds that field, as out of a call not awaited, with the
// promise written to resolve to a named type, an object type written inline, or an object literal.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const PROXY = {
  'src/proxy.ts': [
    'export class FaultProxy { inject(fault: string): void {} close(): void {} }',
    'export class Other { inject(fault: string): void {} close(): void {} }',
  ].join('\n'),
};

describe('names destructured out of an awaited call', () => {
  it('hold the fields of the type the promise its return type writes resolves to', async () => {
    const callersOf = await callersIn({
      ...PROXY,
      'src/provider.test.ts': [
        "import { FaultProxy } from './proxy.js';",
        'interface Proxied { proxy: FaultProxy; origin: string }',
        'async function throughProxy(): Promise<Proxied> {',
        '  return { proxy: new FaultProxy(), origin: "" };',
        '}',
        'export async function retries() {',
        '  const { proxy, origin } = await throughProxy();',
        "  proxy.inject('throttled_429');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/proxy.ts#FaultProxy.inject')).toEqual([
      'src/provider.test.ts#retries@6 likely type',
    ]);
    expect(callersOf('src/proxy.ts#Other.inject')).toEqual([]);
  });

  it('hold the values an async set-up returns in an object literal', async () => {
    const callersOf = await callersIn({
      ...PROXY,
      'src/provider.test.ts': [
        "import { FaultProxy } from './proxy.js';",
        'async function setUp() {',
        '  const proxy = new FaultProxy();',
        '  return { proxy };',
        '}',
        'export async function cleansUp() {',
        '  const { proxy: started } = await setUp();',
        '  started.close();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/proxy.ts#FaultProxy.close')).toEqual([
      'src/provider.test.ts#cleansUp@6 likely type',
    ]);
    expect(callersOf('src/proxy.ts#Other.close')).toEqual([]);
  });

  it('hold the fields of an object type written inline for what the promise resolves to', async () => {
    const callersOf = await callersIn({
      ...PROXY,
      'src/provider.test.ts': [
        "import { FaultProxy } from './proxy.js';",
        'async function throughProxy(): Promise<{ proxy: FaultProxy; origin: string }> {',
        '  return { proxy: new FaultProxy(), origin: "" };',
        '}',
        'export async function retries() {',
        '  const { proxy } = await throughProxy();',
        "  proxy.inject('throttled_429');",
        '}',
        'export function closes() {',
        '  return throughProxy().then((proxied) => proxied.proxy.close());',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/proxy.ts#FaultProxy.inject')).toEqual([
      'src/provider.test.ts#retries@5 likely type',
    ]);
    expect(callersOf('src/proxy.ts#FaultProxy.close')).toEqual([
      'src/provider.test.ts#closes@9 likely type',
    ]);
    expect(callersOf('src/proxy.ts#Other.inject')).toEqual([]);
  });
});
