// A static factory constructing `this` (`static create() { return new this(); }`) returns an
// instance of the class it is called on: a subclass's when called through the subclass.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('static factories constructing this', () => {
  it('return an instance of the class named at the call', async () => {
    const callersOf = await callersIn({
      'src/model.ts': [
        'export class Model {',
        '  static create() { return new this(); }',
        '  save() { return true; }',
        '}',
        'export class User extends Model { save() { return false; } }',
        'export class Draft { save() { return 0; } }',
      ].join('\n'),
      'src/use.ts': [
        "import { Model, User } from './model.js';",
        'export function saveModel() { return Model.create().save(); }',
        'export function saveUser2() { return User.create().save(); }',
        'export function saveUser() {',
        '  const user = User.create();',
        '  return user.save();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/model.ts#Model.save')).toEqual(['src/use.ts#saveModel@2 likely type']);
    expect(callersOf('src/model.ts#User.save')).toEqual([
      'src/use.ts#saveUser2@3 likely type',
      'src/use.ts#saveUser@4 likely type',
    ]);
    expect(callersOf('src/model.ts#Draft.save')).toEqual([]);
  });
});
