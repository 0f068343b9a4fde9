// A variable constructed on one branch and empty on the other (`const storage = adapter ? new
// Storage(adapter) : undefined`): where it is used, it holds the class constructed.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('a variable constructed on one branch of a condition', () => {
  it('holds the class constructed', async () => {
    const callersOf = await callersIn({
      'src/storage.ts': [
        'export class Storage { constructor(readonly adapter: string) {} removeDoc(id: string) {} }',
        'export class Network { removeDoc(id: string) {} }',
      ].join('\n'),
      'src/repo.ts': [
        "import { Storage } from './storage.js';",
        'export function openRepo(adapter?: string) {',
        '  const storage = adapter ? new Storage(adapter) : undefined;',
        "  storage?.removeDoc('a');",
        '}',
        'export function openOther(adapter?: string) {',
        '  const other = adapter === undefined ? null : new Storage(adapter);',
        "  other?.removeDoc('b');",
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/storage.ts#Storage.removeDoc')).toEqual([
      'src/repo.ts#openOther@6 likely type',
      'src/repo.ts#openRepo@2 likely type',
    ]);
    expect(callersOf('src/storage.ts#Network.removeDoc')).toEqual([]);
  });
});
