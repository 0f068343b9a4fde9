// A class extending one of JavaScript's containers is reached from a value written with that
// container only when the value may hold what the class holds: `Map<string, Report>` is no
// `HeaderMap extends Map<string, string>`, nor `Map<string, number>` (or a `new Map()`) a
// `PeerAddressMap extends Map<PeerAddress, T>`. What the names cannot tell (a type parameter, the
// same primitives) is kept.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('subclasses of JavaScript containers', () => {
  it('are reached from values that may hold what they hold', async () => {
    const callersOf = await callersIn({
      'src/headers.ts': [
        'export class HeaderMap extends Map<string, string> {',
        '  override set(key: string, value: string): this { return super.set(key.toLowerCase(), value); }',
        '}',
        'export interface Report { total: number }',
      ].join('\n'),
      'src/peer.ts': [
        'export interface PeerAddress { id: number }',
        'export class PeerAddressMap<T> extends Map<PeerAddress, T> {',
        '  override delete(key: PeerAddress) { return super.delete(key); }',
        '}',
      ].join('\n'),
      'src/use.ts': [
        "import type { Socket } from 'node:net';",
        "import type { Report } from './headers.js';",
        "import type { PeerAddress } from './peer.js';",
        'export class Reporter {',
        '  private readonly reports = new Map<string, Report>();',
        '  private readonly sockets: Map<Socket, number> = new Map();',
        '  private readonly counts = new Map<string, number>();',
        '  private readonly headers: Map<string, string> = new Map();',
        '  private readonly byPeer: Map<PeerAddress, number> = new Map();',
        "  report(report: Report) { this.reports.set('total', report); }",
        '  connect(socket: Socket) { this.sockets.set(socket, 1); }',
        "  header() { this.headers.set('accept', 'json'); }",
        "  forgetCount() { this.counts.delete('total'); }",
        '  forgetPeer(peer: PeerAddress) { this.byPeer.delete(peer); }',
        "  generic<K>(map: Map<K, string>, key: K) { map.set(key, 'value'); }",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/headers.ts#HeaderMap.set')).toEqual([
      'src/use.ts#Reporter.generic@15 possible dispatch',
      'src/use.ts#Reporter.header@12 possible dispatch',
    ]);
    expect(callersOf('src/peer.ts#PeerAddressMap.delete')).toEqual([
      'src/use.ts#Reporter.forgetPeer@14 possible dispatch',
    ]);
  });

  it('holding anything are reached from values holding objects', async () => {
    const callersOf = await callersIn({
      'src/result.ts': [
        'export class Result extends Array<any> {',
        '  override slice(start?: number, end?: number): Result { return this; }',
        '}',
        'export interface Response { hash: string }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Response } from './result.js';",
        'export function prefetched(responses: Array<Response>) { return responses.slice(1); }',
      ].join('\n'),
    });
    expect(callersOf('src/result.ts#Result.slice')).toEqual([
      'src/use.ts#prefetched@2 possible dispatch',
    ]);
  });

  it('are not reached from values holding only JavaScript values', async () => {
    const callersOf = await callersIn({
      'src/cached.ts': [
        'export interface FileFacts { path: string }',
        'export class CachedFacts implements ReadonlyMap<string, FileFacts> {',
        '  get(path: string): FileFacts | undefined { return undefined; }',
        '}',
      ].join('\n'),
      'src/use.ts': [
        "import type { FileFacts } from './cached.js';",
        'export function shadowed(scopes: ReadonlyMap<string, [number, number][]>) {',
        "  return scopes.get('name');",
        '}',
        'export function facts(files: ReadonlyMap<string, FileFacts>) {',
        "  return files.get('a.ts');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/cached.ts#CachedFacts.get')).toEqual([
      'src/use.ts#facts@5 possible dispatch',
    ]);
  });
});
