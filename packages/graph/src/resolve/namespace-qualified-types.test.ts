// A type written through a module of the repository imported as a namespace (`ortFbs.Attribute`,
// `import * as ortFbs from './ort-generated'`) is that module's type, even in a module declaring or
// importing a type of its own by that name (onnxruntime-web reads its FlatBuffers `Attribute`,
// `Graph` and `Tensor` into classes of the same names).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const SCHEMA = {
  'src/fbs/attribute.ts': [
    'export class Attribute {',
    '  type(): number { return 1; }',
    '  ints(index: number): number { return index; }',
    '}',
  ].join('\n'),
  'src/fbs/index.ts': "export { Attribute } from './attribute';\n",
  'src/generated.ts': "export * from './fbs/index';\n",
};

describe('a type written through a namespace import of the repository', () => {
  it("is the namespace's type in a module declaring one of the same name", async () => {
    const callersOf = await callersIn({
      ...SCHEMA,
      'src/attribute.ts': [
        "import * as ortFbs from './generated';",
        'export class Attribute {',
        '  constructor(readonly kind: string) {}',
        '  static fromSchema(attr: ortFbs.Attribute) { return attr.type(); }',
        '  static fromEither(attr: ortFbs.Attribute | string) {',
        '    return typeof attr === "string" ? 0 : attr.ints(0);',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/fbs/attribute.ts#Attribute.type')).toEqual([
      'src/attribute.ts#Attribute.fromSchema@4 likely type',
    ]);
    expect(callersOf('src/fbs/attribute.ts#Attribute.ints')).toEqual([
      'src/attribute.ts#Attribute.fromEither@5 likely type',
    ]);
  });

  it("is the namespace's type in a module importing one of the same name, not the import", async () => {
    const callersOf = await callersIn({
      ...SCHEMA,
      'src/attribute.ts': 'export class Attribute {\n  type(): string { return "x"; }\n}\n',
      'src/util.ts': [
        "import * as ortFbs from './generated';",
        "import { Attribute } from './attribute';",
        'export function kindOf(attr: ortFbs.Attribute) { return attr.type(); }',
        'export function nameOf(attr: Attribute) { return attr.type(); }',
      ].join('\n'),
    });
    expect(callersOf('src/fbs/attribute.ts#Attribute.type')).toEqual([
      'src/util.ts#kindOf@3 likely type',
    ]);
    expect(callersOf('src/attribute.ts#Attribute.type')).toEqual([
      'src/util.ts#nameOf@4 likely type',
    ]);
  });
});
