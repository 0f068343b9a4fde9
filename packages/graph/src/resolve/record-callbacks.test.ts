// A callback over a record's values (`Object.values(this.byId).forEach((item) => …)`) or entries
// (`Object.entries(record).map(([id, item]) => …)`) takes an element of what the record holds, as a
// loop over them does.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe("callbacks over a record's values or entries", () => {
  it('take an element of what the record holds', async () => {
    const callersOf = await callersIn({
      'src/client.ts': [
        'export class Collection { documents() { return 1; } }',
        'export class Other { documents() { return 2; } }',
        'export class Client {',
        '  individualCollections: Record<string, Collection> = {};',
        '  byName: { [name: string]: Collection } = {};',
        '  clearCache() {',
        '    Object.entries(this.individualCollections).forEach(([_, collection]) => {',
        '      collection.documents();',
        '    });',
        '  }',
        '  all() { return Object.values(this.byName).map((collection) => collection.documents()); }',
        '  keys() { return Object.entries(this.byName).filter(([name]) => name.length > 0); }',
        '}',
        'export function count(collections: Record<string, Collection>) {',
        '  return Object.values(collections).some((c) => c.documents() > 0);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/client.ts#Collection.documents')).toEqual([
      'src/client.ts#Client.all@11 likely type',
      'src/client.ts#Client.clearCache@6 likely type',
      'src/client.ts#count@14 likely type',
    ]);
    expect(callersOf('src/client.ts#Other.documents')).toEqual([]);
  });
});
