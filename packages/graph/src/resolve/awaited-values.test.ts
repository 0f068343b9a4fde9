// Awaiting a value written as a promise (`#identity: Promise<Identity>`) gives what the promise
// resolves to: held by a variable (`const id = await this.#identity`), either of two
// (`await (identity ?? this.#identity)`), or awaited in place (`(await p).getPrincipal()`). Before,
// such a value was untyped, and its calls reached every class promising the method's name.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('an awaited value written as a promise', () => {
  it('is what the promise resolves to', async () => {
    const callersOf = await callersIn({
      'src/auth.ts': [
        'export interface Identity { getPrincipal(): string; }',
        'export class AnonymousIdentity implements Identity {',
        '  getPrincipal(): string { return "anonymous"; }',
        '}',
        'export interface Agent { getPrincipal(): Promise<string>; }',
      ].join('\n'),
      'src/agent.ts': [
        "import type { Agent, Identity } from './auth.js';",
        'export class HttpAgent implements Agent {',
        '  #identity: Promise<Identity> | null = null;',
        '  async getPrincipal(): Promise<string> {',
        '    return (await this.#identity)!.getPrincipal();',
        '  }',
        '  async call(identity?: Identity): Promise<string> {',
        '    const id = await (identity ?? this.#identity);',
        '    return id!.getPrincipal();',
        '  }',
        '  async query(): Promise<string> {',
        '    const id = await this.#identity;',
        '    return id!.getPrincipal();',
        '  }',
        '}',
        'export async function principalOf(pending: Promise<Identity>): Promise<string> {',
        '  const identity = await pending;',
        '  return identity.getPrincipal();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/auth.ts#AnonymousIdentity.getPrincipal')).toEqual([
      'src/agent.ts#HttpAgent.call@7 possible dispatch',
      'src/agent.ts#HttpAgent.getPrincipal@4 possible dispatch',
      'src/agent.ts#HttpAgent.query@11 possible dispatch',
      'src/agent.ts#principalOf@16 possible dispatch',
    ]);
    expect(callersOf('src/agent.ts#HttpAgent.getPrincipal')).toEqual([]);
  });
});
