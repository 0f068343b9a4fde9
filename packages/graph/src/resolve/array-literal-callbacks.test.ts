// A function written as a property of an object literal that is an element of an array (`args: [{
// type: (schema) => schema.stringType() }]`) takes its parameters' types from the array's element
// type: one written for the array, or a field of the callee's parameter written as an object type.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("callbacks in the literals of an array take the element type's parameters", () => {
  it('through a parameter written as an object type, an array parameter, a variable and a return type', async () => {
    const callersOf = await callersIn({
      'src/definitions.ts': [
        'export class Schema { stringType() { return 1; } booleanType() { return 2; } intType() { return 3; } }',
        'export class Other { stringType() { return 4; } booleanType() { return 5; } intType() { return 6; } }',
      ].join('\n'),
      'src/specification.ts': [
        "import { Schema } from './definitions';",
        'export type ArgumentSpecification = { name: string; type: (schema: Schema) => number };',
        'export type DirectiveArgumentSpecification = ArgumentSpecification & { composes?: boolean };',
        'export function createDirective({ name, args = [] }: { name: string; args?: DirectiveArgumentSpecification[] }) {',
        '  return { name, args };',
        '}',
        'export function createArguments(specifications: ArgumentSpecification[]) { return specifications; }',
      ].join('\n'),
      'src/specs.ts': [
        "import { createArguments, createDirective, type ArgumentSpecification } from './specification';",
        'export class CostSpec {',
        '  register(directive: unknown) { return directive; }',
        '  constructor() {',
        "    this.register(createDirective({ name: 'cost', args: [{ name: 'weight', type: (schema) => schema.intType() }] }));",
        '  }',
        '}',
        'export function tagDirective() {',
        "  return createDirective({ name: 'tag', args: [{ name: 'name', type: (schema) => schema.stringType() }] });",
        '}',
        'export function keyArguments() {',
        "  return createArguments([{ name: 'resolvable', type: (schema) => schema.booleanType() }]);",
        '}',
        'export function linkArguments(): ArgumentSpecification[] {',
        "  return [{ name: 'url', type: (schema) => schema.stringType() }];",
        '}',
        'export function importArguments() {',
        "  const held: ArgumentSpecification[] = [{ name: 'import', type: (schema) => schema.booleanType() }];",
        '  return held;',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/definitions.ts#Schema.intType')).toEqual([
      'src/specs.ts#CostSpec.constructor@4 likely type',
    ]);
    expect(callersOf('src/definitions.ts#Schema.stringType')).toEqual([
      'src/specs.ts#linkArguments@14 likely type',
      'src/specs.ts#tagDirective@8 likely type',
    ]);
    expect(callersOf('src/definitions.ts#Schema.booleanType')).toEqual([
      'src/specs.ts#importArguments@17 likely type',
      'src/specs.ts#keyArguments@11 likely type',
    ]);
    for (const method of ['stringType', 'booleanType', 'intType'])
      expect(callersOf(`src/definitions.ts#Other.${method}`)).toEqual([]);
  });
});
