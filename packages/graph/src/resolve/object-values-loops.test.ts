// A loop over `Object.values(record)` (`for (const s of Object.values(this.synchronizers))`): each
// value is what the record holds, as in a loop over the record's elements.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a loop over the values of a record', () => {
  it('takes what the record holds', async () => {
    const callersOf = await callersIn({
      'src/synchronizers.ts': [
        'export class DocSynchronizer { endSync(peer: string) {} }',
        'export class PeerSynchronizer { endSync(peer: string) {} }',
      ].join('\n'),
      'src/collection.ts': [
        "import type { DocSynchronizer } from './synchronizers.js';",
        'export class Collection {',
        '  #synchronizers: Record<string, DocSynchronizer> = {};',
        '  removePeer(peer: string) {',
        '    for (const synchronizer of Object.values(this.#synchronizers)) {',
        '      synchronizer.endSync(peer);',
        '    }',
        '  }',
        '}',
        'export function endAll(byId: Record<string, DocSynchronizer>, peer: string) {',
        '  for (const synchronizer of Object.values(byId)) synchronizer.endSync(peer);',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/synchronizers.ts#DocSynchronizer.endSync')).toEqual([
      'src/collection.ts#Collection.removePeer@4 likely type',
      'src/collection.ts#endAll@10 likely type',
    ]);
    expect(callersOf('src/synchronizers.ts#PeerSynchronizer.endSync')).toEqual([]);
  });
});
