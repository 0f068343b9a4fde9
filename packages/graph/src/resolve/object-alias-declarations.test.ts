// A call through a value written with an object type's alias reaches what implements that alias's
// member, not every method of the same name: viem's `client.request()` (a field of `Client`'s
// object alias) is no call of the `request` methods of the transports' config objects, nor of an
// HTTP client's object, each declared with a type of its own.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const TYPES = [
  'export type RequestFn = (args: { method: string }) => Promise<unknown>;',
  'export type TransportConfig = { name: string; request: RequestFn };',
  'type ClientBase = { request: RequestFn; uid: string };',
  'export type Client<T = unknown> = ClientBase & { chain: T };',
  'export type HttpClient = { request(body: string): Promise<string> };',
  'export function createTransport(config: TransportConfig) { return config; }',
].join('\n');

describe('calls through an object type alias', () => {
  it('reaches only the methods declared with the alias the receiver is written with', async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      'src/transports.ts': [
        "import { createTransport, type Client, type HttpClient } from './types';",
        'export function http() {',
        "  return createTransport({ name: 'http', async request({ method }) { return method; } });",
        '}',
        'export function httpClient(url: string): HttpClient {',
        '  return { async request(body) { return url + body; } };',
        '}',
        'export async function asyncClient(): Promise<HttpClient> {',
        '  return { async request(body) { return body; } };',
        '}',
        'export function base(): Client {',
        "  return { uid: 'a', chain: 1, async request(args) { return args; } };",
        '}',
      ].join('\n'),
      'src/actions.ts': [
        "import type { Client, HttpClient } from './types';",
        'export async function getGasPrice<chain>(client: Client<chain>) {',
        "  return client.request({ method: 'eth_gasPrice' });",
        '}',
        'export async function post(rpc: HttpClient) {',
        "  return rpc.request('{}');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/transports.ts#http.request')).toEqual([]);
    expect(callersOf('src/transports.ts#httpClient.request')).toEqual([
      'src/actions.ts#post@5 possible dispatch',
    ]);
    // An async function's `Promise<HttpClient>` resolves to what its literal is.
    expect(callersOf('src/transports.ts#asyncClient.request')).toEqual([
      'src/actions.ts#post@5 possible dispatch',
    ]);
    expect(callersOf('src/transports.ts#base.request')).toEqual([
      'src/actions.ts#getGasPrice@2 possible dispatch',
    ]);
  });

  it("does not reach a literal returned as an object type of its function's own", async () => {
    const callersOf = await callersIn({
      'src/types.ts': TYPES,
      // An interface promising `request`, as EIP-1193's provider does: calls of that name dispatch.
      'src/provider.ts':
        'export interface Provider { request(args: { method: string }): Promise<unknown> }',
      'src/tunnel.ts': [
        'export function tunnel(): { request: (x: string) => string } {',
        '  return { request(x) { return x; } };',
        '}',
      ].join('\n'),
      'src/actions.ts': [
        "import type { Client } from './types';",
        'export async function call(client: Client) {',
        "  return client.request({ method: 'eth_call' });",
        '}',
        'export function untyped(value: any) {',
        "  return value.request('a');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/tunnel.ts#tunnel.request')).toEqual([]);
  });
});
