// A method tested before it is called (`if (comp.onPointerEnter)`, `typeof c.m === 'function'`):
// the function testing it depends on it, as TypeScript's call hierarchy counts such a read.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const HANDLERS = [
  'export interface IPointerEnterHandler { onPointerEnter?(id: number): void; }',
  'export interface IPointerExitHandler { onPointerExit?(id: number): void; }',
  'export interface IPointerEventHandler extends IPointerEnterHandler, IPointerExitHandler {}',
].join('\n');

const BUTTON = [
  "import type { IPointerEventHandler } from './handlers.js';",
  'export class Button implements IPointerEventHandler {',
  '  enabled = true;',
  "  kind() { return 'button'; }",
  '  onPointerEnter(id: number) { return id; }',
  '  onPointerExit(id: number) { return id; }',
  '}',
].join('\n');

describe('a method read off a written receiver to test it', () => {
  it('is a dependency of the function testing it, through the interfaces it extends', async () => {
    const callersOf = await callersIn({
      'src/handlers.ts': HANDLERS,
      'src/button.ts': BUTTON,
      'src/events.ts': [
        "import type { IPointerEventHandler } from './handlers.js';",
        'export function listens(comp: object) {',
        '  const handler = comp as IPointerEventHandler;',
        '  return Boolean(handler.onPointerEnter || handler.onPointerExit);',
        '}',
        'export function entered(comp: IPointerEventHandler) {',
        '  if (comp.onPointerEnter) return true;',
        '  return false;',
        '}',
        'export function exitsOnTouch(comp: IPointerEventHandler, touch: boolean) {',
        '  if (comp.onPointerExit && touch) return true;',
        '  return typeof comp.onPointerEnter === "function";',
        '}',
        'export function exits(comp: IPointerEventHandler) {',
        '  return comp.onPointerExit !== undefined;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/button.ts#Button.onPointerEnter')).toEqual([
      'src/events.ts#entered@6 possible dispatch',
      'src/events.ts#exitsOnTouch@10 possible dispatch',
      'src/events.ts#listens@2 possible dispatch',
    ]);
    expect(callersOf('src/button.ts#Button.onPointerExit')).toEqual([
      'src/events.ts#exits@14 possible dispatch',
      'src/events.ts#exitsOnTouch@10 possible dispatch',
      'src/events.ts#listens@2 possible dispatch',
    ]);
  });

  it('links no field tested so, nor a method compared with a value or read off an unknown type', async () => {
    const callersOf = await callersIn({
      'src/handlers.ts': HANDLERS,
      'src/button.ts': BUTTON,
      'src/events.ts': [
        "import type { Button } from './button.js';",
        'export function enabled(button: Button, other: { onPointerEnter?: () => void }) {',
        '  if (button.enabled) return true;',
        "  if (button.kind === 'button') return true;",
        '  return !other.onPointerEnter;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/button.ts#Button.onPointerEnter')).toEqual([]);
    expect(callersOf('src/button.ts#Button.enabled')).toEqual([]);
    expect(callersOf('src/button.ts#Button.kind')).toEqual([]);
  });
});
