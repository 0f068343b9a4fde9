// React's `useMemo(() => value, deps)` returns its callback's value: a variable holding it is typed
// as that value is, constructed (`useMemo(() => new StateMachine(), [])`) or returned by a chain.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("a value memoized with React's useMemo", () => {
  it('is what its callback returns, constructed or called', async () => {
    const callersOf = await callersIn({
      'src/machine.ts': [
        'export class StateMachine {',
        '  reset(): void {}',
        '  make(): Gesture { return new Gesture(); }',
        '}',
        'export class Gesture {',
        '  runOnJS(on: boolean): this { return this; }',
        '  reset(): void {}',
        '}',
      ].join('\n'),
      'src/use.tsx': [
        "import React, { useMemo } from 'react';",
        "import { StateMachine } from './machine';",
        'export function Pressable() {',
        '  const machine = useMemo(() => new StateMachine(), []);',
        '  const gesture = React.useMemo(() => {',
        '    return machine.make().runOnJS(true);',
        '  }, [machine]);',
        '  machine.reset();',
        '  return <div onClick={() => gesture.reset()} />;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/machine.ts#StateMachine.reset')).toEqual([
      'src/use.tsx#Pressable@3 likely type',
    ]);
    expect(callersOf('src/machine.ts#Gesture.reset')).toEqual([
      'src/use.tsx#Pressable@3 likely type',
    ]);
  });
});
