// A value written with an indexed access type (`ctx: Ctx['room']`) is of the type `Ctx` declares
// for that field: its method calls reach that class, not `Ctx`'s members.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('receivers written with an indexed access type', () => {
  it('take the type the interface or object type declares for the field', async () => {
    const callersOf = await callersIn({
      'src/room.ts': [
        'export class Room { join() {} }',
        'export class Members { list() {} }',
        'export interface Context { room: Room; join(): void }',
        'export type Session = { context: Context; members: Members };',
      ].join('\n'),
      'src/use.ts': [
        "import type { Context, Session } from './room';",
        "export function enter(room: Context['room']) {",
        '  room.join();',
        '}',
        "export function nested(room: Session['context']['room'], members: Session['members']) {",
        '  room.join();',
        '  members.list();',
        '}',
        'export class Lobby {',
        "  private room: Context['room'];",
        "  constructor(room: Context['room']) { this.room = room; }",
        '  open() { this.room.join(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/room.ts#Room.join')).toEqual([
      'src/use.ts#Lobby.open@12 likely type',
      'src/use.ts#enter@2 likely type',
      'src/use.ts#nested@5 likely type',
    ]);
    expect(callersOf('src/room.ts#Members.list')).toEqual(['src/use.ts#nested@5 likely type']);
    expect(callersOf('src/room.ts#Context.join')).toEqual([]);
  });
});
