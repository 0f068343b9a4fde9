// Names destructured from a value written with an object type (`({ layer }: { layer: Layer })`,
// `const { attribute } = opts` with `opts: { attribute: Attribute }`): each holds the type the
// object type writes for its field.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('names destructured from an object type', () => {
  it("types each name by the object type's field", async () => {
    const callersOf = await callersIn({
      'src/attribute.ts': [
        'export class Attribute { allocate() {} }',
        'export class Other { allocate() {} }',
      ].join('\n'),
      'src/use.ts': [
        "import type { Attribute, Other } from './attribute.js';",
        'export function fromParameter({ attribute }: { attribute: Attribute; count: number }) {',
        '  attribute.allocate();',
        '}',
        'export function fromVariable(opts: { attribute: Attribute; other: Other }) {',
        '  const { attribute } = opts;',
        '  attribute.allocate();',
        '}',
        'export const renamed = ({ attribute: held }: { attribute: Attribute }) => held.allocate();',
      ].join('\n'),
    });
    expect(callersOf('src/attribute.ts#Attribute.allocate')).toEqual([
      'src/use.ts#fromParameter@2 likely type',
      'src/use.ts#fromVariable@5 likely type',
      'src/use.ts#renamed@9 likely type',
    ]);
    expect(callersOf('src/attribute.ts#Other.allocate')).toEqual([]);
  });
});
