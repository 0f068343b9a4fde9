// `export { type, view } from './annotations'` exports a function named `type`: the grammar reads
// that name as the `type` keyword of a type-only export, which would lose it and every call made
// through the re-export (`@type('number') x: number` in a class importing it from the index).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a re-exported name `type`', () => {
  it('is re-exported, with the names beside it, however the clause is written', async () => {
    const callersOf = await callersIn({
      'src/annotations.ts': [
        'export function type(kind: unknown) { return (target: object, key: string) => {}; }',
        'export function view() { return (target: object, key: string) => {}; }',
        'export function deprecated() { return (target: object, key: string) => {}; }',
        'export interface Definition { name: string }',
      ].join('\n'),
      'src/index.ts': [
        'export {',
        '  type,',
        '  view,',
        '  deprecated as old, // a comment',
        '  type Definition,',
        "} from './annotations';",
      ].join('\n'),
      'src/state.ts': [
        "import { type, view, old } from './index';",
        'export class Vec3 {',
        "  @type('number') @view() x: number;",
        '  @old() y: number;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/annotations.ts#type')).toEqual(['src/state.ts#Vec3@2 certain import']);
    expect(callersOf('src/annotations.ts#view')).toEqual(['src/state.ts#Vec3@2 certain import']);
    expect(callersOf('src/annotations.ts#deprecated')).toEqual([
      'src/state.ts#Vec3@2 certain import',
    ]);
  });
});
