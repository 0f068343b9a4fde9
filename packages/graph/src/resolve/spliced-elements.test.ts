// What `splice` (and `toSpliced`) returns holds what the array holds: `for (const repo of
// repos.splice(0)) await repo.cleanup()` with `repos: TempRepo[]` reaches `TempRepo.cleanup`, as
// a loop over `repos.slice()` or `repos.filter(…)` already did.
import { describe, expect, it } from 'vitest';
import { callersIn } from '../test/callers-in.js';

describe('the elements an array splices out', () => {
  it('are what the array holds', async () => {
    const callersOf = await callersIn({
      'src/repo.ts': 'export class TempRepo { async cleanup(): Promise<void> {} }',
      'src/cleanup.test.ts': [
        "import type { TempRepo } from './repo.js';",
        'const repos: TempRepo[] = [];',
        'export async function afterEach(): Promise<void> {',
        '  for (const repo of repos.splice(0)) await repo.cleanup();',
        '}',
        'export async function keepFirst(): Promise<void> {',
        '  for (const repo of repos.toSpliced(0, 1)) await repo.cleanup();',
        '}',
      ].join('\n'),
    });
    expect(callersOf('src/repo.ts#TempRepo.cleanup')).toEqual([
      'src/cleanup.test.ts#afterEach@3 likely type',
      'src/cleanup.test.ts#keepFirst@6 likely type',
    ]);
  });
});
