// A field of a library's value holds a library's value: `view.state.selection.eq(sel)` with
// `state: EditorState` imported from a package calls the library's `eq`, not the repository's
// `eq`s that an interface of its own promises (prosemirror-view's decoration types).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("fields of a library's values", () => {
  it('are not dispatched to the repository by name', async () => {
    const callersOf = await callersIn({
      'src/decoration.ts': [
        'export interface DecorationType { eq(other: DecorationType): boolean }',
        'export class WidgetType implements DecorationType {',
        '  eq(other: DecorationType) { return other === this; }',
        '}',
      ].join('\n'),
      'src/view.ts': [
        "import { EditorState } from 'prosemirror-state';",
        "import type { DecorationType } from './decoration';",
        'export class EditorView {',
        '  state: EditorState;',
        '  decoration: DecorationType;',
        '  constructor(state: EditorState, decoration: DecorationType) {',
        '    this.state = state;',
        '    this.decoration = decoration;',
        '  }',
        '}',
        'export function update(view: EditorView, other: DecorationType) {',
        '  if (view.state.selection.eq(other)) return true;',
        '  return view.decoration.eq(other);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/decoration.ts#WidgetType.eq')).toEqual([
      'src/view.ts#update@11 possible dispatch',
    ]);
  });
});
