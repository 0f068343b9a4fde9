// A static method a class inherits from a library's class, called on the class
// (`BrowseTheWeb.as(actor)`, `as` declared by the library's `Ability` and generic over its
// `this`): it gives an instance of the class it is called on.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const ABILITY = {
  'src/ability.ts': [
    "import { Ability } from '@serenity-js/core';",
    'export abstract class BrowseTheWeb extends Ability {',
    '  async currentPage(): Promise<string> { return ""; }',
    '}',
    'export class BrowseWithPlaywright extends BrowseTheWeb {}',
    'export class Other { async currentPage(): Promise<string> { return ""; } }',
  ].join('\n'),
};

describe("a library's static method called on a class inheriting it", () => {
  it('gives an instance of that class', async () => {
    const callersOf = await callersIn({
      ...ABILITY,
      'src/use.ts': [
        "import { BrowseTheWeb, BrowseWithPlaywright } from './ability.js';",
        'export async function current(actor: unknown) {',
        '  return BrowseTheWeb.as(actor).currentPage();',
        '}',
        'export async function held(actor: unknown) {',
        '  const ability = BrowseWithPlaywright.as<BrowseWithPlaywright>(actor);',
        '  return ability.currentPage();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ability.ts#BrowseTheWeb.currentPage')).toEqual([
      'src/use.ts#current@2 likely type',
      'src/use.ts#held@5 likely type',
    ]);
    expect(callersOf('src/ability.ts#Other.currentPage')).toEqual([]);
  });

  it('gives what the static method of that name the repository declares returns instead', async () => {
    const callersOf = await callersIn({
      ...ABILITY,
      'src/use.ts': [
        "import { BrowseTheWeb } from './ability.js';",
        "import { Other } from './ability.js';",
        'export class Pages extends BrowseTheWeb {',
        '  static as(actor: unknown): Other { return new Other(); }',
        '}',
        'export async function current(actor: unknown) {',
        '  return Pages.as(actor).currentPage();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ability.ts#Other.currentPage')).toEqual([
      'src/use.ts#current@6 likely type',
    ]);
    expect(callersOf('src/ability.ts#BrowseTheWeb.currentPage')).toEqual([]);
  });
});
