// A default export wrapping a component (`export default forwardRef(Button)`, `React.memo(Label)`)
// renders that component: `<Button />` of the default import reaches it.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('default exports wrapping a component', () => {
  it('lead a JSX element of the default import to the wrapped component', async () => {
    const callersOf = await callersIn({
      'src/forwardRef.tsx': 'export function forwardRef<T>(render: T): T { return render; }',
      'src/Button.tsx': [
        "import { forwardRef } from './forwardRef';",
        'const Button = (props: { label: string }, ref: unknown) => <button>{props.label}</button>;',
        'export default forwardRef(Button);',
      ].join('\n'),
      'src/Label.tsx': [
        "import * as React from 'react';",
        'function Label() { return <span />; }',
        'export default React.memo(Label);',
      ].join('\n'),
      'src/store.ts': [
        'function reducer(state: number) { return state; }',
        'function createStore(r: (state: number) => number) { return () => r(0); }',
        'export default createStore(reducer);',
      ].join('\n'),
      'src/Bar.tsx': [
        "import Button from './Button';",
        "import Label from './Label';",
        "import store from './store';",
        'export function Bar() {',
        '  store();',
        '  return <div><Button label="a" /><Label /></div>;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/Button.tsx#Button')).toContain('src/Bar.tsx#Bar@4 certain import');
    expect(callersOf('src/Label.tsx#Label')).toContain('src/Bar.tsx#Bar@4 certain import');
    // Not a component: what `createStore(reducer)` returns is no `reducer`.
    expect(callersOf('src/store.ts#reducer')).not.toContain('src/Bar.tsx#Bar@4 certain import');
  });
});
