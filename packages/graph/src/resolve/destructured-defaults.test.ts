// A name destructured with a default (`const { storage = noopStorage } = parameters`) holds the
// type written for the field, as it does without one: the default is a value of that type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('names destructured with a default', () => {
  it('are typed by the field, out of a variable or what a call returns', async () => {
    const callersOf = await callersIn({
      'src/store.ts': [
        'export class Store { save(): void {} }',
        'export class Draft { save(): void {} }',
        'export type Options = { store?: Store; name?: string };',
        'const fallback = new Store();',
        'export function open(options: Options) {',
        '  const { store = fallback, name = "x" } = options;',
        '  store.save();',
        '}',
        'function loadOptions(): Options { return {}; }',
        'export function reopen() {',
        '  const { store = fallback } = loadOptions();',
        '  store.save();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/store.ts#Store.save')).toEqual([
      'src/store.ts#open@5 likely type',
      'src/store.ts#reopen@10 likely type',
    ]);
    expect(callersOf('src/store.ts#Draft.save')).toEqual([]);
  });
});
