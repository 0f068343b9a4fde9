// A class extending a class imported under another name (`import AjvCore from './core.js'`):
// its `this.` and `super.` calls reach the class declared there, and that class's `this.` calls
// reach its overrides.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const CORE = [
  'export default class Ajv {',
  '  constructor() { this.addVocabularies(); }',
  '  addKeyword(keyword: string) { return keyword; }',
  '  addVocabularies() { return 0; }',
  '}',
].join('\n');

describe('a superclass imported under another name', () => {
  it('is the class declared there, for this., super. and overrides', async () => {
    const callersOf = await callersIn({
      'src/core.ts': CORE,
      'src/2019.ts': [
        "import AjvCore from './core.js';",
        'export class Ajv2019 extends AjvCore {',
        '  addVocabularies() {',
        '    super.addVocabularies();',
        '    this.addKeyword("discriminator");',
        '    return 1;',
        '  }',
        '}',
      ].join('\n'),
      'src/ajv.ts': [
        "import AjvCore from './core.js';",
        'export class Ajv extends AjvCore {',
        '  addVocabularies() { return super.addVocabularies(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/core.ts#Ajv.addKeyword')).toEqual([
      'src/2019.ts#Ajv2019.addVocabularies@3 certain this',
    ]);
    expect(callersOf('src/core.ts#Ajv.addVocabularies')).toEqual([
      'src/2019.ts#Ajv2019.addVocabularies@3 certain this',
      'src/ajv.ts#Ajv.addVocabularies@3 certain this',
      'src/core.ts#Ajv.constructor@2 certain this',
    ]);
    // The superclass's template call reaches every subclass's override.
    expect(callersOf('src/2019.ts#Ajv2019.addVocabularies')).toEqual([
      'src/core.ts#Ajv.constructor@2 likely this',
    ]);
    expect(callersOf('src/ajv.ts#Ajv.addVocabularies')).toEqual([
      'src/core.ts#Ajv.constructor@2 likely this',
    ]);
  });

  it('is the class an export renames (`export { Component as Behaviour }`), imported by that name', async () => {
    const callersOf = await callersIn({
      'src/component.ts': [
        'export class Component {',
        '  onEnable(): void {}',
        '  awake(): void {}',
        '  enable(): void { this.onEnable(); }',
        '}',
        'export { Component as Behaviour };',
      ].join('\n'),
      'src/light.ts': [
        "import { Behaviour } from './component.js';",
        'export class Light extends Behaviour {',
        '  override onEnable(): void {}',
        '  override awake(): void { super.awake(); }',
        '  start(): void { this.onEnable(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/light.ts#Light.onEnable')).toEqual([
      'src/component.ts#Component.enable@4 likely this',
      'src/light.ts#Light.start@5 certain this',
    ]);
    expect(callersOf('src/component.ts#Component.awake')).toEqual([
      'src/light.ts#Light.awake@4 certain this',
    ]);
  });

  it('implements what that class implements, beside what its own clause names', async () => {
    const callersOf = await callersIn({
      'src/handlers.ts': [
        'export interface IPointerEnterHandler { onPointerEnter?(id: number): void; }',
        'export interface IPointerClickHandler { onPointerClick?(id: number): void; }',
        'export interface IPointerEventHandler extends IPointerEnterHandler, IPointerClickHandler {}',
      ].join('\n'),
      'src/component.ts': [
        "import type { IPointerEventHandler } from './handlers.js';",
        'export abstract class Component implements Partial<IPointerEventHandler> {',
        '  onPointerEnter?(id: number): void;',
        '}',
        'export { Component as Behaviour };',
      ].join('\n'),
      'src/button.ts': [
        "import { Behaviour } from './component.js';",
        "import type { IPointerClickHandler } from './handlers.js';",
        'export class Button extends Behaviour implements IPointerClickHandler {',
        '  onPointerEnter(id: number) { return id; }',
        '  onPointerClick(id: number) { return id; }',
        '}',
      ].join('\n'),
      'src/events.ts': [
        "import type { IPointerEventHandler } from './handlers.js';",
        'export function enter(handler: IPointerEventHandler, id: number) {',
        '  handler.onPointerEnter?.(id);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/button.ts#Button.onPointerEnter')).toEqual([
      'src/events.ts#enter@2 possible dispatch',
    ]);
  });
});
