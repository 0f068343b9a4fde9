// An array method's callback on a member chain or a call's result (`h.nodes.map((n) => n.hash())`,
// `room.getEvents().find((e) => e.getId())`): its parameter is an element of what the chain holds.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

const NODES = {
  'src/node.ts': [
    'export class Node { hash() { return ""; } getId() { return 1; } }',
    'export class Other { hash() { return 0; } getId() { return 2; } }',
  ].join('\n'),
  'src/holder.ts': [
    "import type { Node } from './node.js';",
    'export class Holder {',
    '  field: Node[] = [];',
    '  get nodes(): Node[] { return this.field; }',
    '  list(): Node[] { return this.field; }',
    '}',
  ].join('\n'),
};

describe("an array method's callback on a chain", () => {
  it('takes an element of a field read on a typed value (`h.field.map(…)`)', async () => {
    const callersOf = await callersIn({
      ...NODES,
      'src/use.ts': [
        "import type { Holder } from './holder.js';",
        'export function hashes(h: Holder) {',
        '  return h.field.map((n) => n.hash());',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#Node.hash')).toEqual(['src/use.ts#hashes@2 likely type']);
    expect(callersOf('src/node.ts#Other.hash')).toEqual([]);
  });

  it('takes an element of what a typed getter returns (`h.nodes.some(…)`)', async () => {
    const callersOf = await callersIn({
      ...NODES,
      'src/use.ts': [
        "import type { Holder } from './holder.js';",
        'export function any(h: Holder) {',
        '  return h.nodes.some((n) => n.hash());',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#Node.hash')).toEqual(['src/use.ts#any@2 likely type']);
    expect(callersOf('src/node.ts#Other.hash')).toEqual([]);
  });

  it("takes an element of a method's result, through an optional chain", async () => {
    const callersOf = await callersIn({
      ...NODES,
      'src/use.ts': [
        "import type { Holder } from './holder.js';",
        'export function byId(h: Holder | undefined, id: number) {',
        '  return h?.list().find((e) => e.getId() === id);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/node.ts#Node.getId')).toEqual(['src/use.ts#byId@2 likely type']);
    expect(callersOf('src/node.ts#Other.getId')).toEqual([]);
  });
});
