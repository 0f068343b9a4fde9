// A call passing more arguments than every declaration of its method takes is no call to that
// method's implementations (TypeScript rejects it through those declarations): dispatch on a
// receiver of unknown type leaves them out. An implementation may itself take fewer parameters than
// its declaration (`pipe() { return pipeArguments(this, arguments) }`): the declaration decides.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('dispatch by the number of arguments', () => {
  it('leaves out implementations whose declarations take fewer parameters than the call passes', async () => {
    const callersOf = await callersIn({
      'src/transport.ts': [
        'export interface ConnectionTransport { send(message: string): void; }',
        'export class SocketTransport implements ConnectionTransport { send(message: string): void {} }',
        'export abstract class CDPSession {',
        '  abstract send(method: string, params?: object): Promise<void>;',
        '}',
        'export class BidiSession extends CDPSession {',
        '  async send(method: string, params?: object): Promise<void> {}',
        '}',
        'export interface Pipeable { pipe(a: unknown, b?: unknown, c?: unknown): unknown; }',
        'export class Stream implements Pipeable {',
        '  pipe(): unknown { return arguments.length; }',
        '}',
      ].join('\n'),
      'src/prompt.ts': [
        'export class Prompt {',
        '  constructor(private readonly browser: { session: unknown; value: unknown }) {}',
        '  get #session() { return this.browser.session; }',
        '  get #value() { return this.browser.value; }',
        "  async handle(): Promise<void> { await this.#session.send('prompt.handle', {}); }",
        "  async close(): Promise<void> { await this.#session.send('prompt.close'); }",
        '  map(f: unknown, g: unknown): unknown { return this.#value.pipe(f, g); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/transport.ts#SocketTransport.send')).toEqual([
      'src/prompt.ts#Prompt.close@6 possible dispatch',
    ]);
    expect(callersOf('src/transport.ts#BidiSession.send')).toEqual([
      'src/prompt.ts#Prompt.close@6 possible dispatch',
      'src/prompt.ts#Prompt.handle@5 possible dispatch',
    ]);
    expect(callersOf('src/transport.ts#Stream.pipe')).toEqual([
      'src/prompt.ts#Prompt.map@7 possible dispatch',
    ]);
  });
});
