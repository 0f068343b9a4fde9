// A method's return type written with a type parameter (`get<T extends Shape>(id): T`) or an alias
// of a union of interfaces (`type Element = Node | Edge`): what the caller holds has those types,
// as a binding written with them would — not an unknown value whose `update()` may be anyone's.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const SHAPES = [
  'export interface Methods { update(attr: unknown): void; }',
  'export interface Node extends Methods { id: string; }',
  'export interface Edge extends Methods { source: string; }',
  'export type Element = Node | Edge;',
  'export class Shape { update(attr: unknown) { return attr; } }',
  'export class Extension<T> { update(options: T) { return options; } }',
  'export class Plugin extends Extension<string> { update(options: string) { return options; } }',
  'export class Behavior extends Extension<string> { update(options: string) { return options; } }',
].join('\n');

const CONTROLLER = [
  "import type { Element, Shape } from './shapes';",
  'export class Controller {',
  '  private elements: Record<string, Element> = {};',
  '  private shapes: Record<string, Shape> = {};',
  '  getElement<T extends Element>(id: string): T | undefined { return this.elements[id] as T; }',
  '  getPlain(id: string): Element | undefined { return this.elements[id]; }',
  '  getShape<S extends Shape>(id: string): S { return this.shapes[id] as S; }',
  '}',
].join('\n');

describe('receivers typed by a constrained or aliased return type', () => {
  it("does not dispatch an element's `update()` to the plugins' and behaviours' `update`", async () => {
    const callersOf = await callersIn({
      'src/shapes.ts': SHAPES,
      'src/controller.ts': CONTROLLER,
      'src/use.ts': [
        "import type { Controller } from './controller';",
        'export function redraw(controller: Controller) {',
        '  const element = controller.getElement("a");',
        '  element?.update({});',
        '  const plain = controller.getPlain("b");',
        '  plain?.update({});',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/shapes.ts#Plugin.update')).toEqual([]);
    expect(callersOf('src/shapes.ts#Behavior.update')).toEqual([]);
  });

  it("links a value of a type parameter's constraint to that class's method", async () => {
    const callersOf = await callersIn({
      'src/shapes.ts': SHAPES,
      'src/controller.ts': CONTROLLER,
      'src/use.ts': [
        "import type { Controller } from './controller';",
        'export function resize(controller: Controller) {',
        '  const shape = controller.getShape("a");',
        '  shape.update({});',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/shapes.ts#Shape.update')).toEqual(['src/use.ts#resize@2 likely type']);
    expect(callersOf('src/shapes.ts#Plugin.update')).toEqual([]);
  });
});
