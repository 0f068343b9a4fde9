// A decorator is called with what it decorates: by the decorated method (or class) itself, as the
// call hierarchy counts it, whether written bare (`@bound`, `@ns.bound`) or called (`@make()`).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('decorators', () => {
  it('are calls of the decorated method or class', async () => {
    const callersOf = await callersIn({
      'src/decorators.ts': [
        'export function bound(target: unknown, context: unknown): void {}',
        'export function make() { return (target: unknown, context: unknown) => {}; }',
        'export const checks = { detached(target: unknown, context: unknown): void {} };',
      ].join('\n'),
      'src/handle.ts': [
        "import { bound, checks, make } from './decorators.js';",
        '@bound',
        'export class Handle {',
        '  @bound',
        '  click(): void {}',
        '  @make()',
        '  hover(): void {}',
        '  @checks.detached',
        '  focus(): void {}',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/decorators.ts#bound')).toEqual([
      'src/handle.ts#Handle.click@5 certain import',
      'src/handle.ts#Handle@3 certain import',
    ]);
    expect(callersOf('src/decorators.ts#make')).toEqual([
      'src/handle.ts#Handle.hover@7 certain import',
    ]);
    expect(callersOf('src/decorators.ts#detached')).toEqual([
      'src/handle.ts#Handle.focus@9 certain import',
    ]);
  });
});
