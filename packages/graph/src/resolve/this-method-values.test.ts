// Methods read off `this` as values (`graph.on('down', this.onPointerDown)`, `{ onClick:
// this.handle }`): the method passing or holding one depends on it, and on the overrides a
// subclass's instance would hand over instead.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('methods read off `this` as values', () => {
  it('links a method passed, held or returned to it and its overrides, not a write, a field or `this.constructor`', async () => {
    const callersOf = await callersIn({
      'src/select.ts': [
        'type Bus = { on(event: string, handler: unknown): void };',
        'export class BrushSelect {',
        '  count = 0;',
        '  bind(bus: Bus) {',
        "    bus.on('down', this.onPointerDown);",
        '    const keep = { up: this.onPointerUp, count: this.count };',
        '    return [keep, this.constructor];',
        '  }',
        '  reset() {',
        '    this.onPointerUp = () => undefined;',
        '  }',
        '  protected onPointerDown(event: string) { return event; }',
        '  protected onPointerUp() { return 1; }',
        '}',
        'export class LassoSelect extends BrushSelect {',
        '  protected onPointerDown(event: string) { return `${event}!`; }',
        '}',
        'export class Unrelated { onPointerDown() { return 2; } onPointerUp() { return 3; } }',
      ].join('\n'),
    });
    expect(callersOf('src/select.ts#BrushSelect.onPointerDown')).toEqual([
      'src/select.ts#BrushSelect.bind@4 certain this',
    ]);
    expect(callersOf('src/select.ts#LassoSelect.onPointerDown')).toEqual([
      'src/select.ts#BrushSelect.bind@4 likely this',
    ]);
    // Written in `reset`, read in `bind` only.
    expect(callersOf('src/select.ts#BrushSelect.onPointerUp')).toEqual([
      'src/select.ts#BrushSelect.bind@4 certain this',
    ]);
    expect(callersOf('src/select.ts#Unrelated.onPointerDown')).toEqual([]);
    expect(callersOf('src/select.ts#Unrelated.onPointerUp')).toEqual([]);
    expect(callersOf('src/select.ts#BrushSelect')).toEqual([]);
  });

  it("does not take a subclass's static method for an instance's field of its name", async () => {
    const callersOf = await callersIn({
      'src/state.ts': [
        'export class StateNode {',
        '  children?: Record<string, StateNode>;',
        '  current(id: string) {',
        '    return this.children?.[id];',
        '  }',
        '  static create() { return this.build(); }',
        '  static build() { return new StateNode(); }',
        '}',
        'export class RootState extends StateNode {',
        '  static children() { return [StateNode]; }',
        '  build() { return 1; }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/state.ts#RootState.children')).toEqual([]);
    // A static method's `this` is its class: its static `build`, not an instance's.
    expect(callersOf('src/state.ts#StateNode.build')).toEqual([
      'src/state.ts#StateNode.create@6 certain this',
    ]);
    expect(callersOf('src/state.ts#RootState.build')).toEqual([]);
  });
});
