import { TempRepo } from '@codehawk/testkit';
import { afterEach, expect, it } from 'vitest';
import { expectedContractTranscript, runContractScenario } from '../testing.js';
import { LocalGitProvider } from './local-git-provider.js';

let repo: TempRepo | undefined;

afterEach(async () => {
  await repo?.cleanup();
});

it('LocalGitProvider honours the VcsProvider contract', async () => {
  repo = await TempRepo.create();
  await repo.commit('initial', { 'src/auth.ts': 'export const a = 1;\n' });
  await repo.branch('feature');
  await repo.commit('change', {
    'src/auth.ts':
      'export const a = 1;\nexport const b = 2;\nexport const c = 3;\nexport const d = 4;\n',
  });
  const path = repo.path;
  const transcript = await runContractScenario({
    file: 'src/auth.ts',
    ours: () => LocalGitProvider.open({ repository: path }),
    developer: () => LocalGitProvider.open({ repository: path, identity: 'alice' }),
  });
  expect(transcript).toEqual(expectedContractTranscript('src/auth.ts'));
});
