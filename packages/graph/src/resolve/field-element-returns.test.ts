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

  it('leaves out a return of something else', async () => {
    const callersOf = await callersIn({
      'src/handles.ts': [
        'export class DocHandle { whenReady() {} }',
        'export class PeerHandle { whenReady() {} }',
      ].join('\n'),
      'src/repo.ts': [
        "import { DocHandle } from './handles.js';",
        'export class Repo {',
        '  #handleCache: Record<string, DocHandle> = {};',
        '  #getHandle(id: string) {',
        '    if (this.#handleCache[id]) return this.#handleCache[id];',
        '    const handle = new DocHandle();',
        '    this.#handleCache[id] = handle;',
        '    return handle;',
        '  }',
        '  async find(id: string) {',
        '    const handle = this.#getHandle(id);',
        '    await handle.whenReady();',
        '  }',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/handles.ts#DocHandle.whenReady')).toEqual([
      'src/repo.ts#Repo.find@10 likely type',
    ]);
    expect(callersOf('src/handles.ts#PeerHandle.whenReady')).toEqual([]);
  });
});
