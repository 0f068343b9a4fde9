// A variable set on a condition (`const ref = param ? (param as ObjectRef) : new ObjectRef(name)`)
// is what its branches construct or assert: a call on it reaches their classes' methods.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('variables set on a condition', () => {
  it('are the classes their branches construct or assert', async () => {
    const callersOf = await callersIn({
      'src/refs.ts': [
        'export class ObjectRef { onField() { return 1; } }',
        'export class InputRef extends ObjectRef { onField() { return 2; } }',
        'export class OtherRef { onField() { return 3; } }',
      ].join('\n'),
      'src/builder.ts': [
        "import { InputRef, ObjectRef } from './refs.js';",
        'export function objectType(param: unknown, name: string) {',
        '  const ref = param ? (param as ObjectRef) : new ObjectRef();',
        '  ref.onField();',
        '}',
        'export function eitherType(input: boolean) {',
        '  const ref = input ? new InputRef() : new ObjectRef();',
        '  ref.onField();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/refs.ts#ObjectRef.onField')).toEqual([
      'src/builder.ts#eitherType@6 likely type',
      'src/builder.ts#objectType@2 likely type',
    ]);
    expect(callersOf('src/refs.ts#InputRef.onField')).toEqual([
      'src/builder.ts#eitherType@6 likely type',
    ]);
    expect(callersOf('src/refs.ts#OtherRef.onField')).toEqual([]);
  });
});
