// A class declared in a block is visible in that block only: a polyfill's `if (!PointerEvent) {
// class PointerEvent extends MouseEvent {} … }` is no `new PointerEvent()` further down the
// module, which constructs the platform's — not even as the last resort of a same-named guess.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a class declared in a block', () => {
  it('is named within the block only', async () => {
    const callersOf = await callersIn({
      'src/common.ts': [
        'if (!globalThis.PointerEvent) {',
        '  class PointerEvent extends MouseEvent {}',
        '  globalThis.PointerEvent = PointerEvent as any;',
        '}',
        'export function simulate(element: EventTarget, type: string) {',
        '  element.dispatchEvent(new PointerEvent(type));',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/common.ts#PointerEvent')).toEqual([
      'file:src/common.ts certain same_file',
    ]);
  });
});
