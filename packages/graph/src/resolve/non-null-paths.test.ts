// A non-null assertion inside a receiver's path (`canvas!.document.getPosition()`, `c!.frag.m()`,
// `view.parent!.canvas!.document.m()`) leaves each value's type as written, as `?.` does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('receivers with a non-null assertion in their path', () => {
  it('are typed through it', async () => {
    const callersOf = await callersIn({
      'src/view.ts': [
        'export class Doc { getPosition() { return 1; } }',
        'export class Canvas { document: Doc = new Doc(); }',
        'export class Other { getPosition() { return 2; } }',
        'export class View {',
        '  canvas?: Canvas;',
        '  parent: View | null = null;',
        '  parameter(canvas?: Canvas) { return canvas!.document.getPosition(); }',
        '  variable() { const canvas = this.canvas; return canvas!.document.getPosition(); }',
        '  twice(canvas?: Canvas) { return canvas!.document!.getPosition(); }',
        '  deep(view: View) { return view.parent!.canvas!.document.getPosition(); }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/view.ts#Doc.getPosition')).toEqual([
      'src/view.ts#View.deep@10 likely type',
      'src/view.ts#View.parameter@7 likely type',
      'src/view.ts#View.twice@9 likely type',
      'src/view.ts#View.variable@8 likely type',
    ]);
    expect(callersOf('src/view.ts#Other.getPosition')).toEqual([]);
  });
});
