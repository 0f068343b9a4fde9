// A module exporting a function whose name a callback also gives a function it assigns (`inst.array
// = () => array(inst)` in a constructor's callback beside `export function array()`, as zod v4
// does): an importer's `z.array()` calls the module's function.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('an exported function named like a function a body assigns', () => {
  it("is the module's own function an importer calls", async () => {
    const callersOf = await callersIn({
      'src/schemas.ts': [
        'type Init = (inst: Record<string, unknown>) => void;',
        'declare function constructor(name: string, init: Init): unknown;',
        "export const ZodType = constructor('ZodType', (inst) => {",
        '  inst.array = () => array(inst);',
        '});',
        'export function array(element: unknown) {',
        '  return [element];',
        '}',
      ].join('\n'),
      'src/use.ts': [
        "import * as z from './schemas.js';",
        'export function list() { return z.array(1); }',
      ].join('\n'),
    });
    expect(callersOf('src/schemas.ts#array@6')).toEqual(['src/use.ts#list@2 certain import']);
  });
});
