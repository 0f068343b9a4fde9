// A static factory named as the class it builds (`@aptos-labs/ts-sdk`'s `MoveVector.U8(values)`,
// which maps the values to `new U8(v)`): `new U8` constructs the imported class, as a method is no
// name in scope.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a static factory named as the class it constructs', () => {
  it('constructs the class, not itself', async () => {
    const callersOf = await callersIn({
      'src/primitives.ts': 'export class U8 {\n  constructor(readonly value: number) {}\n}\n',
      'src/structs.ts': [
        "import { U8 } from './primitives';",
        'export class MoveVector<T> {',
        '  constructor(readonly values: T[]) {}',
        '  static U8(values: number[]): MoveVector<U8> {',
        '    return new MoveVector<U8>(values.map((v) => new U8(v)));',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/primitives.ts#U8')).toEqual([
      'src/structs.ts#MoveVector.U8@4 certain import',
    ]);
    expect(callersOf('src/structs.ts#MoveVector.U8')).toEqual([]);
  });
});
