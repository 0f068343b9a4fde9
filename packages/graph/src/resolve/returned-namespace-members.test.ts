// A visitor returning a class or a function of a namespace import (`public visitInt() { return
// type.Int; }`, `() => parsers.json`) names it as a value, as returning an imported name does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('members of a namespace returned', () => {
  it('are named as values by the function returning them', async () => {
    const callersOf = await callersIn({
      'src/type.ts':
        'export class Int { bits = 32; }\nexport function json(text: string) { return text; }',
      'src/typector.ts': [
        "import * as type from './type.js';",
        'export class GetTypeConstructor {',
        '  visitInt() { return type.Int; }',
        '}',
        'export const parser = () => type.json;',
      ].join('\n'),
    });
    expect(callersOf('src/type.ts#Int')).toEqual([
      'src/typector.ts#GetTypeConstructor.visitInt@3 certain import',
    ]);
    expect(callersOf('src/type.ts#json')).toEqual(['src/typector.ts#parser@5 certain import']);
  });
});
