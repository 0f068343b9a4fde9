// A fake's commits: file contents by commit and parent links. What GitHub's compare and Azure DevOps'
// commit diffs answer — ancestry and the files that changed between two commits — comes from here.
import { structuredPatch } from 'diff';

/** Parent commits by sha; a commit with no entry has no parents. */
export type CommitParents = Record<string, readonly string[]>;

export interface CommitChange {
  path: string;
  status: 'added' | 'modified' | 'removed';
  before: string;
  after: string;
}

/** Every commit reachable from `commit` (itself included). */
export function reachable(parents: CommitParents, commit: string): Set<string> {
  const seen = new Set<string>();
  const queue = [commit];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(parents[next] ?? []));
  }
  return seen;
}

/** How `target` relates to `base`, in the words of GitHub's compare (`ahead`: base is an ancestor). */
export function relation(
  parents: CommitParents,
  base: string,
  target: string,
): {
  status: 'identical' | 'ahead' | 'behind' | 'diverged';
  ahead: string[];
  behind: string[];
  mergeBase: string | undefined;
} {
  const fromTarget = reachable(parents, target);
  const fromBase = reachable(parents, base);
  const ahead = [...fromTarget].filter((sha) => !fromBase.has(sha));
  const behind = [...fromBase].filter((sha) => !fromTarget.has(sha));
  const common = fromTarget.has(base)
    ? base
    : fromBase.has(target)
      ? target
      : [...fromTarget].find((sha) => fromBase.has(sha));
  const status =
    base === target
      ? 'identical'
      : fromTarget.has(base)
        ? 'ahead'
        : fromBase.has(target)
          ? 'behind'
          : 'diverged';
  return { status, ahead, behind, mergeBase: common };
}

/** The files that differ between two commits' contents, in path order. */
export function changesBetween(
  contents: Record<string, Record<string, string>>,
  base: string,
  target: string,
): CommitChange[] {
  const before = contents[base] ?? {};
  const after = contents[target] ?? {};
  const paths = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  const changes: CommitChange[] = [];
  for (const path of paths) {
    const old = before[path];
    const now = after[path];
    if (old === now) continue;
    changes.push({
      path,
      status: old === undefined ? 'added' : now === undefined ? 'removed' : 'modified',
      before: old ?? '',
      after: now ?? '',
    });
  }
  return changes;
}

/** A change's hunks as GitHub's `patch` field carries them, with line counts. */
export function patchOf(change: CommitChange): {
  patch: string;
  additions: number;
  deletions: number;
} {
  const { hunks } = structuredPatch('a', 'b', change.before, change.after, '', '', { context: 3 });
  let additions = 0;
  let deletions = 0;
  const lines: string[] = [];
  for (const hunk of hunks) {
    lines.push(`@@ -${hunk.oldStart},${hunk.oldLines} +${hunk.newStart},${hunk.newLines} @@`);
    for (const line of hunk.lines) {
      if (line.startsWith('\\')) continue;
      if (line.startsWith('+')) additions++;
      if (line.startsWith('-')) deletions++;
      lines.push(line);
    }
  }
  return { patch: lines.join('\n'), additions, deletions };
}
