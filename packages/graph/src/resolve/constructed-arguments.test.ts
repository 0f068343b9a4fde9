// A generic function returning an instance of the class it is passed (`getComponent<T>(go, type:
// Constructor<T>): T`): what it returns is of that class, not any of T's constraint.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const COMPONENTS = [
  'export type Constructor<T> = abstract new (...args: any[]) => T;',
  'export interface IComponent { onEnable(): void; }',
  'export class RectTransform implements IComponent { onEnable() {} }',
  'export class Text implements IComponent { onEnable() {} }',
  'export class GameObject {',
  '  static getComponent<T extends IComponent>(go: object, type: Constructor<T> | null): T | null {',
  '    return null;',
  '  }',
  '  static addComponent<T extends IComponent>(go: object, type: new () => T): T {',
  '    return new type();',
  '  }',
  '  find<T extends IComponent>(type: Constructor<T>): T | undefined { return undefined; }',
  '}',
].join('\n');

describe('a generic function returning an instance of the class passed', () => {
  it('returns one of that class, held or chained, of a static or an instance method', async () => {
    const callersOf = await callersIn({
      'src/components.ts': COMPONENTS,
      'src/export.ts': [
        "import { GameObject, RectTransform, Text } from './components.js';",
        'export function exportCanvas(object: object, root: GameObject) {',
        '  const rt = GameObject.getComponent(object, RectTransform);',
        '  rt?.onEnable();',
        '  GameObject.addComponent(object, Text).onEnable();',
        '}',
        'export function found(root: GameObject) {',
        '  root.find(Text)?.onEnable();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/components.ts#RectTransform.onEnable')).toEqual([
      'src/export.ts#exportCanvas@2 likely type',
    ]);
    expect(callersOf('src/components.ts#Text.onEnable')).toEqual([
      'src/export.ts#exportCanvas@2 likely type',
      'src/export.ts#found@7 likely type',
    ]);
  });

  it("is its constraint's when passed no class by name", async () => {
    const callersOf = await callersIn({
      'src/components.ts': COMPONENTS,
      'src/export.ts': [
        "import { GameObject, type Constructor, type IComponent } from './components.js';",
        'export function enable(object: object, type: Constructor<IComponent>) {',
        '  GameObject.getComponent(object, type)?.onEnable();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/components.ts#Text.onEnable')).toEqual([
      'src/export.ts#enable@2 possible dispatch',
    ]);
  });

  it("is so through an interface's method signature", async () => {
    const callersOf = await callersIn({
      'src/abilities.ts': [
        'export type AbilityType<A extends Ability> = abstract new (...args: any[]) => A;',
        'export abstract class Ability { abstract open(): void; }',
        'export class BrowseTheWeb extends Ability { open() {} }',
        'export class CallAnApi extends Ability { open() {} }',
        'export interface UsesAbilities {',
        '  abilityTo<T extends Ability>(doSomething: AbilityType<T>): T;',
        '}',
      ].join('\n'),
      'src/use.ts': [
        "import { BrowseTheWeb, type UsesAbilities } from './abilities.js';",
        'export function open(actor: UsesAbilities) {',
        '  actor.abilityTo(BrowseTheWeb).open();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/abilities.ts#BrowseTheWeb.open')).toEqual([
      'src/use.ts#open@2 likely type',
    ]);
    expect(callersOf('src/abilities.ts#CallAnApi.open')).toEqual([]);
  });
});
