// An abstract getter (`protected abstract get session(): Session`) is read as a field of the type it
// returns, as a getter with a body is: `this.session.send()` calls that type's method.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('abstract getters', () => {
  it('type what reading them gives', async () => {
    const callersOf = await callersIn({
      'src/session.ts': [
        'export class Session { async send(method: string): Promise<void> {} }',
        'export class Transport { async send(method: string): Promise<void> {} }',
      ].join('\n'),
      'src/realm.ts': [
        "import type { Session } from './session.js';",
        'export abstract class Realm {',
        '  protected abstract get session(): Session;',
        "  async evaluate(): Promise<void> { await this.session.send('script.evaluate'); }",
        '}',
        'export class WindowRealm extends Realm {',
        '  constructor(private readonly held: Session) { super(); }',
        '  override get session(): Session { return this.held; }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/session.ts#Session.send')).toEqual([
      'src/realm.ts#Realm.evaluate@4 likely type',
    ]);
    expect(callersOf('src/session.ts#Transport.send')).toEqual([]);
  });
});
