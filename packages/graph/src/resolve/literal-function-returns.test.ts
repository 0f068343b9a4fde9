// A module's object literal of functions (`export const GestureObjects = { Native: () => new
// NativeGesture() }`): a chain through one of them (`Gesture.Native().onStart(…)`) calls the
// methods of what it returns, as its written return type or the class it constructs says.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const GESTURES = [
  'export class Gesture {',
  '  enabled(on: boolean): this { return this; }',
  '  onStart(f: () => void): this { return this; }',
  '}',
  'export class NativeGesture extends Gesture {',
  '  shouldActivate(on: boolean): this { return this; }',
  '}',
].join('\n');

describe("functions of a module's object literal", () => {
  it('return what they construct or their written type says, through an import or in the module', async () => {
    const callersOf = await callersIn({
      'src/gesture.ts': GESTURES,
      'src/objects.ts': [
        "import { Gesture, NativeGesture } from './gesture';",
        'export const GestureObjects = {',
        '  Native: () => { return new NativeGesture(); },',
        '  Typed: (): NativeGesture => make(),',
        '  Plain() { return new Gesture(); },',
        '};',
        'function make(): NativeGesture { return new NativeGesture(); }',
        'export function local() { GestureObjects.Native().shouldActivate(true); }',
      ].join('\n'),
      'src/use.ts': [
        "import { GestureObjects as G } from './objects';",
        'export function a() { G.Native().onStart(() => {}).shouldActivate(true); }',
        'export function b() { G.Typed().enabled(false); }',
        'export function c() { const g = G.Plain(); g.enabled(true); }',
      ].join('\n'),
    });
    expect(callersOf('src/gesture.ts#Gesture.onStart')).toEqual(['src/use.ts#a@2 likely type']);
    expect(callersOf('src/gesture.ts#NativeGesture.shouldActivate')).toEqual([
      'src/objects.ts#local@8 likely type',
      'src/use.ts#a@2 likely type',
    ]);
    expect(callersOf('src/gesture.ts#Gesture.enabled')).toEqual([
      'src/use.ts#b@3 likely type',
      'src/use.ts#c@4 likely type',
    ]);
  });

  it('are told apart by their object, and say nothing where they return what is not known', async () => {
    const callersOf = await callersIn({
      'src/gesture.ts': GESTURES,
      'src/objects.ts': [
        "import { Gesture, NativeGesture } from './gesture';",
        'declare function unknown(): any;',
        'export const Plain = { make: () => new Gesture(), other: () => unknown() };',
        'export const Native = { make: (name?: string) => new NativeGesture() };',
      ].join('\n'),
      'src/use.ts': [
        "import { Native, Plain } from './objects';",
        'export function a() { Native.make("n").shouldActivate(true); }',
        'export function b() { Plain.make().enabled(true); }',
        'export function c() { Plain.other().shouldActivate(true); }',
      ].join('\n'),
    });
    expect(callersOf('src/gesture.ts#NativeGesture.shouldActivate')).toEqual([
      'src/use.ts#a@2 likely type',
    ]);
    expect(callersOf('src/gesture.ts#Gesture.enabled')).toEqual(['src/use.ts#b@3 likely type']);
  });
});
