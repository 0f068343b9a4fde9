// A JavaScript or TypeScript module reaches another module's names only through imports: a name it
// neither defines nor imports is a global, not a same-named export of a module it never imported.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('names a module neither defines nor imports', () => {
  it("are globals, not another module's export of that name; a script's functions stay reachable", async () => {
    const callersOf = await callersIn({
      'src/realtime-callbacks.ts':
        'export function setTimeout(run: () => void, ms: number) { return ms; }\n',
      'src/http.ts': [
        "import { setTimeout } from './realtime-callbacks';",
        'export function retry() { setTimeout(() => undefined, 1); }',
      ].join('\n'),
      'src/utils.ts':
        'export function sleep(ms: number) { return new Promise((done) => setTimeout(done, ms)); }\n',
      'static/legacy.js': 'function render(item) { return item; }\n',
      'src/page.ts': 'export function page(item: string) { return render(item); }\n',
    });
    expect(callersOf('src/realtime-callbacks.ts#setTimeout')).toEqual([
      'src/http.ts#retry@2 certain import',
    ]);
    expect(callersOf('static/legacy.js#render')).toEqual(['src/page.ts#page@1 possible name']);
  });

  it('still reach a function of their own file declared beside an interface of its name', async () => {
    const callersOf = await callersIn({
      'src/schema.ts': [
        'export interface Exit<A> { readonly value: A }',
        'export const Exit = <A>(value: A): Exit<A> => ({ value });',
        'export function exitSchema() { return Exit(1); }',
      ].join('\n'),
    });
    expect(callersOf('src/schema.ts#Exit@2')).toEqual(['src/schema.ts#exitSchema@3 possible name']);
  });
});
