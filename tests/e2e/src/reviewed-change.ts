// A change with findings already posted on it, through the local-git provider: where the fix
// verifier starts on a re-push.
import { publishFindings } from '@codehawk/publish';
import { TempRepo } from '@codehawk/testkit';
import { LocalGitProvider } from '@codehawk/vcs';

/** Six numbered lines naming the file. */
export const content = (name: string): string =>
  Array.from({ length: 6 }, (_, index) => `${name} ${index + 1}`).join('\n') + '\n';

/** A change over `files` files (`src/f0.ts`…), each with one posted finding on line 2; `repos` collects the repository for clean-up. */
export async function reviewed(
  files: number,
  repos: TempRepo[],
): Promise<{ repo: TempRepo; vcs: () => Promise<LocalGitProvider> }> {
  const repo = await TempRepo.create();
  repos.push(repo);
  const names = Array.from({ length: files }, (_, index) => `src/f${index}.ts`);
  await repo.commit('base', Object.fromEntries(names.map((name) => [name, 'x\n'])));
  await repo.branch('feature');
  await repo.commit('change', Object.fromEntries(names.map((name) => [name, content(name)])));
  const vcs = () => LocalGitProvider.open({ repository: repo.path });
  await publishFindings(
    {
      pr_id: 1,
      repo: 'r',
      vcs: 'local',
      review_modes: ['standard'],
      findings: names.map((name) => ({
        file: name,
        line: 2,
        category: 'correctness',
        severity: 'warning',
        title: 'Bug',
        message: 'A bug.',
        confidence: 0.9,
      })),
    },
    await vcs(),
    { maxCommentsPerFile: 5 },
  );
  return { repo, vcs };
}
