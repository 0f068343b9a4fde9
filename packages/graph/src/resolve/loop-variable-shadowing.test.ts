// A loop's variable (`for (const match of matchers)`) is a local: inside the loop, its name is not
// the module's function or the import of that name, whether it is called or read as a value.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('loop variables', () => {
  it('shadow functions and imports of their name inside the loop', async () => {
    const callersOf = await callersIn({
      'src/render.ts': 'export function render(text: string) { return text; }',
      'src/match.ts': [
        "import { render } from './render';",
        'export type Matcher = { enc: string; ctype?: string };',
        'export function match(...matchers: Matcher[]) {',
        '  return async function matchFunc(response: string) {',
        '    let matcher: Matcher | undefined;',
        '    for (const match of matchers) {',
        '      const ct = "ctype" in match ? match.ctype : match.enc;',
        '      if (ct === response) matcher = match;',
        '    }',
        '    return matcher;',
        '  };',
        '}',
        'export function renderAll(renderers: Array<(text: string) => string>, keys: object) {',
        '  for (const render of renderers) render("a");',
        '  for (let match in keys) console.log(match);',
        '  return render("b");',
        '}',
        'export const matchAll = (matchers: Matcher[]) => match(...matchers);',
      ].join('\n'),
    });
    expect(callersOf('src/match.ts#match')).toEqual(['src/match.ts#matchAll@18 certain same_file']);
    expect(callersOf('src/render.ts#render')).toEqual(['src/match.ts#renderAll@13 certain import']);
  });
});
