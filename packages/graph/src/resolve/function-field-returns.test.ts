// `const ast = this.f()` with `f` a field written with a function type (`readonly f: () => AST`):
// the variable holds what that function type returns.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('variables holding a call of a function-typed field', () => {
  it('are typed by the function type’s return type', async () => {
    const callersOf = await callersIn({
      'src/ast.ts': [
        'export class Node { toJSON() { return {}; } }',
        'export class Other { toJSON() { return []; } }',
        'export class Suspend {',
        '  constructor(readonly f: () => Node) {}',
        '  toJSON() {',
        '    const ast = this.f();',
        '    return ast.toJSON();',
        '  }',
        '}',
        'export class Lazy {',
        '  private make: (name: Other) => Node = () => new Node();',
        '  show(other: Other) {',
        '    const made = this.make(other);',
        '    return made.toJSON();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ast.ts#Node.toJSON')).toEqual([
      'src/ast.ts#Lazy.show@12 likely type',
      'src/ast.ts#Suspend.toJSON@5 likely type',
    ]);
    expect(callersOf('src/ast.ts#Other.toJSON')).toEqual([]);
  });
});
