// A function assigned to a property (`handlers.mousedown = (view) => …`) or held in a `let` or
// `var` is no caller of its own, as the language service counts callers: its calls are the code's
// around it (the module's at the top level, the enclosing function's inside one). A function held
// in a `const` or a class field, or a named function or generator expression, is a caller.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('functions held without a declaration of their own', () => {
  it("leave their calls to the code around them; a const's function keeps its own", async () => {
    const callersOf = await callersIn({
      'src/composition.ts': [
        'export function endComposition() { return 1; }',
        'export function setOrigin() { return 2; }',
        'export function flush() { return 3; }',
        'export function deflt() { return 4; }',
        'export function isMock() { return 5; }',
        'export function parseSync() { return 6; }',
      ].join('\n'),
      'src/input.ts': [
        "import { deflt, endComposition, flush, isMock, parseSync, setOrigin } from './composition';",
        'const handlers: Record<string, (view: unknown) => void> = {};',
        'handlers.mousedown = (view) => { endComposition(); };',
        'export let has = () => setOrigin();',
        'var legacy = function () { return flush(); };',
        'export const kept = () => flush();',
        'export function readChange() {',
        '  let make = () => deflt();',
        '  return make();',
        '}',
        'export class Input { onKey = () => setOrigin(); }',
        'handlers.reset = function reset() { return isMock(); };',
        'export const NullLoader = {',
        '  parseInBatches: async function* generator(batches: number[]) { yield parseSync(); },',
        '};',
        'export const items = function* listItems() { yield deflt(); };',
      ].join('\n'),
    });
    expect(callersOf('src/composition.ts#endComposition')).toEqual([
      'file:src/input.ts certain import',
    ]);
    expect(callersOf('src/composition.ts#setOrigin')).toEqual([
      'file:src/input.ts certain import',
      'src/input.ts#Input.onKey@11 certain import',
    ]);
    expect(callersOf('src/composition.ts#flush')).toEqual([
      'file:src/input.ts certain import',
      'src/input.ts#kept@6 certain import',
    ]);
    expect(callersOf('src/composition.ts#deflt')).toEqual([
      'src/input.ts#items@16 certain import',
      'src/input.ts#readChange@7 certain import',
    ]);
    expect(callersOf('src/composition.ts#isMock')).toEqual([
      'src/input.ts#reset@12 certain import',
    ]);
    // A named generator function expression too.
    expect(callersOf('src/composition.ts#parseSync')).toEqual([
      'src/input.ts#generator@14 certain import',
    ]);
  });
});
