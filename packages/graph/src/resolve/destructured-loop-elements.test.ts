// A `for … of` loop destructuring each element (`for (const { type, info } of entries)`) binds the
// fields of what the iterated value holds, as `const { type } = entry` does for one value.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('object destructuring in a for … of loop', () => {
  it('types each name by the field of the element it reads', async () => {
    const callersOf = await callersIn({
      'src/types.ts': [
        'export class NamedType { rename(name: string) {} }',
        'export class Subgraph { rename(name: string) {} }',
        'export interface Entry { type: NamedType; subgraph: Subgraph }',
      ].join('\n'),
      'src/merge.ts': [
        "import type { Entry } from './types';",
        'export function merge(entries: Entry[]) {',
        '  for (const { type, subgraph: source } of entries) {',
        "    type.rename('merged');",
        "    source.rename('source');",
        '  }',
        '}',
        'export class Merger {',
        '  constructor(private readonly entries: Entry[]) {}',
        '  list(): Entry[] { return this.entries; }',
        '  run() {',
        "    for (const { type } of this.entries) type.rename('field');",
        "    for (const { subgraph } of this.list()) subgraph.rename('call');",
        '  }',
        '}',
      ].join('\n'),
    });
    for (const method of ['NamedType.rename', 'Subgraph.rename'])
      expect(callersOf(`src/types.ts#${method}`)).toEqual([
        'src/merge.ts#Merger.run@11 likely type',
        'src/merge.ts#merge@2 likely type',
      ]);
  });
});
