// A method or function named `using` (`static using(options)`, Serenity/JS's abilities) keeps its
// name: the rewrite that lets the grammar read `using` as a variable leaves declarations of it be.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a method named `using`', () => {
  it('is linked from its calls, static and generic or not, beside `using` as a variable', async () => {
    const callersOf = await callersIn({
      'src/notes.ts': [
        'export class TakeNotes {',
        '  static using<N>(notepad: N): TakeNotes {',
        '    return new TakeNotes();',
        '  }',
        '  using(count: number) {',
        '    return count;',
        '  }',
        '}',
      ].join('\n'),
      'src/actor.ts': [
        "import { TakeNotes } from './notes.js';",
        'export function cast() {',
        '  const notes = TakeNotes.using({});',
        '  notes.using(1);',
        '}',
        'export function names(list: string[]) {',
        '  for (const using of list) console.log(using.length);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/notes.ts#TakeNotes.using@2')).toEqual([
      'src/actor.ts#cast@2 likely import',
    ]);
    expect(callersOf('src/notes.ts#TakeNotes.using@5')).toEqual([
      'src/actor.ts#cast@2 likely type',
    ]);
  });
});
