// `this` in a class is an instance of that class, not of a same-named class of another file:
// onnxruntime-web's `Tensor` (whose `dims` is a field) beside its FlatBuffers schema's `Tensor`
// (whose `dims(index)` is a method).
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('this in a class named like a class of another file', () => {
  it("reads its own class's members and its base's, not the other class's", async () => {
    const callersOf = await callersIn({
      'src/fbs/table.ts': 'export class Table {\n  rank(): number { return 0; }\n}\n',
      'src/fbs/tensor.ts': [
        "import { Table } from './table';",
        'export class Tensor extends Table {',
        '  dims(index: number): number { return index; }',
        '  dataType(): number { return 1; }',
        '}',
      ].join('\n'),
      'src/base.ts': 'export class Shaped {\n  rank(): number { return 2; }\n}\n',
      'src/tensor.ts': [
        "import { Shaped } from './base';",
        'export class Tensor extends Shaped {',
        '  constructor(public readonly dims: readonly number[]) { super(); }',
        '  get size() { return count(this.dims) + this.rank(); }',
        '  describe() { return super.rank(); }',
        '}',
        'function count(dims: readonly number[]) { return dims.length; }',
      ].join('\n'),
    });
    expect(callersOf('src/fbs/tensor.ts#Tensor.dims')).toEqual([]);
    expect(callersOf('src/fbs/table.ts#Table.rank')).toEqual([]);
    expect(callersOf('src/base.ts#Shaped.rank')).toEqual([
      'src/tensor.ts#Tensor.describe@5 certain this',
      'src/tensor.ts#Tensor.size@4 certain this',
    ]);
  });
});
