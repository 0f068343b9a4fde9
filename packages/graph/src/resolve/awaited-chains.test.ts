// A variable holding what a chain of calls starting with a call settles to (`const user = await
// users().find(id)`): the written return type of the chain's last method, as without `await`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/user.ts': [
    'export class User {',
    '  save(): void {}',
    '}',
    'export class Group {',
    '  save(): void {}',
    '}',
  ].join('\n'),
  'src/users.ts': [
    "import { User } from './user';",
    'export class Users {',
    '  async find(id: string): Promise<User> { return new User(); }',
    '}',
    'export function users(): Users { return new Users(); }',
  ].join('\n'),
  'src/rename.ts': [
    "import { users } from './users';",
    'export async function rename(id: string) {',
    '  const user = await users().find(id);',
    '  user.save();',
    '}',
  ].join('\n'),
};

describe('a variable holding an awaited chain of calls', () => {
  it("is what the chain's last method settles to", async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/user.ts#User.save')).toEqual(['src/rename.ts#rename@2 likely type']);
    expect(callersOf('src/user.ts#Group.save')).toEqual([]);
  });
});
