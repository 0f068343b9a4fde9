// A function written as a parameter's default value, or held by a name written with a function type
// in place, takes its untyped parameters' types from that function type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('functions typed by a function type written in place', () => {
  it("take the types of a parameter's function type as its default, or a variable's", async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        'export class UnionType { hasTypeMember(member: ObjectType) { return member !== undefined; } }',
        'export class ObjectType { implementsInterface(name: string) { return name.length > 0; } }',
        'export class Other { hasTypeMember() { return 1; } implementsInterface() { return 2; } }',
      ].join('\n'),
      'src/subtypes.ts': [
        "import { ObjectType, UnionType } from './types';",
        'export function isDirectSubtype(',
        '  union: UnionType,',
        '  member: ObjectType,',
        '  membershipTester: (union: UnionType, maybeMember: ObjectType) => boolean = (u, m) => u.hasTypeMember(m),',
        '): boolean {',
        '  return membershipTester(union, member);',
        '}',
        'export function implementsAll(types: ObjectType[]) {',
        "  const tester: (type: ObjectType) => boolean = (type) => type.implementsInterface('Node');",
        '  return types.every(tester);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/types.ts#UnionType.hasTypeMember')).toEqual([
      'src/subtypes.ts#isDirectSubtype@2 likely type',
    ]);
    expect(callersOf('src/types.ts#ObjectType.implementsInterface')).toEqual([
      'src/subtypes.ts#implementsAll.tester@10 likely type',
    ]);
    expect(callersOf('src/types.ts#Other.hasTypeMember')).toEqual([]);
    expect(callersOf('src/types.ts#Other.implementsInterface')).toEqual([]);
  });
});
