// A value tested in a condition's test (`o instanceof GroupCondition ? o.optimized() : o`, or by a
// type guard) is of the class tested in the branch the test chooses, as inside an `if`.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const FILES = {
  'src/conditions.ts': [
    'export class GroupCondition {',
    '  optimized(): GroupCondition { return this; }',
    '}',
    'export class FieldCondition {',
    '  optimized(): FieldCondition { return this; }',
    '}',
    'export function isField(value: unknown): value is FieldCondition {',
    '  return value instanceof FieldCondition;',
    '}',
  ].join('\n'),
  'src/predicates.ts': [
    "import { GroupCondition, isField } from './conditions';",
    'export function optimize(o: unknown) {',
    '  return o instanceof GroupCondition ? o.optimized() : o;',
    '}',
    'export function optimizeField(o: unknown) {',
    '  return isField(o) ? o.optimized() : undefined;',
    '}',
  ].join('\n'),
};

describe("a value tested in a condition's test", () => {
  it('is of the class tested in the branch the test chooses', async () => {
    const callersOf = await callersIn(FILES);
    expect(callersOf('src/conditions.ts#GroupCondition.optimized')).toEqual([
      'src/predicates.ts#optimize@2 likely type',
    ]);
    expect(callersOf('src/conditions.ts#FieldCondition.optimized')).toEqual([
      'src/predicates.ts#optimizeField@5 likely type',
    ]);
  });
});
