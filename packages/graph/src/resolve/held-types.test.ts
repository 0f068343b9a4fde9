// A call on a value written with a library's type reaches the repository's classes that are of that
// type: not one holding other types (`Map<string, Session>` is no `extends Map<PeerAddress, T>`),
// nor one naming the type only as a qualifier (`implements Lifetime.Owner` is no Lifetime).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a call on a value written with a library type', () => {
  it("reaches a container subclass's override only when the value may hold what it holds", async () => {
    const callersOf = await callersIn({
      'src/peers.ts': [
        'export interface PeerAddress { node: number; }',
        'export interface Session { id: string; }',
        'export class PeerAddressMap<T> extends Map<PeerAddress, T> {',
        '  override get(key: PeerAddress) { return super.get(key); }',
        '}',
      ].join('\n'),
      'src/use.ts': [
        "import type { PeerAddress, Session } from './peers.js';",
        'export class Registry {',
        '  constructor(',
        '    private readonly sessions: Map<string, Session>,',
        '    private readonly peers: Map<PeerAddress, Session>,',
        '    private readonly anything: Map<string, number>,',
        '  ) {}',
        "  session() { return this.sessions.get('a'); }",
        '  peer(address: PeerAddress) { return this.peers.get(address); }',
        "  count() { return this.anything.get('b'); }",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/peers.ts#PeerAddressMap.get')).toEqual([
      // A `Map<string, number>` holds JavaScript's own values, no PeerAddress either.
      'src/use.ts#Registry.peer@9 possible dispatch',
    ]);
  });

  it('does not reach a class naming the type only as the qualifier of another', async () => {
    const callersOf = await callersIn({
      'src/subscriptions.ts': [
        "import type { Lifetime } from '@project/general';",
        'export class Subscriptions implements Lifetime.Owner { join() { return 1; } }',
        'export class Activity implements Lifetime { join() { return 2; } }',
      ].join('\n'),
      'src/session.ts': [
        "import type { Lifetime } from '@project/general';",
        'export class Session {',
        '  constructor(private readonly lifetime: Lifetime) {}',
        '  close() { return this.lifetime.join(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/subscriptions.ts#Subscriptions.join')).toEqual([]);
    expect(callersOf('src/subscriptions.ts#Activity.join')).toEqual([
      'src/session.ts#Session.close@4 possible dispatch',
    ]);
  });
});
