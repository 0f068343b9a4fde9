// A module's default export may spread other objects into it (`export default { ...base,
// fromJSON }` with `import * as base from './base'`, or a module-level object of its imports):
// `import Ast from './ast'; Ast.isAst(v)` calls the function the spread module exports.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a default-exported object spreading others', () => {
  it('passes on the members of a spread namespace, module-level object or default object', async () => {
    const callersOf = await callersIn({
      'src/ast/base.ts': [
        'export function isAst(value: unknown): boolean { return value !== null; }',
        'export function isFunction(value: unknown): boolean { return typeof value === "function"; }',
      ].join('\n'),
      'src/ast/node.ts': 'export default class Node { walk() { return []; } }',
      'src/ast/extra.ts': [
        'function clone<T>(value: T): T { return value; }',
        'export default { clone };',
      ].join('\n'),
      'src/ast/index.ts': [
        "import Node from './node';",
        "import * as base from './base';",
        "import extra from './extra';",
        'const AstTypes = { Node };',
        'function fromJSON(text: string): unknown { return JSON.parse(text); }',
        'export default { ...AstTypes, ...base, ...extra, fromJSON };',
      ].join('\n'),
      'src/validate.ts': [
        "import Ast from './ast';",
        'export function validate(value: unknown) {',
        '  if (Ast.isAst(value) && !Ast.isFunction(value)) return Ast.clone(value);',
        '  return Ast.fromJSON(String(value));',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/ast/base.ts#isAst')).toEqual([
      'src/validate.ts#validate@2 certain import',
    ]);
    expect(callersOf('src/ast/base.ts#isFunction')).toEqual([
      'src/validate.ts#validate@2 certain import',
    ]);
    expect(callersOf('src/ast/extra.ts#clone')).toEqual([
      'file:src/ast/extra.ts certain same_file',
      'src/validate.ts#validate@2 certain import',
    ]);
  });
});
