// A class or generic function passed with type arguments (`getAPIList(path, Page<Model>)`, an
// instantiation expression): what passes it depends on it, as on one passed by its name alone.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('values passed with type arguments', () => {
  it('links a class or function passed as `Page<Model>`, not a type argument or a comparison', async () => {
    const callersOf = await callersIn({
      'src/pagination.ts': [
        'export class Page<Item> { constructor(readonly items: Item[]) {} }',
        'export class Model {}',
        'export function parse<T>(text: string): T { return JSON.parse(text) as T; }',
      ].join('\n'),
      'src/models.ts': [
        "import { Model, Page, parse } from './pagination.js';",
        'declare function getAPIList(path: string, page: unknown, read?: unknown): unknown;',
        "export function list() { return getAPIList('/models', Page<Model>, parse<Model>); }",
        'export function smaller(a: number, b: number) { return a < b; }',
      ].join('\n'),
    });
    expect(callersOf('src/pagination.ts#Page')).toEqual(['src/models.ts#list@3 certain import']);
    expect(callersOf('src/pagination.ts#parse')).toEqual(['src/models.ts#list@3 certain import']);
    expect(callersOf('src/pagination.ts#Model')).toEqual([]);
  });
});
