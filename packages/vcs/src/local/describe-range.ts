import { git } from './git.js';
import type { ResolvedChange } from './open-change.js';

/**
 * The reviewed range in words — `abc1234 (merge-base with main, the default branch)..def5678
 * (HEAD, feature)` — and, when the range holds no commit, why and what to do.
 */
export async function describeRange(
  change: ResolvedChange,
): Promise<{ range: string; empty?: string }> {
  const { name, tip, explicit, head } = change.baseChoice;
  const short = (sha: string): string => sha.slice(0, 7);
  const how = explicit
    ? tip === change.baseSha
      ? `--base ${name}`
      : `merge-base with --base ${name}`
    : `merge-base with ${name}, the default branch`;
  const headText = change.workingTree
    ? `the working tree (uncommitted changes on ${change.headRef})`
    : `${short(change.headSha)} (${head === change.headRef ? head : `${head}, ${change.headRef}`})`;
  const range = `${short(change.baseSha)} (${how})..${headText}`;
  if (change.workingTree || change.baseSha !== change.headSha) return { range };
  const fix = explicit
    ? `Pass a --base that ${head} branched from`
    : `Check out the branch to review, or pass --base <ref> (for example --base HEAD~1); --working-tree reviews uncommitted changes`;
  if (tip === change.headSha)
    return {
      range,
      empty: `${head} is ${name} itself, so the range holds no commit. ${fix}.`,
    };
  const behind = (
    await git(change.root, ['rev-list', '--count', `${change.headSha}..${tip}`])
  ).trim();
  return {
    range,
    empty: `${head} is behind ${name} by ${behind} commit(s): every commit of ${head} is already in ${name}, so the range holds none (${explicit ? 'the base is ahead of the head' : 'a detached HEAD or an old commit checked out'}). ${fix}.`,
  };
}
