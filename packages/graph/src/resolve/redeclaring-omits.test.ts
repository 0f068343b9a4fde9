// An alias that takes members out of an interface and declares them again with other types
// (`Omit<View, 'load'> & { load(): { raw: Uint8Array } }`) is a type of its own: a class implementing the
// interface does not implement it, so a call through a value of the alias reaches none of that
// class's methods. An `Omit<>` alone keeps its interface's implementations.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const VIEW = [
  'export interface View {',
  '  slot(): number;',
  '  load(bytes: Uint8Array): View;',
  '}',
  "export type NativeView = Omit<View, 'load'> & {",
  '  load(bytes: Uint8Array): { raw: Uint8Array };',
  '};',
  "export type SlimView = Omit<View, 'load'>;",
].join('\n');

describe('an alias redeclaring what its Omit<> takes out', () => {
  it("does not reach the methods of the interface's implementations", async () => {
    const callersOf = await callersIn({
      'src/view.ts': VIEW,
      'src/treeView.ts': [
        "import type { View } from './view.js';",
        'export class TreeView implements View {',
        '  slot(): number { return 0; }',
        '  load(bytes: Uint8Array): View { return this; }',
        '}',
      ].join('\n'),
      'src/wrapper.ts': [
        "import type { NativeView, SlimView, View } from './view.js';",
        'export class Wrapper implements View {',
        '  constructor(readonly binding: NativeView, readonly slim: SlimView) {}',
        '  slot(): number { return this.binding.slot(); }',
        '  load(bytes: Uint8Array): View { return new Wrapper(this.binding.load(bytes), this.slim); }',
        '  slimSlot(): number { return this.slim.slot(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/treeView.ts#TreeView.slot')).toEqual([
      'src/wrapper.ts#Wrapper.slimSlot@6 possible dispatch',
    ]);
    expect(callersOf('src/treeView.ts#TreeView.load')).toEqual([]);
    expect(callersOf('src/wrapper.ts#Wrapper.slot')).toEqual([
      'src/wrapper.ts#Wrapper.slimSlot@6 possible dispatch',
    ]);
  });
});
