// A variable holding a value or, failing it, a new instance (`map.get(key) ?? new Set()`,
// `(segment.manager ??= new Manager())`, fluid's merge tree): either is of the class constructed.
// (A receiver constructed in place, `(obj || new Int()).__init(bb)`: constructed-fallbacks.test.ts.)
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/props.ts': [
    'export class PropertiesManager {',
    '  handle(): void {}',
    '}',
    'export class Marker {',
    '  handle(): void {}',
    '}',
  ].join('\n'),
  'src/segment.ts': [
    "import { PropertiesManager } from './props';",
    'export class Segment {',
    '  manager?: PropertiesManager;',
    '}',
    'export function annotate(segment: Segment) {',
    '  const manager = (segment.manager ??= new PropertiesManager());',
    '  manager.handle();',
    '}',
    'export function adjust(managers: Map<number, PropertiesManager>, seq: number) {',
    '  const manager = managers.get(seq) ?? new PropertiesManager();',
    '  manager.handle();',
    '}',
    'export function orNew(options: { manager?: PropertiesManager }) {',
    '  const manager = options.manager || new PropertiesManager();',
    '  manager.handle();',
    '}',
  ].join('\n'),
};

describe('a variable holding a value or a new instance', () => {
  it('is of the class constructed, assigned in place or not', async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/props.ts#PropertiesManager.handle')).toEqual([
      'src/segment.ts#adjust@9 likely type',
      'src/segment.ts#annotate@5 likely type',
      'src/segment.ts#orNew@13 likely type',
    ]);
    expect(callersOf('src/props.ts#Marker.handle')).toEqual([]);
  });
});

describe('a variable holding a call after a guard', () => {
  it('is what the call returns (`const controller = group.hasController() && group.getController()`)', async () => {
    const callersOf = await callersIn({
      'src/controller.ts': [
        'export interface Controller { toModel(): number; }',
        'export class Visualization implements Controller { toModel() { return 1; } }',
      ].join('\n'),
      'src/element.ts': [
        "import { Controller, Visualization } from './controller';",
        'export class BaseElement {',
        '  toModel() { return 2; }',
        '  hasController() { return true; }',
        '  getController(): Controller { return new Visualization(); }',
        '}',
        'export function collapse(group: BaseElement, ready: boolean) {',
        '  const controller = group.hasController() && group.getController();',
        '  const element = ready && make();',
        '  return controller ? controller.toModel() : element && element.toModel();',
        '}',
        'function make(): BaseElement { return new BaseElement(); }',
      ].join('\n'),
    });
    expect(callersOf('src/controller.ts#Visualization.toModel')).toEqual([
      'src/element.ts#collapse@7 possible dispatch',
    ]);
    expect(callersOf('src/element.ts#BaseElement.toModel')).toEqual([
      'src/element.ts#collapse@7 likely type',
    ]);
  });
});
