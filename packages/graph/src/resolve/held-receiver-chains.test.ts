// A variable holding a field read off another variable that holds a field read in turn (`const
// session = operation.session; const conn = session?.pinnedConnection; conn.command()`): the
// innermost variable's written type types the whole chain, as when the reads are written in one.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const sources = {
  'src/connection.ts': [
    'export class Connection { command() { return 1; } next?: Connection; }',
    'export class Cursor { command() { return 2; } }',
  ].join('\n'),
  'src/session.ts': [
    "import type { Connection } from './connection';",
    'export class ClientSession { public pinnedConnection?: Connection; }',
  ].join('\n'),
  'src/operation.ts': [
    "import type { ClientSession } from './session';",
    'export class AbstractOperation {',
    '  private _session: ClientSession | undefined;',
    '  get session(): ClientSession | undefined { return this._session; }',
    '}',
  ].join('\n'),
};

describe('calls through variables holding field reads of variables', () => {
  it('types the chain by the innermost written type, two and three variables deep', async () => {
    const callersOf = await callersIn({
      ...sources,
      'src/server.ts': [
        "import type { AbstractOperation } from './operation';",
        'export class Server {',
        '  async run(operation: AbstractOperation) {',
        '    const session = operation.session;',
        '    const conn = session?.pinnedConnection;',
        '    conn.command();',
        '  }',
        '  deeper(operation: AbstractOperation) {',
        '    const op = operation;',
        '    const session = op.session;',
        '    const pinned = session.pinnedConnection;',
        '    const next = pinned.next;',
        '    next.command();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/connection.ts#Connection.command')).toEqual([
      'src/server.ts#Server.deeper@8 likely type',
      'src/server.ts#Server.run@3 likely type',
    ]);
    expect(callersOf('src/connection.ts#Cursor.command')).toEqual([]);
  });

  it('ends on a variable read off itself (`node = node.next`) without a type', async () => {
    const callersOf = await callersIn({
      ...sources,
      'src/walk.ts': [
        'export function walk(start: unknown) {',
        '  let node = start as any;',
        '  while (node) { node = node.next; node.command(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/connection.ts#Cursor.command')).toEqual([]);
  });
});
