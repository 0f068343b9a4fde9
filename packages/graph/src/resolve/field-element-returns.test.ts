// A method with no written return type returning an element of a typed container field
// (`return this.synchronizers[id]`, `synchronizers: Record<Id, Synchronizer>`): what it returns
// is what the container holds.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a method returning an element of a container field', () => {
  it('returns what the container holds', async () => {
    const callersOf = await callersIn({
      'src/synchronizers.ts': [
        'export interface Synchronizer { beginSync(): void }',
        'export class DocSynchronizer implements Synchronizer { beginSync() {} }',
        'export class PeerSynchronizer implements Synchronizer { beginSync() {} }',
      ].join('\n'),
      'src/collection.ts': [
        "import type { DocSynchronizer } from './synchronizers.js';",
        'export class Collection {',
        '  docSynchronizers: Record<string, DocSynchronizer> = {};',
        '  #fetch(id: string) {',
        '    return this.docSynchronizers[id];',
        '  }',
        '  add(id: string) {',
        '    const synchronizer = this.#fetch(id);',
        '    synchronizer.beginSync();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/synchronizers.ts#DocSynchronizer.beginSync')).toEqual([
      'src/collection.ts#Collection.add@7 likely type',
    ]);
    expect(callersOf('src/synchronizers.ts#PeerSynchronizer.beginSync')).toEqual([]);
  });
});
