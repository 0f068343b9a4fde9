// Object literals in an array literal whose type is written (`return [{ load() {…} }]` from a
// function written to return `ReadonlyArray<Language>`, `const specs: Spec[] = [{…}]`) are values
// of its element type: a call through that type reaches their methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('object literals in an array of a written type', () => {
  it('implement its element type, returned or held', async () => {
    const callersOf = await callersIn({
      'src/language.ts': [
        'export interface Language {',
        '  name: string;',
        '  readonly load?: () => Promise<string>;',
        '}',
        'export interface Theme { apply(): void }',
        'export function defaultLanguages(): ReadonlyArray<Language> {',
        '  return [',
        "    { name: 'C', async load() { return 'c'; } },",
        "    { name: 'Python', load() { return Promise.resolve('py'); } },",
        '  ];',
        '}',
        'export const themes: readonly Theme[] = [{ apply() {} }];',
        'export const others = [{ apply() {} }, { load() {} }];',
        'export async function getLanguage(spec: Language) {',
        '  return spec.load!();',
        '}',
        'export function applyAll(all: Theme[]) {',
        '  for (const theme of all) theme.apply();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/language.ts#defaultLanguages.load@8')).toEqual([
      'src/language.ts#getLanguage@14 possible dispatch',
    ]);
    expect(callersOf('src/language.ts#defaultLanguages.load@9')).toEqual([
      'src/language.ts#getLanguage@14 possible dispatch',
    ]);
    expect(callersOf('src/language.ts#apply@12')).toEqual([
      'src/language.ts#applyAll@17 possible dispatch',
    ]);
    // Of no written type: none of them.
    expect(callersOf('src/language.ts#load@13')).toEqual([]);
  });
});
